import type { RoutesConfig } from '../config/file/schema.js'
import { MAINTENANCE_FILE } from '../config/constants.js'
import type { RouteHeads } from '../config/head.js'
import type { NamedModules } from '../node/named-modules.js'
import { sep } from 'node:path'

/**
 * The virtual modules the plugin serves. Their code is plain data, so no
 * YAML parser and no zod reach the browser.
 */

/** `import routes from 'virtual:routekit/routes'`: the validated routes.yaml. */
export const ROUTES_MODULE = 'virtual:routekit/routes'
/** `import { buildId, buildTimestamp, manifestUrl, maintenanceUrl } from 'virtual:routekit/build'`. */
export const BUILD_MODULE = 'virtual:routekit/build'
/** Each route's title and description, by path: what the browser's routes module leaves out (see routesModuleCode). */
export const HEAD_MODULE = 'virtual:routekit/head'

/** The ids Vite uses internally; the `\0` keeps other plugins off them. */
export const RESOLVED_ROUTES_MODULE = '\0' + ROUTES_MODULE
export const RESOLVED_BUILD_MODULE = '\0' + BUILD_MODULE
export const RESOLVED_HEAD_MODULE = '\0' + HEAD_MODULE

/** Where the build manifest files go, relative to the output folder. */
export const LATEST_MANIFEST = 'builds/latest.json'
export const metaManifest = (id: string) => `builds/meta/${id}.json`

/** The URL the browser requests a file of the built site at: Vite's `base`, then the file's path in the output folder. */
export function siteFileUrl(base: string, file: string): string {
  return (base.endsWith('/') ? base : `${base}/`) + file
}

/**
 * The code of `virtual:routekit/routes`. JSON.parse is faster than an object literal for large configs.
 *
 * With `lazyHead` (the browser's build and dev server), each route's `title`
 * and `description` stay out of it, so the first load does not grow with the
 * text of every page's head: the config carries a non-enumerable `head()`
 * that imports them from `virtual:routekit/head`, and createRoutes() loads
 * that with the first page, in parallel with its chunk. Without any title or
 * description there is nothing to load apart. Prerendering renders on the
 * server, with the whole config.
 *
 * With `modules` (what the plugin found by convention: named-modules.ts), the
 * config carries a non-enumerable `modules`: a lazy import of each page, data
 * module, layout and guard, which createRoutes() and renderPage() take for every
 * name the app does not register itself. Each is a chunk of its own.
 */
export function routesModuleCode(
  config: RoutesConfig,
  options: { lazyHead?: boolean; modules?: NamedModules | undefined } = {},
): string {
  const lazyHead = options.lazyHead === true && Object.keys(_headsOf(config)).length > 0
  const modules = options.modules && _hasModules(options.modules) ? _modulesCode(options.modules) : undefined
  if (!lazyHead && modules === undefined) return `export default /*#__PURE__*/ JSON.parse(${_jsonString(config)})\n`
  let data: unknown = config
  if (lazyHead) {
    const routes = config.routes.map(({ title: _title, description: _description, ...route }) => route)
    // site.url serves the build (links, sitemap) and csp the servers (.routekit/pages.json), not navigation: the first load goes without them.
    const { site: _site, csp: _csp, ...rest } = config
    data = { ...rest, routes }
  }
  // One expression, marked pure, as before: a bundle that never reads the config drops it whole.
  let value = 'routes'
  if (lazyHead)
    value = `/*#__PURE__*/ Object.defineProperty(${value}, 'head', { value: () => import(${JSON.stringify(HEAD_MODULE)}) })`
  if (modules !== undefined) value = `/*#__PURE__*/ Object.defineProperty(${value}, 'modules', { value: ${modules} })`
  return [`const routes = /*#__PURE__*/ JSON.parse(${_jsonString(data)})`, `export default ${value}`, ''].join('\n')
}

function _hasModules(modules: NamedModules): boolean {
  return Object.values(modules).some((kind) => Object.keys(kind).length > 0)
}

/** `{ pages: { home: () => import('/abs/src/pages/home.tsx') }, data: {…}, layouts: {…}, guards: {…} }`, absolute paths. */
function _modulesCode(modules: NamedModules): string {
  const kinds = Object.entries(modules).map(([kind, files]) => {
    const entries = Object.entries(files as Record<string, string>).map(
      ([name, file]) => `${JSON.stringify(name)}: () => import(${JSON.stringify(file.split(sep).join('/'))})`,
    )
    return `${kind}: { ${entries.join(', ')} }`
  })
  return `{ ${kinds.join(', ')} }`
}

/** The code of `virtual:routekit/head`: the title and description of each route that has one, keyed by its routes.yaml path. */
export function headModuleCode(config: RoutesConfig): string {
  return `export default /*#__PURE__*/ JSON.parse(${_jsonString(_headsOf(config))})\n`
}

function _headsOf(config: RoutesConfig): RouteHeads {
  const heads: RouteHeads = {}
  for (const { path, title, description } of config.routes) {
    if (title === undefined && description === undefined) continue
    heads[path] = { ...(title !== undefined && { title }), ...(description !== undefined && { description }) }
  }
  return heads
}

function _jsonString(value: unknown): string {
  return JSON.stringify(JSON.stringify(value))
}

export interface BuildInfo {
  /** Null on the dev server: there is no deployed build to compare with. */
  id: string | null
  timestamp: number | null
}

/** The code of `virtual:routekit/build`: the running build, where its latest.json lives, and where maintenance.json does. */
export function buildModuleCode(build: BuildInfo, base: string): string {
  return [
    `export const buildId = ${JSON.stringify(build.id)}`,
    `export const buildTimestamp = ${JSON.stringify(build.timestamp)}`,
    `export const manifestUrl = ${JSON.stringify(siteFileUrl(base, LATEST_MANIFEST))}`,
    `export const maintenanceUrl = ${JSON.stringify(siteFileUrl(base, MAINTENANCE_FILE))}`,
    '',
  ].join('\n')
}
