import { isExternalTarget, localePrefixes, type RoutesConfig } from '@routekit/router-core'
import { placeholderPatterns } from '../policy/host-rules.js'

/**
 * routes.yaml's redirects as a host must write them: once per locale prefix.
 * They are written without prefix and apply in every locale, the visitor
 * keeping theirs (resolve(): `/es/about-us` → `/es/about`), so a host that
 * matches paths as they are requested needs each prefixed copy; an external
 * target stays as declared. With `prefix: always` a path without prefix is
 * no page, so only the prefixed copies are written; without `i18n`, the
 * redirects as declared.
 *
 * @example redirectsInEveryLocale(config) // [{ from: '/about-us', to: '/about' }, { from: '/es/about-us', to: '/es/about' }, ...]
 */
export function redirectsInEveryLocale(config: RoutesConfig): RoutesConfig['redirects'] {
  const prefixes = _prefixes(config)
  // Grouped by prefix, each group in file order: the first match wins within a locale, and no two locales overlap.
  return prefixes.flatMap((prefix) =>
    config.redirects.map((r) =>
      prefix === '' ? r : { ...r, from: prefix + r.from, to: isExternalTarget(r.to) ? r.to : prefix + r.to },
    ),
  )
}

/**
 * Every route's paths in the placeholder syntax of a `_redirects` file
 * (placeholderPatterns(): `:name`, a final `*`, each static segment and each
 * locale prefix as `literal` writes it: the host's escaper), in every locale,
 * as redirectsInEveryLocale() writes redirects: what a host rewrites to the
 * shell, so that every other path gets the 404 page. Which route wins stays
 * resolve()'s: any route's path gets the shell, where the app decides.
 *
 * @example routePatternsInEveryLocale(config, (s) => s) // ['/', '/about', '/docs/*', '/docs', '/en', '/en/about', ...]
 */
export function routePatternsInEveryLocale(config: RoutesConfig, literal: (segment: string) => string): string[] {
  const patterns = new Set<string>()
  for (const prefix of _prefixes(config)) {
    const written = prefix === '' ? '' : `/${literal(prefix.slice(1))}`
    for (const route of config.routes)
      for (const pattern of placeholderPatterns(route.path, literal))
        patterns.add(pattern === '/' ? written || '/' : written + pattern)
  }
  return [...patterns]
}

/** The path prefixes a locale adds, `''` for the locale without one (none with `prefix: always`). */
function _prefixes(config: RoutesConfig): string[] {
  return [
    ...(config.i18n?.prefix === 'always' ? [] : ['']),
    ...localePrefixes(config.i18n).map((locale) => `/${locale}`),
  ]
}
