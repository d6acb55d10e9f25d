import type { Command } from 'commander'
import type { MaintenanceFile } from '@routekit/router-core'
import type { CommandContext } from '../../_context.js'
import { applyChange } from '../../maintenance/apply.js'
import { currentUser } from '../../maintenance/audit-log.js'
import { readFlag, serializeFlag } from '../../maintenance/flag.js'
import { formatFlag } from '../../maintenance/format.js'
import { maintenanceGroup } from '../../maintenance/group.js'
import { resolveSiteDir } from '../../site/dir.js'

interface OffOptions {
  dir?: string
  persist?: boolean
  file: string
}

/**
 * `routekit maintenance off`: writes maintenance.json with `enabled: false`
 * (so this source still decides, and says the site is open) and logs it.
 */
export function register(program: Command, ctx: CommandContext): void {
  maintenanceGroup(program)
    .command('off')
    .description(
      'Switch maintenance off: open tabs leave the maintenance page within about 10 s and return to the page they came from.',
    )
    .option(
      '--dir <folder>',
      "the built site (default: the build output of the project here, Vite's build.outDir, dist by default)",
    )
    .option('--persist', 'also set maintenance.enabled: false in routes.yaml, keeping its comments and formatting')
    .option('--file <routes.yaml>', 'the routes file for --persist', 'routes.yaml')
    .action(async (options: OffOptions) => {
      await switchOff(options, ctx)
    })
}

async function switchOff(options: OffOptions, { io }: CommandContext): Promise<void> {
  const dir = resolveSiteDir(options.dir)
  const now = new Date()
  const previous = await readFlag(dir)
  const flag: MaintenanceFile = { enabled: false, updatedAt: now.toISOString(), updatedBy: currentUser() }
  const text = await serializeFlag(flag)
  // The yaml package loads only when --persist asks for it.
  const persist = options.persist
    ? (await import('../../maintenance/persist.js')).planPersist(options.file, false)
    : undefined

  const was =
    previous.kind === 'ok'
      ? previous.flag.enabled
        ? 'on'
        : 'off'
      : previous.kind === 'missing'
        ? 'no file'
        : 'invalid file'
  applyChange(dir, text, persist, {
    time: flag.updatedAt,
    user: flag.updatedBy,
    action: 'off',
    options: { dir, was, ...(persist && { persist: persist.file }) },
  })

  io.out(formatFlag(flag, previous.file, now, io.colors))
  if (persist)
    io.out(
      `routes.yaml: ${persist.changed ? `set maintenance.enabled: false in ${persist.file}` : `${persist.file} already had maintenance.enabled: false`}\n`,
    )
  io.out(`\nOpen tabs leave the maintenance page within about 10 s. Logged to maintenance.log.\n`)
  const { syncHosts } = await import('../../gate/sync.js')
  for (const line of syncHosts(dir, { on: false })) io.out(`${line}\n`)
}
