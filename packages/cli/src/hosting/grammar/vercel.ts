/**
 * vercel.json's grammar, for every value `routekit hosting vercel` writes: the
 * one place that knows how Vercel's own `@vercel/routing-utils` reads a
 * source (path-to-regexp 6) and a destination.
 *
 * - A source is a path-to-regexp pattern: `:name` is a param, `(…)` a regex
 *   group, `{…}` a group, `*`, `+` and `?` modifiers; `\` escapes the next
 *   character. So each of `\ : * + ? ( ) { }` in a literal path is escaped.
 * - A redirect's destination is sent as its `Location`, in which Vercel's
 *   router fills `$1`, `$name` from the source's captures, and routing-utils
 *   reads its path as a pattern (a `:name`, `(…)` or `*` of its own is an
 *   error): in an internal path, each of `$ : * + ? ( ) { } \` is written
 *   percent-encoded (the same path: resolve() decodes each segment once). A destination that fills a param (`/new/:splat`) is parsed again
 *   (url.parse, path-to-regexp's compile, then `%24` back to `$`), so its
 *   literal part may hold none of `$ : * + ? ( ) { }` nor `%24`.
 */
import { isExternalTarget } from '@routekit/router-core'
import type { Expressed } from '../_rules.js'

/** The host, as refusals name it. */
export const VERCEL = 'Vercel'

/** A literal path (urlPath()'s spelling) as a source that matches exactly it. */
export function source(path: string): string {
  return path.replace(/[\\:*+?(){}]/g, '\\$&')
}

/**
 * A placeholder pattern (`/docs/:id`, `/docs/*`; static segments from
 * source()) as a source: `:name` one segment, a final `*` the rest
 * (`:splat*`, which also matches the bare prefix).
 */
export function placeholderSource(pattern: string): string {
  const segments = pattern.split('/').slice(1)
  return `/${segments.map((s, i) => (s === '*' && i === segments.length - 1 ? ':splat*' : s)).join('/')}`
}

/** A prefix (`/old/*`) as a source: the prefix, then one more segment and the rest, which never starts with "/". */
export function splatSource(prefix: string): string {
  return `${source(prefix.slice(0, -1))}:splat((?!/).+)`
}

/** Text matched literally inside a source's regex group (`(?!(?:<here>)$)`): a JS regex escape, `:` too. */
export function patternLiteral(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\:]/g, '\\$&')
}

/** A redirect's destination: `to` (a final `/*` filled with the source's splat) as Vercel sends it, or why it cannot be. */
export function destination(to: string): Expressed {
  const splat = to.endsWith('/*')
  const body = splat ? to.slice(0, -1) : to
  const external = isExternalTarget(to)
  if (!splat) {
    // Vercel checks a destination's path as a path pattern (a ":name", "(…)" or "*" of its own is an error) and fills "$1".
    if (!external)
      return { text: body.replace(/[$:*+?(){}\\]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`) }
    return /[$*+?(){}\\]|\/:/.test(body.replace(/^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/, ''))
      ? {
          refused: `Vercel reads "$", ":name", "*", "+", "?", "(", ")", "{" and "}" in a redirect's destination as its own syntax (captures to fill, a path pattern), and their escapes would be another URL on another site. Remove them.`,
        }
      : { text: body }
  }
  const literalPart = external ? body.replace(/^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/, '') : body
  if (/[$:*+?(){}]|%24/i.test(literalPart))
    return {
      refused: `Vercel parses a destination that carries the rest (:splat) as a path pattern and turns "%24" back into "$", so its fixed part cannot hold "$", ":", "*", "+", "?", "(", ")", "{" or "}". Rename the path, or redirect each page on its own.`,
    }
  return { text: `${body}:splat` }
}
