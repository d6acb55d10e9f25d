/**
 * A router basename as React Router's `<Router>` reads it: one leading slash
 * (`base/name` is `/base/name`), no trailing one. createRoutes() cuts it from
 * the URL and renderPage() hands it to React Router's static handler, so both
 * cut what React Router matched.
 *
 * @example normalizeBasename('base/name/') // '/base/name'
 */
export function normalizeBasename(basename: string | undefined): string {
  if (basename === undefined) return '/'
  return ('/' + basename.replace(/^\/+/, '')).replace(/\/+$/, '') || '/'
}

/**
 * The path below the basename. React Router matched the catch-all only when
 * the URL starts with it (case-insensitively, then "/" or the end), so its
 * normalised length is what to cut.
 */
export function belowBasename(pathname: string, basename: string): string {
  const base = normalizeBasename(basename)
  return base === '/' ? pathname : pathname.slice(base.length) || '/'
}
