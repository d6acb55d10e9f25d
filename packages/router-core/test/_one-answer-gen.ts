// The generator behind the one-answer property tests: route tables as a
// developer writes them in routes.yaml (mixed case, punctuation, percent-escapes, literal Unicode, React Router 7's
// optional segments, suffix params and splats,
// params with rules, layouts, redirects with splats), and URLs as visitors and
// browsers send them (case changes, escaped letters, %252F, undecodable
// escapes, dot segments, trailing and double slashes, queries).
import fc from 'fast-check'

/**
 * Static segments: mixed case, the punctuation a path may hold, percent-escapes (of letters, of é, of a space, of "/"),
 * and literal Unicode, composed and decomposed (NFD: é as e + U+0301, as some editors and macOS file names write it).
 */
const STATIC = [
  'a',
  'b',
  'about',
  'About',
  'ABOUT',
  'docs',
  'caf%C3%A9',
  'caf%c3%a9',
  'café',
  'cafe\u0301',
  '日本',
  '%61bout',
  'a%20b',
  'a-b',
  'a.b',
  '~x',
  "it's",
  'q!',
  'x%2Fy',
  'm',
  'p',
] as const
/** React Router 7's other forms (issue 33): a param, an optional param, an optional static segment (not a locale name, which the i18n property test would read as a prefix), a suffix param (plain and optional). */
const DYNAMIC = [':p', ':p?', 'opt?', ':p.json', ':p?.xml'] as const
/** Values a param rule may hold. */
const RULES = ['^[a-z]+$', '^[0-9]+$', '^.+$', '^[^/]+$', '^a%2Fb$'] as const
export const LAYOUTS = ['main', 'side'] as const

export interface GenRoute {
  path: string
  layout: 'none' | (typeof LAYOUTS)[number]
  rule?: string
}

export interface GenConfig {
  routes: GenRoute[]
  redirects: Array<{ from: string; to: string; status: 301 | 302 }>
  maintenanceAllow: string[]
}

const segment = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...STATIC) },
  { weight: 3, arbitrary: fc.constantFrom(...DYNAMIC) },
)
/** Paths of 1-3 segments, params numbered p0, p1..., and in one of four a final splat. */
const routePath = fc
  .tuple(fc.array(segment, { minLength: 1, maxLength: 3 }), fc.boolean(), fc.boolean())
  .map(([segments, splat, often]) => {
    let n = 0
    const path = '/' + segments.map((s) => (s.startsWith(':p') ? s.replace(':p', `:p${n++}`) : s)).join('/')
    return splat && often ? `${path}/*` : path
  })
const route: fc.Arbitrary<GenRoute> = fc.record(
  {
    path: fc.oneof({ weight: 1, arbitrary: fc.constant('/') }, { weight: 8, arbitrary: routePath }),
    layout: fc.constantFrom('none', ...LAYOUTS),
    rule: fc.constantFrom(...RULES),
  },
  { requiredKeys: ['path', 'layout'] },
)
const prefix = fc.array(fc.constantFrom(...STATIC), { minLength: 1, maxLength: 2 }).map((s) => '/' + s.join('/'))

/** Redirects that mostly lead somewhere: exact ones to a static route, splats to a folder that holds routes. */
function redirectsFor(routes: GenRoute[]): fc.Arbitrary<GenConfig['redirects']> {
  const statics = ['/m', ...routes.map((r) => r.path).filter((p) => !/[:?*]/.test(p))]
  const folders = [
    ...new Set(routes.map((r) => r.path.split('/').slice(0, -1).join('/')).filter((f) => f !== '' && !/[:?*]/.test(f))),
  ]
  const exact = fc.record({
    from: prefix,
    to: fc.constantFrom(...statics),
    status: fc.constantFrom(301 as const, 302 as const),
  })
  const splat = fc.record({
    from: fc.oneof({ weight: 6, arbitrary: prefix.map((p) => `${p}/*`) }, { weight: 1, arbitrary: fc.constant('/*') }),
    to:
      folders.length > 0
        ? fc.oneof(
            fc.constantFrom(...folders).map((f) => `${f}/*`),
            prefix.map((p) => `${p}/*`),
          )
        : prefix.map((p) => `${p}/*`),
    status: fc.constantFrom(301 as const, 302 as const),
  })
  return fc.array(fc.oneof(exact, splat), { maxLength: 3 })
}

export const genConfig: fc.Arbitrary<GenConfig> = fc.array(route, { minLength: 1, maxLength: 8 }).chain((routes) =>
  fc.record({
    routes: fc.constant(routes),
    redirects: redirectsFor(routes),
    maintenanceAllow: fc.array(
      prefix.map((p) => `${p}/*`),
      { maxLength: 1 },
    ),
  }),
)

/** routes.yaml text for a generated config: JSON in flow style, with the maintenance route `/m` (layout main). */
export function toYaml(c: GenConfig): string {
  const lines = [
    'version: 1',
    `layouts: ${JSON.stringify(LAYOUTS)}`,
    `maintenance: { route: /m, allow: ${JSON.stringify(c.maintenanceAllow)} }`,
    'routes:',
  ]
  lines.push(`  - { path: /m, name: m, page: m, layout: main }`)
  c.routes.forEach((r, i) => {
    const params = r.rule && r.path.includes('/:p0') ? `, params: { p0: ${JSON.stringify(r.rule)} }` : ''
    lines.push(`  - { path: ${JSON.stringify(r.path)}, name: r${i}, page: page${i}, layout: ${r.layout}${params} }`)
  })
  if (c.redirects.length > 0) {
    lines.push('redirects:')
    for (const r of c.redirects)
      lines.push(`  - { from: ${JSON.stringify(r.from)}, to: ${JSON.stringify(r.to)}, status: ${r.status} }`)
  }
  return lines.join('\n') + '\n'
}

/** Turns one segment into a form a visitor or a browser might send for it. */
const mutateSegment = fc.constantFrom(
  (s: string) => s.toUpperCase(),
  (s: string) => s.replace(/a/, '%61'),
  (s: string) => s.replace(/a/, '%41'),
  (s: string) => encodeURIComponent(s),
  // What a browser sends for typed text: composed (NFC), percent-encoded.
  (s: string) => encodeURIComponent(s.normalize('NFC')),
  (s: string) => s.replace(/%/g, '%25'),
  (s: string) => s + '%252F',
  () => 'a%252Fb',
  () => 'a%2Fb',
  (s: string) => s + '%E9',
  (s: string) => `${s}/.`,
  (s: string) => `%2e/${s}`,
  (s: string) => `zz/../${s}`,
  (s: string) => `zz/%2E%2e/${s}`,
  (s: string) => `${s}/`,
  (s: string) => `${s}//`,
  () => 'zz',
)

/** A URL for a generated config: one of its own paths (with params filled), mutated segment by segment, maybe with a query. */
export function genUrl(c: GenConfig): fc.Arbitrary<string> {
  const sources = ['/m', ...c.routes.map((r) => r.path), ...c.redirects.map((r) => r.from.replace(/\*$/, 'rest'))]
  const fill = fc.constantFrom('abc', '123', 'caf%C3%A9', 'a%2Fb', 'A', '%E9')
  return fc
    .record({
      source: fc.constantFrom(...sources),
      mutations: fc.array(fc.option(mutateSegment, { freq: 2 }), { minLength: 3, maxLength: 3 }),
      fills: fc.array(fill, { minLength: 3, maxLength: 3 }),
      query: fc.constantFrom('', '', '?q=1', '?from=%2Fx'),
    })
    .map(({ source, mutations, fills, query }) => {
      const segments = source === '/' ? [] : source.split('/').slice(1)
      const out: string[] = []
      segments.forEach((s, i) => {
        const fill = fills[i % 3]!
        // An optional segment or a splat is left out when its fill is "A"; a splat otherwise takes two segments.
        if ((s.endsWith('?') || s === '*') && fill === 'A') return
        const filled =
          s === '*' ? `${fill}/x` : s.startsWith(':') ? fill + (/\.\w+$/.exec(s)?.[0] ?? '') : s.replace(/\?$/, '')
        const mutate = mutations[i % 3]
        out.push(mutate ? mutate(filled) : filled)
      })
      return '/' + out.join('/') + query
    })
}
