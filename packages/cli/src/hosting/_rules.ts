import { decodedSegments, isExternalTarget, notFoundPages, resolve, type RoutesConfig } from '@routekit/router-core'
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

/** Where a value a host config holds comes from: a field of routes.yaml (its config path), or a file of the build. */
export type Origin = { config: Array<string | number> } | { file: string }

/** A value a host's grammar cannot express, and why: the command refuses the whole config, at the value's origin. */
export interface Refusal {
  origin: Origin
  /** The host, as the message names it (`nginx`, `Netlify`, `Cloudflare Pages`, `Vercel`, `Firebase Hosting`). */
  host: string
  reason: string
}

/** What a host's escaper gives back: the value in the host's grammar, or why the host cannot express it. */
export type Expressed = { text: string } | { refused: string }

/** A routes.yaml redirect as a host writes it: paths as a browser sends them (urlPath()), and where it was declared. */
export interface PlannedRedirect {
  from: string
  to: string
  status: RoutesConfig['redirects'][number]['status']
  /** Its index in routes.yaml's `redirects` (a locale's copy keeps its original's). */
  index: number
}

/** What every target writes, from routes.yaml and the build: the same rules as `routekit preview` (docs/deploy.md). */
export interface HostingPlan {
  site: BuiltSite
  config: RoutesConfig
  /** The CSP of a response that is not one of the pages (assets, errors, redirects). */
  baseCsp: string
  /**
   * Each HTML file with the URL path it answers (undefined for the shell), as a browser sends it (urlPath(): `/caf%C3%A9`),
   * its decoded segments (`['café']`), its own CSP, the index of the route resolve() gives it, and whether that route
   * matches in any case (`caseSensitive: false`), so /ABOUT is that page too.
   */
  pages: Array<{
    file: string
    path: string | undefined
    segments: string[] | undefined
    csp: string
    route?: number
    anyCase?: boolean
  }>
  /**
   * The app's 404 pages the build wrote (`404.html`, `en/404.html`: router-core's notFoundPages()), unprefixed
   * first, each with its CSP and the locale prefix whose unknown paths it answers (`''`, `/en`). Not in `pages`.
   */
  notFound: Array<{ file: string; prefix: string; csp: string }>
  /** The security headers without the CSP, in `routekit preview`'s order. */
  otherHeaders: Array<[string, string]>
  /** routes.yaml's redirects, once per locale prefix (redirectsInEveryLocale()), in file order within each; paths as a browser sends them (urlPath()). */
  redirects: PlannedRedirect[]
  hsts: boolean
  /** What the target's escapers could not express; the command writes nothing when there is any. */
  refusals: Refusal[]
}

/** The plan for `site` and `config`: the CSP adds the build's record of routes.yaml's `csp` (`site.csp`), and `csp` carries this run's origins (`--connect-src`, the emulators). */
export function planHosting(
  site: BuiltSite,
  config: RoutesConfig,
  extra: Omit<CspOptions, 'site'>,
  hsts: boolean,
): HostingPlan {
  const csp: CspOptions = { ...extra, site: site.csp }
  const notFound = notFoundPages(config)
    .filter((page) => site.pages[page.file] !== undefined)
    .map((page) => ({
      file: page.file,
      prefix: urlPath(page.path.slice(0, -'/404'.length) || '/').replace(/^\/$/, ''),
      csp: contentSecurityPolicyOf(csp, site.pages[page.file]!),
    }))
  const notFoundFiles = new Set(notFound.map((page) => page.file))
  const pages = Object.entries(site.pages)
    .filter(([file]) => !notFoundFiles.has(file))
    .map(([file, hashes]) => {
      const pagePath = pagePathOf(file, site.shell)
      const segments = pagePath === undefined ? undefined : fileSegments(pagePath)
      const url = segments === undefined ? undefined : urlPathOf(segments)
      const decision = url === undefined ? undefined : resolve(config, url, { maintenance: false })
      const route = decision?.kind === 'render' ? config.routes.indexOf(decision.route) : -1
      const anyCase = decision?.kind === 'render' && !(decision.route.caseSensitive ?? config.caseSensitive ?? true)
      // A file whose path resolve() does not render (the locale root with `prefix: always`, which redirects; a Vite
      // index.html where no route is `/`) answers no path: the redirect, or the 404 page, does.
      const path = decision?.kind === 'render' ? url : undefined
      return {
        file,
        path,
        segments: path === undefined ? undefined : segments,
        csp: contentSecurityPolicyOf(csp, hashes),
        anyCase,
        ...(route >= 0 && { route }),
      }
    })
  const baseCsp = baseContentSecurityPolicy(csp)
  const indexed = { ...config, redirects: config.redirects.map((r, index) => ({ ...r, index })) }
  const redirects = (
    redirectsInEveryLocale(indexed) as Array<RoutesConfig['redirects'][number] & { index: number }>
  ).map((r) => ({
    from: urlPath(r.from),
    to: isExternalTarget(r.to) ? externalUrl(r.to) : urlPath(r.to),
    status: r.status,
    index: r.index,
  }))
  return {
    site,
    config,
    baseCsp,
    pages,
    notFound,
    otherHeaders: securityHeaders('').slice(1),
    redirects,
    hsts,
    refusals: [],
  }
}

/**
 * An external target as a browser sends it: the WHATWG URL parser's serialisation (non-ASCII in the path, query and
 * fragment percent-encoded as UTF-8, an international host in punycode), so a config and a Location header carry
 * bytes only. A target the parser refuses (validate says RK502) stays as written.
 */
export function externalUrl(target: string): string {
  const splat = target.endsWith('/*')
  try {
    const href = new URL(splat ? target.slice(0, -1) : target).href
    return splat ? `${href}*` : href
  } catch {
    return target
  }
}

/** Records what `expressed` refused (at `origin`, naming `host`), and gives its text, or '' when it was refused. */
export function expressIn(plan: HostingPlan, host: string, origin: Origin, expressed: Expressed): string {
  if ('text' in expressed) return expressed.text
  const same = (r: Refusal) =>
    r.host === host && r.reason === expressed.refused && JSON.stringify(r.origin) === JSON.stringify(origin)
  if (!plan.refusals.some(same)) plan.refusals.push({ origin, host, reason: expressed.refused })
  return ''
}

/** Where a page's path comes from: its route's `path` in routes.yaml, else its file. */
export function pageOrigin(page: HostingPlan['pages'][number]): Origin {
  return page.route === undefined ? { file: page.file } : { config: ['routes', page.route, 'path'] }
}

/** Where a planned redirect's field comes from in routes.yaml. */
export function redirectOrigin(redirect: PlannedRedirect, field: 'from' | 'to'): Origin {
  return { config: ['redirects', redirect.index, field] }
}

/** Characters a browser sends in a path as they are (RFC 3986 pchar without "%"); every other one goes percent-encoded. */
const SENT_AS_IS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@]$/

/**
 * One decoded segment as a browser sends it when a link spells it canonically: NFC, each character outside RFC 3986's
 * pchar (a space, "%", "/", "#", "?", non-ASCII) percent-encoded as UTF-8.
 *
 * @example urlSegment('a b/é') // 'a%20b%2F%C3%A9'
 */
export function urlSegment(segment: string): string {
  let out = ''
  for (const ch of segment.normalize('NFC')) out += SENT_AS_IS.test(ch) ? ch : encodeURIComponent(ch)
  return out
}

/** A path of decoded segments as a browser sends it (urlSegment() each): `['café']` is `/caf%C3%A9`, `[]` is `/`. */
export function urlPathOf(segments: readonly string[]): string {
  return `/${segments.map(urlSegment).join('/')}`
}

/**
 * A path of routes.yaml (`/caf%C3%A9`, `/café`, `/old/*`) in the one spelling every host is given: each segment
 * decoded once, as resolve() compares it, then as a browser sends it (urlPathOf()); a final `/*` kept. A segment that
 * cannot be decoded (validate refuses it, RK310) is kept as written.
 */
export function urlPath(path: string): string {
  const prefix = path.endsWith('/*')
  const body = prefix ? path.slice(0, -2) || '/' : path
  const segments = body === '/' ? [] : body.split('/').slice(1)
  const decoded = segments.map((s) => decodedSegments(`/${s}`)?.[0] ?? s)
  const url = urlPathOf(decoded)
  return prefix ? `${url === '/' ? '' : url}/*` : url
}

/**
 * The decoded segments of a page's path from its file name (pagePathOf()): a folder is named after the decoded
 * segment (segmentFileName()), unless that holds a "/" or "\" or is a dot segment, which keeps its escapes.
 */
function fileSegments(pagePath: string): string[] {
  if (pagePath === '/') return []
  return pagePath
    .split('/')
    .slice(1)
    .map((name) => {
      if (!name.includes('%')) return name
      const decoded = decodedSegments(`/${name}`)?.[0]
      return decoded !== undefined && /[/\\]|^\.\.?$/.test(decoded) ? decoded : name
    })
}

/** `Cache-Control` as `routekit preview` sets it (cacheControlFor): a year for /assets/, no-cache for the rest. */
export const ASSET_CACHE = cacheControlFor('/assets/')
export const PAGE_CACHE = cacheControlFor('/')

/** A built file as the URL path a browser requests it by (`/café/index.html` as `/caf%C3%A9/index.html`): what a host's rules match. */
export function fileUrl(file: string): string {
  return urlPathOf(file.split('/'))
}
