// describeStep(): every kind of step resolve() records, worded as `routekit explain` prints it. resolve() keeps
// steps as data (no prose in the browser bundle); these words are the explanation's contract.
import { expect, it } from 'vitest'
import {
  allow,
  describeStep,
  notFound,
  parseRoutes,
  redirect,
  resolve,
  type ResolveState,
  type RoutesConfig,
} from '../src/index.js'

const SITE = `
version: 1
guards: [auth]
i18n:
  locales: [es, en]
  default: es
maintenance:
  allow: [/status]
routes:
  - { path: /, name: index, page: index }
  - { path: /status, name: status, page: status }
  - { path: /construction, name: construction, page: construction, layout: none }
  - { path: /dashboard, name: dashboard, page: dashboard, guards: [auth] }
  - { path: /blog/:slug, name: blog-post, page: blog-post, params: { slug: "^[a-z-]+$" } }
redirects:
  - { from: /home, to: /, status: 301 }
  - { from: /old/*, to: /* }
  - { from: /go/*, to: "https:/*" }
`

function config(prefix?: 'always' | 'never'): RoutesConfig {
  const result = parseRoutes(prefix ? SITE.replace('default: es', `default: es\n  prefix: ${prefix}`) : SITE)
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2))
  return result.config
}

function words(path: string, state: ResolveState = {}, prefix?: 'always' | 'never'): string[] {
  return resolve(config(prefix), path, state).steps.map((step) => `${step.rule}: ${describeStep(step)}`)
}

it('words every step resolve() records', () => {
  const seen = [
    ...words('/', {}, 'always'),
    ...words('/status', {}, 'always'),
    ...words('/status', {}, 'never'),
    ...words('/en/blog/a-b'),
    ...words('/blog/UPPER'),
    ...words('/home', { maintenance: { enabled: true, bypass: true } }),
    ...words('/en/dashboard', { maintenance: true }),
    ...words('/status', { maintenance: true }),
    ...words('/construction', { maintenance: true }),
    ...words('/caf%E9'),
    ...words('/old//evil.example'),
    ...words('/go/evil.example'),
    ...words('/nope'),
    ...words('/dashboard'),
    ...words('/dashboard', { guards: { auth: allow() } }),
    ...words('/dashboard', { guards: { auth: notFound() } }),
    ...words('/dashboard', { guards: { auth: redirect('/login') } }),
    ...words('/dashboard', { guards: { auth: redirect('https://evil.example/') } }),
  ]
  expect(seen).toMatchInlineSnapshot(`
    [
      "locale: every path carries a locale (prefix: always), so / goes to the default locale's /es/",
      "locale: /status carries no locale prefix (prefix: always; locales: es, en)",
      "locale: /status is in locale "es" (prefix: never)",
      "route: /status matches route "status"",
      "locale: /en/blog/a-b is in locale "en" (prefix /en); the rest, /blog/a-b, is matched below",
      "route: /blog/a-b matches route "blog-post" (/blog/:slug)",
      "locale: /blog/UPPER is in locale "es" (no locale prefix)",
      "route: /blog/UPPER matches route "blog-post" (/blog/:slug)",
      "params: param "slug" = "UPPER" fails ^[a-z-]+$",
      "locale: /home is in locale "es" (no locale prefix)",
      "maintenance: maintenance is on, but this visitor holds a valid preview token",
      "redirect: /home redirects to / (301)",
      "locale: /en/dashboard is in locale "en" (prefix /en); the rest, /dashboard, is matched below",
      "maintenance: maintenance is on: /dashboard is not allowed, so it goes to /en/construction?from=%2Fen%2Fdashboard",
      "locale: /status is in locale "es" (no locale prefix)",
      "maintenance: maintenance is on, and /status stays reachable (allowed by /status)",
      "route: /status matches route "status"",
      "locale: /construction is in locale "es" (no locale prefix)",
      "maintenance: maintenance is on, and /construction stays reachable (the maintenance route)",
      "route: /construction matches route "construction"",
      "locale: /caf%E9 is in locale "es" (no locale prefix)",
      "not-found: /caf%E9 holds a percent-escape that is not UTF-8, so no route can match it",
      "locale: /old/evil.example is in locale "es" (no locale prefix)",
      "redirect: /old/* redirects to /* (302)",
      "locale: /go/evil.example is in locale "es" (no locale prefix)",
      "redirect: /go/* redirects to https:/* (302)",
      "not-found: https:/evil.example would leave the site https:/* names, so the redirect does not apply",
      "locale: /nope is in locale "es" (no locale prefix)",
      "not-found: no route or redirect matches /nope",
      "locale: /dashboard is in locale "es" (no locale prefix)",
      "route: /dashboard matches route "dashboard"",
      "guard: guard "auth" has not run yet",
      "locale: /dashboard is in locale "es" (no locale prefix)",
      "route: /dashboard matches route "dashboard"",
      "guard: guard "auth" allows",
      "locale: /dashboard is in locale "es" (no locale prefix)",
      "route: /dashboard matches route "dashboard"",
      "guard: guard "auth" answers not found",
      "locale: /dashboard is in locale "es" (no locale prefix)",
      "route: /dashboard matches route "dashboard"",
      "guard: guard "auth" redirects to /login",
      "locale: /dashboard is in locale "es" (no locale prefix)",
      "route: /dashboard matches route "dashboard"",
      "guard: guard "auth" redirects to https://evil.example/",
      "guard: Guard "auth" redirected to https://evil.example/, an origin routes.yaml does not declare. Declare it as a redirect target, or redirect to a path of this site.",
    ]
  `)
})

it('words a splat redirect that would leave this site (the browser-normalised path never reaches it today)', () => {
  expect(describeStep({ rule: 'not-found', what: 'leaves-site', target: '//evil.example', site: undefined })).toBe(
    '//evil.example would leave this site, so the redirect does not apply',
  )
})
