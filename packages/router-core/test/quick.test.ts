// The quick path decides with the same schema and checks as the others. For
// a large file it compiles the schema (zod's compile): the compiled schema
// must accept, refuse and fill in defaults exactly as the schema does.
import { describe, expect, it } from 'vitest'
import { checkRoutes, routesConfigSchema } from '../src/index.js'
import { schemaFor, validConfigOf } from '../src/config/_quick.js'

/** A config of `count` routes, as a scanner would give it: defaults left out, a param rule on every fourth route. */
function manyRoutes(count: number): Record<string, unknown> {
  const routes: Array<Record<string, unknown>> = Array.from({ length: count }, (_, i) =>
    i % 4 === 1
      ? { path: `/s${i % 50}/p${i}/:slug`, name: `page-${i}`, page: `page-${i % 200}`, layout: 'docs', title: `Article ${i}`, params: { slug: '^[a-z0-9-]+$' } }
      : { path: `/s${i % 50}/p${i}`, name: `page-${i}`, page: `page-${i % 200}`, ...(i % 10 === 3 && { guards: ['auth'] }) },
  )
  routes[0] = { path: '/construction', name: 'construction', page: 'construction', layout: 'none' }
  return { version: 1, layouts: ['default', 'docs'], guards: ['auth'], routes, redirects: [{ from: '/old/*', to: '/construction' }] }
}

describe('validConfigOf', () => {
  it('compiles the schema for a large file (500 routes or more) only', () => {
    expect(schemaFor(manyRoutes(499))).toBe(routesConfigSchema)
    expect(schemaFor(manyRoutes(500))).not.toBe(routesConfigSchema)
    expect(schemaFor(manyRoutes(2500))).not.toBe(routesConfigSchema)
  })

  it('gives the schema\'s own output for a large valid file, defaults filled in', () => {
    const value = manyRoutes(2500)
    const expected = routesConfigSchema.safeParse(value)
    expect(expected.success && checkRoutes(expected.data)).toEqual([])
    const config = validConfigOf(value)
    expect(config).toEqual(expected.data)
    expect(config?.routes[2]).toEqual({ path: '/s2/p2', name: 'page-2', page: 'page-2', layout: 'default', guards: [] })
    expect(config?.redirects[0]?.status).toBe(302)
  })

  it('refuses what the schema refuses in a large file, and what a check reports', () => {
    const cases: Array<(v: { routes: Array<Record<string, unknown>> }) => void> = [
      (v) => delete v.routes[1234]!.name,
      (v) => (v.routes[2000]!.path = 42),
      (v) => (v.routes[2100]!.extra = 'x'),
      (v) => (v.routes[10]!.guards = ['nope']),
      (v) => (v.routes[11]!.path = '/s10/p10'), // a duplicate path
    ]
    for (const change of cases) {
      const value = manyRoutes(2500) as { routes: Array<Record<string, unknown>> }
      change(value)
      expect(validConfigOf(value), change.toString()).toBeNull()
    }
  })
})
