/**
 * Constants the browser needs without loading zod: importing schema.ts or
 * maintenance-file.ts pulls zod into a bundle, so runtime code imports these
 * from here instead.
 */

/** The layout name that means "render the page on its own". */
export const NO_LAYOUT = 'none'

/**
 * The runtime maintenance flag's file, in the built site's folder: `routekit maintenance` writes it, the build writes
 * it when the site has none, the servers and the browser read it (at Vite's `base`: `maintenanceUrl` of
 * `virtual:routekit/build`).
 */
export const MAINTENANCE_FILE = 'maintenance.json'

/** Where the browser's maintenance sources read it unless told otherwise: at the root of the origin. */
export const DEFAULT_MAINTENANCE_URL = `/${MAINTENANCE_FILE}`

/** `maintenance.json` larger than this is refused, by the CLI and by the browser. */
export const MAINTENANCE_FILE_MAX_BYTES = 64 * 1024

/**
 * The files of a built site that change while it is served, so they must
 * never be precompressed nor cached: `routekit maintenance` rewrites
 * maintenance.json, and each deploy rewrites builds/*. Takes a path relative
 * to the site's root, with or without its leading `/`.
 */
export function isRewrittenAtRunTime(path: string): boolean {
  const file = path.startsWith('/') ? path.slice(1) : path
  return file === MAINTENANCE_FILE || file.startsWith('builds/')
}
