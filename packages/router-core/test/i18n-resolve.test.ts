// resolve() with routes.yaml's i18n: the locale comes from the path's prefix, the rules below see the path without
// it, and every redirect of this site keeps the visitor's prefix.
import { describe, expect, it } from 'vitest'
import {
  describeStep,
  localized,
  localizePath,
  notFound,
  parseRoutes,
  redirect,
  resolve,
  type RoutesConfig,
} from '../src/index.js'

const SITE = `
version: 1
guards: [auth]
i18n:
  locales: [es, en, pt-BR]
  default: es
maintenance:
  allow: [/status]
routes:
  - { path: /, name: index, page: index }
  - { path: /about, name: about, page: about, title: { es: Sobre routekit, en: About routekit } }
  - { path: /status, name: status, page: status }
  - { path: /login, name: login, page: login }
  - { path: /construction, name: construction, page: construction, layout: none }
  - { path: /dashboard, name: dashboard, page: dashboard, guards: [auth] }
  - { path: /blog/:slug, name: blog-post, page: blog-post, params: { slug: "^[a-z-]+$" } }
redirects:
  - { from: /home, to: /, status: 301 }
  - { from: /manual/*, to: /blog/* }
  - { from: /docs, to: "https://docs.example.org/start" }
`

function site(prefix?: 'always' | 'never'): RoutesConfig {
  const result = parseRoutes(prefix ? SITE.replace('default: es', `default: es\n  prefix: ${prefix}`) : SITE)
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2))
  return result.config
}

describe('resolve() with i18n, prefix: except-default', () => {
  it('takes the locale from the prefix and matches the rest', () => {
    const r = resolve(site(), '/en/about')
    expect(r).toMatchObject({ kind: 'render', route: { name: 'about' }, locale: 'en' })
    expect(describeStep(r.steps[0]!)).toBe(
      '/en/about is in locale "en" (prefix /en); the rest, /about, is matched below',
    )
  })

  it('a path without prefix is in the default locale', () => {
    const r = resolve(site(), '/about')
    expect(r).toMatchObject({ kind: 'render', route: { name: 'about' }, locale: 'es' })
    expect(describeStep(r.steps[0]!)).toBe('/about is in locale "es" (no locale prefix)')
  })

  it('the prefix alone, with or without its slash, is the root in that locale', () => {
    for (const path of ['/en', '/en/', '/pt-BR/'])
      expect(resolve(site(), path)).toMatchObject({ kind: 'render', route: { name: 'index' } })
    expect(resolve(site(), '/pt-BR').locale).toBe('pt-BR')
  })

  it('compares the prefix as segments compare: decoded once, case-sensitive', () => {
    expect(resolve(site(), '/%65n/about')).toMatchObject({ kind: 'render', locale: 'en' })
    expect(resolve(site(), '/EN/about')).toMatchObject({
      kind: 'not-found',
      message: 'Page not found: /EN/about',
      locale: 'es',
    })
    expect(resolve(site(), '/pt-br/about')).toMatchObject({ kind: 'not-found', locale: 'es' })
  })

  it("the default locale's code is no prefix: /es/about is a path of its own", () => {
    expect(resolve(site(), '/es/about')).toMatchObject({
      kind: 'not-found',
      message: 'Page not found: /es/about',
      locale: 'es',
    })
  })

  it('not-found and param-rule answers carry the locale and the path as visited', () => {
    expect(resolve(site(), '/en/nope')).toMatchObject({
      kind: 'not-found',
      message: 'Page not found: /en/nope',
      locale: 'en',
    })
    expect(resolve(site(), '/en/blog/A1')).toMatchObject({
      kind: 'not-found',
      reason: 'param-rule',
      message: 'Page Not Found: /en/blog/A1',
      locale: 'en',
    })
    expect(resolve(site(), '/en/blog/a-b')).toMatchObject({ kind: 'render', params: { slug: 'a-b' }, locale: 'en' })
  })

  it("routes.yaml's redirects apply in every locale and keep the visitor's prefix; external ones do not", () => {
    expect(resolve(site(), '/en/home?x=1')).toMatchObject({
      kind: 'redirect',
      to: '/en/?x=1',
      status: 301,
      locale: 'en',
    })
    expect(resolve(site(), '/home')).toMatchObject({ kind: 'redirect', to: '/', locale: 'es' })
    expect(resolve(site(), '/en/manual/a-b')).toMatchObject({ kind: 'redirect', to: '/en/blog/a-b', locale: 'en' })
    expect(resolve(site(), '/en/docs')).toMatchObject({
      kind: 'external',
      to: 'https://docs.example.org/start',
      locale: 'en',
    })
  })

  it("a guard's redirect keeps the visitor's prefix, unless it already names a locale", () => {
    const signedOut = { guards: { auth: redirect('/login?redirect=/en/dashboard') } }
    expect(resolve(site(), '/en/dashboard', signedOut)).toMatchObject({
      kind: 'redirect',
      to: '/en/login?redirect=/en/dashboard',
      reason: 'guard',
      locale: 'en',
    })
    expect(resolve(site(), '/en/dashboard', { guards: { auth: redirect('/pt-BR/login') } })).toMatchObject({
      to: '/pt-BR/login',
    })
    expect(resolve(site(), '/dashboard', { guards: { auth: redirect('/login') } })).toMatchObject({
      to: '/login',
      locale: 'es',
    })
    expect(resolve(site(), '/en/dashboard', { guards: { auth: notFound() } })).toMatchObject({
      kind: 'not-found',
      message: 'Page not found: /en/dashboard',
    })
  })

  it("the maintenance redirect keeps the visitor's prefix; ?from= is the path as visited", () => {
    expect(resolve(site(), '/en/about', { maintenance: true })).toMatchObject({
      kind: 'redirect',
      to: '/en/construction?from=%2Fen%2Fabout',
      locale: 'en',
    })
    expect(resolve(site(), '/en/', { maintenance: true })).toMatchObject({ kind: 'redirect', to: '/en/construction' })
    expect(resolve(site(), '/en/construction', { maintenance: true })).toMatchObject({
      kind: 'render',
      layout: 'none',
      maintenanceRoute: true,
    })
    expect(resolve(site(), '/en/status', { maintenance: true })).toMatchObject({
      kind: 'render',
      route: { name: 'status' },
    })
  })
})

describe('resolve() with i18n, prefix: always', () => {
  it('/ goes to the default locale, query kept', () => {
    const r = resolve(site('always'), '/?utm=x')
    expect(r).toMatchObject({ kind: 'redirect', to: '/es/?utm=x', status: 302, reason: 'redirect', locale: 'es' })
    expect(r.steps.map(describeStep)).toEqual([
      "every path carries a locale (prefix: always), so / goes to the default locale's /es/",
    ])
  })

  it('every locale has its prefix, the default too; a path without one is a 404', () => {
    expect(resolve(site('always'), '/es/about')).toMatchObject({
      kind: 'render',
      route: { name: 'about' },
      locale: 'es',
    })
    expect(resolve(site('always'), '/es/home')).toMatchObject({ kind: 'redirect', to: '/es/' })
    const r = resolve(site('always'), '/about')
    expect(r).toMatchObject({ kind: 'not-found', message: 'Page not found: /about', locale: 'es' })
    expect(r.steps.map(describeStep)).toEqual([
      '/about carries no locale prefix (prefix: always; locales: es, en, pt-BR)',
    ])
  })
})

describe('resolve() with i18n, prefix: never', () => {
  it('one URL per path, in the default locale; a locale code is a path segment like any other', () => {
    const r = resolve(site('never'), '/about')
    expect(r).toMatchObject({ kind: 'render', locale: 'es' })
    expect(describeStep(r.steps[0]!)).toBe('/about is in locale "es" (prefix: never)')
    expect(resolve(site('never'), '/en/about')).toMatchObject({ kind: 'not-found', locale: 'es' })
  })
})

describe('without i18n', () => {
  it('results carry no locale and no locale step, as before', () => {
    const result = parseRoutes(
      SITE.replace(/i18n:\n.*\n.*\n/, '').replace('title: { es: Sobre routekit, en: About routekit }', 'title: About'),
    )
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics))
    const r = resolve(result.config, '/about')
    expect('locale' in r).toBe(false)
    expect(r.steps.map((s) => s.rule)).toEqual(['route'])
  })
})

describe('localized() and localizePath()', () => {
  it('a plain string is every locale; a map gives the locale, else the default, else nothing', () => {
    expect(localized('Home', 'en', 'es')).toBe('Home')
    expect(localized({ es: 'Inicio', en: 'Home' }, 'en', 'es')).toBe('Home')
    expect(localized({ es: 'Inicio' }, 'en', 'es')).toBe('Inicio')
    expect(localized({ en: 'Home' }, 'de', 'es')).toBeUndefined()
    expect(localized({ es: 'Inicio' }, undefined, 'es')).toBe('Inicio')
    expect(localized(undefined, 'en', 'es')).toBeUndefined()
    expect(localized({ toString: 'x' } as unknown as Record<string, string>, 'toString', undefined)).toBe('x')
    expect(localized({ es: 'Inicio' }, 'constructor', undefined)).toBeUndefined()
  })

  it('writes a path in a locale as resolve() reads it back', () => {
    const config = site()
    expect(localizePath(config, '/about', 'en')).toBe('/en/about')
    expect(localizePath(config, '/', 'en')).toBe('/en/')
    expect(localizePath(config, '/about', 'es')).toBe('/about')
    expect(localizePath(site('always'), '/about', 'es')).toBe('/es/about')
    expect(localizePath(site('never'), '/about', 'en')).toBe('/about')
  })
})
