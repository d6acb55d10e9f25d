import { NO_LAYOUT } from '../config/constants.js'
import { RoutekitError } from '../config/errors.js'
import { layoutChain } from '../config/layouts.js'
import type { RoutesConfig } from '../config/file/schema.js'
import type { CreateRoutesOptions, LazyLayout, PageImport, Registered } from './types.js'

/**
 * Checks, when the routes are created, that every guard, layout and page
 * routes.yaml names is registered, so a typo fails at start-up and not at the
 * first visit to the page.
 */

/** `./pages/about.tsx` and `about` are both the page key `about`: the base name without its extension. */
export function pageKeyOf(key: string): string {
  const base = key.slice(key.lastIndexOf('/') + 1)
  const dot = base.indexOf('.')
  return dot > 0 ? base.slice(0, dot) : base
}

/** The `pages` option as page key -> import. */
export function normalizePages(pages: Record<string, PageImport>): Map<string, PageImport> {
  return new Map(Object.entries(pages).map(([raw, load]) => [pageKeyOf(raw), load]))
}

/** Refuses two files that give one page key, and a registration that is not an import (a developer's check). */
function _checkPages(pages: Record<string, PageImport>): void {
  const source = new Map<string, string>()
  for (const [raw, load] of Object.entries(pages)) {
    const key = pageKeyOf(raw)
    const earlier = source.get(key)
    if (earlier !== undefined) {
      throw new RoutekitError(
        'RK706',
        `Pages "${earlier}" and "${raw}" both register the page key "${key}". Rename one file so each page key is registered once.`,
      )
    }
    if (typeof load !== 'function') {
      throw new RoutekitError(
        'RK707',
        `Page "${raw}" is registered with ${typeof load}, not a function. Pass lazy imports, for example import.meta.glob('./pages/*.tsx').`,
      )
    }
    source.set(key, raw)
  }
}

/** True for a `{ lazy: () => import(...) }` layout registration (a component is a function, or a memo()/forwardRef() object without `lazy`). */
export function isLazyLayout(layout: unknown): layout is LazyLayout {
  return typeof layout === 'object' && layout !== null && typeof (layout as { lazy?: unknown }).lazy === 'function'
}

function _checkLayout(name: string, layout: unknown): void {
  if (typeof layout === 'function' || isLazyLayout(layout)) return
  if (typeof layout === 'object' && layout !== null && '$$typeof' in layout) return // memo(), forwardRef()
  throw new RoutekitError(
    'RK707',
    `Layout "${name}" is registered with ${layout === null ? 'null' : typeof layout}, not a component. Pass the component, or { lazy: () => import('./layouts/${name}') }.`,
  )
}

const _UNKNOWN_CODE = { guard: 'RK700', layout: 'RK701', page: 'RK702' } as const

/**
 * The registered names are listed in full, and the fix follows. No did-you-mean here, unlike routes.yaml's
 * diagnostics: this code runs in every visitor's first load, and the list beside the name already shows a typo.
 */
function _unknown(
  kind: 'guard' | 'layout' | 'page',
  name: string,
  path: string,
  registered: string[],
  fix: string,
): RoutekitError {
  const list = registered.length > 0 ? [...registered].sort().join(', ') : '(none)'
  return new RoutekitError(
    _UNKNOWN_CODE[kind],
    `Unknown ${kind} "${name}" on route ${path}. Registered ${kind}s: ${list}. ${fix}`,
  )
}

/** Throws on the first guard, layout or page that routes.yaml names and the app did not register. */
export function checkRegistrations(
  config: RoutesConfig,
  options: Pick<Registered<CreateRoutesOptions>, 'guards' | 'layouts' | 'pages' | 'data'>,
): void {
  _checkPages(options.pages)
  if (options.data) _checkPages(options.data)
  const pages = normalizePages(options.pages)
  const guards = Object.keys(options.guards)
  const layouts = [...new Set([...Object.keys(options.layouts), NO_LAYOUT])]
  const pageKeys = [...pages.keys()]
  for (const [name, layout] of Object.entries(options.layouts)) _checkLayout(name, layout)
  for (const route of config.routes) {
    for (const guard of route.guards) {
      if (!Object.hasOwn(options.guards, guard)) {
        throw _unknown(
          'guard',
          guard,
          route.path,
          guards,
          `Add src/guards/${guard}.ts (its default export is the guard; the Vite plugin finds it), register it in the guards option of createRouter(), or remove it from the route in routes.yaml.`,
        )
      }
    }
    // The route's layout and every layout it renders inside (layouts.ts).
    for (const layout of layoutChain(config, route.layout)) {
      if (Object.hasOwn(options.layouts, layout)) continue
      const fix =
        layout === route.layout
          ? 'use one of the registered layouts in routes.yaml'
          : `change the parent chain of layout "${route.layout}" in routes.yaml`
      throw _unknown(
        'layout',
        layout,
        route.path,
        layouts,
        `Add src/layouts/${layout}.tsx (its default export is the layout; the Vite plugin finds it), register it in the layouts option of createRouter(), or ${fix}.`,
      )
    }
    if (!pages.has(route.page)) {
      throw _unknown(
        'page',
        route.page,
        route.path,
        pageKeys,
        `Add the page file (src/pages/${route.page}.tsx), or fix the page key in routes.yaml.`,
      )
    }
  }
}
