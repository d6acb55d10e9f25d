/**
 * The maintenance bypass, as every server routekit configures applies it
 * (`routekit preview`'s gate, the generated nginx config, the edge functions):
 * the `routekit_bypass` cookie holds the key behind maintenance.json's
 * `bypass`, checked with one SHA-256 (router-core's bypass-verifier.ts, where
 * the cookie's name and attributes are decided for the browser and the
 * servers alike). A `?preview=` token is checked once, to find that key.
 */
import { BYPASS_COOKIE } from '@routekit/router-core'
import { parseCookie } from 'cookie'

export { BYPASS_COOKIE, BYPASS_COOKIE_ATTRIBUTES, BYPASS_COOKIE_VALUE } from '@routekit/router-core'

/**
 * The bypass cookie's value in a `Cookie` header, as sent (no percent-decoding: a key holds none of those
 * characters), or undefined. `routekit preview` and the edge functions read it with this one parser.
 */
export function bypassCookieOf(header: string | null | undefined): string | undefined {
  return parseCookie(header ?? '', { decode: (value) => value })[BYPASS_COOKIE]
}

/**
 * A token a URL carries as it is, and nginx takes as a file name (no `/`):
 * the characters `routekit maintenance on --secret` allows. A regular
 * expression's source, unanchored, for JavaScript and nginx alike.
 */
export const BYPASS_TOKEN_PATTERN = '[A-Za-z0-9._~-]{1,256}'

/** The cookie's value as nginx matches it: the key, 32 bytes in base64url. */
export const BYPASS_KEY_PATTERN = '[A-Za-z0-9_-]{43}'
