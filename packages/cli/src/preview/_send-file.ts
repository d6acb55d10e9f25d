import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import send from 'send'
import { sendText } from './_respond.js'

type SendError = Error & { status?: number; code?: string; headers?: Record<string, string> }

/**
 * Streams one file with pillarjs `send`, the sender under Express's
 * `serve-static`: Range per RFC 9110 (416 when unsatisfiable, suffix ranges,
 * unknown units ignored, several ranges answered with the whole file),
 * ETag and Last-Modified, conditional requests (304, 412), HEAD, and the
 * read stream destroyed (its descriptor closed) when the response finishes or
 * the client goes away.
 *
 * `file` is a real path the jail has already resolved and checked; send does
 * not parse the request target. It decodes the path it is given once, so the
 * path goes in percent-encoded, which that decode turns back into exactly
 * `file`. send's own checks (dotfiles, `..`) are off or cannot fire: the
 * request-path parser and the jail made them. Its errors (a stream error such
 * as EACCES or EMFILE, a 416, a file removed since the jail saw it) come back
 * as events and become our own answers, with the security headers.
 */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  warn: (message: string) => void,
): void {
  const encoded = file.split(path.sep).map(encodeURIComponent).join('/')
  const stream = send(req, encoded, {
    acceptRanges: true,
    cacheControl: false,
    dotfiles: 'allow',
    etag: true,
    extensions: false,
    index: false,
    lastModified: true,
  })
  stream.on('error', (error: SendError) => {
    const status = error.status ?? 500
    if (status === 416)
      return sendText(res, 416, 'Range Not Satisfiable: the range lies outside the file.', {
        'Content-Range': error.headers?.['Content-Range'] ?? '',
      })
    if (status === 412)
      return sendText(res, 412, 'Precondition Failed: the file does not match If-Match or If-Unmodified-Since.')
    if (status === 404) return sendText(res, 404, 'Not Found: the file went away while it was being sent.')
    if (status >= 500) warn(`routekit preview: ${file} could not be sent (${error.code ?? error.message}).`)
    sendText(
      res,
      status >= 500 ? 500 : status,
      status >= 500 ? 'Internal Server Error: the file could not be read.' : `Error ${status}.`,
    )
  })
  // The jail passes only regular files; a folder here was swapped in since. send would redirect to it.
  stream.on('directory', () => sendText(res, 404, 'Not Found: the file went away while it was being sent.'))
  stream.pipe(res)
}
