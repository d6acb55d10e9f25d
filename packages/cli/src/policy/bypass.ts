/**
 * The maintenance bypass, as every server routekit configures applies it
 * (`routekit preview`'s gate, the generated nginx config, the edge functions):
 * the `routekit_bypass` cookie holds the key behind maintenance.json's
 * `bypass`, checked with one SHA-256 (router-core's bypass-verifier.ts, where
 * the cookie's name and attributes are decided for the browser and the
 * servers alike). A `?preview=` token is checked once, to find that key.
 */
export { BYPASS_COOKIE, BYPASS_COOKIE_ATTRIBUTES, BYPASS_COOKIE_VALUE } from '@routekit/router-core'

/**
 * A token a URL carries as it is, and nginx takes as a file name (no `/`):
 * the characters `routekit maintenance on --secret` allows. A regular
 * expression's source, unanchored, for JavaScript and nginx alike.
 */
export const BYPASS_TOKEN_PATTERN = '[A-Za-z0-9._~-]{1,256}'

/** The cookie's value as nginx matches it: the key, 32 bytes in base64url. */
export const BYPASS_KEY_PATTERN = '[A-Za-z0-9_-]{43}'
