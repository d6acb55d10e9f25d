/**
 * Code samples shown on the marketing pages. They are real: a test parses
 * ROUTES_SAMPLE with router-core and checks that the error in CLI_SAMPLE is
 * the one `routekit validate` reports for it, at the line and column shown.
 * The rest of CLI_SAMPLE was copied from the real CLI's output (NO_COLOR=1).
 */

export const ROUTES_SAMPLE = `version: 1
layouts: [default, dashboard]
guards: [auth]

routes:
  - { path: /, name: home, page: index }
  - { path: /about, name: about, page: about }
  - { path: /login, name: login, page: login }
  - path: /dashboard
    name: dashboard
    page: dashboard
    layout: dashboard
    guards: [auth]    # signed-in visitors only
  - path: /construction
    name: construction
    page: construction
    layout: none      # the maintenance page stands alone

redirects:
  - { from: /home, to: /, status: 301 }

maintenance:
  route: /construction
  allow: [/about]`

/** ROUTES_SAMPLE with the typo the CLI sample reports. */
export const ROUTES_SAMPLE_WITH_TYPO = ROUTES_SAMPLE.replace('guards: [auth]    #', 'guards: [auht]    #')

export const CLI_SAMPLE = `$ npx routekit validate
routes.yaml:13:14  error  RK403  Unknown guard "auht" on route /dashboard. Declared guards: auth. Did you mean "auth"?

  11 |     page: dashboard
  12 |     layout: dashboard
> 13 |     guards: [auht]    # signed-in visitors only
     |              ^^^^
  14 |   - path: /construction
  15 |     name: construction

✖ 1 error in routes.yaml

$ npx routekit explain /dashboard --signed-out
1. /dashboard
   route       /dashboard matches route "dashboard"
   guard       guard "auth" redirects to /login?redirect=/dashboard (simulated: signed-out)
   ⇒ 302 redirect to /login?redirect=/dashboard (guard)

2. /login?redirect=/dashboard
   route       /login matches route "login"
   ⇒ renders page "login" in layout "default"

Result: route "login" renders page "login" in layout "default" after 1 redirect`
