import type { ServerResponse } from 'node:http'

/** Headers that describe a body; a file's, set before an error, must not go out with the error's text. */
const BODY_HEADERS = [
  'Content-Type',
  'Content-Encoding',
  'Content-Length',
  'Content-Range',
  'Content-Language',
  'Content-Disposition',
  'ETag',
  'Last-Modified',
  'Accept-Ranges',
]

/**
 * Answers with a one-line plain-text body. The security headers set at the
 * start of the request stay; body headers from a file that failed go. Errors
 * are never cached. Once the headers are out, an error can only cut the
 * response short: the socket is destroyed, so the client sees it was cut.
 */
export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.destroy()
    return
  }
  for (const name of BODY_HEADERS) if (res.hasHeader(name)) res.removeHeader(name)
  res.statusCode = status
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  if (status >= 400 || !res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-store')
  const body = `${text}\n`
  // Set by hand: once a Content-Length has been removed, Node no longer adds one itself.
  res.setHeader('Content-Length', Buffer.byteLength(body))
  res.end(body)
}
