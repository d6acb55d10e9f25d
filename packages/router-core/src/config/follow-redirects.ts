/**
 * Following redirects and stopping on a loop, written once: the checks
 * (RK501, RK503), `routekit explain` and the runtime (RK708) all walk a chain
 * with these functions, so they agree on when two paths are the same place
 * and on how long a chain may be.
 */
import { browserPathname, pathKey, splitPath } from './paths.js'

/**
 * The one limit: a walk stops at its 20th redirect, as browsers stop at their
 * 20th HTTP redirect. The runtime shows RK708 there, `routekit explain` stops
 * with exit 1; the checks, which measure chains in the file, follow further
 * (see followRedirects()).
 */
export const MAX_REDIRECTS = 20

/**
 * The key two paths of a chain are compared by: resolve()'s own, pathKey() of
 * the pathname a browser requests. The query is left out, because resolve()
 * decides on the pathname alone: `/login` and `/login?redirect=/login` are one place.
 *
 * @example redirectKey('/caf%C3%A9/?a=1') === redirectKey('/café') // true
 */
export function redirectKey(path: string): string {
  const pathname = browserPathname(splitPath(path).pathname || '/')
  // A segment that cannot be decoded has no pathKey(); the pathname itself still tells it apart from every other.
  return pathKey(pathname) ?? pathname
}

/**
 * A chain being walked: the paths reached so far, start first. The runtime
 * keeps one across its loader calls (each redirect is a new navigation);
 * followRedirects() walks one in a loop.
 */
export class RedirectChain {
  readonly paths: string[] = []
  private readonly keys = new Map<string, number>()
  private readonly limit: number

  constructor(start: string, limit: number = MAX_REDIRECTS) {
    this.limit = limit
    this.add(start)
  }

  /** The path the chain has reached. */
  get last(): string {
    return this.paths[this.paths.length - 1]!
  }

  /**
   * What following a redirect from the last path to `to` would do: come back
   * to `paths[from]` (a loop), be redirect number `limit` (the limit), or
   * neither (null: follow it, then add() it).
   */
  check(to: string): { kind: 'loop'; from: number } | { kind: 'limit' } | null {
    const from = this.keys.get(redirectKey(to))
    if (from !== undefined) return { kind: 'loop', from }
    return this.paths.length >= this.limit ? { kind: 'limit' } : null
  }

  add(path: string): void {
    const key = redirectKey(path)
    if (!this.keys.has(key)) this.keys.set(key, this.paths.length)
    this.paths.push(path)
  }
}

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
export function followRedirects<T>(start: string, next: (path: string) => { to: string } | { end: T }, limit: number = MAX_REDIRECTS): RedirectWalk<T> {
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
