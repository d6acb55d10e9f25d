/**
 * The app's own 404 page, as a file the build writes and every server sends
 * with status 404 (docs/deploy.md, "The true status"): one per locale, at
 * the locale's `/404` (`/404`, `/en/404`), in `404.html` and `en/404.html`,
 * the names static hosts look for. The prerenderer writes them; `routekit
 * preview` and `routekit hosting` read them from here, so the name is decided
 * once.
 */
import { localePrefixes, localizePath } from './i18n.js'
import type { RoutesConfig } from './file/schema.js'

/** The path, before any locale prefix, the 404 page is rendered for. */
export const NOT_FOUND_PATH = '/404'

/** The 404 page of `locale` (resolve()'s `locale` of a not-found path; none without i18n): its path and its file. */
export function notFoundPage(
  config: Pick<RoutesConfig, 'i18n'>,
  locale: string | undefined,
): { path: string; file: string } {
  const path = locale === undefined ? NOT_FOUND_PATH : localizePath(config, NOT_FOUND_PATH, locale)
  return { path, file: `${path.slice(1)}.html` }
}

/**
 * Every locale's 404 page, the unprefixed one first (a host that has one 404
 * page takes it): `/404` alone without i18n or with `prefix: never`; with
 * `prefix: always`, one per locale and none without a prefix.
 */
export function notFoundPages(
  config: Pick<RoutesConfig, 'i18n'>,
): Array<{ path: string; file: string; locale?: string }> {
  const i18n = config.i18n
  if (!i18n) return [{ ...notFoundPage(config, undefined) }]
  const prefixed = new Set(localePrefixes(i18n))
  const locales = [
    ...(prefixed.has(i18n.default) ? [] : [i18n.default]),
    ...i18n.locales.filter((l) => prefixed.has(l)),
  ]
  const seen = new Set<string>()
  return locales
    .map((locale) => ({ ...notFoundPage(config, locale), locale }))
    .filter((page) => !seen.has(page.path) && seen.add(page.path))
}
