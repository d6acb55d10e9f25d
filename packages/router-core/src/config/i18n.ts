/**
 * Languages (routes.yaml's `i18n`): reading a localized title, and writing a
 * path in a locale. Which locale a visited path is in is resolve()'s decision
 * alone; it asks _splitLocale() below, and every other part of routekit takes
 * the locale from resolve()'s result.
 */
import type { I18nDef, LocalizedText, RoutesConfig } from './file/schema.js'

/**
 * The locales that show as a path's first segment: every locale but the
 * default with `prefix: except-default`, all of them with `always`, none with
 * `never`.
 */
export function localePrefixes(i18n: I18nDef | undefined): string[] {
  if (!i18n || i18n.prefix === 'never') return []
  return i18n.prefix === 'always' ? [...i18n.locales] : i18n.locales.filter((l) => l !== i18n.default)
}

/**
 * A title or description in one locale. A plain string is the text of every
 * locale; a map gives the locale's own text, else the fallback locale's
 * (routekit validate warns about the gap: RK904), else undefined.
 *
 * @example localized({ es: 'Inicio', en: 'Home' }, 'en', 'es') // 'Home'
 * @example localized('Home', 'en', 'es') // 'Home'
 */
export function localized(
  value: LocalizedText | undefined,
  locale: string | undefined,
  fallback: string | undefined,
): string | undefined {
  if (value === undefined || typeof value === 'string') return value
  if (locale !== undefined && Object.hasOwn(value, locale)) return value[locale]
  return fallback !== undefined && Object.hasOwn(value, fallback) ? value[fallback] : undefined
}

/**
 * A path of routes.yaml (written without prefix) as visitors of `locale`
 * reach it: `/about` is `/en/about` in `en` with `prefix: except-default`,
 * and `/` is `/en/`. Unchanged where the locale has no prefix, and without
 * `i18n`. A query or a `/*` rides along.
 *
 * @example localizePath(config, '/about', 'en') // '/en/about'
 */
export function localizePath(config: Pick<RoutesConfig, 'i18n'>, path: string, locale: string): string {
  return localePrefixes(config.i18n).includes(locale) ? `/${locale}${path}` : path
}

/**
 * The same page in another locale: the visited `pathname` (prefix included,
 * as the address bar shows it) with its locale prefix taken off as resolve()
 * takes it, then written in `locale` with localizePath(). What a language
 * switch links to. Without `i18n`, the path as it is.
 *
 * @example pathInLocale(config, '/en/about', 'es') // '/about'
 * @example pathInLocale(config, '/about', 'en') // '/en/about'
 */
export function pathInLocale(config: Pick<RoutesConfig, 'i18n'>, pathname: string, locale: string): string {
  if (!config.i18n) return pathname
  const inner = _splitLocale(config.i18n, pathname)?.inner ?? pathname
  return localizePath(config, inner, locale)
}

/** One locale's URL of a page: what `<link rel="alternate" hreflang>` and the sitemap's `xhtml:link` list. */
export interface LocaleAlternate {
  /** A locale of routes.yaml, or `x-default` for the default locale's URL, offered to visitors of any other language. */
  hreflang: string
  path: string
}

/**
 * Every locale's URL of the page at `pathname`, then `x-default` (the default
 * locale's). Empty without `i18n` or with `prefix: never`, where one URL serves
 * every locale and there is nothing to tell apart.
 *
 * @example localeAlternates(config, '/en/about') // [{ hreflang: 'es', path: '/about' }, { hreflang: 'en', path: '/en/about' }, { hreflang: 'x-default', path: '/about' }]
 */
export function localeAlternates(config: Pick<RoutesConfig, 'i18n'>, pathname: string): LocaleAlternate[] {
  const i18n = config.i18n
  if (!i18n || i18n.prefix === 'never') return []
  const each = i18n.locales.map((locale) => ({ hreflang: locale, path: pathInLocale(config, pathname, locale) }))
  return [...each, { hreflang: 'x-default', path: pathInLocale(config, pathname, i18n.default) }]
}

/** Where a visited path stands: its locale, the prefix it came with ('' for none), and the path below the prefix. */
export interface _LocaleSplit {
  locale: string
  prefix: string
  inner: string
}

/**
 * Splits the locale prefix off a normalised pathname, comparing its first
 * segment decoded once and case-sensitively, as every segment compares
 * (`/%65n/about` is in `en`; `/EN/about` is not). Null under `prefix: always`
 * when the path carries no prefix.
 */
export function _splitLocale(i18n: I18nDef, pathname: string): _LocaleSplit | null {
  const slash = pathname.indexOf('/', 1)
  const first = pathname.slice(1, slash === -1 ? undefined : slash)
  let decoded: string | null
  try {
    decoded = first.includes('%') ? decodeURIComponent(first) : first
  } catch {
    decoded = null
  }
  if (decoded !== null && decoded !== '' && localePrefixes(i18n).includes(decoded)) {
    return { locale: decoded, prefix: `/${decoded}`, inner: slash === -1 ? '/' : pathname.slice(slash) }
  }
  return i18n.prefix === 'always' ? null : { locale: i18n.default, prefix: '', inner: pathname }
}

const _unlocalized = new WeakMap<RoutesConfig, RoutesConfig>()

/**
 * The config without `i18n`: what the checks follow, since routes.yaml's
 * paths are written without prefix and mean the same in every locale (the
 * property test in test/i18n-resolve.property.test.ts holds resolve() to it).
 */
export function _withoutLocales(config: RoutesConfig): RoutesConfig {
  if (!config.i18n) return config
  let plain = _unlocalized.get(config)
  if (!plain) {
    const { i18n: _i18n, ...rest } = config
    _unlocalized.set(config, (plain = rest))
  }
  return plain
}
