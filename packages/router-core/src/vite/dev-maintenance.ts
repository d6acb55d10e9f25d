import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { ViteDevServer } from 'vite'
import { DEFAULT_MAINTENANCE_URL, MAINTENANCE_FILE } from '../config/constants.js'
import { siteFileUrl } from './virtual-module.js'

/**
 * On the dev server, answers `/maintenance.json` with 204 when the app has no
 * such file in its public folder. The maintenance source reads 204 as "no
 * file", as it does from `routekit preview`; Vite's own answer, a 404, put an
 * error in the browser console on every page load. A real file in public/ is
 * served as usual.
 */
export function answerMissingMaintenanceFile(server: ViteDevServer): void {
  server.middlewares.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const pathname = (req.url ?? '').split('?')[0]
    if (pathname !== DEFAULT_MAINTENANCE_URL && pathname !== siteFileUrl(server.config.base, MAINTENANCE_FILE))
      return next()
    const publicDir = server.config.publicDir
    if (publicDir && existsSync(join(publicDir, MAINTENANCE_FILE))) return next()
    res.statusCode = 204
    res.setHeader('cache-control', 'no-store')
    res.end()
  })
}
