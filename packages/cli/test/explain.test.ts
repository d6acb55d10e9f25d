import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeWorkspace, routekit } from './_run.js'

let ws: ReturnType<typeof makeWorkspace>
beforeAll(() => {
  ws = makeWorkspace()
})
afterAll(() => ws.cleanup())

/** Runs explain against the seed site. */
function explain(...args: string[]) {
  return routekit(['explain', ...args], { cwd: ws.fixture('seed') })
}

describe('routekit explain', () => {
  it('explains the home page', () => {
    const r = explain('/')
    expect(r.status).toBe(0)
    expect(r.stdout).toMatchInlineSnapshot(`
      "explain / in routes.yaml
      maintenance: off   guards: not run (pass --signed-in or --signed-out to simulate)

      1. /
         route       / matches route "index"
         ⇒ renders page "index" in layout "default"

      Result: route "index" renders page "index" in layout "default"
      A loader of page "index" or of its layouts runs in the app only, and may still answer 404 (a thrown 404 Response) or redirect: explain reads routes.yaml and runs none.
      "
    `)
  })

  it('sends a signed-out visitor from /dashboard to /login?redirect=/dashboard', () => {
    const r = explain('/dashboard', '--signed-out')
    expect(r.status).toBe(0)
    expect(r.stdout).toMatchInlineSnapshot(`
      "explain /dashboard in routes.yaml
      maintenance: off   guards: signed out (simulated: every guard redirects to /login?redirect={path})

      1. /dashboard
         route       /dashboard matches route "dashboard"
         guard       guard "auth" redirects to /login?redirect=/dashboard (simulated: signed-out)
         ⇒ 302 redirect to /login?redirect=/dashboard (guard)

      2. /login?redirect=/dashboard
         route       /login matches route "login"
         ⇒ renders page "login" in layout "default"

      Result: route "login" renders page "login" in layout "default" after 1 redirect
      A loader of page "login" or of its layouts runs in the app only, and may still answer 404 (a thrown 404 Response) or redirect: explain reads routes.yaml and runs none.
      "
    `)
  })

  it('renders the dashboard for a signed-in visitor', () => {
    const r = explain('/dashboard', '--signed-in')
    expect(r.status).toBe(0)
    expect(r.stdout).toMatchInlineSnapshot(`
      "explain /dashboard in routes.yaml
      maintenance: off   guards: signed in (simulated: every guard allows)

      1. /dashboard
         route       /dashboard matches route "dashboard"
         guard       guard "auth" allows (simulated: signed-in)
         ⇒ renders page "dashboard" in layout "dashboard"

      Result: route "dashboard" renders page "dashboard" in layout "dashboard"
      A loader of page "dashboard" or of its layouts runs in the app only, and may still answer 404 (a thrown 404 Response) or redirect: explain reads routes.yaml and runs none.
      "
    `)
  })

  it('shows guards as not run without --signed-in or --signed-out', () => {
    const r = explain('/dashboard')
    expect(r.status).toBe(0)
    expect(r.stdout).toContain('auth: not run (pass --signed-in or --signed-out to simulate)')
  })

  it('answers an unknown path with the 404 and its exact message', () => {
    const r = explain('/nope')
    expect(r.status).toBe(0)
    expect(r.stdout).toMatchInlineSnapshot(`
      "explain /nope in routes.yaml
      maintenance: off   guards: not run (pass --signed-in or --signed-out to simulate)

      1. /nope
         not-found   no route or redirect matches /nope
         ⇒ 404 Page not found: /nope

      Result: 404 Page not found: /nope
      "
    `)
  })

  it('sends /about to /construction when maintenance is on', () => {
    const r = explain('/about', '--maintenance', 'on')
    expect(r.status).toBe(0)
    expect(r.stdout).toMatchInlineSnapshot(`
      "explain /about in routes.yaml
      maintenance: on   guards: not run (pass --signed-in or --signed-out to simulate)

      1. /about
         maintenance maintenance is on: /about is not allowed, so it goes to /construction?from=%2Fabout
         ⇒ 302 redirect to /construction?from=%2Fabout (maintenance)

      2. /construction?from=%2Fabout
         maintenance maintenance is on, and /construction stays reachable (the maintenance route)
         route       /construction matches route "construction"
         ⇒ renders page "construction" in layout "none"

      Result: route "construction" renders page "construction" in layout "none" after 1 redirect
      A loader of page "construction" runs in the app only, and may still answer 404 (a thrown 404 Response) or redirect: explain reads routes.yaml and runs none.
      "
    `)
  })

  it('renders /construction itself when maintenance is on', () => {
    const r = explain('/construction', '--maintenance', 'on')
    expect(r.status).toBe(0)
    expect(r.stdout).toContain('Result: route "construction" renders page "construction" in layout "none"\n')
  })

  it('lets --maintenance off override routes.yaml', () => {
    const r = routekit(['explain', '/about', '--file', 'redirects/routes.yaml', '--maintenance', 'off'], {
      cwd: ws.dir,
    })
    expect(r.status).toBe(0)
    expect(r.stdout).toContain('Result: route "about" renders page "about" in layout "default"\n')
    const on = routekit(['explain', '/about', '--file', 'redirects/routes.yaml'], { cwd: ws.dir })
    expect(on.stdout).toContain('redirect to /construction?from=%2Fabout (maintenance)')
  })

  it('follows a declared redirect, and stops at an external one', () => {
    const internal = routekit(['explain', '/about-us', '-f', 'redirects/routes.yaml', '--maintenance', 'off'], {
      cwd: ws.dir,
    })
    expect(internal.stdout).toContain(
      'Result: route "about" renders page "about" in layout "default" after 1 redirect\n',
    )
    const external = routekit(['explain', '/docs', '-f', 'redirects/routes.yaml', '--maintenance', 'off'], {
      cwd: ws.dir,
    })
    expect(external.status).toBe(0)
    expect(external.stdout).toContain('Result: leaves the site for https://example.org/docs (302)\n')
  })

  it('answers a failed param rule with its own 404 message', () => {
    const r = routekit(['explain', '/blog/Not_Valid', '-f', 'redirects/routes.yaml', '--maintenance', 'off'], {
      cwd: ws.dir,
    })
    expect(r.status).toBe(0)
    expect(r.stdout).toContain('Result: 404 Page Not Found: /blog/Not_Valid\n')
  })

  it('stops with exit 1 on a loop: a signed-out visitor on a guarded login page', () => {
    const r = routekit(['explain', '/login', '--signed-out', '-f', 'guarded-login/routes.yaml'], { cwd: ws.dir })
    expect(r.status).toBe(1)
    expect(r.stdout).toMatchInlineSnapshot(`
      "explain /login in guarded-login/routes.yaml
      maintenance: off   guards: signed out (simulated: every guard redirects to /login?redirect={path})

      1. /login
         route       /login matches route "login"
         guard       guard "auth" redirects to /login?redirect=/login (simulated: signed-out)
         ⇒ 302 redirect to /login?redirect=/login (guard)

      Result: Redirect loop: /login → /login?redirect=/login. Change a redirect or guard so the chain ends on a page.
      "
    `)
  })

  it('stops with exit 1 after 20 hops', () => {
    const r = routekit(['explain', '/r0', '-f', 'long-chain/routes.yaml'], { cwd: ws.dir })
    expect(r.status).toBe(1)
    expect(r.stdout).toContain('20. /r19\n')
    expect(r.stdout).not.toContain('21. ')
    expect(r.stdout).toContain('Result: Stopped after 20 redirects without reaching a page.')
  })

  it('prints the chain as JSON', () => {
    const r = explain('/dashboard', '--signed-out', '--json')
    expect(r.status).toBe(0)
    expect(JSON.parse(r.stdout)).toMatchInlineSnapshot(`
      {
        "file": "routes.yaml",
        "guards": "signed-out",
        "hops": [
          {
            "kind": "redirect",
            "path": "/dashboard",
            "reason": "guard",
            "status": 302,
            "steps": [
              {
                "detail": "/dashboard matches route "dashboard"",
                "name": "dashboard",
                "path": "/dashboard",
                "rule": "route",
                "what": "match",
              },
              {
                "detail": "guard "auth" redirects to /login?redirect=/dashboard",
                "guard": "auth",
                "rule": "guard",
                "to": "/login?redirect=/dashboard",
                "what": "redirect",
              },
            ],
            "to": "/login?redirect=/dashboard",
          },
          {
            "kind": "render",
            "layout": "default",
            "layouts": [
              "default",
            ],
            "page": "login",
            "params": {},
            "path": "/login?redirect=/dashboard",
            "pendingGuards": [],
            "route": "login",
            "routePath": "/login",
            "steps": [
              {
                "detail": "/login matches route "login"",
                "name": "login",
                "path": "/login",
                "rule": "route",
                "what": "match",
              },
            ],
          },
        ],
        "login": "/login?redirect={path}",
        "maintenance": false,
        "path": "/dashboard",
        "result": {
          "kind": "render",
          "layout": "default",
          "layouts": [
            "default",
          ],
          "page": "login",
          "params": {},
          "pendingGuards": [],
          "route": "login",
          "routePath": "/login",
        },
        "stopped": null,
      }
    `)
  })

  it('prints a 404 as JSON', () => {
    const r = explain('/nope', '--json')
    expect(JSON.parse(r.stdout).result).toEqual({
      kind: 'not-found',
      status: 404,
      message: 'Page not found: /nope',
      reason: 'unknown-path',
    })
  })
})

describe('routekit explain: usage errors', () => {
  it('exits 2 on a bad --maintenance value', () => {
    const r = explain('/', '--maintenance', 'maybe')
    expect(r.status).toBe(2)
    expect(r.stderr).toMatchInlineSnapshot(`
      "error: option '--maintenance <state>' argument 'maybe' is invalid. Allowed choices are on, off.
      Run "routekit explain --help" to see its arguments and options.
      "
    `)
  })

  it('exits 2 when --signed-in and --signed-out are both given', () => {
    const r = explain('/', '--signed-in', '--signed-out')
    expect(r.status).toBe(2)
    expect(r.stderr).toMatchInlineSnapshot(`
      "error: option '--signed-in' cannot be used with option '--signed-out'
      Run "routekit explain --help" to see its arguments and options.
      "
    `)
  })

  it('exits 2 without a path, or with a path that does not start with "/"', () => {
    expect(explain().status).toBe(2)
    const r = explain('about')
    expect(r.status).toBe(2)
    expect(r.stderr).toMatchInlineSnapshot(`
      "routekit: The path to explain must start with a single "/": got "about". Did you mean: routekit explain /about
      "
    `)
  })

  it('exits 2 on a missing --file', () => {
    const r = explain('/', '--file', 'missing.yaml')
    expect(r.status).toBe(2)
    expect(r.stderr).toMatch(/^routekit: .*missing\.yaml/)
  })

  it('prints the diagnostics and exits 1 when routes.yaml is invalid', () => {
    const r = routekit(['explain', '/', '-f', 'invalid/routes.yaml'], { cwd: ws.dir })
    expect(r.status).toBe(1)
    expect(r.stdout).toBe('')
    expect(r.stderr).toContain('✖')
  })

  it("prints resolve()'s locale step; a guard's redirect keeps the visitor's prefix (issue 26)", () => {
    const r = routekit(['explain', '/en/dashboard', '--signed-out', '--file', 'i18n/routes.yaml'], { cwd: ws.dir })
    expect(r.status).toBe(0)
    expect(r.stdout).toMatchInlineSnapshot(`
      "explain /en/dashboard in i18n/routes.yaml
      maintenance: off   guards: signed out (simulated: every guard redirects to /login?redirect={path})

      1. /en/dashboard
         locale      /en/dashboard is in locale "en" (prefix /en); the rest, /dashboard, is matched below
         route       /dashboard matches route "dashboard"
         guard       guard "auth" redirects to /login?redirect=/en/dashboard (simulated: signed-out)
         ⇒ 302 redirect to /en/login?redirect=/en/dashboard (guard)

      2. /en/login?redirect=/en/dashboard
         locale      /en/login is in locale "en" (prefix /en); the rest, /login, is matched below
         route       /login matches route "login"
         ⇒ renders page "login" in layout "default"

      Result: route "login" renders page "login" in layout "default" after 1 redirect
      A loader of page "login" or of its layouts runs in the app only, and may still answer 404 (a thrown 404 Response) or redirect: explain reads routes.yaml and runs none.
      "
    `)
    const json = JSON.parse(
      routekit(['explain', '/en/about', '--maintenance', 'on', '--file', 'i18n/routes.yaml', '--json'], { cwd: ws.dir })
        .stdout,
    )
    expect(json.hops.map((h: { path: string; locale: string; kind: string }) => [h.path, h.locale, h.kind])).toEqual([
      ['/en/about', 'en', 'redirect'],
      ['/en/construction?from=%2Fen%2Fabout', 'en', 'render'],
    ])
  })
})
