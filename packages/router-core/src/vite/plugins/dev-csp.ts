import { resolve as resolvePath } from 'node:path'
import type { Plugin } from 'vite'
import type { RoutesConfig } from '../../config/file/schema.js'
import { devNonce, sendDevCsp } from '../dev-csp.js'
import type { RoutekitContext } from './context.js'

/**
 * `routekit:dev-csp`: the dev server sends the site's Content-Security-Policy
 * (routes.yaml's `csp` included), relaxed only for what Vite's dev client
 * needs; Vite's own tags carry the nonce it writes when `html.cspNonce` is set.
 * Off with `devCsp: false`.
 */
export function devCspPlugin(context: RoutekitContext): Plugin {
  /** routes.yaml's `csp` for the dev server's policy, read once per content of the file. */
  let siteCsp: Promise<RoutesConfig['csp']> | null = null
  const _siteCsp = () =>
    (siteCsp ??= context.file
      ? context.loadRoutes(context.file).then((loaded) => (loaded.ok ? loaded.config.csp : undefined))
      : Promise.resolve(undefined))
  return {
    name: 'routekit:dev-csp',
    enforce: 'pre',

    config(user, env) {
      if (env.command !== 'serve' || env.isPreview || context.options.devCsp === false || user.html?.cspNonce) return
      return { html: { cspNonce: devNonce() } }
    },

    configureServer(server) {
      const nonce = server.config.html?.cspNonce
      if (context.options.devCsp !== false && nonce) sendDevCsp(server, nonce, _siteCsp)
    },

    handleHotUpdate({ file: changed }) {
      if (context.file && resolvePath(changed) === context.file) siteCsp = null
    },
  }
}
