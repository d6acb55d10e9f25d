import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { isRewrittenAtRunTime, type RoutesConfig } from '@routekit/router-core'
import sirv from 'sirv'
import { pickSibling } from './_encoding.js'
import { cacheControlFor, contentSecurityPolicy, inlineBlocksOf, setSecurityHeaders, type CspOptions } from './_headers.js'
import { createMaintenanceGate } from './_maintenance-gate.js'
import { isPrivatePath, parseRequestPath } from './_request-path.js'

export interface PreviewServerOptions extends CspOptions {
  /** The built site: a folder with index.html. */
  dir: string
  /** routes.yaml, parsed, for the server-side maintenance decision; without it `/construction` and the file's `allow` are used. */
  routes?: RoutesConfig
  /** Where warnings go (a bad maintenance.json). Default `console.warn`. */
  warn?: (message: string) => void
}

export interface RunningPreview {
  server: Server
  /** `http://127.0.0.1:<port>/` */
  url: string
  close(): Promise<void>
}

/**
 * The request handler of `routekit preview`. Files come from sirv, a
 * well-kept static server; this adds what a deployed site needs:
 * - pages: each page's own HTML (`about/index.html` or `about.html`), else
 *   the SPA shell `200.html`, else `index.html`; a missing file with an
 *   extension is a 404;
 * - caching: `no-cache` for HTML, maintenance.json and builds/*, a year and
 *   `immutable` for the hashed files under /assets/;
 * - compression: the build's `.br` / `.gz` siblings, by the request's
 *   `Accept-Encoding`, unless older than the file; never for maintenance.json
 *   and builds/*;
 * - security headers on every response, and a CSP that hashes each page's
 *   inline scripts and styles;
 * - path traversal, encoded traversal and null bytes refused with 400;
 *   maintenance.log and dotfiles are never served;
 * - maintenance on the server side (302 to the maintenance route, 503 with
 *   `Retry-After` there, the `?preview=` cookie).
 */
export function createPreviewHandler(options: PreviewServerOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const dir = path.resolve(options.dir)
  const baseCsp = contentSecurityPolicy(options)
  // dev mode: sirv looks files up per request, so a new build or a new maintenance.json shows without a restart.
  // brotli and gzip on, but sirv only ever sees the one coding _forSirv() chose (see there).
  const files = sirv(dir, {
    dev: true,
    etag: true,
    dotfiles: false,
    extensions: [],
    brotli: true,
    gzip: true,
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControlFor(pathname)),
  })
  const gate = createMaintenanceGate({ dir, ...(options.routes && { routes: options.routes }), ...(options.warn && { warn: options.warn }) })

  return (req, res) => {
    setSecurityHeaders(res, baseCsp)
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD')
      return _text(res, 405, 'Method Not Allowed: the preview server only serves files (GET, HEAD).')
    }
    const target = parseRequestPath(req.url)
    if (!target.ok) return _text(res, 400, `Bad Request: ${target.reason}.`)
    const { pathname, search } = target
    if (isPrivatePath(pathname)) return _text(res, 404, `Not Found: ${pathname}`)

    if (pathname === '/maintenance.json' && !existsSync(path.join(dir, 'maintenance.json'))) {
      // No flag file: 204, not 404, so the page's console stays clean (Lighthouse counts a 404 there as an error).
      res.statusCode = 204
      res.setHeader('Cache-Control', 'no-cache')
      return res.end()
    }
    // Set before sirv, so its 304s carry it too.
    res.setHeader('Vary', 'Accept-Encoding')
    const page = _isPagePath(dir, pathname)
    if (!page) {
      return files(_forSirv(req, dir, pathname), res, () => _text(res, 404, `Not Found: ${pathname}`))
    }
    const decision = gate.decide(pathname, search, req.headers.cookie)
    if (decision.kind === 'redirect') {
      res.setHeader('Cache-Control', 'no-store')
      res.setHeader('Location', decision.to)
      return _text(res, 302, `Found: maintenance is on; see ${decision.to}`)
    }
    if (decision.kind === 'pass' && decision.setCookie) res.setHeader('Set-Cookie', decision.setCookie)
    const html = _findHtml(dir, pathname)
    if (html === null) return _text(res, 404, `Not Found: ${pathname} (and there is no index.html in ${dir})`)
    const raw = readFileSync(html)
    // The CSP hashes come from the HTML itself; the body may be its precompressed sibling.
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(options, inlineBlocksOf(raw.toString('utf8'))))
    const sibling = pickSibling(html, req.headers['accept-encoding'])
    const body = sibling ? readFileSync(sibling.file) : raw
    if (sibling) res.setHeader('Content-Encoding', sibling.encoding)
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Content-Length', body.length)
    if (decision.kind === 'maintenance-page') {
      res.setHeader('Cache-Control', 'no-store')
      res.setHeader('Retry-After', String(decision.retryAfter))
      res.statusCode = 503
    } else {
      res.setHeader('Cache-Control', 'no-cache')
      res.statusCode = 200
    }
    res.end(req.method === 'HEAD' ? undefined : body)
  }
}

/** A Node http server running the preview handler; call `listen()` on it, or use `startPreviewServer`. */
export function createPreviewServer(options: PreviewServerOptions): Server {
  return createServer(createPreviewHandler(options))
}

/**
 * Starts the preview server on `host` (default 127.0.0.1) and `port`
 * (default 4173; 0 picks a free one). Resolves once it listens.
 */
export async function startPreviewServer(options: PreviewServerOptions & { host?: string; port?: number }): Promise<RunningPreview> {
  const server = createPreviewServer(options)
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(options.port ?? 4173, host, () => {
      server.off('error', fail)
      done()
    })
  })
  const { port } = server.address() as AddressInfo
  const shown = host.includes(':') ? `[${host}]` : host
  return {
    server,
    url: `http://${shown}:${port}/`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
}

/**
 * The request as sirv should see it. sirv picks `.br` when `Accept-Encoding`
 * merely contains "br" (so also for `br;q=0`), and never checks a sibling's
 * age, so it gets an `Accept-Encoding` of exactly the coding pickSibling()
 * chose, or none: then it sends the file as it is.
 */
function _forSirv(req: IncomingMessage, dir: string, pathname: string): IncomingMessage {
  const file = path.join(dir, pathname)
  const sibling = isRewrittenAtRunTime(pathname) || !file.startsWith(dir + path.sep) ? null : pickSibling(file, req.headers['accept-encoding'])
  const headers = { ...req.headers, 'accept-encoding': sibling?.encoding ?? '' }
  // A view of the request with other headers; the request itself stays as the client sent it.
  return Object.create(req, { headers: { value: headers } }) as IncomingMessage
}

/** A page request: no extension (`/about`), or `.html`; a file that exists without an extension is a file. */
function _isPagePath(dir: string, pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1)
  if (last.endsWith('.html')) return true
  if (last.includes('.')) return false
  if (last === '') return true
  try {
    return !statSync(path.join(dir, pathname)).isFile()
  } catch {
    return true
  }
}

/**
 * The page's own HTML (prerendered), else the content-free SPA shell
 * `200.html` that a prerendered build writes (so a guarded or unknown path
 * never shows the home page's content), else index.html for a plain SPA.
 */
function _findHtml(dir: string, pathname: string): string | null {
  const clean = pathname.replace(/\/+$/, '')
  const candidates = clean.endsWith('.html') ? [clean] : clean === '' ? ['/index.html'] : [`${clean}/index.html`, `${clean}.html`]
  for (const candidate of [...candidates, '/200.html', '/index.html']) {
    const file = path.join(dir, candidate)
    if (!file.startsWith(dir + path.sep)) continue
    if (existsSync(file) && statSync(file).isFile()) return file
  }
  return null
}

function _text(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-store')
  res.end(`${text}\n`)
}
