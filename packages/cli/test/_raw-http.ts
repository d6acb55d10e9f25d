// Raw HTTP/1.1 over TCP for the hostile-traffic tests: the request goes out
// byte for byte as written, and the answer is read until the server closes.
import { connect } from 'node:net'

export interface RawResponse {
  /** 0 when the server closed without a status line. */
  status: number
  headers: Record<string, string>
  body: Buffer
  /** The whole answer as latin1, for searching. */
  text: string
}

/** Sends `bytes` and reads until the server closes the socket or `timeoutMs` passes (then the socket is destroyed). */
export function rawExchange(port: number, bytes: string | Buffer, timeoutMs = 15_000): Promise<RawResponse> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes))
    const chunks: Buffer[] = []
    const timer = setTimeout(() => socket.destroy(), timeoutMs)
    socket.on('data', (c) => chunks.push(c))
    socket.on('error', () => undefined)
    socket.on('close', () => {
      clearTimeout(timer)
      done(parseResponse(Buffer.concat(chunks)))
    })
  })
}

/** A GET (or another method) with the given headers, `Connection: close` added. */
export function rawRequest(
  port: number,
  target: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawResponse> {
  const lines = [
    `${method} ${target} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: close',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ]
  return rawExchange(port, lines.join('\r\n') + '\r\n\r\n')
}

export function parseResponse(all: Buffer): RawResponse {
  const end = all.indexOf('\r\n\r\n')
  const head = (end === -1 ? all : all.subarray(0, end)).toString('latin1')
  const [statusLine = '', ...lines] = head.split('\r\n')
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const at = line.indexOf(':')
    if (at > 0) headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim()
  }
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)
  return {
    status: match ? Number(match[1]) : 0,
    headers,
    body: end === -1 ? Buffer.alloc(0) : all.subarray(end + 4),
    text: all.toString('latin1'),
  }
}

/** The security headers every answer must carry; returns what is missing. */
export function missingSecurityHeaders(r: RawResponse): string[] {
  const want: Record<string, (v: string) => boolean> = {
    'content-security-policy': (v) =>
      v.includes("default-src 'self'") && v.includes("frame-ancestors 'none'") && !v.includes('unsafe-inline'),
    'x-content-type-options': (v) => v === 'nosniff',
    'referrer-policy': (v) => v === 'strict-origin-when-cross-origin',
    'x-frame-options': (v) => v === 'DENY',
    'cross-origin-opener-policy': (v) => v === 'same-origin',
    'permissions-policy': (v) => v.startsWith('camera=()'),
  }
  return Object.entries(want)
    .filter(([name, ok]) => !ok(r.headers[name] ?? ''))
    .map(([name]) => name)
}
