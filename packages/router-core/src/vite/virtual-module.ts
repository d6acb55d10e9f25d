import type { RoutesConfig } from '../config/schema.js'

/**
 * The virtual modules the plugin serves. Their code is plain data, so no
 * YAML parser and no zod reach the browser.
 */

/** `import routes from 'virtual:routekit/routes'`: the validated routes.yaml. */
export const ROUTES_MODULE = 'virtual:routekit/routes'
/** `import { buildId, buildTimestamp, manifestUrl } from 'virtual:routekit/build'`. */
export const BUILD_MODULE = 'virtual:routekit/build'

/** The ids Vite uses internally; the `\0` keeps other plugins off them. */
export const RESOLVED_ROUTES_MODULE = '\0' + ROUTES_MODULE
export const RESOLVED_BUILD_MODULE = '\0' + BUILD_MODULE

/** Where the build manifest files go, relative to the output folder. */
export const LATEST_MANIFEST = 'builds/latest.json'
export const metaManifest = (id: string) => `builds/meta/${id}.json`

/** The code of `virtual:routekit/routes`. JSON.parse is faster than an object literal for large configs. */
export function routesModuleCode(config: RoutesConfig): string {
  return `export default /*#__PURE__*/ JSON.parse(${JSON.stringify(JSON.stringify(config))})\n`
}

export interface BuildInfo {
  /** Null on the dev server: there is no deployed build to compare with. */
  id: string | null
  timestamp: number | null
}

/** The code of `virtual:routekit/build`: the running build and where its latest.json lives. */
export function buildModuleCode(build: BuildInfo, base: string): string {
  const prefix = base.endsWith('/') ? base : `${base}/`
  return [
    `export const buildId = ${JSON.stringify(build.id)}`,
    `export const buildTimestamp = ${JSON.stringify(build.timestamp)}`,
    `export const manifestUrl = ${JSON.stringify(prefix + LATEST_MANIFEST)}`,
    '',
  ].join('\n')
}
