import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { TLSSocket } from 'node:tls'
import path from 'node:path'
import { MAINTENANCE_FILE, isRewrittenAtRunTime, notFoundPages, type RoutesConfig } from '@routekit/router-core'
import fresh from 'fresh'
import mime from 'mime-types'
import { pickSibling } from './_encoding.js'
import { cacheControlFor, setSecurityHeaders, strictTransportSecurity, type CspOptions } from '../policy/headers.js'
import { hostHeaderProblem } from './_host-header.js'
import { createJail, type Jail } from './_jail.js'
import { createMaintenanceGate, type PublishedFlag } from './_maintenance-gate.js'
import { createPageCsp, type PageCsp } from '../policy/page-csp.js'
import {
  encodedPathname,
  hasExtension,
  isHtmlPath,
  isPrecompressedPath,
  isPrivatePath,
  parseRequestPath,
} from '../site/request-path.js'
import { isPagePath, pageAnswer } from '../site/page-answer.js'
import { sendText } from './_respond.js'
import { sendFile } from './_send-file.js'
import { applyServerLimits, type ServerLimits } from './_server-limits.js'

export type { ServerLimits } from './_server-limits.js'
export { applyServerLimits } from './_server-limits.js'

export interface PreviewServerOptions extends PreviewBaseOptions {
  /** routes.yaml, parsed, for the server-side maintenance decision; without it `/construction` and the file's `allow` are used. */
  routes?: RoutesConfig
}

/** Every option but `routes`, whose type is router-core's: the public entry (index.ts) declares that one without it. */
export interface PreviewBaseOptions extends CspOptions, ServerLimits {
  /** The built site: a folder with index.html. */
  dir: string
  /** Where warnings go (a bad maintenance.json, a file that could not be read). Default `console.warn`. */
  warn?: (message: string) => void
  /** `Strict-Transport-Security: max-age=<n>; includeSubDomains` on https requests. Off by default. */
  hstsMaxAge?: number
  /** Take `X-Forwarded-Proto: https` from a proxy in front as https (for HSTS and the cookie's `Secure`). Default false. */
  trustProxy?: boolean
}

export interface RunningPreview {
  server: Server
  /** `http://127.0.0.1:<port>/` */
  url: string
  close(): Promise<void>
}

type Html = { pathname: string; file: string; stats: import('node:fs').Stats }

/**
 * The request handler of `routekit preview`, also for production behind your
 * own `node:http` server (docs/deploy.md says what it guarantees). Files go
 * out through pillarjs `send` (_send-file.ts); this adds what a deployed site
 * needs:
 * - one parser of the request target (site/request-path.ts), whose result every
 *   check and the sender use; the folder is a jail (_jail.ts): real paths,
 *   symlinks resolved, regular files only;
 * - pages: each page's own HTML (`about/index.html` or `about.html`), else
 *   the SPA shell `200.html`, else `index.html`; a missing file with an
 *   extension is a 404;
 * - maintenance (_maintenance-gate.ts) for anything that would send HTML,
 *   whatever the target names; precompressed copies are never addressable;
 * - caching, compression siblings, security headers on every response, and
 *   a CSP that hashes each page's inline scripts and styles;
 * - every error a 500 with the security headers, every read asynchronous.
 */
export function createPreviewHandler(
  options: PreviewServerOptions,
): (req: IncomingMessage, res: ServerResponse) => void {
  return _createHandler(options, createPageCsp(options))
}

/** The handler, with the policies of the server it serves (createPreviewServer shares them with its own answers). */
function _createHandler(
  options: PreviewServerOptions,
  csp: PageCsp,
): (req: IncomingMessage, res: ServerResponse) => void {
  const dir = path.resolve(options.dir)
  const warn = options.warn ?? ((message: string) => console.warn(message))
  const jail = createJail(dir)
  const gate = createMaintenanceGate({ dir, jail, ...(options.routes && { routes: options.routes }), warn })
  // The app's 404 pages (404.html, en/404.html): sent with 404, also when asked for by name.
  const notFoundFiles = new Set(
    (options.routes ? notFoundPages(options.routes) : [{ file: '404.html' }]).map((page) => `/${page.file}`),
  )

  const handle = async (req: IncomingMessage, res: ServerResponse, secure: boolean): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD')
      return sendText(res, 405, 'Method Not Allowed: the preview server only serves files (GET, HEAD).')
    }
    const hostProblem = hostHeaderProblem(req)
    if (hostProblem) return sendText(res, 400, `Bad Request: ${hostProblem}.`)
    const target = parseRequestPath(req.url)
    if (!target.ok) return sendText(res, 400, `Bad Request: ${target.reason}.`)
    const { pathname, search } = target
    if (isPrivatePath(pathname)) return sendText(res, 404, `Not Found: ${pathname}`)
    if (pathname === `/${MAINTENANCE_FILE}`) return _sendFlag(req, res, await gate.published(req.headers.cookie))
    if (isPrecompressedPath(pathname)) {
      const original = pathname.replace(/\.[^.]+$/, '')
      if (isHtmlPath(original) || (await jail.locate(original)).kind === 'file')
        return sendText(res, 404, `Not Found: ${pathname} (precompressed copies go out only in place of their file)`)
    }
    const located = await jail.locate(pathname)
    // Refused, or a link inside the folder to a file that is never served (the audit log, a dotfile).
    if (located.kind === 'refused' || (located.kind === 'file' && isPrivatePath(located.inside)))
      return sendText(res, 404, `Not Found: ${pathname}`)
    const isFile = located.kind === 'file'
    if (isFile && !isHtmlPath(located.file) && !isHtmlPath(pathname)) {
      res.setHeader('Cache-Control', cacheControlFor(pathname))
      if (isRewrittenAtRunTime(pathname)) return sendFile(req, res, located.file, warn)
      return _sendNegotiated(req, res, jail, { pathname, file: located.file, stats: located.stats }, warn)
    }
    // A route may end in an extension (`/files/:name.pdf`): resolve() says whether the path is a page, the app's to
    // answer (a route whose param rule fails too: its 404 page). Asked only for such a path, not on every request.
    if (
      !isFile &&
      located.kind === 'missing' &&
      hasExtension(pathname) &&
      !isHtmlPath(pathname) &&
      !(options.routes !== undefined && isPagePath(options.routes, encodedPathname(pathname)))
    )
      return sendText(res, 404, `Not Found: ${pathname}`)

    // A page: whatever it names, the gate decides before any HTML goes out.
    const gone = new AbortController()
    res.once('close', () => gone.abort())
    const decision = await gate.decide(pathname, search, {
      cookieHeader: req.headers.cookie,
      secure,
      client: _clientOf(req, options.trustProxy === true),
      signal: gone.signal,
    })
    if (decision.kind === 'redirect') {
      res.setHeader('Cache-Control', 'no-store')
      res.setHeader('Location', decision.to)
      return sendText(res, 302, `Found: maintenance is on; see ${decision.to}`)
    }
    // Past the gate, resolve() gives the path its true status: a redirect, the 404 page, or the page (docs/deploy.md).
    const answer =
      options.routes && !isFile ? pageAnswer(options.routes, encodedPathname(pathname) + search) : undefined
    if (decision.kind === 'pass' && decision.setCookie) res.setHeader('Set-Cookie', decision.setCookie)
    if (decision.kind === 'pass' && answer?.kind === 'redirect') {
      res.setHeader('Cache-Control', 'no-cache')
      res.setHeader('Location', answer.location)
      return sendText(res, answer.status, `Redirect: routes.yaml sends ${pathname} to ${answer.location}`)
    }
    const notFound =
      decision.kind === 'pass' && (answer?.kind === 'not-found' || (isFile && notFoundFiles.has(located.inside)))
    const html =
      decision.kind === 'check-in-browser'
        ? await _findHtml(jail, '/200.html')
        : answer?.kind === 'not-found'
          ? await _findHtml(jail, `/${answer.file}`)
          : isFile
            ? { pathname, file: located.file, stats: located.stats }
            : await _findHtml(jail, pathname)
    if (html === null) return sendText(res, 404, `Not Found: ${pathname} (and there is no index.html in ${dir})`)
    res.setHeader('Content-Security-Policy', await csp.of(html.file, html.stats))
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    if (decision.kind === 'maintenance-page' || decision.kind === 'check-in-browser' || notFound) {
      const body = await readFile(html.file)
      res.statusCode = notFound ? 404 : 503
      res.setHeader('Cache-Control', notFound ? 'no-cache' : 'no-store')
      if (decision.kind !== 'pass') res.setHeader('Retry-After', String(decision.retryAfter))
      res.setHeader('Content-Length', body.length)
      res.end(req.method === 'HEAD' ? undefined : body)
      return
    }
    res.setHeader('Cache-Control', 'no-cache')
    return _sendNegotiated(req, res, jail, html, warn)
  }

  return (req, res) => {
    setSecurityHeaders(res, csp.base)
    const secure = _isSecure(req, options.trustProxy === true)
    if (secure && options.hstsMaxAge)
      res.setHeader('Strict-Transport-Security', strictTransportSecurity(options.hstsMaxAge))
    handle(req, res, secure).catch((error: unknown) => {
      warn(
        `routekit preview: ${req.method} ${JSON.stringify(req.url)} failed: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
      )
      sendText(res, 500, 'Internal Server Error: the request could not be served.')
    })
  }
}

/** A Node http server running the preview handler, with applyServerLimits(); call `listen()` on it, or use `startPreviewServer`. */
export function createPreviewServer(options: PreviewServerOptions): Server {
  const csp = createPageCsp(options)
  const handler = _createHandler(options, csp)
  // Node checks the header and request timeouts on this interval (30 s by default): a slow client would hold on for 40 s.
  // requireHostHeader: Node's own 400 for a missing Host carries no security headers; the handler answers it instead.
  const server = createServer({ connectionsCheckingInterval: 1_000, requireHostHeader: false })
  const isOverCap = applyServerLimits(server, csp.base, options)
  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    if (!isOverCap(req.socket)) return handler(req, res)
    setSecurityHeaders(res, csp.base)
    res.setHeader('Connection', 'close')
    sendText(res, 503, 'Service Unavailable: the server has too many open connections; try again in a moment.', {
      'Retry-After': '1',
    })
  }
  server.on('request', onRequest)
  // Node would answer these itself, without the security headers: a 100 Continue (the handler never reads a body,
  // so the final answer goes at once, as RFC 9110 §10.1.1 allows), and a 417 for any other expectation.
  server.on('checkContinue', onRequest)
  server.on('checkExpectation', (_req: IncomingMessage, res: ServerResponse) => {
    setSecurityHeaders(res, csp.base)
    sendText(res, 417, 'Expectation Failed: only "Expect: 100-continue" is understood.')
  })
  return server
}

/**
 * Starts the preview server on `host` (default 127.0.0.1) and `port`
 * (default 4173; 0 picks a free one). Resolves once it listens.
 */
export async function startPreviewServer(
  options: PreviewServerOptions & { host?: string; port?: number },
): Promise<RunningPreview> {
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

/** A file, or its build's `.br`/`.gz` when the request accepts it; the type is the file's, whichever goes out. */
async function _sendNegotiated(
  req: IncomingMessage,
  res: ServerResponse,
  jail: Jail,
  file: Html,
  warn: (message: string) => void,
): Promise<void> {
  // Set before send, so its 304s carry it too.
  res.setHeader('Vary', 'Accept-Encoding')
  const sibling = await pickSibling(jail, file.pathname, file.stats, req.headers['accept-encoding'])
  if (sibling) {
    res.setHeader('Content-Type', mime.contentType(path.extname(file.file)) || 'application/octet-stream')
    res.setHeader('Content-Encoding', sibling.encoding)
  }
  sendFile(req, res, sibling?.file ?? file.file, warn)
}

/**
 * `/maintenance.json` is the flag the server goes by (the last good file),
 * not whatever lies on disk: the browser and the server see one state. No
 * usable flag: 204, which the browser reads as "no file" without a 404 in
 * its console (Lighthouse counts one as an error).
 */
function _sendFlag(req: IncomingMessage, res: ServerResponse, flag: PublishedFlag | undefined): void {
  res.setHeader('Cache-Control', 'no-cache')
  // The preview token's holder gets `bypass` back (_published-flag.ts): a cache must not give one view for the other.
  res.setHeader('Vary', 'Cookie')
  if (!flag) {
    res.statusCode = 204
    return void res.end()
  }
  res.setHeader('ETag', flag.etag)
  res.setHeader('Last-Modified', flag.lastModified)
  // By its ETag (a hash of the bytes) alone: Last-Modified has whole seconds, and two switches in one second differ.
  if (fresh({ 'if-none-match': req.headers['if-none-match'] }, { etag: flag.etag })) {
    res.statusCode = 304
    return void res.end()
  }
  res.statusCode = 200
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Content-Length', flag.bytes.length)
  res.end(req.method === 'HEAD' ? undefined : flag.bytes)
}

/**
 * The page's own HTML (prerendered), else the content-free SPA shell
 * `200.html` that a prerendered build writes (so a guarded or unknown path
 * never shows the home page's content), else index.html for a plain SPA.
 * Every candidate goes through the jail.
 */
async function _findHtml(jail: Jail, pathname: string): Promise<Html | null> {
  const clean = pathname.replace(/\/+$/, '')
  const candidates = isHtmlPath(clean)
    ? [clean]
    : clean === ''
      ? ['/index.html']
      : [`${clean}/index.html`, `${clean}.html`]
  for (const candidate of [...candidates, '/200.html', '/index.html']) {
    const found = await jail.locate(candidate)
    if (found.kind === 'file') return { pathname: candidate, file: found.file, stats: found.stats }
  }
  return null
}

/** The client a `?preview=` token is counted against: the peer's address, or the proxy's first `X-Forwarded-For` when trusted. */
function _clientOf(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for']
  if (trustProxy && typeof forwarded === 'string') return forwarded.split(',')[0]!.trim()
  return req.socket.remoteAddress ?? ''
}

function _isSecure(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as TLSSocket).encrypted === true) return true
  const forwarded = req.headers['x-forwarded-proto']
  return trustProxy && typeof forwarded === 'string' && forwarded.split(',')[0]!.trim().toLowerCase() === 'https'
}
