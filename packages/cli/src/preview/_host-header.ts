import type { IncomingMessage } from 'node:http'

/**
 * What is wrong with a request's `Host` header, or null. RFC 9112 §3.2: an
 * HTTP/1.1 request without `Host`, or with more than one `Host` line, gets a
 * 400. Node checks the first itself (`requireHostHeader`), but answers without
 * the security headers, and it keeps the first of two `Host` lines; so the
 * preview server turns its check off and makes both here, where its own
 * answer carries the headers.
 */
export function hostHeaderProblem(req: IncomingMessage): string | null {
  let count = 0
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.toLowerCase() === 'host') count++
  if (count > 1) return 'the request has more than one Host header (RFC 9112 §3.2)'
  if (count === 0 && req.httpVersionMajor === 1 && req.httpVersionMinor >= 1)
    return 'an HTTP/1.1 request needs a Host header (RFC 9112 §3.2)'
  return null
}
