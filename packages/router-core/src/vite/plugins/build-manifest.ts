import type { Plugin } from 'vite'
import { LATEST_MANIFEST, metaManifest } from '../virtual-module.js'
import type { RoutekitContext } from './context.js'

/**
 * `routekit:build-manifest`: `vite build` writes `builds/latest.json` (this
 * build's id, which open tabs poll) and `builds/meta/{id}.json` (with every
 * file of the build). Off with `manifest: false`.
 */
export function buildManifestPlugin(context: RoutekitContext): Plugin {
  return {
    name: 'routekit:build-manifest',
    enforce: 'pre',

    // Last, so the file list in builds/meta/{id}.json includes index.html and every other asset.
    generateBundle: {
      order: 'post',
      handler(_output, bundle) {
        const { build } = context
        if (!context.inClient(this) || context.options.manifest === false || build.id === null) return
        const latest = { id: build.id, timestamp: build.timestamp }
        const meta = {
          ...latest,
          base: context.base,
          routes: context.config?.routes.length ?? null,
          files: Object.keys(bundle)
            .filter((name) => !name.startsWith('builds/'))
            .sort(),
        }
        this.emitFile({ type: 'asset', fileName: LATEST_MANIFEST, source: `${JSON.stringify(latest)}\n` })
        this.emitFile({ type: 'asset', fileName: metaManifest(build.id), source: `${JSON.stringify(meta, null, 2)}\n` })
      },
    },
  }
}
