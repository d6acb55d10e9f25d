import type { RoutesConfig } from '@routekit/router-core'
import { baseContentSecurityPolicy, cacheControlFor, contentSecurityPolicyOf, securityHeaders, strictTransportSecurity, type CspOptions } from '../policy/headers.js'
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
  /** Each HTML file with the URL path it answers (undefined for the shell) and its own CSP. */
  pages: Array<{ file: string; path: string | undefined; csp: string }>
  /** The security headers without the CSP, in `routekit preview`'s order. */
  otherHeaders: Array<[string, string]>
  /** routes.yaml's redirects, once per locale prefix (redirectsInEveryLocale()), in file order within each. */
  redirects: RoutesConfig['redirects']
  hsts: boolean
}

/** The plan for `site` and `config`: the CSP adds the build's record of routes.yaml's `csp` (`site.csp`), and `csp` carries this run's origins (`--connect-src`, the emulators). */
export function planHosting(site: BuiltSite, config: RoutesConfig, extra: Omit<CspOptions, 'site'>, hsts: boolean): HostingPlan {
  const csp: CspOptions = { ...extra, site: site.csp }
  const pages = Object.entries(site.pages).map(([file, hashes]) => ({ file, path: pagePathOf(file, site.shell), csp: contentSecurityPolicyOf(csp, hashes) }))
  const baseCsp = baseContentSecurityPolicy(csp)
  return { site, config, baseCsp, pages, otherHeaders: securityHeaders('').slice(1), redirects: redirectsInEveryLocale(config), hsts }
}

/** `Cache-Control` as `routekit preview` sets it (cacheControlFor): a year for /assets/, no-cache for the rest. */
export const ASSET_CACHE = cacheControlFor('/assets/')
export const PAGE_CACHE = cacheControlFor('/')
