import type { Plugin } from 'vite'
import type { RoutesConfig } from '../../config/file/schema.js'
import { writePageHashes } from '../../node/inline-blocks.js'
import type { RoutekitContext } from './context.js'

/**
 * `routekit:page-hashes`: records each page's inline-block hashes and
 * routes.yaml's csp in `.routekit/pages.json`, for `routekit hosting` and
 * `preview` (the CSP they send). The last step of a build, so the record gets
 * no compressed siblings; it closes the build for the steps before it.
 */
export function pageHashesPlugin(context: RoutekitContext): Plugin {
  return {
    name: 'routekit:page-hashes',
    enforce: 'pre',

    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        if (!context.isFinishedBuild(this, error)) return
        const outDir = context.finishedOutDir(this, error)
        context.written = false
        if (!outDir) return
        await writePageHashes(outDir, await _siteCsp(context, (message) => this.error(message)))
      },
    },
  }
}

/** routes.yaml's `csp`: from the config the app loaded, else read here (an app that never imports the routes), failing on a bad file. */
async function _siteCsp(context: RoutekitContext, fail: (message: string) => never): Promise<RoutesConfig['csp']> {
  const { config, file } = context
  if (config || !file) return config?.csp
  const loaded = await context.loadRoutes(file)
  return loaded.ok ? loaded.config.csp : fail(loaded.message)
}
