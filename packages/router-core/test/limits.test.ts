// Issue 41, item 3: limits on every input. Each generated file (bench/_large-inputs.mjs, where the benchmarks
// time them) gets its exact diagnostics; a walk that grows faster than the file would show in the time parseRoutes
// takes beside the yaml package's own parse of the same text, measured in this process's CPU time.
import fc from 'fast-check'
import { parseDocument } from 'yaml'
import { describe, expect, it } from 'vitest'
import { aliasFanOut, layoutChain, layoutCycle, redirectChain, unknownGuards } from '../../../bench/_large-inputs.mjs'
import { MAX_REPORTED, parseRoutes, reportedDiagnostics, resolve, type RoutesConfig } from '../src/index.js'
import { formatOmitted } from '../src/config/file/code-frame.js'
import { matchPattern } from '../src/config/match/paths.js'
import { formatRows } from '../src/vite/report.js'
import { propertyRuns } from './_property.js'

/** Milliseconds of this process's CPU time `run` takes, the least of three runs. */
function cpuTime(run: () => unknown): number {
  let best = Infinity
  for (let i = 0; i < 3; i++) {
    const start = process.cpuUsage()
    run()
    const used = process.cpuUsage(start)
    best = Math.min(best, (used.user + used.system) / 1000)
  }
  return best
}

/** How many times the yaml package's own parse of `source` parseRoutes takes: about 1-3 when every walk is linear. */
function costOverYaml(source: string): number {
  parseRoutes(source) // compiled and warm, as the yaml package is after its first run
  const yaml = cpuTime(() => parseDocument(source, { uniqueKeys: false }))
  return cpuTime(() => parseRoutes(source)) / yaml
}

const codes = (source: string) => parseRoutes(source).diagnostics.map((d) => [d.code, d.line, d.path])

describe('chains and cycles cost about what reading the file costs', () => {
  // Before the fix, 1,500 layouts in a chain took 8-17 s and 3,000 redirects about 10 s: hundreds of times the parse.
  it('a chain of 4,000 layouts: one RK408, at the layout that first goes past 8', () => {
    const source = layoutChain(4000)
    expect(codes(source)).toEqual([['RK408', 11, 'layouts.l8.parent']])
    expect(costOverYaml(source)).toBeLessThan(6)
  }, 120_000)

  it('a cycle of 4,000 layouts: one RK407, its message cut to 20 names', () => {
    const source = layoutCycle(4000)
    const d = parseRoutes(source).diagnostics
    expect(d.map((x) => [x.code, x.line, x.path])).toEqual([['RK407', 3, 'layouts.l0.parent']])
    expect(d[0]!.message).toMatchInlineSnapshot(
      `"Layout cycle: l0 -> l1 -> l2 -> l3 -> l4 -> l5 -> l6 -> l7 -> l8 -> l9 -> … (3981 more) … -> l3991 -> l3992 -> l3993 -> l3994 -> l3995 -> l3996 -> l3997 -> l3998 -> l3999 -> l0 (each arrow points at the parent). A layout renders inside its parent, so these would render inside each other without end. Remove "parent" from one of them."`,
    )
    expect(costOverYaml(source)).toBeLessThan(6)
  }, 120_000)

  it('a chain of 4,000 redirects: one RK503, at its head, showing its first paths and its end', () => {
    const source = redirectChain(4000)
    const d = parseRoutes(source).diagnostics
    expect(d.map((x) => [x.code, x.line, x.path])).toEqual([['RK503', 6, 'redirects.0.from']])
    expect(d[0]!.message).toMatchInlineSnapshot(
      `"Redirect chain of 4000 hops: /r0 -> /r1 -> /r2 -> … -> /. Each hop costs the visitor a round trip; point /r0 straight at /."`,
    )
    expect(costOverYaml(source)).toBeLessThan(6)
  }, 120_000)

  it('a cycle of 4,000 redirects: one RK501, its message cut to 20 paths', () => {
    const source = redirectChain(4000, true)
    const d = parseRoutes(source).diagnostics
    expect(d.map((x) => [x.code, x.line, x.path])).toEqual([['RK501', 6, 'redirects.0.from']])
    expect(d[0]!.message).toMatchInlineSnapshot(
      `"Redirect cycle: /r0 -> /r1 -> /r2 -> /r3 -> /r4 -> /r5 -> /r6 -> /r7 -> /r8 -> /r9 -> … (3981 more) … -> /r3991 -> /r3992 -> /r3993 -> /r3994 -> /r3995 -> /r3996 -> /r3997 -> /r3998 -> /r3999 -> /r0. Visitors would bounce between these paths forever; point one of these redirects at a route."`,
    )
    expect(costOverYaml(source)).toBeLessThan(6)
  }, 120_000)

  it('1,000 redirects into one 2,000-redirect cycle: the cycle is worked out once (one RK501)', () => {
    const cycle = redirectChain(2000, true)
    const into = Array.from({ length: 1000 }, (_, i) => `  - { from: /in${i}, to: /r${i} }`).join('\n')
    const source = `${cycle}${into}\n`
    expect(codes(source)).toEqual([['RK501', 6, 'redirects.0.from']])
    expect(costOverYaml(source)).toBeLessThan(6)
  }, 120_000)

  it('a mapping of 8,000 keys with one written twice: RK102 at the second (the yaml package compared every pair)', () => {
    const source = layoutChain(8000).replace('  l7999: { parent: l7998 }', '  l7999: { parent: l7998 }\n  l5: {}')
    const d = parseRoutes(source).diagnostics
    expect(d.map((x) => [x.code, x.line, x.column])).toEqual([['RK102', 8003, 3]])
    expect(costOverYaml(source)).toBeLessThan(6)
  }, 120_000)
})

describe('values are counted before the parser builds anything', () => {
  it('a flow list of 1,000,001 one-letter values is RK108 at the value past the limit (it took 30 s and 2.6 GB at 5 MiB)', () => {
    const source = `version: 1\nx: [${'a,'.repeat(1_000_000)}a]\n`
    const d = parseRoutes(source).diagnostics
    // version, its 1, x and the list are four values: the 999,997th "a" is the 1,000,001st.
    expect(d.map((x) => [x.code, x.line, x.column])).toEqual([['RK108', 2, 5 + 2 * 999_996]])
    expect(d[0]!.message).toMatchInlineSnapshot(
      `"routes.yaml writes more than 1000000 values (texts, lists, mappings), too many to check; this one is past the limit. 100,000 routes of three fields each write 900,000: check that this is the right file."`,
    )
  }, 120_000)
})

describe('aliases are limited by what they expand to, not by how many there are', () => {
  it("issue 41's fan-out: a 2,000-name guard list aliased on 97 more routes is RK103 at the alias that passes the limit", () => {
    // It made 196,000 RK403 diagnostics (98 MB of output) from an 18 KB file.
    const source = aliasFanOut(2000, 98)
    const d = parseRoutes(source).diagnostics
    // Each alias adds 2,000 values; the sixth passes 10,000 (the file itself writes fewer).
    expect(d.map((x) => [x.code, x.line, x.column])).toEqual([['RK103', 11, 59]])
    expect(d[0]!.message).toMatchInlineSnapshot(
      `"Too many YAML aliases: up to this one, the file's aliases stand for 12000 values more than it writes, over the limit of 10000 (as many values as the file writes, or 10000 if that is more): the shape of an "alias bomb". Write the values out, or alias a smaller value."`,
    )
  })

  it('150 aliases of one guard pass (the yaml package refused a 101st alias of anything)', () => {
    const routes = Array.from({ length: 150 }, (_, i) => `  - { path: /p${i}, name: p${i}, page: p, guards: *g }`)
    const source = `version: 1\nguards: &g [auth]\nroutes:\n  - { path: /construction, name: c, page: c, layout: none }\n${routes.join('\n')}\n`
    const result = parseRoutes(source)
    expect(result.ok && result.config.routes[150]!.guards).toEqual(['auth'])
  })

  it('aliases may add as many values as the file writes: 6,000 routes sharing a list of two guards', () => {
    const routes = Array.from({ length: 6000 }, (_, i) => `  - { path: /p${i}, name: p${i}, page: p, guards: *g }`)
    const source = `version: 1\nguards: &g [auth, admin]\nroutes:\n  - { path: /construction, name: c, page: c, layout: none }\n${routes.join('\n')}\n`
    expect(parseRoutes(source).ok).toBe(true)
  }, 120_000)

  it('an alias inside the value its anchor names would expand without end: RK103', () => {
    const source = 'version: 1\nroutes:\n  - { path: /, name: home, page: home, guards: &g [auth, *g] }\n'
    const d = parseRoutes(source).diagnostics
    expect(d.map((x) => [x.code, x.line, x.column])).toEqual([['RK103', 3, 58]])
    expect(d[0]!.message).toMatchInlineSnapshot(
      `"YAML alias *g stands inside the value its anchor &g names, so it would expand without end. Write the value out instead of using *g there."`,
    )
  })

  it('an alias with no anchor before it is a YAML error (RK100), not an alias bomb', () => {
    const d = parseRoutes('version: 1\nguards: *nope\nroutes: []\n').diagnostics
    expect(d.map((x) => [x.code, x.line, x.column])).toEqual([['RK100', 2, 9]])
    expect(d[0]!.message).toMatchInlineSnapshot(
      `"YAML syntax error: the alias *nope refers to no anchor &nope before it. An alias (*name) must refer to an anchor (&name) defined before it."`,
    )
  })
})

describe('messages and reports do not grow with the file', () => {
  it('a message lists at most 20 declared names, then counts the rest', () => {
    const guards = Array.from({ length: 2000 }, (_, i) => `g${i}`).join(', ')
    const source = `version: 1\nguards: [${guards}]\nroutes:\n  - { path: /construction, name: c, page: c, layout: none }\n  - { path: /, name: home, page: home, guards: [nope] }\n`
    const [d] = parseRoutes(source).diagnostics
    expect(d!.message).toMatchInlineSnapshot(
      `"Unknown guard "nope" on route /. Declared guards: g0, g1, g2, g3, g4, g5, g6, g7, g8, g9, g10, g11, g12, g13, g14, g15, g16, g17, g18, g19, … (1980 more). Add "nope" to guards, or remove it from the route."`,
    )
  })

  it('a did-you-mean is still found among 1,000 declared names, and only a change of case among more', () => {
    const names = (n: number) => Array.from({ length: n }, (_, i) => `guard-${i}`).join(', ')
    const file = (n: number, typo: string) =>
      `version: 1\nguards: [${names(n)}]\nroutes:\n  - { path: /construction, name: c, page: c, layout: none }\n  - { path: /, name: home, page: home, guards: [${typo}] }\n`
    expect(parseRoutes(file(1000, 'gaurd-999')).diagnostics[0]!.message).toMatch(/Did you mean "guard-999"\?$/)
    expect(parseRoutes(file(1001, 'gaurd-999')).diagnostics[0]!.message).not.toMatch(/Did you mean/)
    expect(parseRoutes(file(1001, 'GUARD-999')).diagnostics[0]!.message).toMatch(/Did you mean "guard-999"\?$/)
  })

  it('a message built when read is plain data: the same text every read, in JSON and in a copy', () => {
    const [d] = parseRoutes(unknownGuards(1)).diagnostics
    const text = d!.message
    expect(text).toBe(
      'Unknown guard "nope0" on route /p0. Declared guards: auth. Add "nope0" to guards, or remove it from the route.',
    )
    expect(d!.message).toBe(text)
    expect(JSON.parse(JSON.stringify(d)).message).toBe(text)
    expect({ ...d }.message).toBe(text)
  })

  it(`a report shows the first ${MAX_REPORTED} in file order and counts the rest, errors and warnings`, () => {
    const { diagnostics } = parseRoutes(unknownGuards(250))
    expect(diagnostics).toHaveLength(250)
    const { shown, omitted } = reportedDiagnostics(diagnostics)
    expect([shown.length, omitted.length, shown[99]!.path]).toEqual([100, 150, 'routes.100.guards.0'])
    expect(formatOmitted(omitted)).toMatchInlineSnapshot(
      `"… and 150 more (150 errors), not shown: fix the ones above, then check again."`,
    )
    expect(formatOmitted([])).toBe('')
    // The Vite plugin's rows (the dev overlay, `vite build`): the same 100 rows and the same last line.
    const rows = formatRows('routes.yaml', diagnostics).split('\n')
    expect(rows).toHaveLength(101)
    expect(rows[100]).toBe(formatOmitted(omitted))
  })
})

describe('resolve() finds a redirect by its tree of sources as it found it by trying each in file order', () => {
  // The oracle is the rule as resolve() applied it before its tree: the first source in file order that matches, each
  // asked alone (matchPattern(), a tree of one source).
  const segment = fc.constantFrom('a', 'b', 'A', 'caf%C3%A9', 'café', '%61', 'x%2Fy', 'x')
  const source = fc.tuple(fc.array(segment, { maxLength: 3 }), fc.boolean()).map(([segments, prefix]) => {
    const path = '/' + segments.join('/')
    return prefix ? (path === '/' ? '/*' : `${path}/*`) : path
  })
  it('on random sources and paths (prefixes, exact paths, escapes, duplicates)', () => {
    fc.assert(
      fc.property(
        fc.array(source, { minLength: 1, maxLength: 8 }),
        fc.array(segment, { maxLength: 4 }),
        (froms, visit) => {
          const config = parseRoutes(
            'version: 1\nroutes:\n  - { path: /construction, name: c, page: c, layout: none }\n',
          )
          if (!config.ok) throw new Error('the base file is valid')
          const redirects = froms.map((from, i) => ({ from, to: `/t${i}`, status: 302 as const }))
          const withRedirects: RoutesConfig = { ...config.config, redirects }
          const path = '/' + visit.join('/')
          const expected = redirects.find((r) => matchPattern(r.from, path) !== null)
          const got = resolve(withRedirects, path, { maintenance: false })
          const step = got.steps.find((s) => s.rule === 'redirect')
          expect(step && 'to' in step ? step.to : undefined).toBe(expected?.to)
        },
      ),
      propertyRuns(1000),
    )
  }, 300_000)
})
