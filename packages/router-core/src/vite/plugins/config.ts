import { randomBytes } from 'node:crypto'
import type { Plugin } from 'vite'
import { parseBuildFlag } from '../../config/maintenance/build-flag.js'
import { routesFileOf, type RoutekitContext } from './context.js'

/**
 * `routekit:config`: fills the shared context from Vite's resolved config
 * (root, base, routes.yaml's path, this build's id) and tracks whether the
 * browser build is on disk, which the steps after it wait for.
 */
export function configPlugin(context: RoutekitContext): Plugin {
  const { options } = context
  return {
    name: 'routekit:config',
    enforce: 'pre',

    configResolved(resolved) {
      context.resolvedConfig = resolved
      context.root = resolved.root
      context.base = resolved.base
      context.file = routesFileOf(resolved.root, options.routes)
      // Fails the build (and the dev server start) on a VITE_MAINTENANCE that is neither true nor false.
      parseBuildFlag(resolved.env.VITE_MAINTENANCE as string | undefined)
      if (resolved.command !== 'build') return
      context.build = {
        id: options.buildId ?? process.env.ROUTEKIT_BUILD_ID ?? _newBuildId(),
        timestamp: Date.now(),
      }
    },

    buildStart() {
      if (context.isBrowserBuild(this)) context.written = false
    },

    writeBundle() {
      if (context.isBrowserBuild(this)) context.written = true
    },
  }
}

function _newBuildId(): string {
  return `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`
}
