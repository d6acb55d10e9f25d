/**
 * routekit's Content-Security-Policy, written once for every place that
 * sends it: `routekit preview` and each `routekit hosting` config (the CLI's
 * policy/headers.ts), and the Vite dev server (vite/dev-csp.ts), so a
 * violation shows while developing, not first after a build. Which sources a
 * site may add is csp.ts's to decide; this file writes the policy from them.
 */
import type { SiteCspDirective } from './csp.js'

/** Where the policy's sources come from besides routekit's own. */
export interface PolicySources {
  /** The site's own sources by directive: routes.yaml's `csp` (`SiteCsp`), or the build's record of it. */
  site?: { readonly [directive: string]: readonly string[] | undefined }
  /** Origins for `connect-src` for this run only: `--connect-src`, the Firebase emulators, the dev server's socket. */
  connectSrc?: readonly string[]
}

/** What a page's own inline blocks need, as CSP sources (`'sha256-…'`, or the dev server's `'nonce-…'`). */
export interface InlineSources {
  scripts: readonly string[]
  styles: readonly string[]
  styleAttributes: readonly string[]
}

/**
 * The policy: everything from the site itself only, plus the sources the
 * page's inline blocks need (each by hash), plus the sources the site declares
 * in routes.yaml's `csp`. No origin of routekit's choosing, no
 * `'unsafe-inline'`, no `eval`.
 *
 * @example contentSecurityPolicyOf({}, { scripts: [], styles: [], styleAttributes: [] }) // "default-src 'self'; script-src 'self'; ..."
 */
export function contentSecurityPolicyOf(options: PolicySources, inline: InlineSources): string {
  // A directive the site may extend: its base sources, then the site's, then this run's; each once.
  const extend = (
    name: SiteCspDirective,
    base: readonly string[],
    extra: readonly string[] = [],
  ): [string, string[]] => [name, [...new Set([...base, ...(options.site?.[name] ?? []), ...extra])]]
  // media-src and frame-src fall back to default-src 'self' until the site declares sources for them.
  const ifDeclared = (name: SiteCspDirective): Array<[string, string[]]> =>
    options.site?.[name]?.length ? [extend(name, ["'self'"])] : []
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    extend('script-src', ["'self'", ...inline.scripts]),
    extend('style-src', ["'self'", ...inline.styles]),
    // A prerendered page's style="" attributes (React writes them into the HTML); the hashes allow exactly those.
    ...(inline.styleAttributes.length
      ? [['style-src-attr', ["'unsafe-hashes'", ...inline.styleAttributes]] as [string, string[]]]
      : []),
    extend('img-src', ["'self'", 'data:']),
    extend('font-src', ["'self'"]),
    extend('connect-src', ["'self'"], options.connectSrc),
    ...ifDeclared('media-src'),
    ...ifDeclared('frame-src'),
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ')
}

/**
 * The Firebase emulators a site may talk to while it is developed or
 * previewed, by the variable that names each one's `host:port`: the site's
 * Vite env for the dev server, the environment for `routekit preview` and
 * `routekit hosting`. Each adds `http://host:port` to `connect-src`.
 */
export const EMULATOR_HOST_VARIABLES = {
  auth: 'VITE_FIREBASE_AUTH_EMULATOR_HOST',
  firestore: 'VITE_FIRESTORE_EMULATOR_HOST',
} as const

/**
 * The origin of an emulator at `hostPort` (`127.0.0.1:9099` gives
 * `http://127.0.0.1:9099`), or null when it is not a `host:port`.
 */
export function emulatorOrigin(hostPort: string): string | null {
  return /^[A-Za-z0-9.-]+:\d{1,5}$/.test(hostPort) ? `http://${hostPort}` : null
}
