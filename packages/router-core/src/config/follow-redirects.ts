/**
 * Following redirects in a loop with a RedirectChain (redirect-chain.ts),
 * for the checks and `routekit explain`; the runtime walks the same chain one
 * loader call at a time.
 */
import { MAX_REDIRECTS, RedirectChain } from './redirect-chain.js'

/** How a walk ended. `paths` are the paths it reached, start first. */
export type RedirectWalk<T> =
  /** The last path does not redirect: `end` is what `next` said of it. */
  | { kind: 'end'; paths: string[]; end: T }
  /** The last path redirects to `to`, which is `paths[from]` again. */
  | { kind: 'loop'; paths: string[]; to: string; from: number }
  /** The last path's redirect to `to` is the limit-th of the walk. */
  | { kind: 'limit'; paths: string[]; to: string }

/**
 * Follows redirects from `start`: `next(path)` says where `path` redirects
 * (`{ to }`) or what it is (`{ end }`: a page, a 404, a known outcome). Stops
 * at the first path that does not redirect, at a path whose redirectKey() it
 * has reached before, or at the `limit`-th redirect (MAX_REDIRECTS, unless a
 * caller measuring the file's own chains asks for more).
 *
 * @example
 * followRedirects('/a', (p) => (p === '/a' ? { to: '/b' } : { end: 'page' })) // { kind: 'end', paths: ['/a', '/b'], end: 'page' }
 */
export function followRedirects<T>(
  start: string,
  next: (path: string) => { to: string } | { end: T },
  limit: number = MAX_REDIRECTS,
): RedirectWalk<T> {
  const chain = new RedirectChain(start, limit)
  for (;;) {
    const step = next(chain.last)
    if ('end' in step) return { kind: 'end', paths: chain.paths, end: step.end }
    const stop = chain.check(step.to)
    if (stop?.kind === 'loop') return { kind: 'loop', paths: chain.paths, to: step.to, from: stop.from }
    if (stop?.kind === 'limit') return { kind: 'limit', paths: chain.paths, to: step.to }
    chain.add(step.to)
  }
}
