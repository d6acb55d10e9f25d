/**
 * The `_redirects` and `_headers` grammar Netlify defined and Cloudflare Pages
 * reads, for every value `routekit hosting netlify|cloudflare` writes: the one
 * place that knows how their parsers (netlify-redirect-parser and
 * netlify-headers-parser; workers-shared's parseRedirects and parseHeaders in
 * wrangler) split a line.
 *
 * - A `_redirects` line is tokens split at whitespace (`\s+`: Unicode spaces
 *   too); a token starting with `#` starts a comment (Cloudflare: whitespace
 *   then `#`). A `_headers` path is the whole line, read as a URL, so `#` and
 *   `?` end its path.
 * - In a path, `*` is a splat and `:name` a placeholder (Cloudflare: `:` and a
 *   letter anywhere; Netlify: a segment starting with `:`). Neither format
 *   has an escape, so a literal `*` or `:` is written percent-encoded (`%2A`,
 *   `%3A`), which names the same path (resolve() decodes each segment once);
 *   both hosts then match that spelling as it is written.
 * - A target's `:name` is filled from the source's placeholders, `:splat`
 *   from its `*`.
 *
 * Paths come in as urlPath() spells them (RFC 3986 pchar, every other
 * character percent-encoded), so they hold no whitespace, `#`, `?` or `%`
 * that is not an escape.
 */
import { isExternalTarget } from '@routekit/router-core'
import type { Expressed } from '../_rules.js'

/** A path (urlPath()'s spelling) as a token that names exactly it: no splat, no placeholder. */
export function pathToken(path: string): string {
  return path.replace(/[*:]/g, (ch) => (ch === '*' ? '%2A' : '%3A'))
}

/** A prefix (`/old/*`) as a token: its path part as pathToken(), then the splat. */
export function splatToken(prefix: string): string {
  return `${pathToken(prefix.slice(0, -1))}*`
}

/**
 * A redirect's target as a token: an internal path as pathToken() (a final
 * `/*` becomes `:splat`), an external URL as written, unless it holds what the
 * format would read as syntax: whitespace (RK315 refuses it in routes.yaml),
 * a placeholder (`:name` after the host) or a leading `#`.
 */
export function targetToken(to: string, host: string): Expressed {
  const splat = to.endsWith('/*')
  const body = splat ? to.slice(0, -1) : to
  if (!isExternalTarget(to)) return { text: `${pathToken(body)}${splat ? ':splat' : ''}` }
  const afterHost = body.replace(/^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/, '')
  if (/\s/u.test(body) || /:[A-Za-z]/.test(afterHost))
    return {
      refused: `${host}'s _redirects reads whitespace in a target as the end of it, and ":" then a letter as a placeholder to fill; a URL holding either cannot be written there. Percent-encode the ":" ("%3A") if the other site reads it so.`,
    }
  return { text: `${body}${splat ? ':splat' : ''}` }
}

/** A header's value on its own line: the line is the value, so it may hold no line break. */
export function headerValue(value: string): Expressed {
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f\u2028\u2029]/.test(value)
    ? { refused: 'a header value on a _headers line cannot hold a line break or control character.' }
    : { text: value }
}
