// resolve() never sends a visitor to an origin that routes.yaml does not
// declare, whatever the config (validated, with internal, splat and external
// redirects), the path (`//host`, `/\host`, encoded, control characters) and
// the guard outcomes (redirects to arbitrary strings).
// Regression: `/old/* -> /*` sent `/old//evil.example` to `//evil.example`
// and `/old/\evil.example` to `/\evil.example` (fixed in resolve.ts).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  allow,
  checkRoutes,
  notFound,
  redirect,
  resolve,
  routesConfigSchema,
  safeInternalPath,
  type GuardOutcome,
  type Resolution,
  type RoutesConfig,
} from '../src/index.js'
import { httpOrigin } from '../src/config/match/paths.js'
import { propertyRuns } from './_property.js'

const { numRuns, seed } = propertyRuns()
const SITE = 'https://site.example'

// Pieces that have broken URL handling somewhere: slashes, backslashes, encodings, schemes, whitespace.
const piece = fc.constantFrom(
  '/',
  '//',
  '\\',
  '/\\',
  'old',
  'go',
  'x',
  'a',
  'b',
  'evil.example',
  'good.example',
  '%2F',
  '%2f',
  '%5C',
  '%252F',
  '%2e%2e',
  '..',
  '.',
  '?',
  '#',
  '?next=//evil.example',
  '\t',
  '\n',
  '\r',
  ' ',
  '\u0000',
  '@',
  ':',
  'https:',
  'javascript:',
  '%09',
  '%0a',
  '*',
  'é',
)
const visitorPath = fc.oneof(
  { weight: 4, arbitrary: fc.array(piece, { maxLength: 7 }).map((p) => '/' + p.join('')) },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.constantFrom('old', 'go', 'x', 'a', 'b', 'docs'), { minLength: 1, maxLength: 3 })
      .chain((segs) =>
        fc
          .constantFrom('', '/', '//evil.example', '/\\evil.example', '/%2F%2Fevil.example', '/\t/evil.example')
          .map((tail) => '/' + segs.join('/') + tail),
      ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
)

const routePath = fc.constantFrom('/', '/x', '/a', '/a/b', '/docs', '/docs/intro', '/blog/:slug', '/dashboard')
const fromPattern = fc.constantFrom('/old', '/old/*', '/go/*', '/go', '/docs/*', '/a/*', '/legacy')
const target = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('/', '/*', '/docs/*', '/construction') },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'https://good.example',
      'https://good.example/*',
      'https://good.example/docs/*',
      'http://other.example:8080/p',
      'HTTPS://Good.Example/*',
      'https:/*',
      'https:*',
      'http:/*',
      'https://good.example*',
      'https://user@good.example/*',
      'https://good.example\\/*',
      'https://good.example?x=/*',
    ),
  },
  // Validation refuses these; they test that the generator reaches the limits of what it accepts.
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      ' https://evil.example',
      '/x',
      '/a/b',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
)

const configInput = fc.record({
  routes: fc.uniqueArray(routePath, { minLength: 1, maxLength: 6 }),
  guarded: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
  redirects: fc.array(fc.record({ from: fromPattern, to: target, status: fc.constantFrom(301, 302, 307, 308) }), {
    maxLength: 4,
  }),
  maintenanceAllow: fc.array(fc.constantFrom('/x', '/docs/*', '/old/*'), { maxLength: 2 }),
})

type ConfigInput = typeof configInput extends fc.Arbitrary<infer T> ? T : never

const guardOutcome: fc.Arbitrary<GuardOutcome> = fc.oneof(
  fc.constant(allow()),
  fc.constant(notFound()),
  fc
    .oneof(
      target,
      visitorPath,
      fc.constantFrom(
        'https://good.example/x',
        'https://evil.example/',
        'http://good.example',
        '/login?redirect=//evil.example',
      ),
    )
    .map((to) => redirect(to)),
)
const state = fc.record({
  maintenance: fc.oneof(
    fc.boolean(),
    fc.record({
      enabled: fc.boolean(),
      allow: fc.array(fc.oneof(visitorPath, fromPattern), { maxLength: 2 }),
      bypass: fc.boolean(),
    }),
  ),
  guards: fc.record({ auth: guardOutcome, admin: guardOutcome }, { requiredKeys: [] }),
})

/** A config that validation accepts, or null: the runtime never sees another kind. */
function validConfig(input: ConfigInput): RoutesConfig | null {
  const raw = {
    version: 1,
    guards: ['auth', 'admin'],
    maintenance: { enabled: false, route: '/construction', allow: input.maintenanceAllow },
    routes: [
      { path: '/construction', name: 'construction', page: 'construction' },
      ...input.routes.map((path, i) => ({
        path,
        name: `r${i}`,
        page: `p${i}`,
        ...(input.guarded[i] && { guards: i % 2 ? ['auth', 'admin'] : ['auth'] }),
        ...(path.includes(':slug') && { params: { slug: '^[a-z]+$' } }),
      })),
    ],
    redirects: input.redirects,
  }
  const parsed = routesConfigSchema.safeParse(raw)
  if (!parsed.success) return null
  return checkRoutes(parsed.data).some((d) => d.severity === 'error') ? null : parsed.data
}

/** The origins routes.yaml declares: those of its external redirect targets. */
function declaredOrigins(config: RoutesConfig): Set<string> {
  return new Set(config.redirects.map((r) => httpOrigin(r.to)).filter((o): o is string => o !== null))
}

function expectSafe(config: RoutesConfig, r: Resolution, where: string): void {
  switch (r.kind) {
    case 'redirect': {
      // Internal: a path of this site, however a browser reads it.
      expect(r.to.startsWith('/') && !r.to.startsWith('//') && !r.to.startsWith('/\\'), where).toBe(true)
      expect(new URL(r.to, SITE).origin, where).toBe(SITE)
      if (r.reason === 'guard') expect(safeInternalPath(r.to), where).toBe(r.to)
      // The maintenance redirect goes to the maintenance route; its `?from=` is data, read back through safeInternalPath().
      if (r.reason === 'maintenance') expect(r.to.split('?')[0], where).toBe(config.maintenance.route)
      return
    }
    case 'external': {
      const origin = httpOrigin(r.to)
      expect(origin, where).not.toBeNull()
      expect(declaredOrigins(config).has(origin!), `${where}: ${r.to} leaves for ${origin}`).toBe(true)
      return
    }
    case 'not-found':
      expect(r.status, where).toBe(404)
      expect(r.message, where).toMatch(/^Page (not found|Not Found): /)
      return
    case 'error':
      expect(r.status, where).toBe(500)
      return
    case 'render':
      expect(config.routes, where).toContain(r.route)
      return
  }
}

describe('resolve() never leaves for an undeclared origin (property)', () => {
  it('for any valid config, path and guard outcomes', () => {
    const seen = { configs: 0, redirect: 0, external: 0, 'not-found': 0, error: 0, render: 0 }
    fc.assert(
      fc.property(configInput, visitorPath, state, (input, path, s) => {
        const config = validConfig(input)
        if (config === null) return // counted below: most cases are valid configs
        seen.configs++
        const where = `${JSON.stringify(path)} in ${JSON.stringify(config.redirects.map((r) => `${r.from} -> ${r.to}`))} with ${JSON.stringify(s)}`
        for (const r of [resolve(config, path), resolve(config, path, s)]) {
          seen[r.kind]++
          expectSafe(config, r, where)
        }
      }),
      { seed, numRuns },
    )
    // The property must have exercised every kind of answer, or it proves nothing.
    expect(seen.configs).toBeGreaterThan(numRuns / 3)
    for (const kind of ['redirect', 'external', 'not-found', 'error', 'render'] as const)
      expect(seen[kind], kind).toBeGreaterThan(0)
  }, 300_000)

  it('regression: a splat redirect does not turn the rest of the path into another host', () => {
    const config = validConfig({
      routes: ['/', '/x'],
      guarded: Array(8).fill(false),
      redirects: [{ from: '/old/*', to: '/*', status: 302 }],
      maintenanceAllow: [],
    })!
    expect(config).not.toBeNull()
    expect(resolve(config, '/old/x')).toMatchObject({ kind: 'redirect', to: '/x' })
    // A browser's URL parser turns "\\" into "/" and drops the tab, and repeated slashes are merged, so the rest
    // never starts with "/": each stays a path of this site.
    for (const [path, to] of [
      ['/old//evil.example', '/evil.example'],
      ['/old/\\evil.example', '/evil.example'],
      ['/old/\t/evil.example', '/evil.example'],
      ['/old//evil.example/x?y=1', '/evil.example/x?y=1'],
    ]) {
      const r = resolve(config, path!)
      expect(r, path).toMatchObject({ kind: 'redirect', to })
      expect(new URL((r as { to: string }).to, SITE).origin, path).toBe(SITE)
    }
  })
})
