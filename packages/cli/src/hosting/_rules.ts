import type { RoutesConfig } from '@routekit/router-core'
import { cacheControlFor, contentSecurityPolicyOf, securityHeaders, type CspOptions } from '../preview/_headers.js'
import { redirectsInEveryLocale } from './_locale-redirects.js'
import { pagePathOf, type BuiltSite } from './_site.js'

/** HSTS, where the host serves https: a year, subdomains included (`routekit preview`'s `hstsMaxAge` sends the same form). */
export const HSTS = 'max-age=31536000; includeSubDomains'

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

/** The plan for `site` and `config`; `csp` carries the emulator origins when asked. */
export function planHosting(site: BuiltSite, config: RoutesConfig, csp: CspOptions, hsts: boolean): HostingPlan {
  const pages = Object.entries(site.pages).map(([file, hashes]) => ({ file, path: pagePathOf(file, site.shell), csp: contentSecurityPolicyOf(csp, hashes) }))
  const baseCsp = contentSecurityPolicyOf(csp, { scripts: [], styles: [], styleAttributes: [] })
  return { site, config, baseCsp, pages, otherHeaders: securityHeaders('').slice(1), redirects: redirectsInEveryLocale(config), hsts }
}

/** `Cache-Control` as `routekit preview` sets it (cacheControlFor): a year for /assets/, no-cache for the rest. */
export const ASSET_CACHE = cacheControlFor('/assets/')
export const PAGE_CACHE = cacheControlFor('/')
