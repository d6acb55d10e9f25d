// routekit explain and routekit routes on nested layouts (the map form of layouts):
// both show the chain a page renders inside, outermost first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeWorkspace, routekit } from './_run.js'

let ws: ReturnType<typeof makeWorkspace>
beforeAll(() => {
  ws = makeWorkspace()
})
afterAll(() => ws.cleanup())

const run = (...args: string[]) => routekit(args, { cwd: ws.fixture('nested-layouts') })

describe('nested layouts in the CLI', () => {
  it('explain names the chain of a nested layout', () => {
    const r = run('explain', '/dashboard/settings')
    expect(r.status).toBe(0)
    expect(r.stdout).toMatchInlineSnapshot(`
      "explain /dashboard/settings in routes.yaml
      maintenance: off   guards: not run (pass --signed-in or --signed-out to simulate)

      1. /dashboard/settings
         route       /dashboard/settings matches route "settings"
         ⇒ renders page "settings" in layouts shell > dashboard > settings

      Result: route "settings" renders page "settings" in layouts shell > dashboard > settings
      A loader of page "settings" or of its layouts runs in the app only, and may still answer 404 (a thrown 404 Response) or redirect: explain reads routes.yaml and runs none.
      "
    `)
  })

  it('explain --json gives the chain as layouts', () => {
    const r = run('explain', '/dashboard/settings', '--json')
    expect(JSON.parse(r.stdout).result).toMatchObject({
      layout: 'settings',
      layouts: ['shell', 'dashboard', 'settings'],
    })
  })

  it('explain shows the maintenance route with no layout', () => {
    const r = run('explain', '/dashboard', '--maintenance=on')
    expect(r.stdout).toContain(
      'Result: route "construction" renders page "construction" in layout "none" after 1 redirect\n',
    )
  })

  it('routes shows each route with its chain', () => {
    const r = run('routes')
    expect(r.status).toBe(0)
    expect(r.stdout).toMatchInlineSnapshot(`
      "   PATH                 NAME          LAYOUT                        GUARDS  PAGE / REDIRECT TO
         /                    home          shell                         -       home
         /dashboard           dashboard     shell > dashboard             -       dashboard
         /dashboard/settings  settings      shell > dashboard > settings  -       settings
      M  /construction        construction  none                          -       construction

      Marks: M maintenance route (/construction), A reachable during maintenance (maintenance.allow)
      routes.yaml: 4 routes, 0 redirects; maintenance is off in routes.yaml
      "
    `)
    const listing = JSON.parse(run('routes', '--json').stdout)
    expect(listing.routes.map((x: { layouts: string[] }) => x.layouts)).toEqual([
      ['shell'],
      ['shell', 'dashboard'],
      ['shell', 'dashboard', 'settings'],
      [],
    ])
  })
})
