import { Command, CommanderError } from 'commander'
import pkg from '../package.json' with { type: 'json' }
import { createColors, shouldColor } from './_color.js'
import type { CommandContext, Io, RegisterCommand } from './_context.js'
import { CliError, EXIT } from './_errors.js'
import { README } from './_readme.js'
import { safeOutput } from './_safe-text.js'
import { register as registerExplain } from './commands/explain.js'
import { register as registerExplainCode } from './commands/explain-code.js'
import { register as registerRoutes } from './commands/routes.js'
import { register as registerValidate } from './commands/validate.js'
import { register as registerMaintenanceOn } from './commands/maintenance/on.js'
import { register as registerMaintenanceOff } from './commands/maintenance/off.js'
import { register as registerMaintenanceStatus } from './commands/maintenance/status.js'
import { register as registerPreview } from './commands/preview.js'
import { register as registerHosting } from './commands/hosting.js'
import { register as registerSchema } from './commands/schema.js'
import { register as registerInit } from './commands/init.js'
import { register as registerLinks } from './commands/links.js'

// Adding a command: import its `register` and add it here. Each command module
// keeps its heavy imports (router-core) inside its action, so `--help` and
// `--version` stay fast.
const COMMANDS: RegisterCommand[] = [
  registerValidate,
  registerRoutes,
  registerExplain,
  registerExplainCode,
  registerMaintenanceOn,
  registerMaintenanceOff,
  registerMaintenanceStatus,
  registerPreview,
  registerHosting,
  registerLinks,
  registerSchema,
  registerInit,
]

const EXAMPLES = `
Examples:
  $ routekit validate                         check ./routes.yaml
  $ routekit routes                           list every route and redirect
  $ routekit explain /dashboard --signed-out  where /dashboard ends when signed out
  $ routekit help explain                     help for one command

Exit codes: 0 ok, 1 routes.yaml is invalid, 2 usage error or unreadable file.
Docs: ${README}`

/** The process's own streams, coloured only when stdout is a terminal and NO_COLOR is unset. */
export function processIo(): Io {
  const color = shouldColor(process.stdout)
  return {
    // Nothing reaches a terminal or a pipe unescaped: see safeOutput().
    out: (text) => void process.stdout.write(safeOutput(text, color)),
    err: (text) => void process.stderr.write(safeOutput(text, color)),
    colors: createColors(color),
    color,
  }
}

/** Builds the `routekit` program with every command registered. */
export function createProgram(ctx: CommandContext): Command {
  const program = new Command('routekit')
    .description(
      'Check, list and explain routes.yaml (the one file that declares every route of the site), preview the built site and switch maintenance.',
    )
    .version(pkg.version, '-v, --version', 'print the routekit version')
    .helpCommand('help [command]', 'show help for a command')
    .showSuggestionAfterError(true)
    // Set before the commands are added, so every subcommand inherits them.
    .exitOverride()
    .configureOutput({
      writeOut: (text) => ctx.io.out(text),
      writeErr: (text) => ctx.io.err(text),
    })
    .addHelpText('after', EXAMPLES)
  for (const register of COMMANDS) register(program, ctx)
  _pointToHelp(program, 'routekit')
  return program
}

/**
 * After commander's own usage error ("error: unknown option '--bogus'"), says
 * where the right usage is, naming the command the error is about.
 */
function _pointToHelp(command: Command, path: string): void {
  const what = command.parent ? 'its arguments and options' : 'the commands'
  command.showHelpAfterError(`Run "${path} --help" to see ${what}.`)
  for (const sub of command.commands) _pointToHelp(sub, `${path} ${sub.name()}`)
}

/**
 * Runs the CLI with `argv` (the arguments after `routekit`) and returns the
 * exit code: 0 ok, 1 invalid input, 2 usage error or unreadable file.
 */
export async function run(argv: readonly string[], io: Io = processIo()): Promise<number> {
  let exitCode: number = EXIT.ok
  const ctx: CommandContext = {
    io,
    setExitCode: (code) => {
      exitCode = Math.max(exitCode, code)
    },
  }
  const program = createProgram(ctx)
  try {
    await program.parseAsync([...argv], { from: 'user' })
    return exitCode
  } catch (error) {
    return _exitCodeOf(error, io)
  }
}

function _exitCodeOf(error: unknown, io: Io): number {
  if (error instanceof CommanderError) {
    // Commander has already printed its message. Asked-for help and the version are successes;
    // help shown because no command was given, and every parse error, are usage errors.
    if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') return EXIT.ok
    if (error.code === 'commander.help' && error.exitCode === 0) return EXIT.ok
    return EXIT.usage
  }
  if (error instanceof CliError) {
    // A message quotes arguments and file names, and holds no colour of its own: every escape in it is shown.
    io.err(`routekit: ${safeOutput(error.message, false)}\n`)
    return error.exitCode
  }
  // A bug in routekit itself: show the stack so it can be reported.
  io.err(
    `routekit: unexpected error. Please report it with the command you ran.\n${error instanceof Error ? error.stack : String(error)}\n`,
  )
  return EXIT.invalid
}
