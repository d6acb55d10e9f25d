import type { Command } from 'commander'
import type { RoutesConfig } from '@routekit/router-core'
import { createColors } from '../_color.js'
import type { CommandContext } from '../_context.js'
import { EXIT } from '../_errors.js'
import { loadConfig } from '../_load.js'
import { formatTable } from '../_table.js'
import { plural } from '../report.js'

/** The router-core functions the listing asks; loaded lazily by the action. */
type Core = Pick<
  typeof import('@routekit/router-core'),
  'resolve' | 'isExternalTarget' | 'localizePath' | 'layoutChain'
>

const HELP = `
Examples:
  $ routekit routes                       list ./routes.yaml
  $ routekit routes site/routes.yaml      list another file
  $ routekit routes --json                the same listing as JSON

With i18n in routes.yaml, each path shows once per locale, as visitors reach it
(/about, /en/about); redirects of this site keep the visitor's locale prefix.

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
  /** The layouts the page renders inside, outermost first, `layout` last; empty for `none`. */
  layouts: string[]
  guards: string[]
  /** This is `maintenance.route`. */
  maintenanceRoute: boolean
  /** resolve() lets this path through while maintenance is on. */
  reachableDuringMaintenance: boolean
  /** With i18n: the path in each locale, as visitors reach it (`{ es: '/about', en: '/en/about' }`). */
  paths?: Record<string, string>
}

/** One redirect of the listing (also the `--json` shape). */
export interface RedirectRow {
  from: string
  to: string
  status: number
  /** The target is an http(s) URL: a full browser navigation. */
  external: boolean
  reachableDuringMaintenance: boolean
  /** With i18n: `from` and `to` in each locale (an external `to` is the same in all). */
  paths?: Record<string, { from: string; to: string }>
}

export interface RoutesListing {
  file: string
  /** routes.yaml's i18n; absent without it. */
  i18n?: { locales: string[]; default: string; prefix: string }
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
      ctx.io.out(
        options.json ? `${JSON.stringify(listing, null, 2)}\n` : formatRoutes(listing, { color: ctx.io.color }),
      )
    })
}

/**
 * Builds the listing. Whether a path stays reachable during maintenance is
 * asked of `resolve()`, the one place that knows the rule.
 */
export function listRoutes(file: string, config: RoutesConfig, core: Core): RoutesListing {
  const { maintenance, i18n } = config
  // Asked in the default locale: with prefix always, a path without its prefix is no page at all.
  const reachable = (path: string) => {
    const outcome = core.resolve(config, i18n ? core.localizePath(config, path, i18n.default) : path, {
      maintenance: true,
    })
    return !(outcome.kind === 'redirect' && outcome.reason === 'maintenance')
  }
  const perLocale = <T>(of: (locale: string) => T) =>
    i18n ? { paths: Object.fromEntries(i18n.locales.map((l) => [l, of(l)])) } : {}
  return {
    file,
    ...(i18n && { i18n: { locales: [...i18n.locales], default: i18n.default, prefix: i18n.prefix } }),
    maintenance: { enabled: maintenance.enabled, route: maintenance.route, allow: [...maintenance.allow] },
    routes: config.routes.map((r) => ({
      path: r.path,
      name: r.name,
      page: r.page,
      layout: r.layout,
      layouts: core.layoutChain(config, r.layout),
      guards: [...r.guards],
      maintenanceRoute: r.path === maintenance.route,
      reachableDuringMaintenance: reachable(r.path),
      ...perLocale((l) => core.localizePath(config, r.path, l)),
    })),
    redirects: config.redirects.map((r) => ({
      from: r.from,
      to: r.to,
      status: r.status,
      external: core.isExternalTarget(r.to),
      reachableDuringMaintenance: reachable(r.from),
      ...perLocale((l) => ({
        from: core.localizePath(config, r.from, l),
        to: core.isExternalTarget(r.to) ? r.to : core.localizePath(config, r.to, l),
      })),
    })),
  }
}

/** The human table: marks, path, name, layout, guards, page or redirect target; then the legend. */
export function formatRoutes(listing: RoutesListing, options: { color: boolean }): string {
  const c = createColors(options.color)
  // With i18n, one path column per locale, in the order routes.yaml lists them.
  const locales = listing.i18n?.locales ?? []
  const pathHeads = locales.length > 0 ? locales.map((l) => `PATH (${l})`) : ['PATH']
  const paths = (written: string, per: Record<string, string> | undefined) =>
    locales.length > 0 ? locales.map((l) => per?.[l] ?? written) : [written]
  const rows: string[][] = [['', ...pathHeads, 'NAME', 'LAYOUT', 'GUARDS', 'PAGE / REDIRECT TO']]
  for (const r of listing.routes) {
    const mark = r.maintenanceRoute ? 'M' : r.reachableDuringMaintenance ? 'A' : ''
    // A nested layout shows its chain, outermost first: shell > dashboard.
    const layout = r.layouts.length > 1 ? r.layouts.join(' > ') : r.layout
    rows.push([mark, ...paths(r.path, r.paths), r.name, layout, r.guards.join(', ') || '-', r.page])
  }
  for (const r of listing.redirects) {
    const mark = r.reachableDuringMaintenance ? 'A' : ''
    const from = r.paths && Object.fromEntries(Object.entries(r.paths).map(([l, p]) => [l, p.from]))
    rows.push([mark, ...paths(r.from, from), '', '', '', `→ ${r.to} (${r.status}${r.external ? ', external' : ''})`])
  }
  const last = pathHeads.length // the column index of the last path column
  const column = (c: number) => (c <= last ? 1 : c - last + 1) // the column as it would be with one path column
  const table = formatTable(rows, {
    style: (text, row, at) => {
      const col = at === 0 ? 0 : column(at)
      if (row === 0) return c.bold(text)
      if (col === 0) return c.yellow.bold(text)
      if (col === 1) return c.cyan(text)
      if (col === 4 && text.trim() !== '-') return c.magenta(text)
      if (col === 5 && text.startsWith('→')) return c.dim(text)
      return text
    },
  })
  const m = listing.maintenance
  const state = m.enabled ? c.yellow('on') : 'off'
  const counts = `${plural(listing.routes.length, 'route')}, ${plural(listing.redirects.length, 'redirect')}`
  const i18n = listing.i18n
  const languages = i18n
    ? [
        `${c.dim('Locales:')} ${i18n.locales.map((l) => (l === i18n.default ? `${l} (default)` : l)).join(', ')}; prefix: ${i18n.prefix}. Redirects of this site keep the visitor's locale prefix.`,
      ]
    : []
  return [
    table,
    '',
    ...languages,
    `${c.dim('Marks:')} M maintenance route (${m.route}), A reachable during maintenance (maintenance.allow)`,
    `${listing.file}: ${counts}; maintenance is ${state} in routes.yaml`,
    '',
  ].join('\n')
}
