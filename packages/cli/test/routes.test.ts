import { copyFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeWorkspace, routekit } from './_run.js'

/** The repository's own routes.yaml: the table below is what developers see for it. */
const ROOT_ROUTES = fileURLToPath(new URL('../../../routes.yaml', import.meta.url))

let ws: ReturnType<typeof makeWorkspace>
beforeAll(() => {
  ws = makeWorkspace()
  mkdirSync(ws.fixture('root'))
  copyFileSync(ROOT_ROUTES, path.join(ws.fixture('root'), 'routes.yaml'))
})
afterAll(() => ws.cleanup())

describe('routekit routes', () => {
  it('prints the root routes.yaml as an aligned table with marks and a legend', () => {
    const r = routekit(['routes'], { cwd: ws.fixture('root') })
    expect(r.status).toBe(0)
    expect(r.stdout).toMatchInlineSnapshot(`
      "   PATH           NAME          LAYOUT     GUARDS  PAGE / REDIRECT TO
         /              index         default    -       index
         /about         about         default    -       about
         /about-us      about-us      default    -       about-us
         /benefits      benefits      default    -       benefits
         /strategy      strategy      default    -       strategy
         /technology    technology    default    -       technology
         /subscribe     subscribe     default    -       subscribe
         /onboarding    onboarding    default    -       onboarding
         /login         login         default    -       login
         /colors        colors        default    -       colors
         /i18n-test     i18n-test     default    -       i18n-test
      M  /construction  construction  none       -       construction
         /dashboard     dashboard     dashboard  auth    dashboard
         /about-us/*                                     → /about (301)

      Marks: M maintenance route (/construction), A reachable during maintenance (maintenance.allow)
      routes.yaml: 13 routes, 1 redirect; maintenance is off in routes.yaml
      "
    `)
  })

  it('lists redirects with their targets and marks the paths allowed during maintenance', () => {
    const r = routekit(['routes', 'redirects/routes.yaml'], { cwd: ws.dir })
    expect(r.status).toBe(0)
    expect(r.stdout).toMatchInlineSnapshot(`
      "   PATH           NAME          LAYOUT   GUARDS  PAGE / REDIRECT TO
         /              index         default  -       index
         /about         about         default  -       about
      A  /legal/terms   terms         default  -       terms
         /blog/:slug    blog-post     default  -       blog-post
      M  /construction  construction  none     -       construction
         /about-us                                     → /about (301)
         /docs                                         → https://example.org/docs (302, external)

      Marks: M maintenance route (/construction), A reachable during maintenance (maintenance.allow)
      redirects/routes.yaml: 5 routes, 2 redirects; maintenance is on in routes.yaml
      "
    `)
  })

  it('prints the listing as JSON', () => {
    const r = routekit(['routes', 'redirects/routes.yaml', '--json'], { cwd: ws.dir })
    expect(r.status).toBe(0)
    const listing = JSON.parse(r.stdout)
    expect(Object.keys(listing)).toEqual(['file', 'maintenance', 'routes', 'redirects'])
    expect(listing.maintenance).toEqual({ enabled: true, route: '/construction', allow: ['/legal/*'] })
    expect(listing.routes.find((x: { name: string }) => x.name === 'terms')).toEqual({
      path: '/legal/terms',
      name: 'terms',
      page: 'terms',
      layout: 'default',
      guards: [],
      maintenanceRoute: false,
      reachableDuringMaintenance: true,
    })
    expect(listing.routes.filter((x: { maintenanceRoute: boolean }) => x.maintenanceRoute).map((x: { path: string }) => x.path)).toEqual(['/construction'])
    expect(listing.redirects).toEqual([
      { from: '/about-us', to: '/about', status: 301, external: false, reachableDuringMaintenance: false },
      { from: '/docs', to: 'https://example.org/docs', status: 302, external: true, reachableDuringMaintenance: false },
    ])
  })

  it('shows the guards of the seed dashboard in JSON', () => {
    const r = routekit(['routes', '--json'], { cwd: ws.fixture('seed') })
    const listing = JSON.parse(r.stdout)
    expect(listing.routes).toHaveLength(13)
    expect(listing.routes.at(-1)).toMatchObject({ path: '/dashboard', layout: 'dashboard', guards: ['auth'] })
  })

  it('exits 1 on an invalid file and prints its problems to stderr', () => {
    const r = routekit(['routes', 'invalid/routes.yaml'], { cwd: ws.dir })
    expect(r.status).toBe(1)
    expect(r.stdout).toBe('')
    expect(r.stderr).toContain('✖')
    expect(r.stderr).toContain('invalid/routes.yaml:')
  })

  it('prints the validate report as JSON on an invalid file with --json', () => {
    const r = routekit(['routes', 'invalid/routes.yaml', '--json'], { cwd: ws.dir })
    expect(r.status).toBe(1)
    expect(JSON.parse(r.stdout)).toMatchObject({ file: 'invalid/routes.yaml', valid: false })
  })

  it('exits 2 on a missing file', () => {
    const r = routekit(['routes', 'missing.yaml'], { cwd: ws.dir })
    expect(r.status).toBe(2)
    expect(r.stdout).toBe('')
    expect(r.stderr).toMatch(/^routekit: .*missing\.yaml/)
  })
})
