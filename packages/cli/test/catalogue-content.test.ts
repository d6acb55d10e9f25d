// The bad-input catalogue, part 2: files that can be read but are not a
// valid routes.yaml (exit 1), and edge cases that are valid (exit 0). Each
// runs the real CLI and checks that no file changed; docs/errors.md lists them.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { validateCase } from './_catalogue.js'

const ROUTES = `routes:
  - { path: /, name: index, page: index }
  - { path: /construction, name: construction, page: construction, layout: none }
`
const TEN_THOUSAND_LINES = `version: 1\n${ROUTES}notes: |\n${Array.from({ length: 10_000 }, (_, i) => `  line ${i + 1} of a note nobody reads\n`).join('')}`
const LONG_LINE = `version: 1\nroutes:\n  - { path: /, name: index, page: index, title: "${'x'.repeat(1024 * 1024)}", titel: Home }\n  - { path: /construction, name: construction, page: construction, layout: none }\n`

describe('bad-input catalogue: the content of routes.yaml', () => {
  it('an empty file', () => {
    const r = validateCase('empty')
    expect(r.status).toBe(1)
    expect(r.output).toMatchInlineSnapshot(`
      "routes.yaml:1:1  error  RK105  routes.yaml is empty (it holds only whitespace or comments). Start it with "version: 1" and a "routes:" list; "npx routekit explain-code RK105" shows a minimal file.

      > 1 |
          | ^

      ✖ 1 error in routes.yaml
      "
    `)
  })

  it('a file that is only comments', () => {
    const r = validateCase('only-comments')
    expect(r.status).toBe(1)
    expect(r.output).toMatchInlineSnapshot(`
      "routes.yaml:1:1  error  RK105  routes.yaml is empty (it holds only whitespace or comments). Start it with "version: 1" and a "routes:" list; "npx routekit explain-code RK105" shows a minimal file.

      > 1 | # routes.yaml
          | ^
        2 | # every route is commented out for now
        3 | #routes:

      ✖ 1 error in routes.yaml
      "
    `)
  })

  it('a byte order mark and CRLF line endings: valid', () => {
    const r = validateCase('bom-crlf')
    expect(r.status).toBe(0)
    expect(r.output).toMatchInlineSnapshot(`
      "✔ routes.yaml is valid: 3 routes, 0 redirects
      "
    `)
  })

  it('tab indentation', () => {
    const r = validateCase('tab-indent')
    expect(r.status).toBe(1)
    expect(r.output).toMatchInlineSnapshot(`
      "routes.yaml:4:1  error  RK101  Tab character used for indentation. YAML indents with spaces only; replace each tab with spaces (two per level).

        2 | routes:
        3 |   - path: /
      > 4 | 	name: index
          | ^
        5 |     page: index
        6 |   - { path: /construction, name: construction, page: construction, layout: none }

      routes.yaml:5:11  error  RK100  YAML syntax error: Nested mappings are not allowed in compact mappings. A key must fit on one line and end with ": "; check for a missing ":" or a stray line break.

        3 |   - path: /
        4 | 	name: index
      > 5 |     page: index
          |           ^
        6 |   - { path: /construction, name: construction, page: construction, layout: none }

      ✖ 2 errors in routes.yaml
      "
    `)
  })

  it('duplicate YAML keys', () => {
    const r = validateCase('duplicate-keys')
    expect(r.status).toBe(1)
    expect(r.output).toMatchInlineSnapshot(`
      "routes.yaml:6:5  error  RK102  Duplicate key "name" in the same mapping. YAML allows each key once; remove or rename one of them.

        4 |     name: index
        5 |     page: index
      > 6 |     name: home
          |     ^^^^
        7 |   - { path: /construction, name: construction, page: construction, layout: none }

      ✖ 1 error in routes.yaml
      "
    `)
  })

  it('a billion-laughs alias bomb: refused before any expansion, with the alias limit code', () => {
    const r = validateCase('alias-bomb')
    expect(r.status).toBe(1)
    expect(r.output).toMatchInlineSnapshot(`
      "routes.yaml:7:10  error  RK103  Too many YAML aliases: up to this one, the file's aliases stand for 15642 values more than it writes, over the limit of 10000 (as many values as the file writes, or 10000 if that is more): the shape of an "alias bomb". Write the values out, or alias a smaller value.

        5 | x-c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
        6 | x-d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
      > 7 | x-e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
          |          ^^
        8 | x-f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
        9 | x-g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]

      ✖ 1 error in routes.yaml
      "
    `)
  })

  it('5,000 levels of nesting: refused before any recursive parsing', () => {
    const r = validateCase('deep-nesting')
    expect(r.status).toBe(1)
    expect(r.output).toMatchInlineSnapshot(`
      "routes.yaml:2:207  error  RK104  The YAML nests more than 100 levels deep, or opens too many "[" or "{" without closing them. A routes.yaml needs about 5 levels; check for unclosed brackets or runaway indentation.

        1 | version: 1
      > 2 | …[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[…
          |                                          ^
        3 | routes:
        4 |   - { path: /, name: index, page: index }

      ✖ 1 error in routes.yaml
      "
    `)
  })

  it('paths that are not strings (a number, a boolean, a list, a mapping)', () => {
    const r = validateCase('non-string-paths')
    expect(r.status).toBe(1)
    expect(r.output).toMatchInlineSnapshot(`
      "routes.yaml:4:13  error  RK200  routes.1.path must be a path, such as "/about", but it is the number 42. Write it as a path in quotes, such as "/42".

        2 | routes:
        3 |   - { path: /, name: index, page: index }
      > 4 |   - { path: 42, name: answer, page: answer }
          |             ^^
        5 |   - { path: true, name: yes, page: yes }
        6 |   - { path: [/a, /b], name: list, page: list }

      routes.yaml:5:13  error  RK200  routes.2.path must be a path, such as "/about", but it is the value true. Write it as a path in quotes, such as "/true".

        3 |   - { path: /, name: index, page: index }
        4 |   - { path: 42, name: answer, page: answer }
      > 5 |   - { path: true, name: yes, page: yes }
          |             ^^^^
        6 |   - { path: [/a, /b], name: list, page: list }
        7 |   - { path: { to: /x }, name: map, page: map }

      routes.yaml:6:13  error  RK200  routes.3.path must be a path, such as "/about", but it is a list.

        4 |   - { path: 42, name: answer, page: answer }
        5 |   - { path: true, name: yes, page: yes }
      > 6 |   - { path: [/a, /b], name: list, page: list }
          |             ^^^^^^^^
        7 |   - { path: { to: /x }, name: map, page: map }
        8 |   - { path: /construction, name: construction, page: construction, layout: none }

      routes.yaml:7:13  error  RK200  routes.4.path must be a path, such as "/about", but it is a mapping.

        5 |   - { path: true, name: yes, page: yes }
        6 |   - { path: [/a, /b], name: list, page: list }
      > 7 |   - { path: { to: /x }, name: map, page: map }
          |             ^^^^^^^^^^
        8 |   - { path: /construction, name: construction, page: construction, layout: none }

      ✖ 4 errors in routes.yaml
      "
    `)
  })

  it('unicode paths: accepted as written, compared as the browser sends them (issue 33)', () => {
    const r = validateCase('unicode-paths')
    expect(r.status).toBe(0)
    expect(r.output).toMatchInlineSnapshot(`
      "✔ routes.yaml is valid: 4 routes, 0 redirects
      "
    `)
  })

  it('a trailing slash next to the same path without one', () => {
    const r = validateCase('trailing-slash-mix')
    expect(r.status).toBe(1)
    expect(r.output).toMatchInlineSnapshot(`
      "routes.yaml:5:13  error  RK400  Duplicate path /about/ on route "about-slash": route "about" (line 4) already declares /about, the same page once the trailing slash is dropped. Give each route its own path, or remove one of them.

        3 |   - { path: /, name: index, page: index }
        4 |   - { path: /about, name: about, page: about }
      > 5 |   - { path: /about/, name: about-slash, page: about }
          |             ^^^^^^^
        6 |   - { path: /construction, name: construction, page: construction, layout: none }

      routes.yaml:5:13  warning  RK303  Invalid path "/about/" on route "about-slash". It ends in "/". routekit treats "/about" and "/about/" as one page (a visitor reaches it either way); write "/about".

        3 |   - { path: /, name: index, page: index }
        4 |   - { path: /about, name: about, page: about }
      > 5 |   - { path: /about/, name: about-slash, page: about }
          |             ^^^^^^^
        6 |   - { path: /construction, name: construction, page: construction, layout: none }

      ✖ 1 error, 1 warning in routes.yaml
      "
    `)
  })

  it('a redirect chain of 50 hops: valid, with a warning', () => {
    const r = validateCase('redirect-chain-50')
    expect(r.status).toBe(0)
    expect(r.output).toMatchInlineSnapshot(`
      "routes.yaml:8:13  warning  RK503  Redirect chain of 50 hops: /r0 -> /r1 -> /r2 -> … -> /. Each hop costs the visitor a round trip; point /r0 straight at /.

         6 |   - { path: /construction, name: construction, page: construction, layout: none }
         7 | redirects:
      >  8 |   - { from: /r0, to: /r1 }
           |             ^^^
         9 |   - { from: /r1, to: /r2 }
        10 |   - { from: /r2, to: /r3 }

      ✔ routes.yaml is valid: 3 routes, 50 redirects, 1 warning
      "
    `)
  })

  it('version: 2 is an unsupported version', () => {
    const r = validateCase('version-2')
    expect(r.status).toBe(1)
    expect(r.output).toMatchInlineSnapshot(`
      "routes.yaml:1:10  error  RK107  Unsupported routes.yaml version 2. This routekit reads version 1. Set "version: 1" and use the version 1 fields ("npx routekit schema" prints them), or upgrade routekit.

      > 1 | version: 2
          |          ^
        2 | routes:
        3 |   - { path: /, name: index, page: index }

      ✖ 1 error in routes.yaml
      "
    `)
  })

  it('a JSON file: JSON is YAML, so a valid one passes', () => {
    const r = validateCase('json-file', { file: 'routes.json' })
    expect(r.status).toBe(0)
    expect(r.output).toMatchInlineSnapshot(`
      "✔ routes.json is valid: 2 routes, 0 redirects
      "
    `)
  })

  it('a YAML stream with two documents', () => {
    const r = validateCase('two-documents')
    expect(r.status).toBe(1)
    expect(r.output).toMatchInlineSnapshot(`
      "routes.yaml:6:1  error  RK100  routes.yaml must hold one YAML document, but it holds more than one (a second "---" line). Keep one document.

        4 |   - { path: /about, name: about, page: about }
        5 |   - { path: /construction, name: construction, page: construction, layout: none }
      > 6 | ---
          | ^^^
        7 | version: 1
        8 | routes:

      ✖ 1 error in routes.yaml
      "
    `)
  })

  it('routes written as a mapping instead of a list', () => {
    const r = validateCase('routes-mapping')
    expect(r.status).toBe(1)
    expect(r.output).toMatchInlineSnapshot(`
      "routes.yaml:3:3  error  RK200  routes must be a list of routes, but it is a mapping.

        1 | version: 1
        2 | routes:
      > 3 |   index: { path: /, page: index }
          |   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        4 |   construction: { path: /construction, page: construction, layout: none }

      ✖ 1 error in routes.yaml
      "
    `)
  })

  it('a regex bomb (a+)+$ in a param rule: refused without running it', () => {
    const r = validateCase('regex-bomb')
    expect(r.status).toBe(1)
    expect(r.output).toMatchInlineSnapshot(`
      "routes.yaml:9:13  error  RK405  Unsafe regular expression for param "slug" on route /blog/:slug: "(a+)+" repeats a group that itself repeats, which can take exponential time on some paths (a "regex bomb"). Repeat once, such as "^a+$" instead of "^(a+)+$".

         7 |     page: blog-post
         8 |     params:
      >  9 |       slug: "^(a+)+$"
           |             ^^^^^^^^^
        10 | redirects:
        11 |   - { from: /latest, to: /blog/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa! }

      ✖ 1 error in routes.yaml
      "
    `)
  })

  it('a javascript: redirect', () => {
    const r = validateCase('javascript-redirect')
    expect(r.status).toBe(1)
    expect(r.output).toMatchInlineSnapshot(`
      "routes.yaml:8:9  error  RK502  Redirect /go -> javascript:alert(document.cookie) uses the "javascript:" scheme. External redirects must be http:// or https:// URLs; other schemes can run code or show content that is not a page.

        6 | redirects:
        7 |   - from: /go
      > 8 |     to: javascript:alert(document.cookie)
          |         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

      ✖ 1 error in routes.yaml
      "
    `)
  })

  it('a protocol-relative //host redirect', () => {
    const r = validateCase('protocol-relative-redirect')
    expect(r.status).toBe(1)
    expect(r.output).toMatchInlineSnapshot(`
      "routes.yaml:8:9  error  RK502  Redirect /login-old -> //evil.example/login is protocol-relative, so it leaves for another site with whatever scheme the page has. Write the full URL with https://, or a path that starts with a single "/".

        6 | redirects:
        7 |   - from: /login-old
      > 8 |     to: //evil.example/login
          |         ^^^^^^^^^^^^^^^^^^^^

      ✖ 1 error in routes.yaml
      "
    `)
  })

  it('a redirect cycle', () => {
    const r = validateCase('redirect-cycle')
    expect(r.status).toBe(1)
    expect(r.output).toMatchInlineSnapshot(`
      "routes.yaml:7:13  error  RK501  Redirect cycle: /a -> /b -> /c -> /a. Visitors would bounce between these paths forever; point one of these redirects at a route.

        5 |   - { path: /construction, name: construction, page: construction, layout: none }
        6 | redirects:
      > 7 |   - { from: /a, to: /b }
          |             ^^
        8 |   - { from: /b, to: /c }
        9 |   - { from: /c, to: /a }

      ✖ 1 error in routes.yaml
      "
    `)
  })

  it('an unknown top-level key (a typo of routes)', () => {
    const r = validateCase('unknown-top-level-key')
    expect(r.status).toBe(1)
    expect(r.output).toMatchInlineSnapshot(`
      "routes.yaml:2:1  error  RK201  Unknown key "route" in the top level of routes.yaml. It takes: version, layouts, guards, maintenance, routes, redirects, i18n, site, csp, caseSensitive, scripts. Did you mean "routes"?

        1 | version: 1
      > 2 | route:
          | ^^^^^
        3 |   - { path: /, name: index, page: index }
        4 | routes:

      ✖ 1 error in routes.yaml
      "
    `)
  })

  it('a top level that is a list', () => {
    const r = validateCase('top-level-list')
    expect(r.status).toBe(1)
    expect(r.output).toMatchInlineSnapshot(`
      "routes.yaml:1:1  error  RK106  The top level of routes.yaml must be a mapping with keys such as "version:" and "routes:", but it is a list. Start the file with "version: 1" on its own line.

      > 1 | - { path: /, name: index, page: index }
          | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        2 | - { path: /construction, name: construction, page: construction, layout: none }

      ✖ 1 error in routes.yaml
      "
    `)
  })

  it('an unclosed bracket', () => {
    const r = validateCase('unclosed-bracket')
    expect(r.status).toBe(1)
    expect(r.output).toMatchInlineSnapshot(`
      "routes.yaml:3:1  error  RK100  YAML syntax error: Flow sequence in block collection must be sufficiently indented and end with a ]. Check the indentation (entries of one list or mapping start in the same column), and that every "[", "{" and quote is closed.

        1 | version: 1
        2 | layouts: [default
      > 3 | routes:
          | ^
        4 |   - { path: /, name: index, page: index }

      ✖ 1 error in routes.yaml
      "
    `)
  })

  it('an unknown tag (!env)', () => {
    const r = validateCase('unknown-tag')
    expect(r.status).toBe(1)
    expect(r.output).toMatchInlineSnapshot(`
      "routes.yaml:3:13  error  RK100  YAML syntax error: Unresolved tag: !env. routes.yaml uses plain values; remove the tag.

        1 | version: 1
        2 | routes:
      > 3 |   - { path: !env HOME_PATH, name: index, page: index }
          |             ^^^^
        4 |   - { path: /construction, name: construction, page: construction, layout: none }

      ✖ 1 error in routes.yaml
      "
    `)
  })

  it('a 10,000-line value under one key', () => {
    const r = validateCase('ten-thousand-lines', {
      setup: (dir) => writeFileSync(path.join(dir, 'routes.yaml'), TEN_THOUSAND_LINES),
    })
    expect(r.status).toBe(1)
    expect(r.output).toMatchInlineSnapshot(`
      "routes.yaml:5:1  error  RK201  Unknown key "notes" in the top level of routes.yaml. It takes: version, layouts, guards, maintenance, routes, redirects, i18n, site, csp, caseSensitive, scripts. Remove it, or check its spelling.

        3 |   - { path: /, name: index, page: index }
        4 |   - { path: /construction, name: construction, page: construction, layout: none }
      > 5 | notes: |
          | ^^^^^
        6 |   line 1 of a note nobody reads
        7 |   line 2 of a note nobody reads

      ✖ 1 error in routes.yaml
      "
    `)
  })

  it('an absurdly long line (1 MB): the code frame shows a window of it', () => {
    const r = validateCase('long-line', { setup: (dir) => writeFileSync(path.join(dir, 'routes.yaml'), LONG_LINE) })
    expect(r.status).toBe(1)
    expect(r.output).toMatchInlineSnapshot(`
      "routes.yaml:3:1048629  error  RK201  Unknown key "titel" in route / (routes.0). It takes: path, name, page, layout, guards, title, description, params, caseSensitive, scripts. Did you mean "title"?

        1 | version: 1
        2 | routes:
      > 3 | …xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", titel: Home }
          |                                          ^^^^^
        4 |   - { path: /construction, name: construction, page: construction, layout: none }

      ✖ 1 error in routes.yaml
      "
    `)
  })
})
