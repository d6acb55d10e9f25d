// The language checks (RK9xx), and the shape of `i18n` and of titles by locale: one fixture per code. Each test
// pins the code, the position (and the text found there), the config path and the message.
import { describe, expect, it } from 'vitest'
import { parseRoutes } from '../src/index.js'
import { diagnosticsOf, only, readFixture, textAt } from './_fixture.js'

/** Asserts where a diagnostic points: line, column, config path and the text there. */
function expectAt(fixture: string, code: string, line: number, column: number, path: string, text: string) {
  const d = only(fixture, code)
  expect({ line: d.line, column: d.column, path: d.path }).toEqual({ line, column, path })
  expect(textAt(readFixture(fixture), d).startsWith(text)).toBe(true)
  return d
}

describe('i18n', () => {
  it('a file with locales, titles by locale and prefixed-free paths is valid', () => {
    const result = parseRoutes(readFixture('i18n-valid'))
    expect(result.diagnostics).toEqual([])
    expect(result.ok && result.config.i18n).toEqual({
      locales: ['es', 'en', 'pt-BR'],
      default: 'es',
      prefix: 'except-default',
    })
  })

  it('prefix defaults to except-default', () => {
    const result = parseRoutes(readFixture('i18n-valid').replace('  prefix: except-default\n', ''))
    expect(result.ok && result.config.i18n?.prefix).toBe('except-default')
  })

  it('RK900: a locale that is not a BCP 47 tag, with the fix for an underscore', () => {
    const d = diagnosticsOf('i18n-invalid-locale')
    expect(d.map((x) => [x.code, x.line, x.column, x.path])).toEqual([
      ['RK900', 3, 17, 'i18n.locales.1'],
      ['RK900', 3, 24, 'i18n.locales.2'],
    ])
    expect(d.map((x) => x.message)).toMatchInlineSnapshot(`
      [
        "Invalid locale "en_US" in i18n.locales: it is not a BCP 47 language tag. Write "en-US": BCP 47 separates with "-". A locale is a BCP 47 language tag: a 2- or 3-letter language code, then an optional script and region, such as "en", "es" or "pt-BR".",
        "Invalid locale "english" in i18n.locales: its language "english" is not a 2- or 3-letter code. A locale is a BCP 47 language tag: a 2- or 3-letter language code, then an optional script and region, such as "en", "es" or "pt-BR".",
      ]
    `)
  })

  it('RK901: a locale listed twice, whatever the case', () => {
    const d = expectAt('i18n-duplicate-locale', 'RK901', 3, 28, 'i18n.locales.3', 'pt-br')
    expect(d.message).toMatchInlineSnapshot(
      `"Duplicate locale "pt-br" in i18n.locales: "pt-BR" (line 3) is the same language tag, whatever the case. List each locale once."`,
    )
    const same = parseRoutes(readFixture('i18n-duplicate-locale').replace('pt-br]', 'en]')).diagnostics
    expect(same.map((x) => x.message)).toMatchInlineSnapshot(`
      [
        "Duplicate locale "en" in i18n.locales: it is already declared at line 3. List each locale once.",
      ]
    `)
  })

  it('RK902: a default that is not one of the locales, with a did-you-mean', () => {
    const d = expectAt('i18n-default-not-a-locale', 'RK902', 4, 12, 'i18n.default', 'ES')
    expect(d.message).toMatchInlineSnapshot(
      `"The default locale "ES" is not one of i18n.locales (es, en). Did you mean "es"?"`,
    )
    const far = parseRoutes(readFixture('i18n-default-not-a-locale').replace('default: ES', 'default: fr')).diagnostics
    expect(far.map((x) => x.message)).toMatchInlineSnapshot(`
      [
        "The default locale "fr" is not one of i18n.locales (es, en). Add "fr" to locales, or set default to one of them.",
      ]
    `)
  })

  it('RK202: i18n without a default', () => {
    const d = expectAt('i18n-missing-default', 'RK202', 2, 1, 'i18n.default', 'i18n:')
    expect(d.message).toMatchInlineSnapshot(
      `"i18n is missing "default". Add default: with one of the locales, such as "es"."`,
    )
  })

  it('RK203: an unknown prefix mode', () => {
    const d = expectAt('i18n-bad-prefix', 'RK203', 5, 11, 'i18n.prefix', 'except_default')
    expect(d.message).toMatchInlineSnapshot(
      `"i18n.prefix "except_default" is not supported. Use except-default (the default locale without a prefix), always or never."`,
    )
  })

  it('RK903: a locale in a title map that i18n does not declare', () => {
    const d = expectAt('i18n-unknown-locale', 'RK903', 12, 12, 'routes.0.title.eng', 'Home')
    expect(d.message).toMatchInlineSnapshot(
      `"Unknown locale "eng" in the title of route /. Declared locales: es, en. Did you mean "en"?"`,
    )
  })

  it('RK903: a title map in a file that declares no locales', () => {
    const d = expectAt('i18n-map-without-locales', 'RK903', 6, 12, 'routes.0.title', '{ es: Inicio')
    expect(d.message).toMatchInlineSnapshot(
      `"The title of route / is a map by locale (es, en), but routes.yaml declares no locales. Add "i18n:" with locales and default, or write the title as plain text."`,
    )
  })

  it('RK904: a map missing a locale is a warning; the file stays valid', () => {
    const result = parseRoutes(readFixture('i18n-missing-translation'))
    expect(result.ok).toBe(true)
    expect(result.diagnostics.map((x) => [x.code, x.severity, x.line, x.column, x.path])).toEqual([
      ['RK904', 'warning', 9, 12, 'routes.0.title'],
      ['RK904', 'warning', 10, 18, 'routes.0.description'],
    ])
    expect(result.diagnostics.map((x) => x.message)).toMatchInlineSnapshot(`
      [
        "The title of route / has no text for locale "de", so its visitors see the title of the default locale "es". Add de: to the map, or write one plain text for every locale.",
        "The description of route / has no text for locales "es", "de", so their visitors see index.html's own description. Add es:, de: to the map, or write one plain text for every locale.",
      ]
    `)
  })

  it('RK905: a path that starts with a locale prefix; the default locale has none under except-default', () => {
    const d = diagnosticsOf('i18n-prefix-collision')
    expect(d.map((x) => [x.code, x.line, x.column, x.path])).toEqual([
      ['RK905', 9, 11, 'routes.1.path'],
      ['RK905', 20, 11, 'redirects.0.from'],
    ])
    expect(d.map((x) => x.message)).toMatchInlineSnapshot(`
      [
        "Path /en/about on route "about" starts with /en, the prefix of locale "en": resolve() reads a visited /en/about as /about in "en", never as this path. Paths in routes.yaml are written without the locale prefix and apply in every locale; write /about, or rename the segment.",
        "Path /en in redirect from starts with /en, the prefix of locale "en": resolve() reads a visited /en as / in "en", never as this path. Paths in routes.yaml are written without the locale prefix and apply in every locale; write /, or rename the segment.",
      ]
    `)
  })

  it('RK905: with prefix always every locale is a prefix; with never, none is', () => {
    const source = readFixture('i18n-prefix-collision')
    const always = parseRoutes(source.replace('default: es', 'default: es\n  prefix: always')).diagnostics
    expect(always.map((x) => [x.code, x.path])).toEqual([
      ['RK905', 'routes.1.path'],
      ['RK905', 'routes.2.path'],
      ['RK905', 'redirects.0.from'],
    ])
    const never = parseRoutes(source.replace('default: es', 'default: es\n  prefix: never'))
    expect(never.diagnostics).toEqual([])
  })

  it('RK905: the prefix compares as paths do, decoded once and case-sensitive', () => {
    const source = readFixture('i18n-prefix-collision')
    const decoded = parseRoutes(source.replace('/en/about', '/%65n/about')).diagnostics
    expect(decoded.map((x) => [x.code, x.path])).toEqual([
      ['RK905', 'routes.1.path'],
      ['RK905', 'redirects.0.from'],
    ])
    const upper = parseRoutes(source.replace('/en/about', '/EN/about')).diagnostics
    expect(upper.map((x) => [x.code, x.path])).toEqual([['RK905', 'redirects.0.from']])
  })

  it('a title of the wrong type, with locales declared, says a map by locale is welcome', () => {
    const d = parseRoutes(readFixture('i18n-valid').replace('title: About routekit', 'title: [About]')).diagnostics
    expect(d.map((x) => [x.code, x.path])).toEqual([['RK200', 'routes.1.title']])
    expect(d[0]!.message).toMatchInlineSnapshot(
      `"routes.1.title (route /about) must be text, or a map from locale to text, such as { es: Inicio, en: Home }, but it is a list."`,
    )
  })
})

describe('site', () => {
  it('site.url is optional, and an absolute http(s) URL is valid', () => {
    const result = parseRoutes(
      readFixture('i18n-valid').replace('routes:\n', 'site:\n  url: https://routekit.dev/docs\nroutes:\n'),
    )
    expect(result.diagnostics).toEqual([])
    expect(result.ok && result.config.site).toEqual({ url: 'https://routekit.dev/docs' })
  })

  it('RK906: a site.url with a query, and what else is refused', () => {
    const d = expectAt('site-url-invalid', 'RK906', 4, 8, 'site.url', 'https://routekit.dev/?ref')
    expect(d.message).toMatchInlineSnapshot(
      `"Invalid site.url "https://routekit.dev/?ref=sitemap": it has a query or a hash, which no page URL can carry after the path. Write the absolute http(s) URL the site is published at, such as https://routekit.dev or https://example.com/docs, without query or hash."`,
    )
    const others = [
      'routekit.dev',
      'ftp://routekit.dev',
      'https://routekit.dev/#top',
      'https://me:pw@routekit.dev',
    ].map((url) =>
      parseRoutes(readFixture('site-url-invalid').replace('https://routekit.dev/?ref=sitemap', url))
        .diagnostics.filter((x) => x.code === 'RK906')
        .map((x) => x.message),
    )
    expect(others).toMatchInlineSnapshot(`
      [
        [
          "Invalid site.url "routekit.dev": it is not an absolute URL. Write the absolute http(s) URL the site is published at, such as https://routekit.dev or https://example.com/docs, without query or hash.",
        ],
        [
          "Invalid site.url "ftp://routekit.dev": its scheme is ftp, not http or https. Write the absolute http(s) URL the site is published at, such as https://routekit.dev or https://example.com/docs, without query or hash.",
        ],
        [
          "Invalid site.url "https://routekit.dev/#top": it has a query or a hash, which no page URL can carry after the path. Write the absolute http(s) URL the site is published at, such as https://routekit.dev or https://example.com/docs, without query or hash.",
        ],
        [
          "Invalid site.url "https://me:pw@routekit.dev": it carries a user name or password. Write the absolute http(s) URL the site is published at, such as https://routekit.dev or https://example.com/docs, without query or hash.",
        ],
      ]
    `)
  })
})
