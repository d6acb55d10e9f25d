// href(): the URL of a route by name, and the RoutekitErrors a JavaScript caller gets where tsc would have refused.
import { describe, expect, test } from 'vitest'
import { createHref, href, parseRoutes, resolve, RoutekitError, type RoutesConfig } from '../src/index.js'
import { routeTypes } from '../src/vite/typegen.js'

function config(source: string): RoutesConfig {
  const parsed = parseRoutes(source)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.diagnostics))
  return parsed.config
}

const SITE = config(`version: 1
i18n: { locales: [es, en, pt-BR], default: es }
routes:
  - { path: /, name: home, page: home }
  - { path: /about, name: about, page: about }
  - { path: /blog/:slug, name: blog-post, page: blog-post, params: { slug: '^[a-z0-9-]+$' } }
  - { path: /files/:name, name: file, page: file }
  - { path: /:section, name: section, page: section }
  - { path: /construction, name: construction, page: construction }
`)

/** The message href() throws, or 'no error'. */
function thrown(run: () => unknown): string {
  try {
    run()
    return 'no error'
  } catch (e) {
    expect(e).toBeInstanceOf(RoutekitError)
    return (e as Error).message
  }
}

describe('href()', () => {
  test('writes the route path in the locale, default locale without prefix', () => {
    const to = createHref(SITE)
    expect([
      to('home'),
      to('home', { locale: 'en' }),
      to('about'),
      to('about', { locale: 'pt-BR' }),
      to('blog-post', { params: { slug: 'hello' }, locale: 'en' }),
    ]).toEqual(['/', '/en/', '/about', '/pt-BR/about', '/en/blog/hello'])
  })

  test('percent-encodes each param as one segment, and resolve() gives the page the value back', () => {
    const url = href(SITE, 'file', { params: { name: 'a/b c%2f?#é' } })
    expect(url).toBe('/files/a%2Fb%20c%252f%3F%23%C3%A9')
    const decided = resolve(SITE, url)
    expect(decided.kind === 'render' && decided.params).toEqual({ name: 'a/b c%2f?#é' })
  })

  test('refuses a value holding the text "%2F", which React Router would read as a "/"', () => {
    expect(thrown(() => href(SITE, 'file', { params: { name: 'a%2Fb' } }))).toMatchInlineSnapshot(
      `"[RK714] Param "name" = "a%2Fb" for route "file" (/files/:name) in href(): React Router reads the text "%2F" in a path as an escaped "/", so no URL can carry it (resolve() answers 404). Pass a value its page accepts."`,
    )
    expect(resolve(SITE, '/files/a%252Fb').kind).toBe('not-found')
  })

  test('without i18n, no locale', () => {
    const plain = config('version: 1\nroutes:\n  - { path: /construction, name: construction, page: c }\n')
    expect(href(plain, 'construction')).toBe('/construction')
    expect(thrown(() => href(plain, 'construction', { locale: 'en' }))).toMatchInlineSnapshot(
      `"[RK715] Unknown locale "en" in href('construction'). routes.yaml declares no i18n: leave locale out."`,
    )
  })

  test('refuses what no page would show, with what, where and how to fix it', () => {
    expect(thrown(() => href(SITE, 'abuot'))).toMatchInlineSnapshot(
      `"[RK712] Unknown route "abuot" in href(). Route names in routes.yaml: home, about, blog-post, file, section, construction. Did you mean "about"?"`,
    )
    expect(thrown(() => href(SITE, 'blog-post'))).toMatchInlineSnapshot(
      `"[RK713] Missing param "slug" for route "blog-post" (/blog/:slug) in href(). Pass it: href('blog-post', { params: { slug: '…' } })."`,
    )
    expect(thrown(() => href(SITE, 'blog-post', { params: { slug: '' } }))).toMatchInlineSnapshot(
      `"[RK713] Missing param "slug" for route "blog-post" (/blog/:slug) in href(). Pass it: href('blog-post', { params: { slug: '…' } })."`,
    )
    expect(thrown(() => href(SITE, 'blog-post', { params: { slug: 'a', id: '1' } }))).toMatchInlineSnapshot(
      `"[RK713] Unknown param "id" for route "blog-post" (/blog/:slug) in href(): its path has "slug". Remove it, or fix its name."`,
    )
    expect(thrown(() => href(SITE, 'about', { params: { slug: 'a' } }))).toMatchInlineSnapshot(
      `"[RK713] Unknown param "slug" for route "about" (/about) in href(): its path has no params. Remove it, or fix its name."`,
    )
    expect(thrown(() => href(SITE, 'blog-post', { params: { slug: 'Hello World' } }))).toMatchInlineSnapshot(
      `"[RK714] Param "slug" = "Hello World" for route "blog-post" (/blog/:slug) in href(): it fails the rule ^[a-z0-9-]+$. Pass a value its page accepts."`,
    )
    expect(thrown(() => href(SITE, 'file', { params: { name: '..' } }))).toMatchInlineSnapshot(
      `"[RK714] Param "name" = ".." for route "file" (/files/:name) in href(): no URL can carry "." or ".." as a segment. Pass a value its page accepts."`,
    )
    expect(thrown(() => href(SITE, 'file', { params: { name: '\uD800' } }))).toMatchInlineSnapshot(
      `"[RK714] Param "name" for route "file" (/files/:name) in href() is not valid Unicode text (a lone surrogate). Pass well-formed text."`,
    )
    expect(thrown(() => href(SITE, 'section', { params: { section: 'en' } }))).toMatchInlineSnapshot(
      `"[RK714] The URL /en of route "section" (/:section) in href() would read as another locale: its first segment is a locale prefix. Pass another value."`,
    )
    expect(thrown(() => href(SITE, 'about', { locale: 'fr' }))).toMatchInlineSnapshot(
      `"[RK715] Unknown locale "fr" in href('about'). Locales in routes.yaml: es, en, pt-BR."`,
    )
  })

  test('a param that spells a locale prefix is fine in a locale whose prefix comes first', () => {
    expect(href(SITE, 'section', { params: { section: 'en' }, locale: 'en' })).toBe('/en/en')
  })
})

describe('href() and its types on the new path forms (issue 33)', () => {
  const forms = config(`version: 1
routes:
  - { path: /construction, name: construction, page: construction }
  - { path: /docs/*, name: docs, page: docs }
  - { path: /:lang?/about, name: about, page: about }
  - { path: /files/:name.pdf, name: pdf, page: pdf }
  - { path: /sitemap/:lang?.xml, name: sitemap, page: sitemap }
  - { path: /shop/new?, name: shop, page: shop }
  - { path: /café, name: cafe, page: cafe }
`)

  test('each URL href() builds resolves back to its route with the same params', () => {
    const urls = [
      href(forms, 'docs', { params: { '*': 'guide/intro é' } }),
      href(forms, 'docs'),
      href(forms, 'about'),
      href(forms, 'about', { params: { lang: 'en' } }),
      href(forms, 'pdf', { params: { name: 'report 1' } }),
      href(forms, 'sitemap'),
      href(forms, 'sitemap', { params: { lang: 'es' } }),
      href(forms, 'shop'),
      href(forms, 'cafe'),
    ]
    expect(urls).toMatchInlineSnapshot(`
      [
        "/docs/guide/intro%20%C3%A9",
        "/docs",
        "/about",
        "/en/about",
        "/files/report%201.pdf",
        "/sitemap/.xml",
        "/sitemap/es.xml",
        "/shop/new",
        "/café",
      ]
    `)
    expect(
      urls.map((url) => {
        const r = resolve(forms, url, { maintenance: false })
        return r.kind === 'render' ? `${r.route.name} ${JSON.stringify(r.params)}` : r.kind
      }),
    ).toMatchInlineSnapshot(`
      [
        "docs {"*":"guide/intro é"}",
        "docs {"*":""}",
        "about {}",
        "about {"lang":"en"}",
        "pdf {"name":"report 1"}",
        "sitemap {}",
        "sitemap {"lang":"es"}",
        "shop {}",
        "cafe {}",
      ]
    `)
  })

  test('the generated types: an optional param is optional, and so is a splat, "*"', () => {
    expect(
      routeTypes(forms)
        .split('\n')
        .filter((line) => line.startsWith('      ')),
    ).toMatchInlineSnapshot(`
      [
        "      construction: Record<never, never>",
        "      docs: { '*'?: string }",
        "      about: { lang?: string }",
        "      pdf: { name: string }",
        "      sitemap: { lang?: string }",
        "      shop: Record<never, never>",
        "      cafe: Record<never, never>",
      ]
    `)
  })
})
