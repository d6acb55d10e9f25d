import type { Plugin } from 'vite'
import { markFirstLoadChunks, type HintBundle } from '../compile-hints.js'
import { chunkGraphOf, firstLoadOf } from '../page-chunks.js'
import type { RoutekitContext } from './context.js'

/**
 * `routekit:first-load`: reads the browser build's chunk graph once it is
 * complete: the chunks a first load fetches (precompressed hardest by
 * routekit:precompress, and marked with V8's compile hint unless
 * `compileHints: false`) and, for `prerender.preloadPageChunks`, each page's own.
 */
export function firstLoadPlugin(context: RoutekitContext): Plugin {
  const { options } = context
  return {
    name: 'routekit:first-load',
    enforce: 'pre',

    generateBundle: {
      order: 'post',
      handler(_output, bundle) {
        if (!context.isBrowserBuild(this)) return
        if (options.prerender?.preloadPageChunks) context.chunks = chunkGraphOf(bundle)
        context.firstLoad = [...firstLoadOf(chunkGraphOf(bundle))]
        if (options.compileHints !== false) markFirstLoadChunks(bundle as unknown as HintBundle)
      },
    },
  }
}
