// What validate refuses so that every file it accepts can be served as written (issue 22): each opens with what went wrong.
import { describe, expect, it } from 'vitest'
import { parseRoutes } from '../src/index.js'

const BASE = `version: 1
maintenance: { route: /m }
routes:
  - { path: /m, name: m, page: m }
  - { path: /b/c, name: c, page: c }
`

function errors(extra: string): string[] {
  const r = parseRoutes(BASE + extra)
  return r.diagnostics
    .filter((d) => d.code === 'RK309' || d.code === 'RK310' || d.code === 'RK400' || d.code === 'RK501')
    .map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`)
}

describe('files that validated but could not be served as written', () => {
  it('a dot segment, also written %2e, is RK309', () => {
    // Went wrong: browsers remove /./ and /%2e%2e/ before any router sees the URL, so the route was unreachable.
    expect(errors('  - { path: /a/./b, name: d, page: d }\n  - { path: /x/%2E%2e, name: e, page: e }\n'))
      .toMatchInlineSnapshot(`
      [
        "6:13 RK309 Invalid path "/a/./b" on route "d". Its segment "." is a dot segment, which browsers remove from a URL before any router sees it, so this path could never be visited as written. Write the path without it.",
        "7:13 RK309 Invalid path "/x/%2E%2e" on route "e". Its segment "%2E%2e" is a dot segment, which browsers remove from a URL before any router sees it, so this path could never be visited as written. Write the path without it.",
      ]
    `)
  })

  it('an escape that is not UTF-8 is RK310', () => {
    // Went wrong: /caf%E9 can never equal what a browser sends for é (%C3%A9).
    expect(errors('  - { path: /caf%E9, name: f, page: f }\n')).toMatchInlineSnapshot(`
      [
        "6:13 RK310 Invalid path "/caf%E9" on route "f". Its percent-escapes do not spell UTF-8 text, so no URL a browser sends can match it. Escape each character as the UTF-8 bytes of its code point, such as "%C3%A9" for "é".",
      ]
    `)
  })

  it('paths equal once decoded, and param paths of one shape, are RK400; case is not', () => {
    // Went wrong: /%61bout beside /about validated, and the second could never be visited.
    const extra =
      '  - { path: /%61bout, name: g, page: g }\n  - { path: /about, name: h, page: h }\n  - { path: /About, name: k, page: k }\n  - { path: /p/:x, name: i, page: i }\n  - { path: /p/:y, name: j, page: j }\n'
    expect(errors(extra)).toMatchInlineSnapshot(`
      [
        "7:13 RK400 Duplicate path /about on route "h": route "g" (line 6) already declares /%61bout, the same page once percent-escapes are decoded. Give each route its own path, or remove one of them.",
        "10:13 RK400 Duplicate path /p/:y on route "j": route "i" (line 9) already declares /p/:x, which matches the same paths: a param matches any segment, whatever its name. Give each route its own path, or remove one of them.",
      ]
    `)
  })

  it('splat redirects that loop are RK501: a cycle, a splat onto itself, and a splat that feeds itself', () => {
    // Went wrong: /a/* -> /b/* beside /b/* -> /a/*, and /* -> /*, validated and spun for ever in the browser.
    expect(errors('redirects:\n  - { from: /a/*, to: /b/* }\n  - { from: /b/*, to: /a/* }\n')).toMatchInlineSnapshot(`
      [
        "7:13 RK501 Redirect cycle: /a/* -> /b/* -> /a/*. Visitors would bounce between these paths forever; point one of these redirects at a route.",
      ]
    `)
    expect(errors('redirects:\n  - { from: /*, to: /* }\n')).toMatchInlineSnapshot(`
      [
        "7:13 RK501 Redirect cycle: /* -> /*. Visitors would bounce between these paths forever; point one of these redirects at a route.",
      ]
    `)
    expect(errors('redirects:\n  - { from: /a/*, to: /a/b/* }\n')).toMatchInlineSnapshot(`
      [
        "7:13 RK501 Redirect loop: /a/* sends visitors to a longer path it matches again (/a/* -> /a/b/* -> /a/b/b/* -> /a/b/b/b/* -> …), so they would be redirected without end. Point "to" outside /a/*, or at a route.",
      ]
    `)
  })
})
