// A routes.yaml path as React Router's route `path`, and the paths that have none (RK316).
import { describe, expect, it } from 'vitest'
import { parseRoutes } from '../src/config/file/parse.js'
import { reactRouterPathProblem } from '../src/config/check/_check-react-router.js'
import { reactRouterPath } from '../src/config/match/react-router-path.js'

describe('reactRouterPath()', () => {
  it.each([
    ['/', '', '/'],
    ['/', '/en', '/en/'],
    ['/about', '', '/about'],
    ['/about/', '', '/about'],
    ['/about', '/en', '/en/about'],
    ['/caf%C3%A9/:id?', '', '/café/:id?'],
    ['/cafe%CC%81', '', '/café'], // NFC, as resolve() reads a declared path
    ['/a%2Fb', '', '/a%2Fb'], // an escaped slash stays one segment: React Router writes a decoded "/" back so
    ['/%61bout', '', '/about'],
    ['/a%25b', '', '/a%b'],
    ['/:id.json', '', '/:id.json'],
    ['/files/:name%2Epdf', '', '/files/:name.pdf'],
    ['/:lang?.xml', '', '/:lang?.xml'],
    ['/en%C3%A9?/x', '', '/ené?/x'],
    ['/docs/*', '/pt-BR', '/pt-BR/docs/*'],
  ])('%s below "%s" is %s', (path, prefix, want) => {
    expect(reactRouterPath(path, prefix)).toBe(want)
  })
})

describe('RK316: a path React Router cannot spell', () => {
  it.each([
    ['/what%3F', 'holds a literal "?"'],
    ['/a%3Fb/c', 'holds a literal "?"'],
    ['/%3Aid', 'starts with a literal ":"'],
    ['/files/%2A', 'ends with a literal "*"'],
    ['/a%252Fb', 'holds the text "%2F"'],
    ['/:id%2Fx', 'holds an escaped "/" after its param'],
  ])('%s %s', (path, what) => {
    expect(reactRouterPathProblem(path)).toContain(what)
  })

  it('is reported at the route path, with what to do instead', () => {
    const parsed = parseRoutes('version: 1\nlayouts: [default]\nroutes:\n  - { path: "/what%3F", name: q, page: q }\n')
    expect(parsed.ok).toBe(false)
    const d = parsed.ok ? [] : parsed.diagnostics.filter((x) => x.code === 'RK316')
    expect(d.map((x) => `${x.line}:${x.column} ${x.code} ${x.message}`)).toMatchInlineSnapshot(`
      [
        "4:13 RK316 Path "/what%3F" of route "q" has no form React Router can match: the segment "what%3F" holds a literal "?", which React Router reads as "optional" or as a pattern. Rename the segment, or match it with a param (":name") and check the value with a param rule.",
      ]
    `)
  })

  it("RK414: a route name that is one of routekit's own route ids", () => {
    const parsed = parseRoutes(
      'version: 1\nlayouts: [default]\nroutes:\n  - { path: /, name: routekit, page: a }\n  - { path: /b, name: "layout:x", page: b }\n',
    )
    const d = parsed.ok ? [] : parsed.diagnostics.filter((x) => x.code === 'RK414')
    expect(d.map((x) => `${x.line}:${x.column} ${x.code} ${x.message}`)).toMatchInlineSnapshot(`
      [
        "4:22 RK414 Route name "routekit" on route / is reserved: routekit's own React Router routes use "routekit", "routekit:…" and "layout:…" as ids. Choose another name.",
        "5:23 RK414 Route name "layout:x" on route /b is reserved: routekit's own React Router routes use "routekit", "routekit:…" and "layout:…" as ids. Choose another name.",
      ]
    `)
  })
})
