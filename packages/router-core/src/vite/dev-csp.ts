/**
 * The dev server's Content-Security-Policy: the policy the built site gets
 * (config/csp/csp-policy.ts, with routes.yaml's `csp`), so a violation shows in
 * `vite dev` and not first after a build. It is relaxed only for what Vite's
 * dev client itself needs, each named in devPolicy().
 */
import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { ViteDevServer } from 'vite'
import { EMULATOR_HOST_VARIABLES, contentSecurityPolicyOf, emulatorOrigin } from '../config/csp/csp-policy.js'
import type { SiteCsp } from '../config/csp/csp.js'

/** A nonce for one run of the dev server, for Vite's `html.cspNonce`: 128 random bits, as CSP asks. */
export function devNonce(): string {
  return randomBytes(16).toString('base64')
}

/**
 * The dev server's policy: the build's, plus what Vite's dev client needs and a build has no use for:
 * - `'nonce-…'` in `script-src` and `style-src`: Vite puts it (`html.cspNonce`) on the tags of the page it serves
 *   (its client's script, React Refresh's inline preamble, any inline block of index.html), and its client on the
 *   `<style>` elements it adds for each imported stylesheet (a build writes CSS files) and on its error overlay's
 *   stylesheet. The build hashes each inline block instead, which a page that changes on every save cannot use.
 * - `connect-src` the hot-update socket (`ws://localhost:5173`), and the Firebase emulators the app's Vite env names
 *   (`VITE_FIREBASE_AUTH_EMULATOR_HOST`), as `routekit preview` adds them from the environment.
 */
export function devPolicy(site: SiteCsp | undefined, nonce: string, connectSrc: readonly string[]): string {
  const source = `'nonce-${nonce}'`
  return contentSecurityPolicyOf(
    { ...(site && { site }), connectSrc },
    { scripts: [source], styles: [source], styleAttributes: [] },
  )
}

/** The origin of the dev server's hot-update socket for a page requested with `host`; null without HMR or a usable host. */
export function hmrOrigin(server: Pick<ViteDevServer, 'config'>, host: string | undefined): string | null {
  const { hmr, https } = server.config.server
  if (hmr === false) return null
  const options = typeof hmr === 'object' ? hmr : {}
  // As Vite's client connects: its host and port unless server.hmr names others.
  const requested = /^(?<name>[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::(?<port>\d{1,5}))?$/.exec(host ?? '')?.groups
  const name = options.host ?? requested?.name
  const port = options.clientPort ?? options.port ?? requested?.port
  if (name === undefined || !/^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])$/.test(name)) return null
  const protocol = options.protocol === 'wss' || (options.protocol === undefined && https) ? 'wss' : 'ws'
  return `${protocol}://${name}${port === undefined ? '' : `:${port}`}`
}

/** The emulators' origins from the app's Vite env; a value that is not `host:port` is left out, with a warning. */
export function devEmulatorOrigins(server: Pick<ViteDevServer, 'config'>): string[] {
  const origins: string[] = []
  for (const variable of Object.values(EMULATOR_HOST_VARIABLES)) {
    const value = (server.config.env[variable] as string | undefined)?.trim()
    if (!value) continue
    const origin = emulatorOrigin(value)
    if (origin) origins.push(origin)
    else
      server.config.logger.warn(
        `routekit: ${variable} is ${JSON.stringify(value)}, not host:port (such as 127.0.0.1:9099); the dev server's Content-Security-Policy leaves it out of connect-src.`,
      )
  }
  return origins
}

/**
 * Sends the dev policy on every answer of the dev server (a policy on a
 * script or a stylesheet does nothing; on a page it is the page's).
 * `siteCsp` reads routes.yaml's `csp`, kept until routes.yaml changes.
 */
export function sendDevCsp(server: ViteDevServer, nonce: string, siteCsp: () => Promise<SiteCsp | undefined>): void {
  const emulators = devEmulatorOrigins(server)
  server.middlewares.use((req: IncomingMessage, res, next) => {
    siteCsp().then(
      (site) => {
        const socket = hmrOrigin(server, req.headers.host)
        res.setHeader('Content-Security-Policy', devPolicy(site, nonce, [...(socket ? [socket] : []), ...emulators]))
        next()
      },
      (error: unknown) => next(error),
    )
  })
}
