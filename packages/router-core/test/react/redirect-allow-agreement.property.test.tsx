// @vitest-environment jsdom
// Redirect sources and maintenance `allow` entries, one matcher (issue 44, item 1): over generated patterns and
// paths, the redirect checks (RK504, RK507), resolve() and the runtime (createRoutes() on React Router's memory
// router) all take the pattern that React Router's own matchRoutes(), an oracle we did not write, says matches first.
// A prefix (`/docs/*`) matches the paths below it, not itself: React Router's splat must take at least one segment.
import { act, cleanup, render } from '@testing-library/react'
import fc from 'fast-check'
import { RouterProvider, createMemoryRouter, matchRoutes } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { browserPathname, normalizePathname, parseRoutes, resolve, type RoutesConfig } from '../../src/index.js'
import { createRoutes, type PageImport } from '../../src/react/index.js'
import { reactRouterPath } from '../../src/config/match/react-router-path.js'
import { stubFullNavigations } from './_app.js'

/** Fixed counts (FC_RUNS and FC_SEED override them), so CI runs the runtime part no longer than a laptop does. */
const runs = (n: number) => ({ numRuns: Number(process.env.FC_RUNS ?? n), seed: Number(process.env.FC_SEED ?? 42) })

/** Segments of patterns and paths: escapes of unreserved letters, case, and é written three ways (NFC, escaped, NFD). */
const SEGMENTS = ['a', 'b', 'A', '%61', 'caf%C3%A9', 'café', 'cafe\u0301']
/** What a visitor's path may hold besides: an uppercase escape, the NFD escape, a segment no pattern names. */
const VISITED = [...SEGMENTS, '%41', 'cafe%CC%81', 'x']

const segments = (from: readonly string[], max: number) =>
  fc.array(fc.constantFrom(...from), { minLength: 0, maxLength: max }).map((s) => '/' + s.join('/'))
/** A redirect source or `allow` entry: an exact path, or a prefix ending in `/*`. */
const pattern = fc
  .tuple(segments(SEGMENTS, 2), fc.boolean())
  .map(([path, prefix]) => (prefix ? (path === '/' ? '/*' : `${path}/*`) : path))
const visited = segments(VISITED, 3)
/** Route paths: static text, a param, an optional segment, a splat, so RK504's shadowed route has rivals. */
const routePath = fc
  .array(fc.constantFrom('a', 'b', 'A', 'café', ':p', 'b?', '*'), { minLength: 1, maxLength: 2 })
  .map((s) => '/' + s.join('/'))

interface Gen {
  routes: string[]
  caseSensitive: boolean
  redirects: string[]
  allow: string[]
  flagAllow: string[]
}

const gen: fc.Arbitrary<Gen> = fc.record({
  routes: fc.uniqueArray(routePath, { maxLength: 4 }),
  caseSensitive: fc.boolean(),
  redirects: fc.array(pattern, { minLength: 1, maxLength: 5 }),
  allow: fc.array(pattern, { maxLength: 3 }),
  flagAllow: fc.array(pattern, { maxLength: 2 }),
})

/** routes.yaml for `g`: the maintenance route `/m`, each redirect to an origin of its own, so the runtime says which it took. */
function toYaml(g: Gen, maintenance: boolean): string {
  const lines = [
    'version: 1',
    `caseSensitive: ${g.caseSensitive}`,
    `maintenance: { enabled: ${maintenance}, route: /m, allow: ${JSON.stringify(g.allow)} }`,
    'routes:',
    '  - { path: /m, name: m, page: m, layout: none }',
    ...g.routes.map((path, i) => `  - { path: ${JSON.stringify(path)}, name: r${i}, page: p${i}, layout: none }`),
  ]
  if (g.redirects.length > 0 && !maintenance)
    lines.push(
      'redirects:',
      ...g.redirects.map((from, i) => `  - { from: ${JSON.stringify(from)}, to: "https://r${i}.example/" }`),
    )
  return lines.join('\n') + '\n'
}

/**
 * The oracle: React Router's matchRoutes() on the pattern as a route of its own, case by case, spelled as the runtime
 * gives React Router a route's path (reactRouterPath(): decoded, NFC-normalised, as docs/routes-yaml.md's "How paths
 * compare" reads a declared path).
 */
function matches(source: string, pathname: string): boolean {
  const found = matchRoutes([{ path: reactRouterPath(source), caseSensitive: true }], pathname)
  return found !== null && (!source.endsWith('/*') || found[0]!.params['*'] !== '')
}

/** The first of `sources` the oracle matches at `pathname`, by its index; -1 for none. */
function firstMatch(sources: readonly string[], pathname: string): number {
  return sources.findIndex((source) => matches(source, pathname))
}

const parse = (yaml: string): RoutesConfig | null => {
  const parsed = parseRoutes(yaml)
  return parsed.ok ? parsed.config : null
}

describe('redirect sources and allow entries: the checks, resolve() and the runtime take what React Router matches', () => {
  it('resolve() takes the first redirect, and lets through the first allow entry, that matchRoutes() matches', () => {
    let compared = 0
    fc.assert(
      fc.property(gen, fc.array(visited, { minLength: 8, maxLength: 8 }), (g, paths) => {
        const config = parse(toYaml(g, false))
        if (config === null) return
        const allowed = ['/m', ...g.allow, ...g.flagAllow]
        for (const path of paths) {
          const pathname = browserPathname(path)
          const where = `${path} in\n${toYaml(g, false)}flag allow: ${JSON.stringify(g.flagAllow)}`
          const step = resolve(config, path, { maintenance: false }).steps.find((s) => s.rule === 'redirect')
          const first = firstMatch(g.redirects, pathname)
          expect(step?.rule === 'redirect' ? step.from : null, where).toBe(first === -1 ? null : g.redirects[first])
          const gate = resolve(config, path, { maintenance: { enabled: true, allow: g.flagAllow } }).steps[0]
          const open = firstMatch(allowed, pathname)
          if (open === -1) expect(gate, where).toMatchObject({ rule: 'maintenance', what: 'closed' })
          else
            expect(gate, where).toEqual({
              rule: 'maintenance',
              what: 'open',
              path: pathname,
              by: allowed[open] === '/m' ? null : allowed[open],
            })
          compared++
        }
      }),
      runs(1_500),
    )
    console.info(`redirect/allow agreement: ${compared} paths compared with matchRoutes()`)
    expect(compared).toBeGreaterThan(process.env.FC_RUNS ? 0 : 1_000)
  }, 300_000)

  it('the redirect checks: RK507 where an earlier source matches, RK504 where a static route matches', () => {
    let shadows = 0
    let unreachable = 0
    fc.assert(
      fc.property(gen, (g) => {
        const parsed = parseRoutes(toYaml(g, false))
        if (!parsed.ok) return
        const config = parsed.config
        const table = config.routes.map((r) => ({
          id: r.name,
          path: reactRouterPath(r.path),
          caseSensitive: r.caseSensitive ?? config.caseSensitive ?? true,
        }))
        const seen = new Set<string>()
        g.redirects.forEach((from, i) => {
          const key = from.endsWith('/*') ? from : normalizePathname(from)
          if (seen.has(key)) return // RK505, a duplicate: it gets no other check
          seen.add(key)
          const at = (code: string) =>
            parsed.diagnostics.find((d) => d.code === code && d.path === `redirects.${i}.from`)
          const where = toYaml(g, false)
          // RK507: a path of this source (for a prefix, one below it) goes to an earlier source.
          const probe = from.endsWith('/*') ? from.slice(0, -1) + '~routekit-probe~' : from
          const first = firstMatch(g.redirects, browserPathname(probe))
          const takenBy = first !== -1 && g.redirects[first] !== from ? g.redirects[first] : undefined
          expect(at('RK507')?.message.includes(`the redirect from ${takenBy} `) ?? false, where).toBe(
            takenBy !== undefined,
          )
          if (takenBy !== undefined) unreachable++
          if (from.endsWith('/*')) return
          // RK504 (an exact source): React Router's best route for the source's path is static text.
          const best = matchRoutes(table, browserPathname(from))?.at(-1)
          const route = best && Object.keys(best.params).length === 0 ? best.route.id : undefined
          expect(at('RK504')?.message.includes(`route "${route}"`) ?? false, where).toBe(route !== undefined)
          if (route !== undefined) shadows++
        })
      }),
      runs(1_500),
    )
    console.info(`redirect checks: ${unreachable} RK507 and ${shadows} RK504 expected and found`)
    if (!process.env.FC_RUNS) expect(Math.min(unreachable, shadows)).toBeGreaterThan(0)
  }, 300_000)
})

describe('the runtime takes the redirect, and lets through the path, that matchRoutes() matches', () => {
  const assign = stubFullNavigations()

  const Page = () => <p data-page />
  const pagesOf = (config: RoutesConfig): Record<string, PageImport> =>
    Object.fromEntries(config.routes.map((r) => [r.page, async () => ({ default: Page })]))

  /** Navigates and waits until the router settles or the runtime leaves the site. */
  async function visit(router: ReturnType<typeof createMemoryRouter>, path: string): Promise<void> {
    let settled = false
    const going = router.navigate(path).then(() => (settled = true))
    await act(async () => {
      await vi.waitFor(() => expect(settled || assign.mock.calls.length > 0).toBe(true))
    })
    void going
  }

  it('on generated redirects (each to an origin of its own) and allow entries, in React Router', async () => {
    let compared = 0
    await fc.assert(
      fc.asyncProperty(gen, fc.array(visited, { minLength: 4, maxLength: 4 }), fc.boolean(), async (g, paths, on) => {
        const config = parse(toYaml(g, on))
        if (config === null) return
        const app = createRoutes(config, { pages: pagesOf(config), layouts: {}, guards: {} })
        const router = createMemoryRouter(app.routes, { ...app.router, initialEntries: ['/m'] })
        const { unmount } = render(<RouterProvider router={router} />)
        try {
          for (const path of paths) {
            assign.mockClear()
            await visit(router, path)
            const pathname = browserPathname(path)
            const where = `${path} in\n${toYaml(g, on)}`
            if (on) {
              // Maintenance on (no redirects): a path no allow entry matches lands on the maintenance route.
              const open = firstMatch(['/m', ...g.allow], pathname) !== -1
              expect(router.state.location.pathname === '/m' && pathname !== '/m', where).toBe(!open)
            } else {
              const first = firstMatch(g.redirects, pathname)
              expect(assign.mock.calls[0]?.[0] ?? null, where).toBe(first === -1 ? null : `https://r${first}.example/`)
            }
            compared++
          }
        } finally {
          unmount()
          cleanup()
        }
      }),
      runs(250),
    )
    console.info(`redirect/allow agreement: ${compared} navigations compared with matchRoutes()`)
    expect(compared).toBeGreaterThan(process.env.FC_RUNS ? 0 : 200)
  }, 300_000)
})
