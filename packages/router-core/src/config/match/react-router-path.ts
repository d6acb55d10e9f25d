/**
 * A routes.yaml route path as React Router's route `path`: the text React Router's own matcher compiles.
 *
 * routes.yaml paths are URL text (`/caf%C3%A9`, `/a%3Fb`); React Router's are decoded text, matched against the URL
 * after it decodes each segment. So each static segment is decoded (and NFC-normalised, as resolve() reads it),
 * params, optional segments, suffixes and the final splat are kept as written. A few literal characters have no
 * React Router spelling: its matcher would read them as syntax. `routekit validate` refuses such a path (RK316,
 * _check-react-router.ts).
 */

/**
 * The route path React Router matches for a routes.yaml path, below `prefix` (a locale prefix such as `/en`, or '').
 * A path with a problem (reactRouterPathProblem) never reaches here: validation refuses it. In every visitor's first
 * load (createRoutes() builds the tree with it), so kept small: most paths hold no escape and no non-ASCII text, and
 * are their own form.
 *
 * @example reactRouterPath('/caf%C3%A9/:id?') // '/café/:id?'
 * @example reactRouterPath('/about', '/en') // '/en/about'
 */
export function reactRouterPath(path: string, prefix = ''): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path
  return prefix + (_ASCII_TEXT.test(trimmed) ? trimmed : trimmed.split('/').map(_spell).join('/')) || '/'
}

/** A path with no escape and no non-ASCII text (which may be written decomposed, NFD) is its own React Router form. */
const _ASCII_TEXT = /^[^%\u0080-\u{10ffff}]*$/u

/** One segment: a param and its optional mark as written, its static text (or suffix) decoded as resolve() reads it. */
function _spell(segment: string): string {
  const mark = segment.length > 1 && segment.endsWith('?') ? '?' : ''
  const body = mark ? segment.slice(0, -1) : segment
  const head = PARAM_HEAD_OPTIONAL.exec(body)?.[0] ?? ''
  // React Router decodes a visited segment and writes a decoded "/" back as "%2F": a static "/" is spelled so too.
  const text = _decoded(body.slice(head.length)).normalize('NFC').replace(/\//g, '%2F')
  return head + text + mark
}

/** The text decoded, or as written when it holds a malformed escape (validate refuses such a path: RK305, RK310). */
function _decoded(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** A param at the start of a segment, with its optional mark: what React Router's compilePath() reads as the param. */
const PARAM_HEAD_OPTIONAL = /^:[\w-]+\??/
