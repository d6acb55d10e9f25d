import type { Command } from 'commander'
import type { CommandContext } from '../../_context.js'
import { UsageError } from '../../_errors.js'
import { safeJson, safeText } from '../../_safe-text.js'
import { readAuditTail } from '../../maintenance/audit-log.js'
import { readFlag } from '../../maintenance/flag.js'
import { formatFlag, formatHistory } from '../../maintenance/format.js'
import { maintenanceGroup } from '../../maintenance/group.js'
import { resolveSiteDir } from '../../site/dir.js'

interface StatusOptions {
  dir?: string
  json?: boolean
  history?: string | true
}

const HELP = `
--json prints the fields of maintenance.json; "enabled" is always there (false
when there is no file). With --history it adds "history": the last entries of
maintenance.log, oldest first.`

/** `routekit maintenance status`: on or off, since when, by whom, the message, the back-by time, the allowed paths. */
export function register(program: Command, ctx: CommandContext): void {
  maintenanceGroup(program)
    .command('status')
    .description(
      'Show whether maintenance is on, since when, by whom, the message, the back-by time and the allowed paths.',
    )
    .option(
      '--dir <folder>',
      "the built site (default: the build output of the project here, Vite's build.outDir, dist by default)",
    )
    .option('--json', 'print the flag file as JSON')
    .option('--history [n]', 'also print the last n changes from maintenance.log (default 10)')
    .addHelpText('after', HELP)
    .action(async (options: StatusOptions) => {
      await showStatus(options, ctx)
    })
}

async function showStatus(options: StatusOptions, { io }: CommandContext): Promise<void> {
  const dir = resolveSiteDir(options.dir)
  const count = options.history === undefined ? 0 : options.history === true ? 10 : _count(options.history)
  const read = await readFlag(dir)
  if (read.kind === 'invalid') {
    throw new UsageError(`${read.file}: ${safeText(read.error)} Meanwhile open tabs keep the state they last read.`)
  }
  const flag = read.kind === 'ok' ? read.flag : undefined
  const history = count > 0 ? readAuditTail(dir, count) : undefined
  if (options.json) {
    io.out(safeJson({ ...(flag ?? { enabled: false }), ...(history && { history }) }) + '\n')
    return
  }
  io.out(formatFlag(flag, read.file, new Date(), io.colors))
  if (history) io.out('\n' + formatHistory(history, io.colors))
}

function _count(input: string): number {
  if (!/^\d+$/.test(input) || Number(input) < 1 || Number(input) > 10_000) {
    throw new UsageError(
      `--history ${JSON.stringify(input)} is not a count. Give a whole number from 1 to 10000, such as --history 20.`,
    )
  }
  return Number(input)
}
