import { isExternalTarget, resolve, sendablePath, type RoutesConfig } from '@routekit/router-core'
import {
  baseContentSecurityPolicy,
  cacheControlFor,
  contentSecurityPolicyOf,
  securityHeaders,
  strictTransportSecurity,
  type CspOptions,
} from '../policy/headers.js'
import { pagePathOf, type BuiltSite } from '../site/built-site.js'
import { redirectsInEveryLocale } from './_locale-redirects.js'

/** HSTS, where the host serves https: a year, subdomains included, in the form `routekit preview`'s `hstsMaxAge` sends. */
export const HSTS = strictTransportSecurity(31536000)

/** What every target writes, from routes.yaml and the build: the same rules as `routekit preview` (docs/deploy.md). */
export interface HostingPlan {
  site: BuiltSite
  config: RoutesConfig
  /** The CSP of a response that is not one of the pages (assets, errors, redirects). */
  baseCsp: string
  /**
   * Each HTML file with the URL path it answers (undefined for the shell), as a browser sends it (sendablePath(): `/caf%C3%A9`), its own
   * CSP, and whether resolve() gives its route in any case (`caseSensitive: false`), so /ABOUT is that page too.
   */
  pages: Array<{ file: string; path: string | undefined; csp: string; anyCase?: boolean }>
  /** The security headers without the CSP, in `routekit preview`'s order. */
  otherHeaders: Array<[string, string]>
  /** routes.yaml's redirects, once per locale prefix (redirectsInEveryLocale()), in file order within each; paths as a browser sends them (sendablePath()). */
  redirects: RoutesConfig['redirects']
  hsts: boolean
}

/** The plan for `site` and `config`: the CSP adds the build's record of routes.yaml's `csp` (`site.csp`), and `csp` carries this run's origins (`--connect-src`, the emulators). */
export function planHosting(
  site: BuiltSite,
  config: RoutesConfig,
  extra: Omit<CspOptions, 'site'>,
  hsts: boolean,
): HostingPlan {
  const csp: CspOptions = { ...extra, site: site.csp }
  // A Unicode path (`/café`) goes out as the browser sends it, percent-encoded UTF-8: the form every host but nginx matches (nginx decodes it back).
  const pages = Object.entries(site.pages).map(([file, hashes]) => {
    const pagePath = pagePathOf(file, site.shell)
    const decision = pagePath === undefined ? undefined : resolve(config, pagePath)
    const anyCase = decision?.kind === 'render' && !(decision.route.caseSensitive ?? config.caseSensitive ?? true)
    return {
      file,
      path: pagePath === undefined ? undefined : sendablePath(pagePath),
      csp: contentSecurityPolicyOf(csp, hashes),
      anyCase,
    }
  })
  const baseCsp = baseContentSecurityPolicy(csp)
  const redirects = redirectsInEveryLocale(config).map((r) => ({
    ...r,
    from: sendablePath(r.from),
    to: isExternalTarget(r.to) ? r.to : sendablePath(r.to),
  }))
  return { site, config, baseCsp, pages, otherHeaders: securityHeaders('').slice(1), redirects, hsts }
}

/** `Cache-Control` as `routekit preview` sets it (cacheControlFor): a year for /assets/, no-cache for the rest. */
export const ASSET_CACHE = cacheControlFor('/assets/')
export const PAGE_CACHE = cacheControlFor('/')

/** A built file as the URL path a browser requests it by (`/café/index.html` as `/caf%C3%A9/index.html`): what a host's rules match. */
export function fileUrl(file: string): string {
  return sendablePath(`/${file}`)
}
