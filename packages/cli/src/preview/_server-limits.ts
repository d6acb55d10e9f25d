import type { Server } from 'node:http'
import type { Socket } from 'node:net'
import { securityHeaders } from '../policy/headers.js'
import { watchStalledReaders } from './_stall-watch.js'

export interface ServerLimits {
  /** Time to receive a request's headers (nginx's client_header_timeout). Default 10 s. */
  headersTimeoutMs?: number
  /** Time to receive a whole request. Default 30 s. */
  requestTimeoutMs?: number
  /** An idle keep-alive connection is closed after this. Default 5 s. */
  keepAliveTimeoutMs?: number
  /** A connection on which nothing moves (a client that stops reading) is closed after this. Default 30 s. */
  idleTimeoutMs?: number
  /** Open connections past this get a 503 and are closed (nginx's limit_conn). Default 512. */
  maxConnections?: number
}

const OVER_CAP = Symbol('routekit.overCap')

/** Node error codes of a request Node refuses before any handler runs, and the status Node itself would send. */
const CLIENT_ERROR_STATUS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Content Too Large'],
}

/**
 * Puts the limits of a public server on a Node http server: timeouts for
 * slow clients (checked every second, not every 30 s), a connection cap
 * answered with a clear 503, and Node's own 400, 408 and 431 answers sent
 * with the security headers (Node writes those before any handler runs; the
 * `clientError` event is where Node lets a server write them itself).
 *
 * Returns `isOverCap(socket)`: the handler answers 503 on such a socket.
 */
export function applyServerLimits(server: Server, csp: string, limits: ServerLimits = {}): (socket: Socket) => boolean {
  server.headersTimeout = limits.headersTimeoutMs ?? 10_000
  server.requestTimeout = limits.requestTimeoutMs ?? 30_000
  server.keepAliveTimeout = limits.keepAliveTimeoutMs ?? 5_000
  server.setTimeout(limits.idleTimeoutMs ?? 30_000)
  watchStalledReaders(server, limits.idleTimeoutMs ?? 30_000)
  const cap = limits.maxConnections ?? 512
  // A fuse far past the cap, where Node drops connections without a word.
  server.maxConnections = cap * 2 + 64
  let open = 0
  server.on('connection', (socket: Socket & { [OVER_CAP]?: boolean }) => {
    open++
    if (open > cap) socket[OVER_CAP] = true
    socket.once('close', () => open--)
  })
  const head = securityHeaders(csp)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')
  const answer = (socket: Socket, status: number, reason: string, extra = '') => {
    const body = `${reason}.\n`
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\n${head}${extra}Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  server.on(
    'clientError',
    (error: NodeJS.ErrnoException, socket: Socket & { _httpMessage?: { headersSent?: boolean } }) => {
      if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) return socket.destroy()
      const [status, reason] = CLIENT_ERROR_STATUS[error.code ?? ''] ?? [400, 'Bad Request']
      answer(socket, status, reason)
    },
  )
  // Without a listener Node drops a CONNECT without a word; this is a file server, not a proxy.
  server.on('connect', (_req: unknown, socket: Socket) =>
    answer(socket, 405, 'Method Not Allowed', 'Allow: GET, HEAD\r\n'),
  )
  return (socket) => (socket as Socket & { [OVER_CAP]?: boolean })[OVER_CAP] === true
}
