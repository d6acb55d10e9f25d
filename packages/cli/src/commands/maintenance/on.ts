import type { Command } from 'commander'
import { pathProblem, shownPath, type MaintenanceFile } from '@routekit/router-core'
import type { CommandContext } from '../../_context.js'
import { UsageError } from '../../_errors.js'
import { safeText } from '../../_safe-text.js'
import { applyChange, auditOptionsOf } from '../../maintenance/apply.js'
import { currentUser } from '../../maintenance/audit-log.js'
import { parseUntil } from '../../maintenance/duration.js'
import { readFlag, serializeFlag } from '../../maintenance/flag.js'
import { formatFlag } from '../../maintenance/format.js'
import { maintenanceGroup } from '../../maintenance/group.js'
import { checkSecret, generateSecret } from '../../maintenance/secret.js'
import { resolveSiteDir } from '../../site/dir.js'

interface OnOptions {
  message?: string
  until?: string
  allow?: string[]
  secret?: string | true
  url?: string
  dir?: string
  persist?: boolean
  file: string
}

const HELP = `
Running "on" while maintenance is on updates it: the options you pass replace
their old values, the others stay. --message "" clears the message.

--secret prints a link such as /?preview=<token> once and stores only a
slow salted verifier of it (the SHA-256 of a PBKDF2-SHA256 key, 600,000
iterations). A token you give must be at least 22 characters and mix lower
case, upper case and digits (RK610); --secret alone makes a random one.
Whoever opens the link skips maintenance in every tab of that browser
until it closes (a cookie). It is a preview convenience for ops, not access
control.`

/** `routekit maintenance on`: writes maintenance.json with `enabled: true` and logs the change. */
export function register(program: Command, ctx: CommandContext): void {
  maintenanceGroup(program)
    .command('on')
    .description(
      'Switch maintenance on: every path but the maintenance route and the allowed paths goes to the maintenance page.',
    )
    .option('--message <text>', 'the message the construction page shows')
    .option('--until <time>', 'when the site is back: a duration (45s, 90m, 2h, 1d) or an ISO time')
    .option(
      '--allow <path>',
      'a path that stays reachable, may end in /*; repeat for more',
      (value: string, previous: string[] | undefined) => [...(previous ?? []), value],
    )
    .option('--secret [token]', 'set a ?preview= bypass token; a random one when none is given')
    .option('--url <base>', 'the site address, to print the full preview link (such as https://example.com)')
    .option(
      '--dir <folder>',
      "the built site (default: the build output of the project here, Vite's build.outDir, dist by default)",
    )
    .option('--persist', 'also set maintenance.enabled: true in routes.yaml, keeping its comments and formatting')
    .option('--file <routes.yaml>', 'the routes file for --persist', 'routes.yaml')
    .addHelpText('after', HELP)
    .action(async (options: OnOptions) => {
      await switchOn(options, ctx)
    })
}

async function switchOn(options: OnOptions, { io }: CommandContext): Promise<void> {
  // Every check runs before the first write: bad input changes no file.
  const dir = resolveSiteDir(options.dir)
  const now = new Date()
  const until = options.until === undefined ? undefined : _until(options.until, now)
  const allow = options.allow?.map(_allowedPath)
  const token =
    options.secret === undefined ? undefined : options.secret === true ? generateSecret() : checkSecret(options.secret)
  const base = options.url === undefined ? undefined : _baseUrl(options.url)
  // node:crypto loads here, not with the CLI: every command, `validate` too, would pay for it at start-up.
  const derived =
    token === undefined ? undefined : await (await import('../../policy/bypass-verifier.js')).deriveBypass(token)
  const previous = await readFlag(dir)
  if (previous.kind === 'invalid')
    io.err(`routekit: the old ${previous.file} was not valid (${safeText(previous.error)}); it is replaced.\n`)
  const kept: Partial<MaintenanceFile> = previous.kind === 'ok' && previous.flag.enabled ? previous.flag : {}

  const flag: MaintenanceFile = {
    enabled: true,
    ...(kept.message !== undefined && { message: kept.message }),
    ...(kept.until !== undefined && { until: kept.until }),
    ...(kept.allow !== undefined && { allow: kept.allow }),
    ...(kept.bypass !== undefined && { bypass: kept.bypass }),
    ...(until !== undefined && { until }),
    ...(allow !== undefined && { allow }),
    ...(derived !== undefined && { bypass: derived.bypass }),
    updatedAt: now.toISOString(),
    updatedBy: currentUser(),
  }
  if (options.message !== undefined) {
    if (options.message === '') delete flag.message
    else flag.message = options.message
  }
  const text = await serializeFlag(flag)
  // The yaml package loads only when --persist asks for it.
  const persist = options.persist
    ? (await import('../../maintenance/persist.js')).planPersist(options.file, true)
    : undefined

  applyChange(dir, text, persist, {
    time: flag.updatedAt,
    user: flag.updatedBy,
    action: 'on',
    options: auditOptionsOf(flag, {
      dir,
      ...(token !== undefined && { secret: options.secret === true ? 'generated' : 'given' }),
      ...(persist && { persist: persist.file }),
    }),
  })

  io.out(formatFlag(flag, previous.file, now, io.colors))
  if (token !== undefined) {
    const link = `${base ?? ''}/?preview=${token}`
    io.out(
      `\nPreview link, shown only now (only a slow salted verifier of it is stored):\n  ${link}\n${base ? '' : '  Put the site address in front, or pass --url <base> to print the full link.\n'}`,
    )
  }
  if (persist)
    io.out(
      `routes.yaml: ${persist.changed ? `set maintenance.enabled: true in ${persist.file}` : `${persist.file} already had maintenance.enabled: true`}\n`,
    )
  io.out(`\nOpen tabs move to the maintenance page within about 10 s. Logged to maintenance.log.\n`)
  const { syncHosts } = await import('../../gate/sync.js')
  const secret = token === undefined || !derived ? undefined : { token, key: derived.key.toString('base64url') }
  for (const line of syncHosts(dir, { on: true, allow: flag.allow ?? [], secret, bypass: flag.bypass !== undefined }))
    io.out(`${line}\n`)
}

function _until(input: string, now: Date): string {
  const parsed = parseUntil(input, now)
  if (!parsed.ok) throw new UsageError(parsed.error)
  return parsed.iso
}

/** An `--allow` path, held to routes.yaml's rules for `maintenance.allow` (RK3xx): it reaches nginx's gate files. */
function _allowedPath(input: string): string {
  if (!/^\/[^\s?#]*$/.test(input)) {
    throw new UsageError(
      `--allow ${JSON.stringify(input)} is not a path. Give a path that starts with "/", such as --allow /status or --allow "/docs/*", with no spaces, "?" or "#".`,
    )
  }
  // A trailing slash is only a warning in routes.yaml (RK303): the same page.
  const problem = pathProblem(input.replace(/(.)\/+$/, '$1'), 'pattern')
  if (problem) throw new UsageError(`--allow ${JSON.stringify(shownPath(input))}: ${problem.code} ${problem.detail}`)
  return input
}

function _baseUrl(input: string): string {
  try {
    const url = new URL(input)
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin + url.pathname.replace(/\/+$/, '')
  } catch {
    /* fall through */
  }
  throw new UsageError(
    `--url ${JSON.stringify(input)} is not an http(s) address. Give the site's address, such as --url https://example.com.`,
  )
}
