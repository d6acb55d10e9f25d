import { isExternalTarget, localePrefixes, type RoutesConfig } from '@routekit/router-core'

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
  const prefixes = [
    ...(config.i18n?.prefix === 'always' ? [] : ['']),
    ...localePrefixes(config.i18n).map((locale) => `/${locale}`),
  ]
  // Grouped by prefix, each group in file order: the first match wins within a locale, and no two locales overlap.
  return prefixes.flatMap((prefix) =>
    config.redirects.map((r) =>
      prefix === '' ? r : { ...r, from: prefix + r.from, to: isExternalTarget(r.to) ? r.to : prefix + r.to },
    ),
  )
}
