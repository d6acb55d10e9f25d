// Property: a path and its locale-prefixed twin get the same decision from resolve(), apart from the locale. Both are
// compared with the decision for the same routes.yaml without i18n: the route, layout, params, pending guards, status
// and reason are equal; a redirect of this site carries the twin's prefix (and ?from= the twin's path); a 404 names
// the path as visited. Route tables and URLs come from the one-answer generator (mixed case, escapes, dot segments,
// params with rules, splat redirects, maintenance allow lists).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { localePrefixes, resolve, routesConfigSchema, type Resolution, type RoutesConfig } from '../src/index.js'
import { genConfig, genUrl, toYaml } from './_one-answer-gen.js'
import { propertyRuns } from './_property.js'

const { numRuns, seed } = propertyRuns(1000)

const LOCALES = ['es', 'en', 'pt-BR'] as const
type Prefix = 'except-default' | 'always' | 'never'

/**
 * The schema's reading of the file, without the checks: resolve() decides for any config the schema accepts, so
 * configs that validation refuses (a redirect cycle, a duplicate path) are compared too.
 */
function parsed(source: string): RoutesConfig {
  return routesConfigSchema.parse(parse(source))
}

/** A decision with the locale taken out: what must not change between a path and its twin. */
function decision(r: Resolution, prefix: string) {
  const strip = (path: string) =>
    path.startsWith(prefix) ? path.slice(prefix.length) || '/' : `MISSING ${prefix}: ${path}`
  switch (r.kind) {
    case 'render':
      return {
        kind: r.kind,
        route: r.route.name,
        layout: r.layout,
        params: r.params,
        pendingGuards: r.pendingGuards,
        maintenanceRoute: r.maintenanceRoute,
      }
    case 'redirect': {
      // A target of this site starts with the prefix and a slash: /en/ for the root.
      if (!r.to.startsWith(`${prefix}/`)) return { kind: r.kind, to: `MISSING ${prefix}/: ${r.to}` }
      const url = new URL(r.to.slice(prefix.length), 'http://x')
      // The maintenance redirect's ?from= is the path as visited; any other query is the visitor's own, carried over.
      const query = [...url.searchParams].map(([k, v]) => [
        k,
        k === 'from' && r.reason === 'maintenance' ? strip(v) : v,
      ])
      return { kind: r.kind, path: url.pathname, query, status: r.status, reason: r.reason }
    }
    case 'external':
      return { kind: r.kind, to: r.to, status: r.status, reason: r.reason }
    case 'not-found': {
      const [, head, path] = /^(Page not found: |Page Not Found: )(.*)$/s.exec(r.message)!
      return { kind: r.kind, reason: r.reason, message: head! + strip(path!) }
    }
    case 'error':
      return { kind: r.kind, message: r.message }
  }
}

const withLocales = fc.record({
  config: genConfig,
  locales: fc.subarray([...LOCALES], { minLength: 1 }),
  prefix: fc.constantFrom<Prefix>('except-default', 'always', 'never'),
  maintenance: fc.boolean(),
})

describe('resolve() with i18n (property)', () => {
  it('gives a path and its prefixed twin the decision it gives without i18n, apart from the locale', () => {
    const cache = new Map<string, { plain: RoutesConfig; localized: RoutesConfig }>()
    fc.assert(
      fc.property(
        withLocales.chain((c) => fc.record({ c: fc.constant(c), url: genUrl(c.config), pick: fc.nat() })),
        ({ c, url, pick }) => {
          const yaml = toYaml(c.config)
          const i18n = `i18n: { locales: ${JSON.stringify(c.locales)}, default: ${c.locales[0]}, prefix: ${c.prefix} }\n`
          const key = yaml + i18n
          let configs = cache.get(key)
          if (!configs) cache.set(key, (configs = { plain: parsed(yaml), localized: parsed(yaml + i18n) }))
          const state = { maintenance: c.maintenance }
          const plain = resolve(configs.plain, url, state)
          const expected = decision(plain, '')
          const prefixes = localePrefixes(configs.localized.i18n)
          const locale = prefixes[pick % Math.max(prefixes.length, 1)]
          if (locale !== undefined) {
            const twin = resolve(configs.localized, `/${locale}${url}`, state)
            expect(twin.locale).toBe(locale)
            expect(decision(twin, `/${locale}`)).toEqual(expected)
          }
          if (c.prefix !== 'always') {
            const bare = resolve(configs.localized, url, state)
            expect(bare.locale).toBe(c.locales[0])
            expect(decision(bare, '')).toEqual(expected)
          }
        },
      ),
      { numRuns, seed },
    )
  }, 120_000)
})
