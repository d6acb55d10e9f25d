import type { Command } from 'commander'

const HELP = `
Examples:
  $ routekit maintenance on --message "Upgrading the database" --until 90m
  $ routekit maintenance on --allow /status --secret          print a ?preview= link for ops
  $ routekit maintenance on --dir /srv/site                    a deployed copy
  $ routekit maintenance status --history
  $ routekit maintenance off --persist                         also set routes.yaml back

The flag is maintenance.json in the built site's folder; open tabs follow it within about 10 s.
Each change appends one line to maintenance.log next to it. Docs: docs/maintenance.md

Exit codes: 0 done, 1 a write failed (the old file is unchanged), 2 bad input (nothing was written).`

/** The `maintenance` command that `on`, `off` and `status` hang under; created by whichever registers first. */
export function maintenanceGroup(program: Command): Command {
  const existing = program.commands.find((c) => c.name() === 'maintenance')
  if (existing) return existing
  return program
    .command('maintenance')
    .summary('switch the maintenance page of a built or deployed site on or off, live')
    .description(
      'Switch maintenance on or off by writing maintenance.json in the built site, with no rebuild. Open tabs move to the maintenance route within about 10 s.',
    )
    .addHelpText('after', HELP)
}
