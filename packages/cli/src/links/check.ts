import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import {
  SITE_ORIGIN,
  describeStep,
  followRedirects,
  resolve,
  type Resolution,
  type RoutesConfig,
} from '@routekit/router-core'
import { UsageError } from '../_errors.js'
import { pagePathOf, type BuiltSite } from '../site/built-site.js'
import { hasExtension, isHtmlPath, isPrecompressedPath, isPrivatePath, parseRequestPath } from '../site/request-path.js'

/** One link that nothing answers. */
export interface BrokenLink {
  /** The page file, relative to the site folder with `/` (`about/index.html`). */
  page: string
  line: number
  column: number
  element: string
  attribute: string
  /** The URL as the page writes it. */
  link: string
  /** The link's text, or an image's alt; '' when it has none. */
  text: string
  /** Why nothing answers it. */
  reason: string
}

export interface LinksReport {
  /** How many pages were read, and how many internal links they hold (each srcset candidate counts). */
  pages: number
  links: number
  broken: BrokenLink[]
}

/** What dist/links.cjs exports (src/links/html.ts). */
type HtmlModule = typeof import('./html.js')

/** The origin page URLs are resolved against when routes.yaml declares none: router-core's, which no real site has. */
const LOCAL = SITE_ORIGIN

/**
 * Reads every page of a built site (the HTML files in `.routekit/pages.json`)
 * and returns each internal link that nothing answers. A link is answered by a
 * file of the build (its folder's `index.html`, or `<path>.html`, as `routekit
 * preview` serves them), else by resolve() with maintenance off: a page
 * (pending guards allow), an external redirect, or an internal redirect whose
 * end is answered. A path with a file extension is answered by a file only:
 * the server says 404 for it instead of serving the shell.
 */
export function checkLinks(site: BuiltSite, config: RoutesConfig): LinksReport {
  const { linksOf } = process.getBuiltinModule('node:module').createRequire(__filename)('./links.cjs') as HtmlModule
  const origin = _siteOrigin(config)
  const answers = new Map<string, string | null>()
  const report: LinksReport = { pages: 0, links: 0, broken: [] }
  for (const page of Object.keys(site.pages).sort()) {
    let html: string
    try {
      html = readFileSync(path.join(site.dir, page), 'utf8')
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error)
      throw new UsageError(
        `${path.join(site.dir, page)} cannot be read (${code}), though .routekit/pages.json lists it. Rebuild the site with "npm run build".`,
      )
    }
    report.pages++
    const { base, links } = linksOf(html)
    const pageUrl = new URL(pagePathOf(page, site.shell) ?? '/', origin)
    let baseUrl = pageUrl
    if (base !== undefined) {
      try {
        baseUrl = new URL(base, pageUrl)
      } catch {
        /* an invalid <base href> is ignored, as browsers ignore it */
      }
    }
    for (const link of links) {
      if (link.value.trim().startsWith('#')) continue // a place on this page: the page is here
      let url: URL
      try {
        url = new URL(link.value, baseUrl)
      } catch {
        report.links++
        report.broken.push({ page, ...link, link: link.value, reason: 'it is not a valid URL' })
        continue
      }
      if (url.origin !== origin.origin) continue // another site, mailto:, tel:, data:, javascript:
      report.links++
      const target = url.pathname + url.search
      let why = answers.get(target)
      if (why === undefined) {
        why = _whyNotAnswered(site, config, target)
        answers.set(target, why)
      }
      if (why !== null)
        report.broken.push({
          page,
          line: link.line,
          column: link.column,
          element: link.element,
          attribute: link.attribute,
          link: link.value,
          text: link.text,
          reason: why,
        })
    }
  }
  return report
}

/** The site's own origin: routes.yaml's `site.url` when the config has it, else a local stand-in. */
function _siteOrigin(config: RoutesConfig): URL {
  const declared = (config as { site?: { url?: unknown } }).site?.url
  if (typeof declared === 'string') {
    try {
      return new URL(new URL(declared).origin)
    } catch {
      /* validation reports a bad site.url */
    }
  }
  return new URL(LOCAL)
}

/**
 * null when something answers `target` (a path with its query, as the browser sends it), else why nothing does.
 * Redirects are followed by router-core's followRedirects(), as `routekit explain` and the runtime follow them.
 */
function _whyNotAnswered(site: BuiltSite, config: RoutesConfig, target: string): string | null {
  const walk = followRedirects<string | null>(target, (current) => {
    const request = parseRequestPath(current)
    if (!request.ok) return { end: `the server refuses ${current}: ${request.reason}` }
    const { pathname } = request
    if (_fileAnswers(site.dir, pathname)) return { end: null }
    if (hasExtension(pathname) && !isHtmlPath(pathname))
      return { end: `no file ${pathname} in the build (a path with a file extension is answered by a file only)` }
    const resolution = resolve(config, current, { maintenance: false })
    if (resolution.kind === 'render' || resolution.kind === 'external') return { end: null }
    if (resolution.kind !== 'redirect') return { end: _notFoundReason(resolution, pathname) }
    const next = new URL(resolution.to, LOCAL)
    return { to: next.pathname + next.search }
  })
  const shown = walk.paths.map(_shownPath)
  if (walk.kind === 'loop') return `it redirects in a loop: ${[...shown, _shownPath(walk.to)].join(' -> ')}`
  if (walk.kind === 'limit')
    return `it redirects more than ${walk.paths.length} times in a row: ${shown.slice(0, 3).join(' -> ')} -> ...`
  if (walk.end === null) return null
  return _via(shown.slice(0, -1), shown.at(-1)!, walk.end)
}

/** A path of the chain as the reports show it: the decoded pathname the server reads, without the query. */
function _shownPath(target: string): string {
  const request = parseRequestPath(target)
  return request.ok ? request.pathname : target
}

/** Why resolve() answers 404, in its own words when it is not simply an unknown path. */
function _notFoundReason(
  resolution: Exclude<Resolution, { kind: 'render' | 'external' | 'redirect' }>,
  pathname: string,
): string {
  if (resolution.kind === 'not-found' && resolution.reason === 'unknown-path')
    return `no route, redirect or file answers ${pathname}`
  const step = resolution.steps.at(-1)
  const last = step ? describeStep(step) : resolution.message
  return `${pathname} is not found: ${last}`
}

/** The reason, preceded by the redirects that led to it. */
function _via(chain: readonly string[], end: string, reason: string): string {
  return chain.length === 0 ? reason : `it redirects ${[...chain, end].join(' -> ')}, and ${reason}`
}

/** A file of the build answers `pathname` (decoded): itself, its folder's index.html, or `<path>.html`. */
function _fileAnswers(dir: string, pathname: string): boolean {
  if (isPrivatePath(pathname) || isPrecompressedPath(pathname)) return false
  const clean = pathname.replace(/\/+$/, '')
  const candidates =
    clean === '' ? ['/index.html'] : [clean, `${clean}/index.html`, ...(isHtmlPath(clean) ? [] : [`${clean}.html`])]
  return candidates.some((candidate) => {
    try {
      return statSync(path.join(dir, candidate)).isFile()
    } catch {
      return false
    }
  })
}
