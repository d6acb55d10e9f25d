/**
 * The maintenance bypass, as every server routekit configures applies it
 * (`routekit preview`'s gate and the generated nginx config): a `?preview=`
 * token that matches maintenance.json's `bypass` (bypass-verifier.ts) passes,
 * and is kept in this cookie for the next page loads. The cookie holds the
 * token itself: the verifier, which a static host publishes, is not a cookie
 * that passes.
 */
export const BYPASS_COOKIE = 'routekit_bypass'

/** The cookie's attributes, after `name=value` (`; Secure` follows on https). */
export const BYPASS_COOKIE_ATTRIBUTES = 'HttpOnly; SameSite=Lax; Path=/'

/**
 * A token a cookie and a URL carry as it is, and nginx takes as a file name
 * (no `/`): the characters `routekit maintenance on --secret` allows. A
 * regular expression's source, unanchored, for JavaScript and nginx alike.
 */
export const BYPASS_TOKEN_PATTERN = '[A-Za-z0-9._~-]{1,256}'
