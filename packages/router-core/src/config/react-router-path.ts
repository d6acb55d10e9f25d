/**
 * A routes.yaml route path as React Router's route `path`: the text React Router's own matcher compiles.
 *
 * routes.yaml paths are URL text (`/caf%C3%A9`, `/a%3Fb`); React Router's are decoded text, matched against the URL
 * after it decodes each segment. So each static segment is decoded (and NFC-normalised, as resolve() reads it),
 * params, optional segments, suffixes and the final splat are kept as written. A few literal characters have no
 * React Router spelling: its matcher would read them as syntax. `reactRouterPathProblem()` names them, and
 * `routekit validate` refuses such a path (RK313).
 */
import { PARAM_HEAD, isOptional, rawSegments, readSegment } from './_route-pattern.js'

/** Why `path` has no React Router form, or null when it has one. */
export function reactRouterPathProblem(path: string): string | null {
  const raw = rawSegments(path)
  for (let i = 0; i < raw.length; i++) {
    const s = raw[i]!
    const optional = isOptional(s)
    const segment = readSegment(optional ? s.slice(0, -1) : s)
    if (segment === null) return null // RK310 speaks for it
    const text = segment.kind === 'static' ? segment.text : segment.kind === 'suffix' ? segment.suffix : ''
    if (text.includes('?'))
      return `the segment "${s}" holds a literal "?", which React Router reads as "optional" or as a pattern`
    if (text.includes('%2F'))
      return `the segment "${s}" holds the text "%2F", which React Router reads as an escaped "/"`
    if (segment.kind === 'static' && text.startsWith(':'))
      return `the segment "${s}" starts with a literal ":", which React Router reads as a param`
    if (segment.kind === 'static' && i === raw.length - 1 && text.endsWith('*'))
      return `the last segment "${s}" ends with a literal "*", which React Router reads as a splat`
    if (segment.kind === 'suffix' && text.includes('/'))
      return `the segment "${s}" holds an escaped "/" after its param, which React Router cannot match`
  }
  return null
}

/**
 * The route path React Router matches for a routes.yaml path, below `prefix` (a locale prefix such as `/en`, or '').
 * A path with a problem (reactRouterPathProblem) never reaches here: validation refuses it.
 *
 * @example reactRouterPath('/caf%C3%A9/:id?') // '/café/:id?'
 * @example reactRouterPath('/about', '/en') // '/en/about'
 */
export function reactRouterPath(path: string, prefix = ''): string {
  const out: string[] = []
  for (const s of rawSegments(path)) {
    const optional = isOptional(s)
    const body = optional ? s.slice(0, -1) : s
    const mark = optional ? '?' : ''
    const segment = readSegment(body)
    if (segment === null || segment.kind === 'splat' || segment.kind === 'param') {
      out.push(s)
      continue
    }
    // React Router decodes a visited segment and writes a decoded "/" back as "%2F": a static "/" is spelled so too.
    const spell = (text: string) => text.replace(/\//g, '%2F')
    if (segment.kind === 'static') out.push(spell(segment.text) + mark)
    else out.push(`:${PARAM_HEAD.exec(body)![1]}${segment.optional ? '?' : ''}${spell(segment.suffix)}${mark}`)
  }
  return prefix + '/' + out.join('/') || '/'
}
