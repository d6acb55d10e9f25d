import { useContext } from 'react'
import { useLocation } from 'react-router-dom'
import { pathInLocale } from '../config/i18n.js'
import { RuntimeContext } from './root.js'

/**
 * The current page's URL in another locale of routes.yaml's `i18n`: the
 * visited path with its prefix swapped as resolve() reads prefixes
 * (pathInLocale()), the query and hash kept. What a language switch
 * navigates to; the app's i18n then follows the new URL's locale (the
 * `onLocale` option). Without `i18n`, and outside the routes createRoutes()
 * made (a component rendered alone in a test), the current URL: a link
 * to where the visitor already is, never a wrong page.
 *
 * @example const english = useLocalePath('en') // '/en/about' on /about
 */
export function useLocalePath(locale: string): string {
  const config = useContext(RuntimeContext)?.config
  const { pathname, search, hash } = useLocation()
  return (config ? pathInLocale(config, pathname, locale) : pathname) + search + hash
}
