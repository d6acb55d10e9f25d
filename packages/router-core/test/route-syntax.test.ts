// React Router 7's path language in routes.yaml (issue 33): splats, optional segments, suffix params,
// literal Unicode paths, caseSensitive, and the diagnostics for tables that cannot answer as written.
import { describe, expect, it } from 'vitest'
import { parseRoutes, resolve, type RoutesConfig } from '../src/index.js'

const HEAD = `version: 1
maintenance: { route: /m }
routes:
  - { path: /m, name: m, page: m }
`

function configOf(routes: string, top = ''): RoutesConfig {
  const parsed = parseRoutes(HEAD.replace('routes:', `${top}routes:`) + routes)
  if (!parsed.ok) throw new Error(parsed.diagnostics.map((d) => `${d.code} ${d.message}`).join('\n'))
  return parsed.config
}

/** `name {params}` for a render, else the kind and message. */
function at(config: RoutesConfig, path: string): string {
  const r = resolve(config, path, { maintenance: false })
  return r.kind === 'render'
    ? `${r.route.name} ${JSON.stringify(r.params)}`
    : `${r.kind}${'message' in r ? ` ${r.message}` : ''}`
}

function diagnostics(routes: string, top = ''): string[] {
  return parseRoutes(HEAD.replace('routes:', `${top}routes:`) + routes).diagnostics.map(
    (d) => `${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}`,
  )
}

describe('the new forms, matched as React Router 7 matches them', () => {
  const config = configOf(`  - { path: /docs/*, name: docs, page: docs }
  - { path: /docs/intro, name: intro, page: intro }
  - { path: /:lang?/about, name: about, page: about }
  - { path: /files/:name.pdf, name: pdf, page: pdf }
  - { path: /sitemap/:lang?.xml, name: sitemap, page: sitemap }
  - { path: /café, name: cafe, page: cafe }
  - { path: /日本/東京, name: tokyo, page: tokyo }
  - { path: /shop/new?, name: shop, page: shop }
  - { path: /*, name: not-found, page: not-found }
`)

  it('a splat takes the rest, also nothing; a static path ranks above it', () => {
    expect(at(config, '/docs/a/b')).toBe('docs {"*":"a/b"}')
    expect(at(config, '/docs')).toBe('docs {"*":""}')
    expect(at(config, '/docs/intro')).toBe('intro {}')
    expect(at(config, '/elsewhere/x')).toBe('not-found {"*":"elsewhere/x"}')
    expect(at(config, '/')).toBe('not-found {"*":""}')
  })

  it('an optional param and an optional static segment match with and without it', () => {
    expect(at(config, '/about')).toBe('about {}')
    expect(at(config, '/en/about')).toBe('about {"lang":"en"}')
    expect(at(config, '/shop')).toBe('shop {}')
    expect(at(config, '/shop/new')).toBe('shop {}')
  })

  it('a param with a suffix takes the segment before it; an optional one may be empty', () => {
    expect(at(config, '/files/report.2024.pdf')).toBe('pdf {"name":"report.2024"}')
    expect(at(config, '/files/.pdf')).toBe('not-found {"*":"files/.pdf"}')
    expect(at(config, '/sitemap/en.xml')).toBe('sitemap {"lang":"en"}')
    expect(at(config, '/sitemap/.xml')).toBe('sitemap {}')
  })

  it('literal Unicode paths match what the browser sends: typed, percent-encoded, or decomposed in the file', () => {
    expect(at(config, '/café')).toBe('cafe {}')
    expect(at(config, '/caf%C3%A9')).toBe('cafe {}')
    expect(at(config, '/%E6%97%A5%E6%9C%AC/%E6%9D%B1%E4%BA%AC')).toBe('tokyo {}')
    expect(at(configOf('  - { path: "/cafe\u0301", name: nfd, page: nfd }\n'), '/caf%C3%A9')).toBe('nfd {}')
  })

  it('caseSensitive: false at the top, and a route that keeps case', () => {
    const c = configOf(
      '  - { path: /About, name: about, page: about }\n  - { path: /Keep, name: keep, page: keep, caseSensitive: true }\n',
      'caseSensitive: false\n',
    )
    expect(at(c, '/about')).toBe('about {}')
    expect(at(c, '/ABOUT')).toBe('about {}')
    expect(at(c, '/Keep')).toBe('keep {}')
    expect(at(c, '/keep')).toBe('not-found Page not found: /keep')
    const d = configOf(
      '  - { path: /About, name: about, page: about }\n  - { path: /Any, name: any, page: any, caseSensitive: false }\n',
    )
    expect(at(d, '/about')).toBe('not-found Page not found: /about')
    expect(at(d, '/aNY')).toBe('any {}')
  })

  it('a param rule on an optional param applies only when the URL has it', () => {
    const c = configOf('  - { path: /:lang?/home, name: home, page: home, params: { lang: "^(en|es)$" } }\n')
    expect(at(c, '/home')).toBe('home {}')
    expect(at(c, '/es/home')).toBe('home {"lang":"es"}')
    expect(at(c, '/fr/home')).toBe('not-found Page Not Found: /fr/home')
  })
})

describe('diagnostics for the new forms', () => {
  it('RK311: a splat that is not final, or not a whole segment', () => {
    expect(diagnostics('  - { path: /docs/*/edit, name: a, page: a }\n  - { path: /files*, name: b, page: b }\n'))
      .toMatchInlineSnapshot(`
      [
        "5:13 error RK311 Invalid path "/docs/*/edit" on route "a". A splat "*" takes the rest of the path, so it must be the last segment. Move it to the end, or list the paths after it.",
        "6:13 error RK311 Invalid path "/files*" on route "b". A splat is a whole segment: write "/files/*", which matches the path and everything below it.",
      ]
    `)
  })

  it('RK312: more optional segments than a path may hold, and why', () => {
    expect(diagnostics('  - { path: /a?/b?/c?/d?/e?, name: a, page: a }\n')).toMatchInlineSnapshot(`
      [
        "5:13 error RK312 Invalid path "/a?/b?/c?/d?/e?" on route "a". It has 5 optional segments; at most 4 are allowed. Each optional segment doubles the paths one route stands for (2^5 = 32 here), each matched and checked. Split it into routes with fewer optional segments.",
      ]
    `)
  })

  it('RK411: an optional segment that stands for a path another route declares', () => {
    expect(
      diagnostics('  - { path: /:lang?/about, name: about-in, page: a }\n  - { path: /about, name: about, page: b }\n'),
    ).toMatchInlineSnapshot(`
      [
        "5:13 error RK411 Route "about-in" (/:lang?/about) also stands for /about, without its optional segments, and route "about" (line 6) already declares /about, which matches the same paths. Only route "about-in" answers them. Remove the optional mark, or remove one of the routes.",
      ]
    `)
  })

  it('RK410: a route that a route ranked before it always answers for', () => {
    const routes = [
      '  - { path: /p/:name.json, name: json, page: a }',
      '  - { path: /p/:name.min.json, name: min, page: b }',
      '  - { path: /About, name: any-case, page: c, caseSensitive: false }',
      '  - { path: /about, name: about, page: d }',
      '  - { path: /p/:id, name: ranked-below, page: e }',
    ]
    expect(diagnostics(routes.join('\n') + '\n')).toMatchInlineSnapshot(`
      [
        "6:13 error RK410 Route "min" (/p/:name.min.json) can never be reached: every path it matches is matched first by route "json" (/p/:name.json, line 5). They rank alike, and "json" comes first in the file. Move route "min" above it, or make one of the paths more specific.",
        "8:13 error RK410 Route "about" (/about) can never be reached: every path it matches is matched first by route "any-case" (/About, line 7). They rank alike, and "any-case" comes first in the file. Move route "about" above it, or make one of the paths more specific.",
      ]
    `)
  })

  it('RK412: a param rule on a splat', () => {
    expect(diagnostics('  - { path: /docs/*, name: docs, page: d, params: { "*": "^[a-z]+$" } }\n'))
      .toMatchInlineSnapshot(`
      [
        "5:58 error RK412 Param rule for "*" on route /docs/*: the splat is the rest of the path, "/" included, and takes no rule. Declare the routes below it, or use a param (":name") for one segment and give that a rule.",
      ]
    `)
  })

  it('RK303 is a warning with its fix; RK400 when the slash duplicates another path', () => {
    expect(diagnostics('  - { path: /about/, name: a, page: a }\n')).toMatchInlineSnapshot(`
      [
        "5:13 warning RK303 Invalid path "/about/" on route "a". It ends in "/". routekit treats "/about" and "/about/" as one page (a visitor reaches it either way); write "/about".",
      ]
    `)
    expect(at(configOf('  - { path: /about/, name: a, page: a }\n'), '/about')).toBe('a {}')
  })

  it('?, # and : meant literally get the escaped form; an optional-looking ? points to the syntax', () => {
    expect(
      diagnostics(
        '  - { path: "/what?now", name: a, page: a }\n  - { path: "/c#", name: b, page: b }\n  - { path: "/:", name: c, page: c }\n  - { path: "/a/??", name: d, page: d }\n',
      ),
    ).toMatchInlineSnapshot(`
      [
        "5:13 error RK305 Invalid path "/what?now" on route "a". Its segment "what?now" holds "?" where it makes nothing optional. "?" ends an optional segment ("en?", ":lang?") or follows a param before its suffix (":lang?.xml"). A path holds no query; for a literal "?", write "%3F".",
        "6:13 error RK305 Invalid path "/c#" on route "b". It holds "#", which a path may not contain. A path holds no fragment; remove it, or write "%23" for a literal "#".",
        "7:13 error RK302 Invalid path "/:" on route "c". ":" is not a valid param. A param is ":" then a letter or "_", then letters, digits or "_", such as ":slug" or ":post_id"; a static suffix may follow, as in ":id.json". For a literal ":", write "%3A".",
        "8:13 error RK305 Invalid path "/a/??" on route "d". Its segment "??" holds "?" where it makes nothing optional. "?" ends an optional segment ("en?", ":lang?") or follows a param before its suffix (":lang?.xml"). A path holds no query; for a literal "?", write "%3F".",
      ]
    `)
    expect(parseRoutes(HEAD + 'redirects:\n  - { from: /old?, to: /m }\n').diagnostics.map((d) => d.message))
      .toMatchInlineSnapshot(`
      [
        "Invalid path "/old?" in redirect from. It holds "?", which a path may not contain. A path holds no query; remove it, or write "%3F" for a literal "?". Optional segments are for route paths only.",
      ]
    `)
  })

  it('RK304: a lone surrogate, the one character with no UTF-8 form', () => {
    expect(
      diagnostics('  - { path: "/a\\uD800", name: a, page: a }\n').map((m) =>
        m.replace(/[\uD800-\uDFFF]/g, '<U+D800>'),
      ),
    ).toMatchInlineSnapshot(`
      [
        "5:13 error RK304 Invalid path "/a<U+D800>" on route "a". Its segment "a<U+D800>" holds a lone surrogate (U+D800), half of a character, which has no UTF-8 form, so no browser can send it. Remove it.",
      ]
    `)
  })
})
