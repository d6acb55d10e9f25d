import type { Resolution } from '@routekit/router-core'

/**
 * What `routekit explain` found for one path: the chain of resolve() calls.
 * Its own file, so the command that builds it and the formatter that prints
 * it both import it and neither imports the other.
 */

/** How explain stands in for the app's guards. */
export type GuardMode = 'signed-in' | 'signed-out' | 'not-run'

/** One resolve() call of the chain: the path asked and its answer. */
export interface Hop {
  path: string
  resolution: Resolution
}

export interface Explanation {
  path: string
  file: string
  /** The maintenance flag the chain was resolved with. */
  maintenance: boolean
  guards: GuardMode
  /** With --signed-out: where guards send the visitor (`/login?redirect={path}`), or null when they answer 404. */
  login: string | null
  hops: Hop[]
  /** Set when the chain did not end: a redirect loop, or MAX_REDIRECTS (router-core's followRedirects()) hops. */
  stopped: { reason: 'loop' | 'hop-limit'; message: string } | null
}
