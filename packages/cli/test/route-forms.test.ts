// `routekit routes` and `routekit explain` on React Router 7's path forms (issue 33): a splat, an optional
// segment, a suffix param and a literal Unicode path, each shown as written and explained with resolve()'s params.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeWorkspace, routekit } from './_run.js'

const ROUTES = `version: 1
routes:
  - { path: /, name: home, page: home }
  - { path: /construction, name: construction, page: construction, layout: none }
  - { path: /docs/*, name: docs, page: docs }
  - { path: /:lang?/about, name: about, page: about }
  - { path: /files/:name.pdf, name: pdf, page: pdf }
  - { path: /café, name: cafe, page: cafe }
`

let ws: ReturnType<typeof makeWorkspace>
beforeAll(() => {
  ws = makeWorkspace()
  mkdirSync(ws.fixture('forms'))
  writeFileSync(path.join(ws.fixture('forms'), 'routes.yaml'), ROUTES)
})
afterAll(() => ws.cleanup())

describe('the new path forms in the CLI', () => {
  it('routes lists each path as written', () => {
    const r = routekit(['routes'], { cwd: ws.fixture('forms') })
    expect(r.status).toBe(0)
    expect(r.stdout).toMatchInlineSnapshot(`
      "   PATH              NAME          LAYOUT   GUARDS  PAGE / REDIRECT TO
         /                 home          default  -       home
      M  /construction     construction  none     -       construction
         /docs/*           docs          default  -       docs
         /:lang?/about     about         default  -       about
         /files/:name.pdf  pdf           default  -       pdf
         /café             cafe          default  -       cafe

      Marks: M maintenance route (/construction), A reachable during maintenance (maintenance.allow)
      routes.yaml: 6 routes, 0 redirects; maintenance is off in routes.yaml
      "
    `)
  })

  it('explain names the route and its params: the splat, an optional param, a suffix param, an encoded Unicode path', () => {
    const results = ['/docs/a/b', '/about', '/en/about', '/files/report.pdf', '/caf%C3%A9'].map((p) => {
      const r = routekit(['explain', p], { cwd: ws.fixture('forms') })
      return `${r.status} ${r.stdout
        .split('\n')
        .find((line) => line.includes('⇒'))
        ?.trim()}`
    })
    expect(results).toMatchInlineSnapshot(`
      [
        "0 ⇒ renders page "docs" in layout "default" with * = "a/b"",
        "0 ⇒ renders page "about" in layout "default"",
        "0 ⇒ renders page "about" in layout "default" with lang = "en"",
        "0 ⇒ renders page "pdf" in layout "default" with name = "report"",
        "0 ⇒ renders page "cafe" in layout "default"",
      ]
    `)
  })
})
