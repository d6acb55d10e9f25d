/**
 * The checks of routes.yaml's languages (RK9xx): the locales themselves, the
 * titles and descriptions written by locale, the paths that a locale
 * prefix would take over, and site.url, which the pages' alternates and the
 * sitemap start with.
 */
import { diagnostic, messages } from '../codes.js'
import { referTo, type Diagnostic, type Locate } from '../diagnostics.js'
import { _splitLocale } from '../i18n.js'
import { isExternalTarget, normalizePathname } from '../match/paths.js'
import type { I18nDef, RoutesConfig } from '../file/schema.js'
import { suggest } from '../suggest.js'

type Path = (string | number)[]

/** The tag in its canonical form (`pt-br` is `pt-BR`), or why it is not a BCP 47 tag. Intl decides, not a regex of ours. */
function _canonical(tag: string): { canonical: string } | { problem: string } {
  let canonical: string
  try {
    canonical = Intl.getCanonicalLocales(tag)[0]!
  } catch {
    const dashed = tag.replace(/_/g, '-')
    const fix = dashed !== tag && _isTag(dashed) ? ` Write "${dashed}": BCP 47 separates with "-".` : ''
    return { problem: `it is not a BCP 47 language tag.${fix}` }
  }
  // BCP 47 reserves 4-letter languages and registers 5- to 8-letter ones only in place of a 2- or 3-letter code.
  const language = new Intl.Locale(canonical).language
  if (!/^[a-z]{2,3}$/.test(language)) return { problem: `its language "${language}" is not a 2- or 3-letter code.` }
  return { canonical }
}

function _isTag(tag: string): boolean {
  return 'canonical' in _canonical(tag)
}

/** Every locale is a BCP 47 tag, listed once; the default is one of them. */
function _checkLocales(i18n: I18nDef, locate: Locate, at: Locate): Diagnostic[] {
  const out: Diagnostic[] = []
  const seen = new Map<string, number>()
  i18n.locales.forEach((locale, i) => {
    const path: Path = ['i18n', 'locales', i]
    const read = _canonical(locale)
    if ('problem' in read) {
      out.push(diagnostic('RK900', messages.invalidLocale(locale, read.problem), at(path), path.join('.')))
      return
    }
    const first = seen.get(read.canonical)
    if (first === undefined) seen.set(read.canonical, i)
    else {
      const where = referTo(locate, ['i18n', 'locales', first])
      out.push(
        diagnostic(
          'RK901',
          messages.duplicateLocale(locale, { locale: i18n.locales[first]!, where }),
          at(path),
          path.join('.'),
        ),
      )
    }
  })
  if (!i18n.locales.includes(i18n.default)) {
    const message = messages.defaultNotALocale(i18n.default, i18n.locales, suggest(i18n.default, i18n.locales))
    out.push(diagnostic('RK902', message, at(['i18n', 'default']), 'i18n.default'))
  }
  return out
}

/** Each title or description written as a map names declared locales, and every one of them. */
function _checkTexts(config: RoutesConfig, at: Locate): Diagnostic[] {
  const out: Diagnostic[] = []
  const i18n = config.i18n
  config.routes.forEach((route, i) => {
    for (const field of ['title', 'description'] as const) {
      const value = route[field]
      if (value === undefined || typeof value === 'string') continue
      const path: Path = ['routes', i, field]
      const keys = Object.keys(value)
      if (!i18n) {
        out.push(diagnostic('RK903', messages.mapWithoutLocales(field, route.path, keys), at(path), path.join('.')))
        continue
      }
      for (const key of keys) {
        if (i18n.locales.includes(key)) continue
        const message = () => messages.unknownLocale(key, field, route.path, i18n.locales, suggest(key, i18n.locales))
        out.push(diagnostic('RK903', message, at([...path, key]), [...path, key].join('.')))
      }
      const missing = i18n.locales.filter((l) => !Object.hasOwn(value, l))
      if (missing.length > 0) {
        const message = messages.missingTranslation(
          field,
          route.path,
          missing,
          i18n.default,
          Object.hasOwn(value, i18n.default),
        )
        out.push(diagnostic('RK904', message, at(path), path.join('.')))
      }
    }
  })
  return out
}

/**
 * No path of routes.yaml starts with a locale prefix: resolve() takes the
 * prefix off a visited path first (the same _splitLocale()), so such a path
 * would mean something else in that locale.
 */
function _checkPrefixes(config: RoutesConfig, i18n: I18nDef, at: Locate): Diagnostic[] {
  if (i18n.prefix === 'never') return []
  const out: Diagnostic[] = []
  const check = (value: string, where: string, path: Path) => {
    const pathname = normalizePathname(value.split(/[?#]/, 1)[0]!)
    if (!pathname.startsWith('/')) return // reported by the path checks (RK300)
    const split = _splitLocale(i18n, pathname)
    if (split === null || split.prefix === '') return
    out.push(
      diagnostic(
        'RK905',
        messages.localePrefixInPath(value, where, split.locale, split.inner),
        at(path),
        path.join('.'),
      ),
    )
  }
  config.routes.forEach((route, i) => check(route.path, `on route "${route.name}"`, ['routes', i, 'path']))
  config.redirects.forEach((r, i) => {
    check(r.from, 'in redirect from', ['redirects', i, 'from'])
    if (!isExternalTarget(r.to)) check(r.to, 'in redirect to', ['redirects', i, 'to'])
  })
  check(config.maintenance.route, 'in maintenance.route', ['maintenance', 'route'])
  config.maintenance.allow.forEach((p, i) => check(p, 'in maintenance.allow', ['maintenance', 'allow', i]))
  return out
}

/** site.url is where the sitemap, canonical and hreflang links point: an absolute http(s) URL, without query or hash. The WHATWG URL parser decides. */
function _checkSite(config: RoutesConfig, at: Locate): Diagnostic[] {
  const url = config.site?.url
  if (url === undefined) return []
  let parsed: URL | null = null
  try {
    parsed = new URL(url)
  } catch {
    // reported below
  }
  const problem =
    parsed === null
      ? 'it is not an absolute URL.'
      : parsed.protocol !== 'http:' && parsed.protocol !== 'https:'
        ? `its scheme is ${parsed.protocol.slice(0, -1)}, not http or https.`
        : url.includes('?') || url.includes('#')
          ? 'it has a query or a hash, which no page URL can carry after the path.'
          : parsed.username !== '' || parsed.password !== ''
            ? 'it carries a user name or password.'
            : null
  return problem === null
    ? []
    : [diagnostic('RK906', messages.invalidSiteUrl(url, problem), at(['site', 'url']), 'site.url')]
}

/** Runs the language checks; a file without `i18n` is only checked for titles written by locale. */
export function checkI18n(config: RoutesConfig, locate: Locate): Diagnostic[] {
  const at = locate
  const i18n = config.i18n
  const texts = [..._checkTexts(config, at), ..._checkSite(config, at)]
  if (!i18n) return texts
  return [..._checkLocales(i18n, locate, at), ...texts, ..._checkPrefixes(config, i18n, at)]
}
