import { localizePath } from '../config/i18n.js'
import { normalizePathname } from '../config/match/paths.js'
import type { RoutesConfig } from '../config/file/schema.js'
import { resolve } from '../config/resolve.js'
import { branchesOf } from '../config/match/route-pattern.js'
import { shownValue } from './report.js'

/**
 * The paths a build can prerender: every route of routes.yaml without guards
 * and without params or a splat (of a path with optional segments, each form
 * without params: `/about` of `/:lang?/about`), once per locale of routes.yaml's `i18n`
 * (`/about` and `/en/about`), the default locale first. A guarded page depends
 * on who is visiting, and a param page has no finite list of paths, so both
 * stay client-only. With `prefix: never` (one URL for every locale) and
 * without `i18n`, each path once.
 *
 * @example prerenderPaths(config) // ['/', '/about', ..., '/construction', '/en/', '/en/about', ...]
 */
export function prerenderPaths(config: RoutesConfig): string[] {
  const open: string[] = []
  for (const route of config.routes) {
    if (route.guards.length > 0) continue
    if (!/[:*?]/.test(route.path)) {
      open.push(normalizePathname(route.path))
      continue
    }
    // An optional segment's param-free forms (`/about` of `/:lang?/about`), each only if resolve() gives it to this route.
    for (const branch of branchesOf(route.path) ?? []) {
      if (!branch.segments.every((s) => s.kind === 'static' && !s.text.includes('/'))) continue
      const path = '/' + branch.segments.map((s) => (s.kind === 'static' ? s.text : '')).join('/')
      const r = resolve(config, encodeURI(path), { maintenance: false })
      if (r.kind === 'render' && r.route === route && !open.includes(path)) open.push(path)
    }
  }
  const i18n = config.i18n
  if (!i18n || i18n.prefix === 'never') return open
  const locales = [i18n.default, ...i18n.locales.filter((l) => l !== i18n.default)]
  return locales.flatMap((locale) => open.map((path) => localizePath(config, path, locale)))
}

/** `prerender.paths`: a list, or a function that gets the default list (as React Router's `prerender` option). */
export type PrerenderPathsOption =
  readonly string[] | ((context: { getStaticPaths: () => string[] }) => readonly string[] | Promise<readonly string[]>)

/**
 * The paths `prerender.paths` names: prerenderPaths(config) when it is left
 * out, the list as given, or what the function returns when handed
 * `getStaticPaths()` (the default list). Anything but a list of paths
 * (strings starting with `/`, without `?` or `#`) throws an Error that says
 * which entry is wrong.
 *
 * @example await listedPaths(({ getStaticPaths }) => [...getStaticPaths(), '/blog/hello'], config)
 */
export async function listedPaths(option: PrerenderPathsOption | undefined, config: RoutesConfig): Promise<string[]> {
  if (option === undefined) return prerenderPaths(config)
  const what = typeof option === 'function' ? 'prerender.paths returned' : 'prerender.paths is'
  const paths: unknown =
    typeof option === 'function' ? await option({ getStaticPaths: () => prerenderPaths(config) }) : option
  if (!Array.isArray(paths))
    throw new Error(
      `${what} ${shownValue(paths)}, not a list. Give a list of paths such as ['/', '/docs/intro'], or a function that returns one: ({ getStaticPaths }) => [...getStaticPaths(), '/docs/intro'].`,
    )
  paths.forEach((path: unknown, i) => {
    if (typeof path !== 'string' || !path.startsWith('/') || /[?#]/.test(path))
      throw new Error(
        `${what} a list whose entry ${i} is ${shownValue(path)}, not a path. Each entry is a path from the site's root, such as "/docs/intro", without a query or a fragment.`,
      )
  })
  return paths as string[]
}
