// Cross-field checks: one fixture per code. Each test pins the code, the
// position (and the text found there), the config path and the message.
import { describe, expect, it } from 'vitest'
import { checkRoutes, parseRoutes, routesConfigSchema } from '../src/index.js'
import { diagnosticsOf, only, readFixture, textAt } from './_fixture.js'

/** Asserts where a diagnostic points: line, column, config path and the text there. */
function expectAt(fixture: string, code: string, line: number, column: number, path: string, text: string) {
  const d = only(fixture, code)
  expect({ line: d.line, column: d.column, path: d.path }).toEqual({ line, column, path })
  expect(textAt(readFixture(fixture), d).startsWith(text)).toBe(true)
  return d
}

describe('path syntax', () => {
  it('RK300: a path without a leading slash', () => {
    const d = expectAt('path-no-slash', 'RK300', 11, 11, 'routes.2.path', 'about')
    expect(d.message).toMatchInlineSnapshot(
      `"Invalid path "about" on route "about". A path must start with "/". Write "/about"."`,
    )
  })

  it('RK301: an empty segment', () => {
    const d = expectAt('path-empty-segment', 'RK301', 11, 11, 'routes.2.path', '/docs//intro')
    expect(d.message).toMatchInlineSnapshot(
      `"Invalid path "/docs//intro" on route "intro". It has an empty segment ("//"). Remove the extra "/": "/docs/intro"."`,
    )
  })

  it('RK302: a bad param name', () => {
    const d = expectAt('path-bad-param', 'RK302', 11, 11, 'routes.2.path', '/blog/:1st')
    expect(d.message).toMatchInlineSnapshot(
      `"Invalid path "/blog/:1st" on route "blog-post". ":1st" is not a valid param. A param is ":" then a letter or "_", then letters, digits or "_", such as ":slug" or ":post_id"; a static suffix may follow, as in ":id.json". For a literal ":", write "%3A1st"."`,
    )
  })

  it('RK303: a trailing slash is a warning: the same page, with its fix', () => {
    const d = expectAt('path-trailing-slash', 'RK303', 11, 11, 'routes.2.path', '/about/')
    expect(d.severity).toBe('warning')
    expect(parseRoutes(readFixture('path-trailing-slash')).ok).toBe(true)
    expect(d.message).toMatchInlineSnapshot(
      `"Invalid path "/about/" on route "about". It ends in "/". routekit treats "/about" and "/about/" as one page (a visitor reaches it either way); write "/about"."`,
    )
  })

  it('a literal non-ASCII path is accepted (issue 33): RK304 is only for what has no UTF-8 form', () => {
    const parsed = parseRoutes(readFixture('path-unicode'))
    expect(parsed.diagnostics).toEqual([])
    expect(parseRoutes(readFixture('path-unicode').replace('/café', '/cafe\u0301')).diagnostics).toEqual([])
  })

  it('RK305: a character a path may not hold', () => {
    const d = expectAt('path-bad-char', 'RK305', 11, 11, 'routes.2.path', '/search?q=1')
    expect(d.message).toMatchInlineSnapshot(
      `"Invalid path "/search?q=1" on route "search". Its segment "search?q=1" holds "?" where it makes nothing optional. "?" ends an optional segment ("en?", ":lang?") or follows a param before its suffix (":lang?.xml"). A path holds no query; for a literal "?", write "%3F"."`,
    )
  })

  it('RK306: a wildcard in a redirect source that is not the final "/*"', () => {
    const d = expectAt('path-wildcard', 'RK306', 13, 11, 'redirects.0.from', '/old/*/edit')
    expect(d.message).toMatchInlineSnapshot(
      `"Invalid path "/old/*/edit" in redirect from. "*" is not allowed here. A wildcard is only allowed as the last segment, "/*"."`,
    )
  })

  it('RK311: a splat in a route path that is not its last segment', () => {
    const d = expectAt('path-splat-not-final', 'RK311', 12, 11, 'routes.2.path', '/docs/*/edit')
    expect(d.message).toMatchInlineSnapshot(
      `"Invalid path "/docs/*/edit" on route "docs". A splat "*" takes the rest of the path, so it must be the last segment. Move it to the end, or list the paths after it."`,
    )
  })

  it('RK307: the same param twice', () => {
    const d = expectAt('path-repeated-param', 'RK307', 11, 11, 'routes.2.path', '/compare/:id/:id')
    expect(d.message).toMatchInlineSnapshot(
      `"Invalid path "/compare/:id/:id" on route "compare". The param ":id" appears twice. Give each param its own name."`,
    )
  })

  it('RK308: a param in a redirect source', () => {
    const d = expectAt('path-param-in-redirect', 'RK308', 12, 11, 'redirects.0.from', '/posts/:slug')
    expect(d.message).toMatchInlineSnapshot(
      `"Invalid path "/posts/:slug" in redirect from. ":slug" is a param, and only route paths take params. Write the exact path, or a prefix ending in "/*"."`,
    )
  })
})

describe('routes', () => {
  it('RK400: a duplicate path, at the second route', () => {
    const d = expectAt('duplicate-path', 'RK400', 14, 11, 'routes.3.path', '/about')
    expect(d.message).toMatchInlineSnapshot(
      `"Duplicate path /about on route "about-2": route "about" (line 11) already declares it. Give each route its own path, or remove one of them."`,
    )
  })

  it('RK400: /about and /about/ are the same path after normalisation', () => {
    const all = diagnosticsOf('trailing-slash-duplicate')
    expect(all.map((d) => [d.code, d.line, d.column, d.path])).toEqual([
      ['RK400', 14, 11, 'routes.3.path'],
      ['RK303', 14, 11, 'routes.3.path'],
    ])
    expect(all[0]!.message).toMatchInlineSnapshot(
      `"Duplicate path /about/ on route "about-slash": route "about" (line 11) already declares /about, the same page once the trailing slash is dropped. Give each route its own path, or remove one of them."`,
    )
  })

  it('RK401: a duplicate name', () => {
    const d = expectAt('duplicate-name', 'RK401', 15, 11, 'routes.3.name', 'about')
    expect(d.message).toMatchInlineSnapshot(
      `"Duplicate route name "about" on route /about-us: route /about (line 12) already uses it. Route names must be unique; rename one of them."`,
    )
  })

  it('RK402: an undeclared layout, with a did-you-mean', () => {
    const d = expectAt('unknown-layout', 'RK402', 14, 13, 'routes.2.layout', 'dashbaord')
    expect(d.message).toMatchInlineSnapshot(
      `"Unknown layout "dashbaord" on route /dashboard. Declared layouts: default, dashboard. Did you mean "dashboard"?"`,
    )
  })

  it('RK402: the default layout when layouts does not declare it', () => {
    const source = readFixture('valid-minimal').replace('layouts: [default]', 'layouts: [main]')
    const d = parseRoutes(source).diagnostics
    expect(d.map((x) => [x.code, x.line, x.column, x.path])).toEqual([['RK402', 4, 5, 'routes.0.layout']])
    expect(d[0]!.message).toMatchInlineSnapshot(
      `"Unknown layout "default" on route /. Declared layouts: main. ("default" is the layout of a route that sets no layout.) Add "default" to layouts, set another layout, or use "none" for a page without a layout."`,
    )
  })

  it('RK402: "none" is built in and needs no declaration', () => {
    expect(parseRoutes(readFixture('valid-minimal')).diagnostics).toEqual([])
  })

  it('RK403: an undeclared guard, with a did-you-mean', () => {
    const d = expectAt('unknown-guard', 'RK403', 15, 14, 'routes.2.guards.0', 'auht')
    expect(d.message).toMatchInlineSnapshot(
      `"Unknown guard "auht" on route /dashboard. Declared guards: auth. Did you mean "auth"?"`,
    )
  })

  it('RK403: no suggestion when no name is close', () => {
    const source = readFixture('unknown-guard').replace('[auht]', '[admin]')
    const d = parseRoutes(source).diagnostics
    expect(d.map((x) => x.code)).toEqual(['RK403'])
    expect(d[0]!.message).toMatchInlineSnapshot(
      `"Unknown guard "admin" on route /dashboard. Declared guards: auth. Add "admin" to guards, or remove it from the route."`,
    )
  })

  it('RK404: a param rule for a param not in the path', () => {
    const d = expectAt('param-not-in-path', 'RK404', 15, 12, 'routes.2.params.slg', '"^[a-z0-9-]+$"')
    expect(d.message).toMatchInlineSnapshot(
      `"Param rule "slg" on route /blog/:slug names a param that is not in the path. Params in the path: slug. Did you mean "slug"?"`,
    )
  })

  it('RK405: an invalid regular expression in a param rule', () => {
    const d = expectAt('invalid-regex', 'RK405', 15, 13, 'routes.2.params.slug', '"^[a-z"')
    expect(d.message).toMatchInlineSnapshot(
      `"Invalid regular expression for param "slug" on route /blog/:slug: Invalid regular expression: /^[a-z/u: Unterminated character class. Param rules are JavaScript regular expressions (with the "u" flag), such as "^[a-z0-9-]+$"."`,
    )
  })
})

describe('redirects', () => {
  it('RK500: a redirect to no route, with a did-you-mean', () => {
    const d = expectAt('redirect-nowhere', 'RK500', 13, 9, 'redirects.0.to', '/hom')
    expect(d.message).toMatchInlineSnapshot(
      `"Redirect /home -> /hom leads nowhere: no route or redirect matches /hom. Point it at a declared route, or add the route."`,
    )
  })

  it('RK500: a redirect to a path that fails the param rule of its route', () => {
    const source =
      readFixture('valid-minimal').replace(
        'routes:\n',
        'routes:\n  - path: /blog/:slug\n    name: blog-post\n    page: blog-post\n    params:\n      slug: "^[a-z]+$"\n',
      ) + 'redirects:\n  - from: /news\n    to: /blog/Bad_Slug\n'
    const d = parseRoutes(source).diagnostics
    expect(d.map((x) => [x.code, x.path])).toEqual([['RK500', 'redirects.0.to']])
    expect(d[0]!.message).toMatchInlineSnapshot(
      `"Redirect /news -> /blog/Bad_Slug leads nowhere: /blog/Bad_Slug matches a route with params, but fails its param rule. Point it at a value the param rule accepts, or change the rule."`,
    )
  })

  it('RK500: internal targets may be a route with params or another redirect', () => {
    const source =
      readFixture('valid-minimal').replace(
        'routes:\n',
        'routes:\n  - path: /blog/:slug\n    name: blog-post\n    page: blog-post\n',
      ) +
      'redirects:\n  - from: /news\n    to: /blog/hello\n  - from: /old-news\n    to: /news\n  - from: /manual/*\n    to: /blog/*\n'
    expect(parseRoutes(source).diagnostics).toEqual([])
  })

  it('RK500: a splat target with nothing under it', () => {
    const source = readFixture('valid-minimal') + 'redirects:\n  - from: /manual/*\n    to: /docs/*\n'
    const d = parseRoutes(source).diagnostics
    expect(d.map((x) => [x.code, x.line, x.column])).toEqual([['RK500', 13, 9]])
    expect(d[0]!.message).toMatchInlineSnapshot(
      `"Redirect /manual/* -> /docs/* leads nowhere: no route or redirect lies under /docs/. Point it at a declared route, or add the route."`,
    )
  })

  it('RK501: a cycle, reported once with its whole loop', () => {
    const all = diagnosticsOf('redirect-cycle')
    expect(all.map((d) => [d.code, d.line, d.column, d.path])).toEqual([['RK501', 12, 11, 'redirects.0.from']])
    expect(all[0]!.message).toMatchInlineSnapshot(
      `"Redirect cycle: /a -> /b -> /c -> /a. Visitors would bounce between these paths forever; point one of these redirects at a route."`,
    )
  })

  it('RK501: a prefix redirect that lands on itself', () => {
    const source = readFixture('valid-minimal') + 'redirects:\n  - from: /old/*\n    to: /old/home\n'
    const d = parseRoutes(source).diagnostics
    expect(d.map((x) => x.code)).toEqual(['RK501'])
    expect(d[0]!.message).toContain('/old/home -> /old/home')
  })

  it('RK502: javascript: is refused', () => {
    const d = expectAt('redirect-javascript', 'RK502', 13, 9, 'redirects.0.to', 'javascript:alert(1)')
    expect(d.message).toMatchInlineSnapshot(
      `"Redirect /go -> javascript:alert(1) uses the "javascript:" scheme. External redirects must be http:// or https:// URLs; other schemes can run code or show content that is not a page."`,
    )
  })

  it('RK502: data: is refused', () => {
    const d = expectAt('redirect-data', 'RK502', 13, 9, 'redirects.0.to', 'data:text/html')
    expect(d.message).toContain('"data:" scheme')
  })

  it('RK502: a protocol-relative //host is refused', () => {
    const d = expectAt('redirect-protocol-relative', 'RK502', 13, 9, 'redirects.0.to', '//evil.example/login')
    expect(d.message).toMatchInlineSnapshot(
      `"Redirect /go -> //evil.example/login is protocol-relative, so it leaves for another site with whatever scheme the page has. Write the full URL with https://, or a path that starts with a single "/"."`,
    )
  })

  it('RK502: http and https targets pass', () => {
    const source =
      readFixture('valid-minimal') +
      'redirects:\n  - from: /docs\n    to: https://example.org/docs\n  - from: /old\n    to: http://example.org/\n'
    expect(parseRoutes(source).diagnostics).toEqual([])
  })

  it('RK503: a chain of 50 hops is a warning with its hop count, once, at its head', () => {
    const result = parseRoutes(readFixture('redirect-long-chain'))
    expect(result.ok).toBe(true)
    expect(result.diagnostics.map((d) => [d.code, d.severity, d.line, d.column, d.path])).toEqual([
      ['RK503', 'warning', 12, 11, 'redirects.0.from'],
    ])
    expect(result.diagnostics[0]!.message).toMatchInlineSnapshot(
      `"Redirect chain of 50 hops: /r0 -> /r1 -> /r2 -> … -> /. Each hop costs the visitor a round trip; point /r0 straight at /."`,
    )
  })

  it('RK503: a chain of 5 hops is fine', () => {
    const chain = Array.from(
      { length: 5 },
      (_, i) => `  - from: /r${i}\n    to: ${i === 4 ? '/' : `/r${i + 1}`}\n`,
    ).join('')
    expect(parseRoutes(readFixture('valid-minimal') + 'redirects:\n' + chain).diagnostics).toEqual([])
  })

  it('RK504: a redirect that shadows a route is a warning', () => {
    const result = parseRoutes(readFixture('redirect-shadows-route'))
    expect(result.ok).toBe(true)
    const d = expectAt('redirect-shadows-route', 'RK504', 15, 11, 'redirects.0.from', '/about')
    expect(d.severity).toBe('warning')
    expect(d.message).toMatchInlineSnapshot(
      `"Redirect from /about shadows route "about" (/about): redirects apply before routes, so the route is never shown. Remove the redirect or the route."`,
    )
  })

  it('RK504: a prefix redirect shadows the routes below it, and "/*" all but the root', () => {
    const below = readFixture('redirect-shadows-route')
      .replace('path: /about\n', 'path: /about/team\n')
      .replace('from: /about\n', 'from: /about/*\n')
    expect(parseRoutes(below).diagnostics.map((d) => [d.code, d.message])).toEqual([
      [
        'RK504',
        'Redirect from /about/* shadows route "about" (/about/team): redirects apply before routes, so the route is never shown. Remove the redirect or the route.',
      ],
    ])
    const all = readFixture('valid-minimal') + 'redirects:\n  - from: /*\n    to: /\n'
    expect(parseRoutes(all).diagnostics.map((d) => d.code)).toEqual(['RK602', 'RK504']) // errors before warnings at one position
  })

  it('RK504: a prefix redirect does not shadow its own prefix path', () => {
    const source = readFixture('redirect-shadows-route').replace('from: /about\n', 'from: /about/*\n')
    expect(parseRoutes(source).diagnostics).toEqual([])
  })

  it('RK505: the same source twice', () => {
    const d = expectAt('redirect-duplicate', 'RK505', 14, 11, 'redirects.1.from', '/home')
    expect(d.message).toMatchInlineSnapshot(
      `"Duplicate redirect from /home: the redirect at line 12 already matches it, and the first match wins, so this one never applies. Remove one of them."`,
    )
  })

  it('RK506: a splat target behind an exact source', () => {
    const d = expectAt('redirect-splat-exact', 'RK506', 16, 9, 'redirects.0.to', '/docs/*')
    expect(d.message).toMatchInlineSnapshot(
      `"Redirect /manual -> /docs/*: "to" ends in "/*" to carry the rest of the path over, but "from" is an exact path, so there is no rest. Write "from" as a prefix ("/manual/*"), or drop the "/*" from "to"."`,
    )
  })
})

describe('RK507: a redirect an earlier one always takes first', () => {
  // Issue 42: a /old/* redirect above /old/x made the second unreachable without a word.
  const file = (redirects: string) =>
    `version: 1\nroutes:\n  - { path: /, name: home, page: home }\n  - { path: /construction, name: c, page: c, layout: none }\nredirects:\n${redirects}`
  const found = (redirects: string) =>
    parseRoutes(file(redirects)).diagnostics.map((d) => [d.code, d.severity, d.line, d.column, d.path, d.message])

  it('an exact source below a prefix that covers it, at the unreachable one', () => {
    expect(found('  - { from: /old/*, to: / }\n  - { from: /old/x, to: / }\n')).toMatchInlineSnapshot(`
      [
        [
          "RK507",
          "warning",
          7,
          13,
          "redirects.1.from",
          "Redirect from /old/x can never apply: the redirect from /old/* (line 6) comes first and matches every path it matches, and the first match wins. Move it above that redirect, or remove it.",
        ],
      ]
    `)
  })

  it('a prefix below a shorter prefix, and a source spelled with escapes below its plain spelling', () => {
    expect(found('  - { from: /old/*, to: / }\n  - { from: /old/x/*, to: / }\n').map((d) => d[0])).toEqual(['RK507'])
    expect(found('  - { from: /old/x, to: / }\n  - { from: /old/%78, to: / }\n').map((d) => d[0])).toEqual(['RK507'])
  })

  it('not the other way round: a specific source above a prefix, nor a prefix and its own path', () => {
    expect(found('  - { from: /old/x, to: / }\n  - { from: /old/*, to: / }\n')).toEqual([])
    expect(found('  - { from: /old/*, to: / }\n  - { from: /old, to: / }\n')).toEqual([])
    expect(found('  - { from: /old/x/*, to: / }\n  - { from: /old/*, to: / }\n')).toEqual([])
  })

  it("in every locale alike: routes.yaml's redirects are written without prefix", () => {
    const i18n = file('  - { from: /old/*, to: / }\n  - { from: /old/x, to: / }\n').replace(
      'version: 1\n',
      'version: 1\ni18n: { locales: [es, en], default: es }\n',
    )
    expect(parseRoutes(i18n).diagnostics.map((d) => d.code)).toEqual(['RK507'])
  })
})

describe('maintenance', () => {
  it('RK600: the maintenance route is not a route', () => {
    const d = expectAt('maintenance-missing', 'RK600', 4, 10, 'maintenance.route', '/maintenance')
    expect(d.message).toMatchInlineSnapshot(
      `"The maintenance route /maintenance is not a route: no route declares it. Add a route with path: /maintenance (it renders without a layout), or set maintenance.route to a declared path."`,
    )
  })

  it('RK601: the maintenance route has guards', () => {
    const d = expectAt('maintenance-guarded', 'RK601', 12, 13, 'routes.1.guards', '[auth]')
    expect(d.message).toMatchInlineSnapshot(
      `"The maintenance route /construction has guards (auth). During maintenance every visitor is sent there, so it must stay open; remove its guards."`,
    )
  })

  it('RK602: the maintenance route is redirected away', () => {
    const d = expectAt('maintenance-redirected', 'RK602', 12, 11, 'redirects.0.from', '/construction')
    expect(d.message).toMatchInlineSnapshot(
      `"The maintenance route /construction is itself redirected (/construction -> /). During maintenance visitors would never reach it; remove that redirect, or choose another maintenance route."`,
    )
  })
})

describe('checkRoutes on its own', () => {
  it('checks a config built in code; without a locate function every position is 1:1', () => {
    const config = routesConfigSchema.parse({
      version: 1,
      layouts: ['default', 'dashboard'],
      routes: [
        { path: '/', name: 'index', page: 'index' },
        { path: '/construction', name: 'construction', page: 'construction', layout: 'none' },
        { path: '/dashboard', name: 'dashboard', page: 'dashboard', layout: 'dashbaord' },
      ],
    })
    expect(checkRoutes(config).map((d) => [d.code, d.line, d.column, d.path])).toEqual([
      ['RK402', 1, 1, 'routes.2.layout'],
    ])
  })

  it('refers to other nodes by config path when it has no positions', () => {
    const config = routesConfigSchema.parse({
      version: 1,
      routes: [
        { path: '/construction', name: 'c', page: 'c' },
        { path: '/construction', name: 'c', page: 'c' },
      ],
    })
    expect(checkRoutes(config).map((d) => d.message)).toMatchInlineSnapshot(`
      [
        "Duplicate path /construction on route "c": route "c" (routes.0.path) already declares it. Give each route its own path, or remove one of them.",
        "Duplicate route name "c" on route /construction: route /construction (routes.0.name) already uses it. Route names must be unique; rename one of them.",
      ]
    `)
  })

  it('uses the locate function it is given', () => {
    const config = routesConfigSchema.parse({
      version: 1,
      routes: [{ path: '/construction', name: 'c', page: 'c', guards: ['auth'] }],
    })
    const seen: string[] = []
    const found = checkRoutes(config, (path) => {
      seen.push(path.join('.'))
      return { line: 7, column: 3, endLine: 7, endColumn: 9 }
    })
    expect(found.map((d) => [d.code, d.line, d.column])).toEqual([
      ['RK403', 7, 3],
      ['RK601', 7, 3],
    ])
    expect(seen).toEqual(expect.arrayContaining(['routes.0.guards.0', 'routes.0.guards']))
  })
})
