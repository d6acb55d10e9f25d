import type { Route } from '@vercel/routing-utils'

export interface VercelAnswer {
  status: number
  /** The file sent (as uploaded), for a 200. */
  file?: string
  location?: string
  headers: Record<string, string>
  /** How many routes set each header: two CSP rules on one response would both be enforced. */
  setBy: Record<string, number>
}

/**
 * What Vercel answers for `pathname`, from the routes that Vercel's own
 * `getTransformedRoutes` made of vercel.json: the routes before
 * `handle: filesystem` in order (a redirect stops, `continue` routes add their
 * headers), then the uploaded files (with cleanUrls, `about/index.html` is
 * `/about` and `200.html` is `/200`), then the rewrites, whose destination
 * must be a file (`check: true`). Sources match case-insensitively, as on Vercel.
 */
export function resolveOnVercel(routes: readonly Route[], files: readonly string[], pathname: string): VercelAnswer {
  const served = new Map(files.map((f) => [_cleanPath(f), f]))
  const headers: Record<string, string> = {}
  const setBy: Record<string, number> = {}
  let phase: 'before' | 'after' = 'before'
  for (const route of routes) {
    if ('handle' in route) {
      if (route.handle === 'filesystem') {
        const file = served.get(pathname)
        if (file) return { status: 200, file, headers, setBy }
        phase = 'after'
      }
      continue
    }
    const match = new RegExp(route.src, 'i').exec(pathname)
    if (!match) continue
    const fill = (value: string) => value.replace(/\$(\d+)/g, (_, n: string) => match[Number(n)] ?? '')
    if (route.status && route.status >= 300 && route.status < 400) {
      return { status: route.status, location: fill(route.headers!.Location!), headers, setBy }
    }
    for (const [name, value] of Object.entries(route.headers ?? {})) {
      headers[name] = fill(value)
      setBy[name] = (setBy[name] ?? 0) + 1
    }
    if (route.dest && phase === 'after') {
      const file = served.get(fill(route.dest).split('?')[0]!)
      return file ? { status: 200, file, headers, setBy } : _notFound(files, headers, setBy)
    }
  }
  return _notFound(files, headers, setBy)
}

function _notFound(
  files: readonly string[],
  headers: Record<string, string>,
  setBy: Record<string, number>,
): VercelAnswer {
  return { status: 404, ...(files.includes('404.html') && { file: '404.html' }), headers, setBy }
}

function _cleanPath(file: string): string {
  if (file === 'index.html') return '/'
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'/index.html'.length)}`
  if (file.endsWith('.html')) return `/${file.slice(0, -'.html'.length)}`
  return `/${file}`
}
