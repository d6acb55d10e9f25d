import type { Plugin } from 'vite'
import { BROTLI_FIRST_LOAD, BROTLI_LATER, precompress } from '../precompress.js'
import type { RoutekitContext } from './context.js'

/**
 * `routekit:precompress`: writes `.br` and `.gz` beside each text file of the
 * build, after prerendering, so prerendered pages get them too; the first-load
 * chunks at brotli's highest quality. Off with `compress: false`.
 */
export function precompressPlugin(context: RoutekitContext): Plugin {
  return {
    name: 'routekit:precompress',
    enforce: 'pre',

    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        const { resolvedConfig } = context
        const outDir = context.options.compress === false ? null : context.finishedOutDir(this, error)
        if (!resolvedConfig || !outDir) return
        const started = Date.now()
        const done = await precompress(outDir, { firstLoad: context.firstLoad })
        const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
        resolvedConfig.logger.info(
          `routekit: precompressed ${done.files.length} files (${kb(done.bytes)} to ${kb(done.brotliBytes)} brotli, ${kb(done.gzipBytes)} gzip; brotli ${BROTLI_FIRST_LOAD} for the ${done.firstLoadFiles} a first load fetches, ${BROTLI_LATER} for the rest) in ${Date.now() - started} ms`,
        )
      },
    },
  }
}
