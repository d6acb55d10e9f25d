import { RoutekitError } from '../config/errors.js'
import type { RoutesConfig } from '../config/file/schema.js'
import { pageKeyOf } from './registrations.js'
import type { CreateRoutesOptions, Guard, LazyLayout, PageImport, Registered } from './types.js'

/**
 * What the Vite plugin found by convention (src/pages, src/layouts,
 * src/guards: docs/runtime.md#where-modules-live): a lazy import of the module
 * of each name routes.yaml gives. It rides on `virtual:routekit/routes` as a
 * non-enumerable `modules`, so the config stays plain data to everything else.
 */
export interface FoundModules {
  pages: Record<string, PageImport>
  data: Record<string, PageImport>
  layouts: Record<string, PageImport>
  guards: Record<string, PageImport>
}

/** A config from `virtual:routekit/routes`, with what the plugin found. */
export type RoutesConfigWithModules = RoutesConfig & { readonly modules?: FoundModules }

/**
 * The app's registrations with what the plugin found for every name the app
 * does not register itself: explicit registration wins, name by name (a page
 * by its page key, so `./pages/about.tsx` covers the found `about`). A found
 * layout is lazy (`{ lazy }`); a found guard loads its module the first time
 * it runs, and that module's default export is the guard.
 */
export function withFoundModules<T extends CreateRoutesOptions>(config: RoutesConfig, options: T): Registered<T> {
  const found = (config as RoutesConfigWithModules).modules
  const layouts: Record<string, LazyLayout> = {}
  const guards: Record<string, Guard> = {}
  for (const [name, load] of Object.entries(found?.layouts ?? {})) layouts[name] = { lazy: load }
  for (const [name, load] of Object.entries(found?.guards ?? {})) guards[name] = _lazyGuard(name, load)
  const data = _withPages(found?.data, options.data)
  return {
    ...options,
    pages: _withPages(found?.pages, options.pages) ?? {},
    ...(data && { data }),
    layouts: { ...layouts, ...options.layouts },
    guards: { ...guards, ...options.guards },
  }
}

/** Found pages (by bare key) under the app's own (by glob or bare key): one entry per page key, the app's. */
function _withPages(
  found: Record<string, PageImport> | undefined,
  own: Record<string, PageImport> | undefined,
): Record<string, PageImport> | undefined {
  if (!found || Object.keys(found).length === 0) return own
  const covered = new Set(Object.keys(own ?? {}).map(pageKeyOf))
  return { ...Object.fromEntries(Object.entries(found).filter(([key]) => !covered.has(key))), ...own }
}

/** A guard whose module loads the first time it runs (again after a failed load), its default export called. */
function _lazyGuard(name: string, load: PageImport): Guard {
  let guard: Promise<Guard> | undefined
  return async (ctx) => {
    guard ??= load().then(
      (module) => {
        const value = (module as { default?: unknown } | null | undefined)?.default
        if (typeof value !== 'function')
          throw new RoutekitError(
            'RK705',
            `The module of guard "${name}" has no default export. Export the guard function as default.`,
          )
        return value as Guard
      },
      (error: unknown) => {
        guard = undefined
        throw error
      },
    )
    return (await guard)(ctx)
  }
}
