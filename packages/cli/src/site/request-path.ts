/**
 * The one parser of a request target. Every check the server makes (private
 * files, precompressed copies, maintenance, the folder jail) and the file
 * sender read its result, never `req.url`.
 *
 * Before any check it drops what is not part of the path: a `#fragment`
 * (browsers never send one, but a raw client can, and `/maintenance.log#`
 * must not name another file than `/maintenance.log`), the `?query`, and the
 * scheme and authority of an absolute-form target (`GET http://host/a`,
 * RFC 9112 §3.2.2). Then it refuses: `..` and `.` segments (plain or
 * percent-encoded), encoded slashes, backslashes and null bytes (`%2f`,
 * `%5c`, `%00`), backslashes, control characters, malformed
 * percent-encoding. The path is decoded exactly once.
 */
export type RequestPath = { ok: true; pathname: string; search: string } | { ok: false; status: 400; reason: string }

export function parseRequestPath(target: string | undefined): RequestPath {
  let raw = target ?? '/'
  const hashAt = raw.indexOf('#')
  if (hashAt !== -1) raw = raw.slice(0, hashAt)
  const absolute = /^https?:\/\/[^/?]*/i.exec(raw)
  // An empty path is `/` (RFC 9112 §3.2.2: `GET http://x?a=1` asks for `/?a=1`).
  if (absolute) raw = raw.slice(absolute[0].length).replace(/^(?!\/)/, '/')
  if (!raw.startsWith('/') || raw.startsWith('//')) return refuse('the request target must be a path such as /about')
  const queryAt = raw.indexOf('?')
  const rawPath = queryAt === -1 ? raw : raw.slice(0, queryAt)
  const search = queryAt === -1 ? '' : raw.slice(queryAt)
  if (rawPath.length > 2048) return refuse('the path is too long')
  if (/%(?:2f|5c|00)/i.test(rawPath))
    return refuse('encoded slashes, backslashes and null bytes are not allowed in a path')
  let pathname: string
  try {
    pathname = decodeURIComponent(rawPath)
  } catch {
    return refuse('the path has malformed percent-encoding')
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(pathname))
    return refuse('control characters and backslashes are not allowed in a path')
  if (pathname.split('/').some((segment) => segment === '..' || segment === '.'))
    return refuse('"." and ".." segments are not allowed in a path')
  return { ok: true, pathname, search }
}

function refuse(reason: string): RequestPath {
  return { ok: false, status: 400, reason }
}

/**
 * Files the site folder holds but must not serve: the audit log (user names),
 * and dotfiles such as the temp files of an atomic write.
 */
export function isPrivatePath(pathname: string): boolean {
  const segments = pathname.split('/')
  if (segments.some((s) => s.startsWith('.') && s !== '.well-known')) return true
  return pathname === '/maintenance.log' || pathname.endsWith('/maintenance.log')
}

/**
 * A precompressed copy (`app.js.br`, `about/index.html.gz`). These go out only
 * in place of their file, chosen by `Accept-Encoding`; named directly they
 * are a 404, so no page's HTML can leave under another name.
 */
export function isPrecompressedPath(pathname: string): boolean {
  return /\.(?:br|gz)$/i.test(pathname)
}

/** An HTML file's name (`about.html`, `index.htm`): the server answers it as a page. */
export function isHtmlPath(name: string): boolean {
  return /\.(?:html?|xhtml|shtml)$/i.test(name)
}

/** The last segment has a dot (`/app.js`): when no file answers, the server says 404 rather than serving the shell. */
export function hasExtension(pathname: string): boolean {
  return pathname.slice(pathname.lastIndexOf('/') + 1).includes('.')
}

/**
 * A decoded path (parseRequestPath()'s) as an encoded one, each segment escaped whole: `/a?b` → `/a%3Fb`. resolve()
 * reads encoded paths and decodes each segment once, so this is how a served path goes back to it.
 */
export function encodedPathname(pathname: string): string {
  return pathname.split('/').map(encodeURIComponent).join('/')
}
