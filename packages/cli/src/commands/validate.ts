import path from 'node:path'
import type { Diagnostic, ParseResult } from '@routekit/router-core'
import type { Command } from 'commander'
import type { CommandContext } from '../_context.js'
import { EXIT } from '../_errors.js'
import { readSource, unreadableDiagnostic } from '../_load.js'
import { formatHuman, formatJson } from '../report.js'

const HELP = `
Examples:
  $ routekit validate                     check ./routes.yaml
  $ routekit validate site/routes.yaml    check another file
  $ routekit validate --json | jq .valid  machine-readable report

In a project, each page, layout and guard routes.yaml names must have its module
in src/pages, src/layouts or src/guards beside it (RK800, RK802, RK803), where
that folder exists.

Output: one row per problem, "file:line:col  severity  CODE  message", a code
frame under it, then a summary line. "routekit explain-code RK201" prints what a code means.

Exit codes:
  0  valid (warnings allowed)
  1  routes.yaml has errors
  2  usage error, or the file cannot be read (missing, a directory, not
     readable, binary or too big); the reason goes to stderr, and with
     --json the report holds it as the one diagnostic (its RK0xx code)`

interface ValidateOptions {
  json?: boolean
}

/** `routekit validate [file]`: checks routes.yaml and reports every problem with its position. */
export function register(program: Command, ctx: CommandContext): void {
  program
    .command('validate')
    .summary('check routes.yaml and report every problem with its line and column')
    .description(
      'Check routes.yaml against the routes.yaml contract (routekit schema prints it) and report every problem with its line and column.',
    )
    .argument('[file]', 'the routes file', 'routes.yaml')
    .option('--json', 'print {"file","valid","diagnostics"} as JSON instead of the human report')
    .addHelpText('after', HELP)
    .action(async (file: string, options: ValidateOptions) => {
      ctx.setExitCode(await validate(file, options, ctx))
    })
}

async function validate(file: string, options: ValidateOptions, { io }: CommandContext): Promise<number> {
  // router-core (with zod and the yaml package) loads here, not at start-up, so --help and --version stay fast.
  const [read, { parseRoutes }] = await Promise.all([readSource(file), import('@routekit/router-core')])
  if (!read.ok) {
    // With --json the error still comes as a report, so tools parse one shape.
    if (options.json) io.out(formatJson(read.error.file, [unreadableDiagnostic(read.error)]))
    io.err(`routekit: ${read.error.message}\n`)
    return EXIT.usage
  }
  const { file: shown, source, absolute } = read.value
  const parsed = parseRoutes(source)
  // In a project, each name routes.yaml gives needs its module, as the Vite plugin checks it (RK800, RK802, RK803):
  // in the folders beside routes.yaml, where they exist.
  const modules = parsed.ok ? await moduleDiagnostics(parsed, path.dirname(absolute)) : []
  const diagnostics = [...parsed.diagnostics, ...modules]
  const ok = parsed.ok && modules.every((d) => d.severity !== 'error')
  if (options.json) {
    io.out(formatJson(shown, diagnostics))
  } else {
    const counts =
      parsed.ok && ok ? { routes: parsed.config.routes.length, redirects: parsed.config.redirects.length } : undefined
    io.out(formatHuman(shown, source, diagnostics, { color: io.color, ...(counts && { counts }) }))
  }
  return ok ? EXIT.ok : EXIT.invalid
}

/** The names with no module in the project's default folders (src/pages or src/routes, src/layouts, src/guards). */
async function moduleDiagnostics(parsed: ParseResult & { ok: true }, root: string): Promise<Diagnostic[]> {
  const { checkNamedModules, moduleFoldersOf } = await import('@routekit/router-core/node/modules')
  return checkNamedModules(parsed.config, parsed, moduleFoldersOf(root), root)
}
