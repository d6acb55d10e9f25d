import type { Command } from 'commander'
import type { RoutesConfig } from '@routekit/router-core'
import { createColors } from '../_color.js'
import type { CommandContext } from '../_context.js'
import { EXIT } from '../_errors.js'
import { loadConfig } from '../_load.js'
import { formatTable } from '../_table.js'
import { plural } from '../report.js'

/** The router-core functions the listing asks; loaded lazily by the action. */
type Core = Pick<typeof import('@routekit/router-core'), 'resolve' | 'isExternalTarget'>

const HELP = `
Examples:
  $ routekit routes                       list ./routes.yaml
  $ routekit routes site/routes.yaml      list another file
  $ routekit routes --json                the same listing as JSON

Marks in the first column:
  M  the maintenance route (maintenance.route)
  A  reachable while maintenance is on (maintenance.allow)

Exit codes:
  0  listed
  1  routes.yaml is invalid (its problems are printed, as by validate)
  2  usage error, or the file cannot be read`

/** One route of the listing (also the `--json` shape). */
export interface RouteRow {
  path: string
  name: string
  page: string
  layout: string
  guards: string[]
  /** This is `maintenance.route`. */
  maintenanceRoute: boolean
  /** resolve() lets this path through while maintenance is on. */
  reachableDuringMaintenance: boolean
}

/** One redirect of the listing (also the `--json` shape). */
export interface RedirectRow {
  from: string
  to: string
  status: number
  /** The target is an http(s) URL: a full browser navigation. */
  external: boolean
  reachableDuringMaintenance: boolean
}

export interface RoutesListing {
  file: string
  maintenance: { enabled: boolean; route: string; allow: string[] }
  routes: RouteRow[]
  redirects: RedirectRow[]
}

/** `routekit routes [file]`: an annotated table of every route and redirect. */
export function register(program: Command, ctx: CommandContext): void {
  program
    .command('routes')
    .summary('list every route and redirect in an annotated table')
    .description(
      'List every route (path, name, layout, guards, page) and every redirect of routes.yaml, marking the maintenance route and the paths that stay reachable during maintenance.',
    )
    .argument('[file]', 'the routes file', 'routes.yaml')
    .option('--json', 'print the listing as JSON')
    .addHelpText('after', HELP)
    .action(async (file: string, options: { json?: boolean }) => {
      const loaded = await loadConfig(file, ctx.io, { json: options.json === true })
      if (!loaded) return ctx.setExitCode(EXIT.invalid)
      const listing = listRoutes(loaded.file, loaded.config, await import('@routekit/router-core'))
      ctx.io.out(options.json ? `${JSON.stringify(listing, null, 2)}\n` : formatRoutes(listing, { color: ctx.io.color }))
    })
}

/**
 * Builds the listing. Whether a path stays reachable during maintenance is
 * asked of `resolve()`, the one place that knows the rule.
 */
export function listRoutes(file: string, config: RoutesConfig, core: Core): RoutesListing {
  const reachable = (path: string) => {
    const outcome = core.resolve(config, path, { maintenance: true })
    return !(outcome.kind === 'redirect' && outcome.reason === 'maintenance')
  }
  const { maintenance } = config
  return {
    file,
    maintenance: { enabled: maintenance.enabled, route: maintenance.route, allow: [...maintenance.allow] },
    routes: config.routes.map((r) => ({
      path: r.path,
      name: r.name,
      page: r.page,
      layout: r.layout,
      guards: [...r.guards],
      maintenanceRoute: r.path === maintenance.route,
      reachableDuringMaintenance: reachable(r.path),
    })),
    redirects: config.redirects.map((r) => ({
      from: r.from,
      to: r.to,
      status: r.status,
      external: core.isExternalTarget(r.to),
      reachableDuringMaintenance: reachable(r.from),
    })),
  }
}

/** The human table: marks, path, name, layout, guards, page or redirect target; then the legend. */
export function formatRoutes(listing: RoutesListing, options: { color: boolean }): string {
  const c = createColors(options.color)
  const rows: string[][] = [['', 'PATH', 'NAME', 'LAYOUT', 'GUARDS', 'PAGE / REDIRECT TO']]
  for (const r of listing.routes) {
    const mark = r.maintenanceRoute ? 'M' : r.reachableDuringMaintenance ? 'A' : ''
    rows.push([mark, r.path, r.name, r.layout, r.guards.join(', ') || '-', r.page])
  }
  for (const r of listing.redirects) {
    const mark = r.reachableDuringMaintenance ? 'A' : ''
    rows.push([mark, r.from, '', '', '', `→ ${r.to} (${r.status}${r.external ? ', external' : ''})`])
  }
  const table = formatTable(rows, {
    style: (text, row, column) => {
      if (row === 0) return c.bold(text)
      if (column === 0) return c.yellow.bold(text)
      if (column === 1) return c.cyan(text)
      if (column === 4 && text.trim() !== '-') return c.magenta(text)
      if (column === 5 && text.startsWith('→')) return c.dim(text)
      return text
    },
  })
  const m = listing.maintenance
  const state = m.enabled ? c.yellow('on') : 'off'
  const counts = `${plural(listing.routes.length, 'route')}, ${plural(listing.redirects.length, 'redirect')}`
  return [
    table,
    '',
    `${c.dim('Marks:')} M maintenance route (${m.route}), A reachable during maintenance (maintenance.allow)`,
    `${listing.file}: ${counts}; maintenance is ${state} in routes.yaml`,
    '',
  ].join('\n')
}
