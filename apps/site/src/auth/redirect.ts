import { safeInternalPath } from '@routekit/router-core'

/** Where a visitor goes after signing in when `?redirect=` gives no safe path. */
export const DEFAULT_AFTER_LOGIN = '/dashboard'

/**
 * The login URL that brings the visitor back to `path` afterwards. Slashes stay
 * readable (`/login?redirect=/dashboard`); everything else that could end the
 * parameter (`&`, `#`, `?`, `%`…) is escaped.
 *
 * @example loginPathFor('/dashboard') // '/login?redirect=/dashboard'
 */
export function loginPathFor(path: string): string {
  return `/login?redirect=${encodeURIComponent(path).replaceAll('%2F', '/')}`
}

/**
 * Where to go after sign-in: the `?redirect=` value when it is a path of this
 * site (see safeInternalPath), else /dashboard. A redirect back to /login
 * itself would loop, so it also falls back to /dashboard.
 *
 * @example postLoginPath(new URLSearchParams('redirect=//evil.example')) // '/dashboard'
 */
export function postLoginPath(searchParams: URLSearchParams): string {
  const safe = safeInternalPath(searchParams.get('redirect'))
  if (safe === null) return DEFAULT_AFTER_LOGIN
  const pathname = safe.split(/[?#]/, 1)[0] ?? ''
  if (pathname === '/login' || pathname.startsWith('/login/')) return DEFAULT_AFTER_LOGIN
  return safe
}
