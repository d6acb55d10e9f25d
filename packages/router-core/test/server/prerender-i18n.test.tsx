// Issue 26, parts 2 and 3: each open page once per locale, written in the locale resolve() reads from its path,
// with <html lang>, the canonical and hreflang links, and the sitemap built from the same alternates.
import { describe, expect, it } from 'vitest'
import { localeAlternates, pathInLocale, parseRoutes, type RoutesConfig } from '../../src/index.js'
import { renderPage } from '../../src/server/index.js'
import { addPageLinks } from '../../src/vite/_html.js'
import { prerenderPaths } from '../../src/vite/prerender-paths.js'
import { prerenderFile } from '../../src/vite/prerender.js'
import { robotsWithSitemap, sitemapXml } from '../../src/vite/sitemap.js'
import { redirect } from '../../src/config/outcome.js'

const YAML = (prefix: string) => `
version: 1
layouts: [none]
guards: [auth]
i18n: { locales: [es, en], default: es, prefix: ${prefix} }
routes:
  - { path: /, name: home, page: home, layout: none, title: { es: Inicio, en: Home } }
  - { path: /about, name: about, page: about, layout: none }
  - { path: /dashboard, name: dashboard, page: dashboard, layout: none, guards: [auth] }
  - { path: /construction, name: construction, page: construction, layout: none }
`

function config(prefix = 'except-default'): RoutesConfig {
  const parsed = parseRoutes(YAML(prefix))
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.diagnostics))
  return parsed.config
}

describe('prerenderPaths with i18n', () => {
  it('lists every open page in every locale, the default first; /en/about is en/about/index.html', () => {
    expect(prerenderPaths(config())).toEqual(['/', '/about', '/construction', '/en/', '/en/about', '/en/construction'])
    expect(prerenderFile('/en/about')).toBe('en/about/index.html')
    expect(prerenderFile('/en/')).toBe('en/index.html')
  })

  it('with prefix always, every locale has its prefix; with never, each path once', () => {
    expect(prerenderPaths(config('always'))).toEqual([
      '/es/',
      '/es/about',
      '/es/construction',
      '/en/',
      '/en/about',
      '/en/construction',
    ])
    expect(prerenderPaths(config('never'))).toEqual(['/', '/about', '/construction'])
  })
})

describe('pathInLocale and localeAlternates', () => {
  it('swaps the prefix as resolve() reads it, and lists each locale then x-default', () => {
    expect([
      pathInLocale(config(), '/about', 'en'),
      pathInLocale(config(), '/en/about', 'es'),
      pathInLocale(config(), '/en/', 'es'),
    ]).toEqual(['/en/about', '/about', '/'])
    // /EN/about has no prefix (prefixes compare case-sensitively): it is a path of the default locale.
    expect(pathInLocale(config(), '/EN/about', 'en')).toBe('/en/EN/about')
    expect(localeAlternates(config(), '/en/about')).toEqual([
      { hreflang: 'es', path: '/about' },
      { hreflang: 'en', path: '/en/about' },
      { hreflang: 'x-default', path: '/about' },
    ])
    expect(localeAlternates(config('never'), '/about')).toEqual([])
  })
})

describe('renderPage in a locale', () => {
  it('tells the app the locale before the page renders, for pages, 404s and guard redirects alike', async () => {
    const seen: string[] = []
    let current = 'es'
    const Page = () => <h1>{current === 'en' ? 'Hello' : 'Hola'}</h1>
    const options = {
      pages: {
        home: async () => ({ default: Page }),
        about: async () => ({ default: Page }),
        dashboard: async () => ({ default: Page }),
        construction: async () => ({ default: Page }),
      },
      layouts: {},
      guards: { auth: () => redirect('/login?redirect=/en/dashboard') },
      onLocale: async (locale: string) => {
        seen.push(locale)
        current = locale
      },
    }
    const en = await renderPage(config(), '/en/about', options)
    expect([en.html, en.locale]).toEqual(['<h1>Hello</h1>', 'en'])
    const es = await renderPage(config(), '/about', options)
    expect([es.html, es.locale]).toEqual(['<h1>Hola</h1>', 'es'])
    const missing = await renderPage(config(), '/en/nope', options)
    expect(missing.status).toBe(404)
    const guarded = await renderPage(config(), '/en/dashboard', options)
    expect(guarded.redirect).toBe('/en/login?redirect=/en/dashboard')
    expect(seen).toEqual(['en', 'es', 'en', 'en'])
  })
})

describe('addPageLinks', () => {
  it('sets <html lang> and adds the canonical and hreflang links at the end of the head, escaped', () => {
    const html = addPageLinks('<html lang="es" data-x="1"><head><title>t</title></head><body></body></html>', {
      lang: 'en',
      canonical: 'https://routekit.dev/en/about?a=1&b=2',
      alternates: [
        { hreflang: 'es', href: 'https://routekit.dev/about' },
        { hreflang: 'x-default', href: 'https://routekit.dev/about' },
      ],
    })
    expect(html).toMatchInlineSnapshot(`
      "<html lang="en" data-x="1"><head><title>t</title><link rel="canonical" href="https://routekit.dev/en/about?a=1&amp;b=2" />
      <link rel="alternate" hreflang="es" href="https://routekit.dev/about" />
      <link rel="alternate" hreflang="x-default" href="https://routekit.dev/about" />
      </head><body></body></html>"
    `)
    expect(addPageLinks('<html><head></head></html>', { lang: 'es' })).toBe('<html lang="es"><head></head></html>')
  })

  it("keeps the links' root on the canonical, for the runtime to follow client navigations", () => {
    const html = addPageLinks('<html><head></head></html>', {
      canonical: 'https://example.com/docs/about',
      root: 'https://example.com/docs',
    })
    expect(html).toContain(
      '<link rel="canonical" href="https://example.com/docs/about" data-routekit-root="https://example.com/docs" />',
    )
  })
})

describe('sitemap', () => {
  it('writes a literal Unicode path percent-encoded, as a browser sends it (issue 33)', () => {
    // A sitemap's <loc> is a URL: /café as written would be refused by crawlers that read RFC 3986 strictly.
    const xml = sitemapXml('https://example.com', [{ path: '/café/日本', alternates: [] }])
    expect(xml.split('\n').find((line) => line.includes('<loc>'))).toMatchInlineSnapshot(
      `"    <loc>https://example.com/caf%C3%A9/%E6%97%A5%E6%9C%AC</loc>"`,
    )
  })

  it('lists each page with its alternates under site.url (a folder kept), escaped', () => {
    const xml = sitemapXml('https://example.com/docs/', [
      { path: '/en/about', alternates: localeAlternates(config(), '/en/about') },
    ])
    expect(xml).toMatchInlineSnapshot(`
      "<?xml version="1.0" encoding="UTF-8"?>
      <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
        <url>
          <loc>https://example.com/docs/en/about</loc>
          <xhtml:link rel="alternate" hreflang="es" href="https://example.com/docs/about"/>
          <xhtml:link rel="alternate" hreflang="en" href="https://example.com/docs/en/about"/>
          <xhtml:link rel="alternate" hreflang="x-default" href="https://example.com/docs/about"/>
        </url>
      </urlset>
      "
    `)
  })

  it("robots.txt: adds the Sitemap line to the site's own file once, or writes one that allows everything", () => {
    const url = 'https://routekit.dev/sitemap.xml'
    expect(robotsWithSitemap('User-agent: *\nDisallow: /dashboard\n', url)).toBe(
      'User-agent: *\nDisallow: /dashboard\n\nSitemap: https://routekit.dev/sitemap.xml\n',
    )
    expect(robotsWithSitemap(robotsWithSitemap('User-agent: *\n', url), url)).toBe(
      'User-agent: *\n\nSitemap: https://routekit.dev/sitemap.xml\n',
    )
    expect(robotsWithSitemap(null, url)).toBe('User-agent: *\nAllow: /\n\nSitemap: https://routekit.dev/sitemap.xml\n')
  })
})
