import { resolve as resolvePath } from 'node:path'
import type { Plugin } from 'vite'
import { buildFailure } from './_build-failure.js'
import type { RoutekitContext } from './context.js'
import { invalidateRoutesModules } from './virtual-modules.js'

/**
 * `routekit:diagnostics`: a bad routes.yaml, or a name with no module, ends
 * `vite build` before the bundler starts, with the same `file:line:col  error
 * CODE  message` rows as `routekit validate` as its last word; in dev, an edit
 * to routes.yaml is validated again: a good one reloads the page, a bad one
 * shows in the overlay (the routes module's load() shows it on the first load).
 */
export function diagnosticsPlugin(context: RoutekitContext): Plugin {
  return {
    name: 'routekit:diagnostics',
    enforce: 'pre',

    async configResolved(resolved) {
      if (resolved.command !== 'build' || !context.file) return
      const loaded = await context.load(context.file)
      if (!loaded.ok) throw buildFailure(loaded.message, loaded.loc, loaded.frame)
    },

    async handleHotUpdate({ file: changed, server }) {
      const { file } = context
      if (!file || resolvePath(changed) !== file) return
      invalidateRoutesModules(server)
      const loaded = await context.load(file)
      if (loaded.ok) {
        if (loaded.warnings) server.config.logger.warn(loaded.warnings)
        server.ws.send({ type: 'full-reload' })
      } else {
        server.config.logger.error(loaded.message)
        server.ws.send({
          type: 'error',
          err: {
            message: loaded.message,
            stack: '',
            id: file,
            loc: loaded.loc,
            frame: loaded.frame,
            plugin: 'routekit',
          },
        })
      }
      return []
    },
  }
}
