// Issue 25: `explain --signed-out` assumed a route named "login" with a ?redirect= parameter.
// The login route now comes from --login, or from the route named "login".
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeWorkspace, routekit } from './_run.js'

let ws: ReturnType<typeof makeWorkspace>
beforeAll(() => {
  ws = makeWorkspace()
})
afterAll(() => ws.cleanup())

const explain = (...args: string[]) => routekit(['explain', ...args], { cwd: ws.fixture('signin') })

describe('routekit explain --signed-out --login', () => {
  it('without a route named "login" or --login, guards answer 404 and the header says how to name one', () => {
    const r = explain('/account', '--signed-out')
    expect(r.status).toBe(0)
    expect(r.stdout.split('\n')[1]).toMatchInlineSnapshot(
      `"maintenance: off   guards: signed out (simulated: every guard answers 404; no route is named "login", pass --login <path>)"`,
    )
    expect(r.stdout).toContain('Result: 404')
  })

  it('sends the visitor to --login with ?redirect=<path>', () => {
    const r = explain('/account?tab=2', '--signed-out', '--login', '/signin')
    expect(r.status).toBe(0)
    expect(r.stdout).toContain('⇒ 302 redirect to /signin?redirect=/account%3Ftab%3D2 (guard)')
    expect(r.stdout).toContain('Result: route "sign-in" renders page "sign-in" in layout "default" after 1 redirect')
  })

  it('puts the return path where --login says with {path}', () => {
    const r = explain('/account', '--signed-out', '--login', '/signin?next={path}', '--json')
    expect(r.status).toBe(0)
    const json = JSON.parse(r.stdout) as { login: string; hops: { path: string }[] }
    expect(json.login).toBe('/signin?next={path}')
    expect(json.hops.map((h) => h.path)).toEqual(['/account', '/signin?next=/account'])
  })

  it('--login wins over the route named "login"', () => {
    const r = routekit(['explain', '/dashboard', '--signed-out', '--login', '/elsewhere'], { cwd: ws.fixture('seed') })
    expect(r.stdout).toContain('⇒ 302 redirect to /elsewhere?redirect=/dashboard (guard)')
  })

  it('exits 2 on --login without --signed-out, or a --login that is not a path', () => {
    const messages = [
      explain('/account', '--login', '/signin'),
      explain('/account', '--signed-out', '--login', 'signin'),
    ].map((r) => [r.status, r.stderr])
    expect(messages).toMatchInlineSnapshot(`
      [
        [
          2,
          "routekit: --login only applies with --signed-out: add --signed-out, or drop --login.
      ",
        ],
        [
          2,
          "routekit: --login must be a path of this site, starting with a single "/": got "signin". For example: --login /signin
      ",
        ],
      ]
    `)
  })
})
