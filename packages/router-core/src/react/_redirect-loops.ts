/**
 * Redirect loops across navigations. React Router follows each redirect (resolve()'s, a guard's, a loader's or an
 * action's) as a new navigation, which the data strategy decides again; this keeps the chain between them with the
 * one RedirectChain of config/ (the checks and `routekit explain` walk the same), and answers RK708 where a chain
 * comes back to a path it left, or reaches MAX_REDIRECTS. A chunk of its own: the data strategy imports it at the
 * first redirect, so a visit that meets none never downloads it.
 */
import type { DataStrategyResult } from 'react-router-dom'
import { RoutekitError } from '../config/errors.js'
import { SITE_ORIGIN } from '../config/match/paths.js'
import { RedirectChain } from '../config/redirect-chain.js'
import { ROOT_ROUTE_ID } from '../config/match/route-ids.js'

type _Reason = 'maintenance' | 'redirect' | 'guard' | 'loader'

const _FIX: Record<_Reason, string> = {
  guard: 'Make one of these guards allow, or redirect elsewhere.',
  loader: 'Make one of these loaders or actions return its data, or redirect elsewhere.',
  maintenance: 'Point one of these redirects at a route (routekit validate finds loops in routes.yaml: RK501).',
  redirect: 'Point one of these redirects at a route (routekit validate finds loops in routes.yaml: RK501).',
}

/** A path as the next request's URL will spell it, so a redirect target and the navigation it starts compare equal. */
function _comparable(path: string): string {
  const url = new URL(path, SITE_ORIGIN)
  return url.pathname + url.search
}

export interface RequestKind {
  /** A fetcher's load or submission: its redirect becomes a navigation with a chain of its own. */
  fetching: boolean
  /** A POST (or another mutation): an action's redirect starts a chain (Post/Redirect/Get to its own path is none). */
  mutation: boolean
}

export class RedirectLoops {
  /** The chain the latest navigation's redirect belongs to, ending with the path it led to. */
  private chain: RedirectChain | null = null
  /** Addresses the data strategy asked React Router to match again, until a navigation renders. */
  private readonly replayed = new Set<string>()

  /**
   * Follows a redirect from `here` (below the basename) to `to`: null when it may go on (the chain records it), or
   * the data strategy's answer showing RK708 when it closes a loop.
   */
  follow(
    here: string,
    to: string,
    reason: _Reason,
    kind: RequestKind,
    key: string = ROOT_ROUTE_ID,
  ): Record<string, DataStrategyResult> | null {
    const next = _comparable(to)
    if (kind.fetching) {
      this.chain = null
      return null
    }
    if (kind.mutation) {
      this.chain = new RedirectChain(next)
      return null
    }
    const seen = this.chain !== null && this.chain.last === here ? this.chain : new RedirectChain(here)
    this.chain = null
    if (seen.check(next) !== null) {
      const loop = [...seen.paths, next].join(' -> ')
      const error = new RoutekitError('RK708', `Redirect loop: ${loop}. ${_FIX[reason]}`)
      return { [key]: { type: 'error', result: error } }
    }
    seen.add(next)
    this.chain = seen
    return null
  }

  /** A request ended without a redirect: a navigation's chain, and the addresses it tried again, are over. */
  ended(kind: RequestKind): void {
    if (kind.fetching) return
    this.chain = null
    this.replayed.clear()
  }

  /**
   * True once for `href` until a navigation completes: the data strategy may ask React Router to match an address
   * again (a guarded page added late, a spelling React Router reads otherwise), never in a loop.
   */
  replayOnce(href: string): boolean {
    if (this.replayed.has(href)) return false
    this.replayed.add(href)
    return true
  }
}
