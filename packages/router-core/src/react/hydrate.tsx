import { startTransition, useEffect, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { normalizePathname } from '../config/match/paths.js'
import type { RoutekitRouter } from './create-router.js'
import { READY_ATTRIBUTE, mountApp } from './create-router.js'

import { PRERENDERED_ATTRIBUTE } from '../browser/prerendered.js'

export { PRERENDERED_ATTRIBUTE }

let _hydrating = false

/**
 * True while React hydrates prerendered HTML. A component whose first render
 * would read browser-only state (localStorage, the clock) renders what the
 * server rendered instead, then reads that state in an effect.
 *
 * @example const restoring = useRef(isHydrating())
 */
export function isHydrating(): boolean {
  return _hydrating
}

/**
 * Tells hydrateApp() that React committed the first render, after every child's effects ran.
 * Private without a leading _: the rules of hooks know a component by its capital letter.
 */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit])
  return children
}

export interface HydrateResult {
  root: Root
  /** True when React adopted the prerendered HTML; false when it rendered from scratch. */
  hydrated: boolean
}

/**
 * Starts the app on a page that may be prerendered. Without prerendered HTML
 * (the SPA shell) this is mountApp(). With it, the router first finishes its
 * first navigation (maintenance, guards, the page chunk), because React
 * Router must not hydrate while a route is still loading; then:
 * - the router stayed on the prerendered path: hydrateRoot() adopts the HTML;
 * - it went elsewhere (maintenance on a static host, a redirect) or failed:
 *   the app renders from scratch, replacing the HTML in one commit, so no
 *   mismatch is reported and the old content stays until the new one is ready.
 *
 * @example
 * const router = createRouter(routes, options)
 * await hydrateApp('#root', router, <RouterProvider router={router} />)
 */
export async function hydrateApp(
  container: Element | string | null,
  router: RoutekitRouter,
  app: ReactNode,
): Promise<HydrateResult> {
  const element = typeof container === 'string' ? document.querySelector(container) : container
  const prerendered = element?.getAttribute(PRERENDERED_ATTRIBUTE)
  let committed!: () => void
  const done = new Promise<void>((resolve) => (committed = resolve))
  const wrapped = <Committed onCommit={committed}>{app}</Committed>
  if (!element || prerendered == null) {
    const root = mountApp(element ?? container, wrapped)
    await done
    return { root, hydrated: false }
  }
  await _initialized(router)
  // The first navigation ends in the task that evaluated the page's chunk;
  // React's set-up (its root, a listener per event type) gets a task of its own.
  await new Promise((resolve) => setTimeout(resolve, 0))
  const { location, errors, navigation } = router.state
  if (
    errors ||
    navigation.state !== 'idle' ||
    normalizePathname(location.pathname) !== normalizePathname(prerendered)
  ) {
    element.removeAttribute(PRERENDERED_ATTRIBUTE)
    const root = mountApp(element, wrapped)
    await done
    return { root, hydrated: false }
  }
  let root!: Root
  try {
    _hydrating = true
    // In a transition, React hydrates in slices of a few milliseconds and
    // yields to the browser between them: a long page no longer blocks the
    // main thread (a visitor's tap, Total Blocking Time) for the whole hydration.
    startTransition(() => {
      root = hydrateRoot(element, wrapped, {
        onUncaughtError: (error) => console.error('[routekit] The app crashed while rendering:', error),
      })
    })
  } catch (error) {
    _hydrating = false
    console.error('[routekit] The app failed to hydrate:', error)
    throw error
  }
  await done
  _hydrating = false
  element.setAttribute(READY_ATTRIBUTE, '')
  return { root, hydrated: true }
}

function _initialized(router: RoutekitRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve()
  return new Promise((done) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return
      stop()
      done()
    })
  })
}
