import type { Plugin } from 'vite'
import { notFoundPages } from '../../config/not-found-page.js'
import { prerender } from '../prerender.js'
import type { RoutekitContext } from './context.js'

/**
 * `routekit:prerender`: after the browser build is on disk, the server build
 * and every open page's HTML (the `prerender` option, docs/prerender.md).
 * Nothing after a failed build, whose error is then the last word.
 */
export function prerenderPlugin(context: RoutekitContext): Plugin {
  return {
    name: 'routekit:prerender',
    enforce: 'pre',

    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        const { options, resolvedConfig, config } = context
        if (!options.prerender || !resolvedConfig || !context.isFinishedBuild(this, error)) return
        if (!config)
          this.error('Cannot prerender: routes.yaml was never loaded. Import virtual:routekit/routes from the app.')
        const started = Date.now()
        const files = await prerender(resolvedConfig, config, options.prerender, context.chunks)
        const notFound = new Set(notFoundPages(config).map((page) => page.file))
        const four = files.filter((file) => notFound.has(file))
        resolvedConfig.logger.info(
          `routekit: prerendered ${files.length - 1 - four.length} pages${four.length ? `, the 404 page (${four.join(', ')})` : ''} and the SPA shell ${files[0]} in ${Date.now() - started} ms`,
        )
      },
    },
  }
}
