// A generatePath() case from React Router's tests, as data, and how routekit runs it: the pattern becomes the one
// route of a routes.yaml, and href() (through createHref(), as an app calls it) builds its URL from the same params.
import { createHref, parseRoutes, RoutekitError } from '../../src/index.js'

export interface GeneratePathCase {
  test: string
  pattern: string
  /** As the test passes them: React Router accepts numbers too (a `0` it keeps working for 6.3.0's sake). */
  params?: Record<string, string | number>
  expected: { path: string } | { throws: string }
}

/** What one side answered: the URL, or that it throws (routekit's code, React Router's message). */
export type HrefAnswer = { path: string } | { throws: string }

/**
 * routekit's answer, or why there is none: `refused` when validation refuses the pattern as a routes.yaml path (by
 * code), `relative` for a pattern without a leading "/" (routes.yaml's paths are absolute).
 */
export function routekitHref(c: GeneratePathCase): { answer: HrefAnswer } | { refused: string[] } | { relative: true } {
  if (!c.pattern.startsWith('/')) return { relative: true }
  const parsed = parseRoutes(
    JSON.stringify({
      version: 1,
      maintenance: { route: '/__maintenance' },
      routes: [
        { path: c.pattern, name: 'r', page: 'r' },
        { path: '/__maintenance', name: 'm', page: 'm' },
      ],
    }),
  )
  if (!parsed.ok)
    return { refused: [...new Set(parsed.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code))] }
  const href = createHref(parsed.config)
  try {
    // href()'s params are strings by type; a number is passed as React Router's test passes it.
    return { answer: { path: (href as (name: string, options: object) => string)('r', { params: c.params ?? {} }) } }
  } catch (error) {
    if (error instanceof RoutekitError) return { answer: { throws: error.code } }
    throw error
  }
}

/** Both throw, or both give the same path. */
export function sameHref(routekit: HrefAnswer, peer: GeneratePathCase['expected']): boolean {
  return 'throws' in routekit ? 'throws' in peer : 'path' in peer && peer.path === routekit.path
}
