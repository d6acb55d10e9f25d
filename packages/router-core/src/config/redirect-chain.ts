/**
 * A chain of redirects and when it stops, written once: followRedirects()
 * (the checks, RK501 and RK503, and `routekit explain`) and the runtime's
 * loader (RK708) walk with a RedirectChain, so they agree on when two paths
 * are the same place and on how long a chain may be. Apart from
 * followRedirects() because the browser needs only this file: the loader
 * walks one redirect per call.
 */
import { browserPathname, pathKey, splitPath } from './match/paths.js'

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
    return from !== undefined ? { kind: 'loop', from } : this.paths.length < this.limit ? null : { kind: 'limit' }
  }

  /** Adds the path a redirect led to; check() it first (a path already in the chain keeps its first place). */
  add(path: string): void {
    const key = redirectKey(path)
    if (!this.keys.has(key)) this.keys.set(key, this.paths.length)
    this.paths.push(path)
  }
}
