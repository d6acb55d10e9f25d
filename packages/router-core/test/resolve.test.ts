// resolve(): one test per rule. The config comes from routes.yaml text
// through parseRoutes, so each case reads the way a developer writes it.
import { describe, expect, it } from 'vitest'
import { allow, describeStep, notFound, parseRoutes, redirect, resolve, type RoutesConfig } from '../src/index.js'

const SITE = `
version: 1
layouts: [default, dashboard]
guards: [auth]
maintenance:
  enabled: false
  route: /construction
  allow: [/status, /legal/*]
routes:
  - { path: /, name: index, page: index }
  - { path: /about, name: about, page: about }
  - { path: /status, name: status, page: status }
  - { path: /legal, name: legal, page: legal }
  - { path: /legal/terms, name: terms, page: terms }
  - { path: /construction, name: construction, page: construction, layout: default }
  - { path: /dashboard, name: dashboard, page: dashboard, layout: dashboard, guards: [auth] }
  - { path: /login, name: login, page: login }
  - path: /blog/:slug
    name: blog-post
    page: blog-post
    params:
      slug: "^[a-z0-9-]+$"
  - { path: /blog/new, name: blog-new, page: blog-new }
  - { path: /new/:a/:b, name: new-nested, page: new-nested }
redirects:
  - { from: /home, to: /, status: 301 }
  - { from: /about-us/*, to: /about }
  - { from: /old/*, to: /new/*, status: 308 }
  - { from: /docs, to: "https://docs.example.org/start" }
`

function site(): RoutesConfig {
  const result = parseRoutes(SITE)
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2))
  return result.config
}

const config = site()

describe('maintenance', () => {
  it('sends every other path to the maintenance route while maintenance is on', () => {
    const r = resolve(config, '/about', { maintenance: true })
    expect(r).toMatchObject({ kind: 'redirect', to: '/construction?from=%2Fabout', status: 302, reason: 'maintenance' })
  })

  it('keeps the maintenance route reachable, without a layout', () => {
    const r = resolve(config, '/construction', { maintenance: true })
    expect(r).toMatchObject({ kind: 'render', layout: 'none' })
    expect(r.kind === 'render' && r.route.name).toBe('construction')
  })

  it('renders the maintenance route with layout none even when maintenance is off', () => {
    // routes.yaml gives it layout: default; the maintenance page always stands alone.
    expect(resolve(config, '/construction')).toMatchObject({ kind: 'render', layout: 'none' })
  })

  it('renders the maintenance route without a layout also when only a param route matches it', () => {
    // Regression: /construction matched by /:slug rendered inside the param route's layout, though the docs say it never does.
    const onlyParam = parseRoutes(`version: 1
layouts: [default]
maintenance: { route: /construction }
routes:
  - { path: /:slug, name: slug, page: slug }
`)
    if (!onlyParam.ok) throw new Error('fixture')
    expect(resolve(onlyParam.config, '/construction')).toMatchObject({
      kind: 'render',
      layout: 'none',
      maintenanceRoute: true,
    })
    expect(resolve(onlyParam.config, '/other')).toMatchObject({
      kind: 'render',
      layout: 'default',
      maintenanceRoute: false,
    })
  })

  it('keeps an allowed exact path reachable', () => {
    expect(resolve(config, '/status', { maintenance: true })).toMatchObject({ kind: 'render' })
  })

  it('keeps paths under an allowed prefix reachable, but not the prefix itself', () => {
    expect(resolve(config, '/legal/terms', { maintenance: true })).toMatchObject({ kind: 'render' })
    expect(resolve(config, '/legal', { maintenance: true })).toMatchObject({ kind: 'redirect', reason: 'maintenance' })
  })

  it('lets a visitor with a preview token through', () => {
    const r = resolve(config, '/about', { maintenance: { enabled: true, bypass: true } })
    expect(r).toMatchObject({ kind: 'render' })
    expect(describeStep(r.steps[0]!)).toBe('maintenance is on, but this visitor holds a valid preview token')
  })

  it("adds the runtime allow list to routes.yaml's", () => {
    expect(resolve(config, '/about', { maintenance: { enabled: true, allow: ['/about'] } })).toMatchObject({
      kind: 'render',
    })
    expect(resolve(config, '/login', { maintenance: { enabled: true, allow: ['/about'] } })).toMatchObject({
      kind: 'redirect',
      reason: 'maintenance',
    })
  })

  it("defaults to routes.yaml's maintenance.enabled", () => {
    const on = parseRoutes(SITE.replace('enabled: false', 'enabled: true'))
    if (!on.ok) throw new Error('invalid')
    expect(resolve(on.config, '/about')).toMatchObject({ kind: 'redirect', reason: 'maintenance' })
    expect(resolve(on.config, '/about', { maintenance: false })).toMatchObject({ kind: 'render' })
  })
})

describe('redirects', () => {
  it('follows an exact redirect with its status', () => {
    expect(resolve(config, '/home')).toMatchObject({ kind: 'redirect', to: '/', status: 301, reason: 'redirect' })
  })

  it('follows a prefix redirect for paths below the prefix', () => {
    expect(resolve(config, '/about-us/team')).toMatchObject({ kind: 'redirect', to: '/about', status: 302 })
  })

  it('carries the rest of the path over with a splat target', () => {
    expect(resolve(config, '/old/a/b')).toMatchObject({ kind: 'redirect', to: '/new/a/b', status: 308 })
  })

  it('answers an external target with a full navigation', () => {
    expect(resolve(config, '/docs')).toMatchObject({
      kind: 'external',
      to: 'https://docs.example.org/start',
      status: 302,
      reason: 'redirect',
    })
  })

  it('carries the query over on an internal redirect', () => {
    expect(resolve(config, '/home?utm=mail')).toMatchObject({ kind: 'redirect', to: '/?utm=mail' })
  })
})

describe('routes', () => {
  it('renders an exact route in its layout', () => {
    const r = resolve(config, '/about')
    expect(r).toMatchObject({ kind: 'render', layout: 'default', params: {}, pendingGuards: [] })
    expect(r.kind === 'render' && r.route.name).toBe('about')
  })

  it('renders a param route whose param passes its rule', () => {
    const r = resolve(config, '/blog/hello-world')
    expect(r).toMatchObject({ kind: 'render', params: { slug: 'hello-world' } })
    expect(r.kind === 'render' && r.route.name).toBe('blog-post')
  })

  it('answers a param rule failure with "Page Not Found: {path}"', () => {
    const r = resolve(config, '/blog/Bad_Slug')
    expect(r).toMatchObject({ kind: 'not-found', status: 404, reason: 'param-rule' })
    expect(r.kind === 'not-found' && r.message).toMatchInlineSnapshot(`"Page Not Found: /blog/Bad_Slug"`)
  })

  it('answers an unknown path with "Page not found: {path}"', () => {
    const r = resolve(config, '/nope')
    expect(r).toMatchObject({ kind: 'not-found', status: 404, reason: 'unknown-path' })
    expect(r.kind === 'not-found' && r.message).toMatchInlineSnapshot(`"Page not found: /nope"`)
  })

  it('treats a trailing slash as the same page', () => {
    const r = resolve(config, '/about/')
    expect(r.kind === 'render' && r.route.name).toBe('about')
  })

  it('prefers a static route to a param route', () => {
    const r = resolve(config, '/blog/new')
    expect(r.kind === 'render' && r.route.name).toBe('blog-new')
  })

  it('among param routes, prefers more static segments, then the first in the file', () => {
    const routes = [
      '  - { path: /construction, name: construction, page: c }',
      '  - { path: "/:a/:b/:c", name: none-static, page: p }',
      '  - { path: "/x/:b/:c", name: x-first, page: p }',
      '  - { path: "/:a/y/:c", name: y-second, page: p }',
      '  - { path: "/x/y/:c", name: two-static, page: p }',
    ]
    const nameOf = (lines: string[], path: string) => {
      const result = parseRoutes(`version: 1\nroutes:\n${lines.join('\n')}\n`)
      if (!result.ok) throw new Error(JSON.stringify(result.diagnostics))
      const r = resolve(result.config, path)
      return r.kind === 'render' ? r.route.name : r.kind
    }
    expect(['/x/y/z', '/x/q/z', '/q/y/z', '/q/q/z'].map((path) => nameOf(routes, path))).toEqual([
      'two-static',
      'x-first',
      'y-second',
      'none-static',
    ])
    // Without two-static, /x/y/z matches two routes of one static segment each: the first in the file wins.
    const tied = routes.slice(0, 4)
    expect(nameOf(tied, '/x/y/z')).toBe('x-first')
    expect(nameOf([tied[0]!, ...tied.slice(1).reverse()], '/x/y/z')).toBe('y-second')
  })
})

describe('guards', () => {
  it('lists the guards still to run', () => {
    expect(resolve(config, '/dashboard')).toMatchObject({
      kind: 'render',
      layout: 'dashboard',
      pendingGuards: ['auth'],
    })
  })

  it('renders once every guard allows', () => {
    expect(resolve(config, '/dashboard', { guards: { auth: allow() } })).toMatchObject({
      kind: 'render',
      pendingGuards: [],
    })
  })

  it('follows a guard redirect to a path of this site', () => {
    const r = resolve(config, '/dashboard', { guards: { auth: redirect('/login?redirect=/dashboard') } })
    expect(r).toMatchObject({ kind: 'redirect', to: '/login?redirect=/dashboard', status: 302, reason: 'guard' })
  })

  it('answers a guard not-found with a 404', () => {
    const r = resolve(config, '/dashboard', { guards: { auth: notFound() } })
    expect(r).toMatchObject({ kind: 'not-found', status: 404, reason: 'guard', message: 'Page not found: /dashboard' })
  })

  it('lets a guard leave for an origin routes.yaml declares', () => {
    const r = resolve(config, '/dashboard', { guards: { auth: redirect('https://docs.example.org/login') } })
    expect(r).toMatchObject({ kind: 'external', to: 'https://docs.example.org/login', reason: 'guard' })
  })

  it('refuses a guard redirect to an undeclared origin', () => {
    const r = resolve(config, '/dashboard', { guards: { auth: redirect('https://evil.example/') } })
    expect(r).toMatchObject({ kind: 'error', status: 500 })
    expect(r.kind === 'error' && r.message).toMatchInlineSnapshot(
      `"Guard "auth" redirected to https://evil.example/, an origin routes.yaml does not declare. Declare it as a redirect target, or redirect to a path of this site."`,
    )
  })

  it('refuses a guard redirect to a protocol-relative //host', () => {
    const r = resolve(config, '/dashboard', { guards: { auth: redirect('//evil.example') } })
    expect(r).toMatchObject({ kind: 'error', status: 500 })
  })

  it('refuses a guard redirect to /\\host and javascript:', () => {
    for (const to of ['/\\evil.example', 'javascript:alert(1)']) {
      expect(resolve(config, '/dashboard', { guards: { auth: redirect(to) } }), to).toMatchObject({ kind: 'error' })
    }
  })
})

describe('steps', () => {
  it('records the decision chain as data, which describeStep() words for routekit explain', () => {
    const r = resolve(config, '/dashboard', { guards: { auth: allow() } })
    expect(r.steps).toEqual([
      { rule: 'route', what: 'match', path: '/dashboard', name: 'dashboard' },
      { rule: 'guard', what: 'allow', guard: 'auth' },
    ])
    expect(r.steps.map(describeStep)).toEqual(['/dashboard matches route "dashboard"', 'guard "auth" allows'])
  })
})
