import { pathInLocale, type RoutesConfig } from '@routekit/router-core/react'
import { DEFAULT_LANGUAGE, readStoredLanguage } from './language'

/** Marks, for this tab's session, that `/` has had its one chance to redirect. */
export const FIRST_VISIT_KEY = 'routekit.lang-redirected'

/** Crawlers and audit tools: they must see `/` as it is, in the default language. */
const _CRAWLER = /bot|crawl|spider|slurp|lighthouse|facebookexternalhit|bingpreview/i

/**
 * On `/`, sends a visitor who chose English on an earlier visit (stored
 * under `routekit.lang`) to `/en/`, once per session: never a crawler, never
 * twice (a visitor who comes back to `/` from `/en/` stays there), and never
 * from any other path, whose URL already says its language. Returns true
 * when it redirects, so the app does not start.
 */
export function redirectToStoredLanguage(config: Pick<RoutesConfig, 'i18n'>, pathname: string): boolean {
  if (pathname !== '/' || _CRAWLER.test(globalThis.navigator?.userAgent ?? '')) return false
  const stored = readStoredLanguage()
  try {
    if (stored === DEFAULT_LANGUAGE || sessionStorage.getItem(FIRST_VISIT_KEY) !== null) return false
    sessionStorage.setItem(FIRST_VISIT_KEY, stored)
  } catch {
    return false // without session storage there is no way to promise "once"
  }
  const target = pathInLocale(config, '/', stored)
  if (target === '/') return false
  location.replace(target + location.search + location.hash)
  return true
}
