/**
 * Turns a request target into a safe path inside the site folder, or refuses
 * it. Refused: `..` segments (plain or percent-encoded), encoded slashes and
 * backslashes (`%2f`, `%5c`), backslashes, null bytes and other control
 * characters, malformed percent-encoding. The file server re-checks that the
 * resolved file lies inside the folder; this is the first of two walls.
 */
export type RequestPath = { ok: true; pathname: string; search: string } | { ok: false; status: 400; reason: string }

export function parseRequestPath(target: string | undefined): RequestPath {
  const raw = target ?? '/'
  if (!raw.startsWith('/') || raw.startsWith('//')) return refuse('the request target must be a path such as /about')
  const queryAt = raw.indexOf('?')
  const rawPath = queryAt === -1 ? raw : raw.slice(0, queryAt)
  const search = queryAt === -1 ? '' : raw.slice(queryAt)
  if (rawPath.length > 2048) return refuse('the path is too long')
  if (/%(?:2f|5c|00)/i.test(rawPath)) return refuse('encoded slashes, backslashes and null bytes are not allowed in a path')
  let pathname: string
  try {
    pathname = decodeURIComponent(rawPath)
  } catch {
    return refuse('the path has malformed percent-encoding')
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(pathname)) return refuse('control characters and backslashes are not allowed in a path')
  if (pathname.split('/').some((segment) => segment === '..' || segment === '.')) return refuse('"." and ".." segments are not allowed in a path')
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
