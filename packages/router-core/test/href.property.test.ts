// Property: href() agrees with resolve(), the oracle. For a generated route (static segments with escapes and mixed
// case, params with rules, with or without i18n and its three prefix modes) and generated params and locale:
// when href() returns a URL, resolve() renders that route with exactly those params, in that locale; when it throws,
// it is a RoutekitError, and the URL it refused to write (each value encodeURIComponent'ed, localizePath()) is one
// that resolve() would not render as asked. Each route stands alone, so no other route or redirect can shadow it.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { href, localizePath, resolve, RoutekitError, routesConfigSchema, type RoutesConfig } from '../src/index.js'
import { propertyRuns } from './_property.js'

const { numRuns, seed } = propertyRuns(2000)

const STATIC = ['a', 'About', 'caf%C3%A9', '%61bout', 'a%20b', 'a.b', "it's", 'x%2Fy', 'en', 'es'] as const
const RULES = [undefined, '^[a-z]+$', '^[0-9]+$', '^.+$', '^[^/]+$', '^a%2Fb$', '^.$'] as const
const LOCALES = ['es', 'en', 'pt-BR'] as const

const value = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
  {
    weight: 3,
    arbitrary: fc.string({
      unit: fc.constantFrom('a', 'b', '1', '/', '%', '.', ' ', '?', '#', 'é', '2', 'F'),
      maxLength: 5,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom('', '.', '..', 'en', 'es', 'pt-BR', '%2F', 'a%2Fb', 'a/b', '%E9', 'abc', '123'),
  },
)

const genCase = fc
  .record({
    segments: fc.array(fc.oneof(fc.constantFrom(...STATIC), fc.constant(':')), { maxLength: 4 }),
    rule: fc.constantFrom(...RULES),
    i18n: fc.option(
      fc.record({
        locales: fc.subarray([...LOCALES], { minLength: 1 }),
        prefix: fc.constantFrom('except-default', 'always', 'never'),
      }),
      { freq: 2 },
    ),
  })
  .chain(({ segments, rule, i18n }) => {
    const names = segments.map((s, i) => (s === ':' ? `p${i}` : null)).filter((n) => n !== null)
    const path = '/' + segments.map((s, i) => (s === ':' ? `:p${i}` : s)).join('/')
    const rules = rule !== undefined && names.length > 0 ? { [names[0]!]: rule } : undefined
    const config = routesConfigSchema.parse({
      version: 1,
      routes: [{ path, name: 'r', page: 'r', ...(rules && { params: rules }) }],
      ...(i18n && { i18n: { locales: i18n.locales, default: i18n.locales[0], prefix: i18n.prefix } }),
    })
    return fc.record({
      config: fc.constant(config),
      path: fc.constant(path),
      params: fc.record(Object.fromEntries(names.map((n) => [n, value]))),
      locale: i18n ? fc.option(fc.constantFrom(...i18n.locales), { nil: undefined }) : fc.constant(undefined),
    })
  })

/** True when resolve() renders route r with exactly these params, in the locale the link asked for. */
function rendersAsAsked(
  config: RoutesConfig,
  url: string,
  params: Record<string, string>,
  locale: string | undefined,
): boolean {
  const decided = resolve(config, url)
  const i18n = config.i18n
  const want = i18n ? (i18n.prefix === 'never' ? i18n.default : (locale ?? i18n.default)) : undefined
  return (
    decided.kind === 'render' &&
    decided.route.name === 'r' &&
    JSON.stringify(decided.params) === JSON.stringify(params) &&
    decided.locale === want
  )
}

/** The URL href() would write if it refused nothing; null when a value cannot be encoded at all. */
function naive(
  config: RoutesConfig,
  path: string,
  params: Record<string, string>,
  locale: string | undefined,
): string | null {
  try {
    const filled = path.replace(/:(p\d+)/g, (_, name: string) => encodeURIComponent(params[name]!))
    const l = locale ?? config.i18n?.default
    return l === undefined ? filled : localizePath(config, filled, l)
  } catch {
    return null
  }
}

describe('href() (property)', () => {
  it('writes a URL that resolve() renders as that route with those params, and refuses only what it would not', () => {
    fc.assert(
      fc.property(genCase, ({ config, path, params, locale }) => {
        let url: string
        try {
          url = href(config, 'r', { params, ...(locale !== undefined && { locale }) })
        } catch (e) {
          expect(e).toBeInstanceOf(RoutekitError)
          // A dot segment is refused outright. The oracle is not asked: Node 20's URL parser keeps `/x/.a/..` as it
          // is (browsers send /x/), so resolve() on Node 20 would render a URL no browser sends.
          if (Object.values(params).some((v) => v === '.' || v === '..')) {
            expect(['RK713', 'RK714']).toContain((e as RoutekitError).code)
            return
          }
          const refused = naive(config, path, params, locale)
          if (refused !== null) expect(rendersAsAsked(config, refused, params, locale)).toBe(false)
          return
        }
        expect(rendersAsAsked(config, url, params, locale)).toBe(true)
      }),
      { numRuns, seed },
    )
  }, 120_000)
})
