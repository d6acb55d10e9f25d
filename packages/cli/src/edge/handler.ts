import {
  MAINTENANCE_FILE,
  bypassCookieMatches,
  parseMaintenanceFile,
  type MaintenanceFile,
  type RoutesConfig,
} from '@routekit/router-core'
import { bypassCookieOf } from '../policy/bypass.js'
import { maintenanceAnswer, retryAfterOf } from '../site/maintenance-answer.js'
import { isPagePath } from '../site/page-answer.js'
import { hasExtension, isHtmlPath, isPrecompressedPath } from '../site/request-path.js'

/**
 * The maintenance gate of `routekit preview`, at the edge (issue 43): a
 * Web-standard function in front of a static host's files, which reads the
 * deployed maintenance.json and answers as preview does. A page that is not
 * allowed gets 302 to the maintenance route (with `?from=`), which answers 503
 * with `Retry-After`, in every locale; the allowed paths, the files (the
 * maintenance page's assets among them) and the bypass cookie's holder pass.
 * With maintenance off it adds nothing: the host answers as if it were not
 * there. The decision is resolve()'s (site/maintenance-answer.ts, the same
 * function preview's gate asks), bundled in, with the routes.yaml `routekit
 * hosting` read.
 *
 * The bypass: the cookie is one SHA-256 (router-core's bypassCookieMatches(),
 * WebCrypto), against the public `bypass` verifier: no secret at the edge. A
 * `?preview=` token is never derived here (600,000 PBKDF2 iterations do not fit
 * an edge function's CPU): a held page asked with one gets the content-free
 * shell with 503, whose app derives the key in the browser and writes the
 * cookie, as preview answers past its own limits.
 */

/** What `routekit hosting` writes into the function (hosting/edge.ts), from routes.yaml and the build. */
export interface EdgeData {
  /** routes.yaml, parsed. */
  config: RoutesConfig
  /** The headers of a redirect the function writes (the security headers, the base CSP). */
  headers: Array<[string, string]>
  /** The maintenance route's prerendered page in each locale, by its path as a browser sends it (`/construction`). */
  maintenancePages: Record<string, EdgePage>
  /** The content-free shell: for a `?preview=` visit, and a maintenance route the build has no page for. */
  shell: EdgePage
}

export interface EdgePage {
  html: string
  headers: Array<[string, string]>
}

/** What the function needs of its host. */
export interface EdgeHost {
  /** The deployed maintenance.json, as the host serves it (its asset layer, or a request the function lets through). */
  flag(): Promise<Response>
}

/**
 * How long one read of maintenance.json stands in one instance of the function. A deploy is a new version of the
 * folder and of the function, so on a host the flag never changes under an instance; `wrangler pages dev` serves the
 * folder live, and sees a switch within this long.
 */
export const FLAG_TTL_MS = 1_000

/** The handler: a Response to send, or undefined to let the host answer the request as it would without it. */
export function createEdgeHandler(
  data: EdgeData,
  options: { now?: () => number } = {},
): (request: Request, host: EdgeHost) => Promise<Response | undefined> {
  const now = options.now ?? Date.now
  let cached: { at: number; flag: MaintenanceFile | undefined } | undefined

  // Each request that finds the read older than a second reads again, itself: no promise is shared between
  // requests, since workerd cancels a continuation whose promise another request's I/O resolved.
  const flagOf = async (host: EdgeHost): Promise<MaintenanceFile | undefined> => {
    if (cached && now() - cached.at < FLAG_TTL_MS) return cached.flag
    // A bad or unreadable file keeps the last good state, as routekit preview and the browser do; none is "off".
    let flag = cached?.flag
    try {
      const res = await host.flag()
      // A host's answer for a missing file: a 404 (its 404 page), or a rewrite to the shell (text/html).
      if (res.status === 404 || (res.headers.get('content-type') ?? '').includes('text/html')) flag = undefined
      else if (res.ok) {
        const parsed = parseMaintenanceFile(await res.text())
        if (parsed.ok) flag = parsed.flag
      }
    } catch {
      /* the last state stays */
    }
    cached = { at: now(), flag }
    return flag
  }

  return async (request, host) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
    const url = new URL(request.url)
    if (!isGated(data.config, url.pathname)) return undefined
    const flag = await flagOf(host)
    if (!flag?.enabled) return undefined
    if (await bypassCookieMatches(bypassCookieOf(request.headers.get('cookie')), flag.bypass)) return undefined
    const answer = maintenanceAnswer(data.config, flag, url.pathname + url.search, now())
    if (answer.kind === 'pass') return undefined
    const head = request.method === 'HEAD'
    if (answer.kind === 'maintenance-page') {
      const page = data.maintenancePages[_normalized(url.pathname)] ?? Object.values(data.maintenancePages)[0]
      return _page(page ?? data.shell, answer.retryAfter, head)
    }
    // A held page with ?preview=: the browser checks the token (the app in the shell), not the edge.
    if (flag.bypass !== undefined && url.searchParams.has('preview'))
      return _page(data.shell, retryAfterOf(flag, now()), head)
    return new Response(head ? null : `Found: maintenance is on; see ${answer.to}\n`, {
      status: 302,
      headers: [
        ...data.headers,
        ['Location', answer.to],
        ['Cache-Control', 'no-store'],
        ['Content-Type', 'text/plain; charset=utf-8'],
      ],
    })
  }
}

/**
 * Whether the gate decides `pathname` (as the browser sends it): anything that would send HTML. maintenance.json,
 * and a file with an extension that is not HTML (the maintenance page's assets, builds/*) are the host's, unless a
 * route claims the path (`/files/:name.pdf`), as `routekit preview` decides; a precompressed copy of an HTML file is
 * its page.
 */
export function isGated(config: RoutesConfig, pathname: string): boolean {
  if (pathname === `/${MAINTENANCE_FILE}`) return false
  const name = isPrecompressedPath(pathname) ? pathname.replace(/\.[^.]+$/, '') : pathname
  if (!hasExtension(name) || isHtmlPath(name)) return true
  return isPagePath(config, pathname)
}

/** A page with 503, `Retry-After` and `no-store`: what no cache keeps, and what tells a crawler to come back. */
function _page(page: EdgePage, retryAfter: number, head: boolean): Response {
  return new Response(head ? null : page.html, {
    status: 503,
    headers: [
      ...page.headers,
      ['Content-Type', 'text/html; charset=utf-8'],
      ['Cache-Control', 'no-store'],
      ['Retry-After', String(retryAfter)],
    ],
  })
}

/** A path without its trailing slash, as the maintenance pages are keyed. */
function _normalized(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
}
