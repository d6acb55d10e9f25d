/**
 * The prerenderer's link crawl: the pages it renders link to pages of param
 * and splat routes (a docs tree under `/docs/*`), which no list can name in
 * advance. Each rendered page is read with parse5 (`node/html-tree.ts`), and
 * resolve() decides what every link is: only a page it renders, on a route
 * with a param or a splat and no guards, is prerendered. A redirect, a 404, a
 * guarded page and another site are not. Build time only.
 */
import { browserPathname, pathKey, SITE_ORIGIN } from '../config/match/paths.js'
import { resolve } from '../config/resolve.js'
import type { RoutesConfig } from '../config/file/schema.js'
import { attributeOf, elementsOf, parseHtml, type HtmlElement } from '../node/html-tree.js'
import { shownValue } from './report.js'

/** At most this many pages found by links, unless `prerender.crawl.limit` says otherwise. */
export const DEFAULT_CRAWL_LIMIT = 1000

/** `prerender.crawl`: follow links (default), not (`false`), or with another page limit. */
export type CrawlOption = boolean | { limit?: number }

export interface CrawlSetup {
  /** Vite's base, with its trailing slash (`/`, `/docs/app/`): the app's links start with it. */
  base: string
  /** The site's URL (`site.url` or `prerender.siteUrl`): absolute links under it are the site's too. */
  siteUrl?: string | undefined
  /** The paths the build renders anyway (`prerender.paths`): never found twice. */
  listed: readonly string[]
}

/** Pages found by links: the paths to render next, and what the build says of them. */
export interface LinkCrawl {
  /** The paths of param or splat pages that `html` (the page at `path`) links to and nothing has rendered yet. */
  linksOf(path: string, html: string): string[]
  /** A found path that got no file of its own (its loader's 404, a redirect at build time): the summary says why. */
  dropped(path: string, why: string): void
  /** What the crawl found, in one line; null when it found nothing. */
  summary(): string | null
  /** The warning when the limit left linked pages out; null when it did not. */
  overflow(): string | null
}

/** The page limit `option` sets, or an Error that says how to fix it; null when the crawl is off. */
export function crawlLimit(option: CrawlOption | undefined): number | null {
  if (option === false) return null
  if (option === undefined || option === true) return DEFAULT_CRAWL_LIMIT
  if (typeof option === 'object' && option !== null && !Array.isArray(option)) {
    const limit: unknown = option.limit
    if (limit === undefined) return DEFAULT_CRAWL_LIMIT
    if (typeof limit === 'number' && Number.isInteger(limit) && limit >= 0) return limit
  }
  throw new Error(
    `prerender.crawl is ${shownValue(option)}. Give true (follow links, at most ${DEFAULT_CRAWL_LIMIT} pages), false (render prerender.paths only) or { limit: <pages> } with a whole number.`,
  )
}

/**
 * A crawl over the pages a build renders, at most `limit` pages found by links.
 *
 * @example
 * const crawl = createCrawl(config, { base: '/', listed: ['/'] }, 1000)
 * crawl.linksOf('/', '<a href="/docs/intro">Intro</a>') // ['/docs/intro']
 */
export function createCrawl(config: RoutesConfig, setup: CrawlSetup, limit: number): LinkCrawl {
  const local = new URL(setup.base, SITE_ORIGIN)
  const site = setup.siteUrl === undefined ? null : _siteRoot(setup.siteUrl)
  /** Every path seen so far by its key (listed, found, or refused), so each link is decided once. */
  const seen = new Set<string>()
  for (const path of setup.listed) {
    const key = pathKey(browserPathname(path))
    if (key !== null) seen.add(key)
  }
  const found: string[] = []
  const left: string[] = []
  const dropped = new Map<string, string>()

  /** The app's path of a link URL (below the base, or below the site URL), or null when it leaves the site. */
  const appPath = (url: URL): string | null => {
    if (url.origin === local.origin && url.pathname.startsWith(local.pathname))
      return `/${url.pathname.slice(local.pathname.length)}`
    if (site && url.origin === site.origin && (url.pathname + '/').startsWith(site.prefix + '/'))
      return url.pathname.slice(site.prefix.length) || '/'
    return null
  }

  return {
    linksOf(path, html) {
      const elements = elementsOf(parseHtml(html))
      const pageUrl = new URL(setup.base + path.replace(/^\//, ''), local)
      const baseHref = elements.find((e) => e.tagName === 'base' && attributeOf(e, 'href') !== undefined)
      const from = _url(baseHref && attributeOf(baseHref, 'href')!, pageUrl) ?? pageUrl
      const next: string[] = []
      for (const element of elements) {
        const href = _linkOf(element)
        const url = href === undefined ? null : _url(href, from)
        const inApp = url && appPath(url)
        if (!inApp) continue
        const target = browserPathname(inApp)
        const key = pathKey(target)
        if (key === null || seen.has(key)) continue
        seen.add(key)
        if (!_isParamPage(config, target)) continue
        if (found.length >= limit) left.push(target)
        else {
          found.push(target)
          next.push(target)
        }
      }
      return next
    },
    dropped(path, why) {
      dropped.set(path, why)
    },
    summary() {
      if (found.length === 0) return null
      const written = found.filter((p) => !dropped.has(p))
      const shell = dropped.size
        ? `; ${dropped.size} ${dropped.size === 1 ? 'gets' : 'get'} the SPA shell (${_list([...dropped].map(([p, why]) => `${p}: ${why}`))})`
        : ''
      return `routekit: links led to ${found.length} ${found.length === 1 ? 'page' : 'pages'} no list names: prerendered ${written.length}${written.length ? ` (${_list(written)})` : ''}${shell}`
    },
    overflow() {
      if (left.length === 0) return null
      return `routekit: stopped following links at ${limit} pages (prerender.crawl.limit): ${left.length} more linked pages get the SPA shell (${_list(left)}). Raise the limit, or list them in prerender.paths.`
    },
  }
}

/** True when resolve() renders `path` on a route with a param or a splat that no guard protects: a page the list cannot name. */
function _isParamPage(config: RoutesConfig, path: string): boolean {
  const r = resolve(config, path, { maintenance: false })
  return r.kind === 'render' && r.pendingGuards.length === 0 && /[:*]/.test(r.route.path)
}

/** The URL an element links to: `<a href>`, `<area href>`, and a page's other versions (`<link rel="alternate" href>`). */
function _linkOf(element: HtmlElement): string | undefined {
  if (element.tagName === 'a' || element.tagName === 'area') return attributeOf(element, 'href')
  if (element.tagName !== 'link') return undefined
  const rel = (attributeOf(element, 'rel') ?? '').toLowerCase().split(/\s+/)
  return rel.includes('alternate') ? attributeOf(element, 'href') : undefined
}

function _url(href: string | undefined, base: URL): URL | null {
  if (href === undefined) return null
  try {
    return new URL(href, base)
  } catch {
    return null // not a URL: `routekit links` reports it
  }
}

function _siteRoot(siteUrl: string): { origin: string; prefix: string } | null {
  const url = _url(siteUrl, new URL(SITE_ORIGIN))
  return url && { origin: url.origin, prefix: url.pathname.replace(/\/+$/, '') }
}

/** The first paths of a list, for one line of the build's output. */
function _list(paths: readonly string[], shown = 5): string {
  return paths.length <= shown
    ? paths.join(', ')
    : `${paths.slice(0, shown).join(', ')} and ${paths.length - shown} more`
}
