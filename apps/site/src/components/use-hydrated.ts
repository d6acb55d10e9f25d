import { useSyncExternalStore } from 'react'

const _noSubscribe = () => () => undefined

/**
 * False while React hydrates the prerendered HTML, true from the next render
 * on. The prerender never sees the query (`?from=` on /construction), so what
 * depends on it shows only after hydration; showing it at once made the
 * client's first render differ from the HTML, and React threw #418 (text) or
 * warned of mismatched attributes (an `href` with the query).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    _noSubscribe,
    () => true,
    () => false,
  )
}
