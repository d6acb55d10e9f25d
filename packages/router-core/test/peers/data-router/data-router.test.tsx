// @vitest-environment jsdom
// React Router's own data-router tests (react-router@7.18.2, see _case.ts), ported case by case as data plus steps
// (issue 40). Each case runs on plain React Router, from the equivalent nested route table, where the assertions of
// the original test are checked; then on routekit, through _routekit.ts, and every observation must be the same: the
// state, the loaders and actions called and their arguments, the navigation states seen, what rendered, the
// history after Back. A case that differs is listed, with its reasons and every point where the runs part: in the case
// file's DIFFERENCES (by design, docs/runtime.md "Where routekit differs from React Router") or in _outcomes.ts (today's
// runtime). A case routes.yaml cannot express (noForm) runs on React Router alone. README.md says how to update them.
import { isDeepStrictEqual } from 'node:util'
import { replace } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DataCase, Trace } from './_case.js'
import { REASONS, TODAY, type Outcome } from './_outcomes.js'
import { reactRouter } from './_react-router.js'
import { routekit } from './_routekit.js'
import { runCase, type BuiltModule, type Target } from './_run.js'
import * as dom from './dom.cases.js'
import * as fetchers from './fetchers.cases.js'
import * as hydration from './hydration.cases.js'
import * as interruptions from './interruptions.cases.js'
import * as lazy from './lazy.cases.js'
import * as navigation from './navigation.cases.js'
import * as redirects from './redirects.cases.js'
import * as revalidate from './revalidate.cases.js'
import * as shouldRevalidate from './should-revalidate.cases.js'
import * as submissions from './submissions.cases.js'

interface CaseFile {
  file: string
  CASES: DataCase[]
  DIFFERENCES: Record<string, Outcome>
}

const FILES: CaseFile[] = [
  { file: 'navigation-test.ts', ...navigation },
  { file: 'redirects-test.ts', ...redirects },
  { file: 'submission-test.ts', ...submissions },
  { file: 'interruptions-test.ts', ...interruptions },
  { file: 'revalidate-test.ts', ...revalidate },
  { file: 'should-revalidate-test.ts', ...shouldRevalidate },
  { file: 'fetchers-test.ts', ...fetchers },
  { file: 'lazy-test.ts', ...lazy },
  { file: 'route-fallback-test.ts', ...hydration },
  { file: 'data-router DOM tests', ...dom },
]

/**
 * Where two traces part: each `<observation> <field>` that differs (0 is the start, n the n-th step), and `firstPaint`
 * in the cases about it; empty when they agree.
 */
function differences(c: DataCase, a: Trace, b: Trace): string {
  const at: string[] = []
  if (c.firstPaint && a.firstPaint !== b.firstPaint) at.push('firstPaint')
  const count = Math.max(a.observations.length, b.observations.length)
  for (let i = 0; i < count; i++) {
    const x = a.observations[i]
    const y = b.observations[i]
    if (!x || !y) at.push(`${i} missing`)
    else
      for (const key of Object.keys(x) as Array<keyof typeof x>)
        if (!isDeepStrictEqual(x[key], y[key])) at.push(`${i} ${key}`)
  }
  return at.join(', ')
}

/**
 * RECORD_OUTCOMES=1: print each case whose outcome is not as recorded, with where the runs part and what each saw at
 * the first such point, instead of failing; for updating _outcomes.ts after the runtime changes.
 */
function record(c: DataCase, peer: Trace, ours: Trace, recorded: Outcome | undefined) {
  const at = differences(c, peer, ours)
  if (at === (recorded?.at ?? '')) return
  const first = at.split(', ')[0]!
  const [i, field] = first.split(' ')
  const pick = (t: Trace) =>
    first === 'firstPaint'
      ? t.firstPaint
      : (t.observations[Number(i)]?.[field as keyof Trace['observations'][number]] ?? '-')
  process.stdout.write(
    `\nOUTCOME ${JSON.stringify(c.name)}: ${at === '' ? 'agrees' : `{ reasons: ['?'], at: '${at}' },`}` +
      (at === ''
        ? ''
        : `\n  step: ${peer.observations[Number(i)]?.step ?? ''}\n  React Router: ${JSON.stringify(pick(peer))}\n  routekit:     ${JSON.stringify(pick(ours))}`) +
      '\n',
  )
}

const dump: unknown[] = []
afterAll(async () => {
  if (process.env.DUMP_TRACES)
    (await import('node:fs')).writeFileSync(process.env.DUMP_TRACES, JSON.stringify(dump, null, 1))
})
beforeAll(() => routekit.prepare?.())
beforeEach(() => {
  // React Router warns of a missing HydrateFallback; both error boundaries log what they caught.
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

for (const { file, CASES, DIFFERENCES } of FILES) {
  describe(file, () => {
    for (const c of CASES) {
      it(
        c.name,
        async () => {
          const peer = await runCase(c, reactRouter, true)
          // The original test's assertions, on React Router itself: the port says what the test says.
          if (typeof c.firstPaint === 'string') expect(peer.firstPaint, 'first paint').toBe(c.firstPaint)
          if (c.expect) expect(peer.observations[0], 'start').toMatchObject(c.expect)
          c.steps.forEach((step, i) => {
            if (step.expect) expect(peer.observations[i + 1], `step ${i + 1}`).toMatchObject(step.expect)
          })
          if (c.noForm) return
          const ours = await runCase(c, routekit, false)
          const recorded = DIFFERENCES[c.name] ?? TODAY[c.name]
          if (process.env.DUMP_TRACES) dump.push({ name: c.name, at: differences(c, peer, ours), peer, ours })
          if (process.env.RECORD_OUTCOMES) return record(c, peer, ours, recorded)
          if (!recorded) {
            if (!c.firstPaint) ours.firstPaint = peer.firstPaint
            expect(ours).toEqual(peer)
            return
          }
          const at = differences(c, peer, ours)
          expect(at, at === '' ? 'now agrees: remove it from the list' : 'now differs elsewhere').toBe(recorded.at)
          // A bound for a broken run only (a loaded machine runs slowly): the runner counts turns, it never times them.
        },
        30_000,
      )
    }
  })
}

describe('the runner', () => {
  const byName = (name: string) => FILES.flatMap((f) => f.CASES).find((c) => c.name.endsWith(name))!

  it('observes the same run the same way twice', async () => {
    const c = byName('fetcher revalidation > revalidates fetchers on action submissions')
    const [first, second] = [await runCase(c, reactRouter, true), await runCase(c, reactRouter, true)]
    expect(differences(c, first, second)).toBe('')
  })

  it("tells a router that differs: React Router without the modules' shouldRevalidate", async () => {
    const strip = <T extends { shouldRevalidate?: unknown }>(record: Record<string, T>) =>
      Object.fromEntries(Object.entries(record).map(([id, { shouldRevalidate: _, ...m }]) => [id, m]))
    const mutant: Target = {
      name: 'React Router without shouldRevalidate',
      start: (c, modules) =>
        reactRouter.start(c, { ...modules, pages: strip(modules.pages), layouts: strip(modules.layouts) }),
    }
    const c = byName('shouldRevalidate > preserves non-revalidated loaderData on navigations')
    expect(differences(c, await runCase(c, reactRouter, true), await runCase(c, mutant, true))).toBe(
      '1 loaderData, 1 calls, 1 shouldRevalidate, 1 rendered, 2 loaderData, 2 calls, 2 shouldRevalidate, 2 rendered',
    )
  })

  it('tells a router that differs: React Router with every loader redirect a replace()', async () => {
    const asReplace = (m: BuiltModule): BuiltModule => {
      const loader = m.loader
      if (!loader) return m
      return {
        ...m,
        loader: async (args) => {
          const result: unknown = await loader(args)
          const to = result instanceof Response ? result.headers.get('Location') : null
          return to ? replace(to) : result
        },
      }
    }
    const mutant: Target = {
      name: 'React Router with replace() redirects',
      start: (c, modules) =>
        reactRouter.start(c, {
          ...modules,
          pages: Object.fromEntries(
            Object.entries(modules.pages).map(([id, m]) => [id, { ...asReplace(m), path: m.path, layout: m.layout }]),
          ),
        }),
    }
    const c = byName('a loader redirect followed by Back returns to the page before')
    expect(differences(c, await runCase(c, reactRouter, true), await runCase(c, mutant, true))).toBe(
      '2 historyAction, 3 location, 3 rendered',
    )
  })
})

describe('the lists', () => {
  const all = FILES.flatMap((f) => f.CASES)
  it('names each case once, and lists only cases that exist, each once, with a known reason', () => {
    const names = all.map((c) => c.name)
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([])
    const design = FILES.flatMap((f) => Object.keys(f.DIFFERENCES))
    for (const name of [...design, ...Object.keys(TODAY)]) expect(names, name).toContain(name)
    expect(design.filter((n) => n in TODAY)).toEqual([])
    for (const { reasons } of [...FILES.flatMap((f) => Object.values(f.DIFFERENCES)), ...Object.values(TODAY)])
      for (const reason of reasons) expect(Object.keys(REASONS), reason).toContain(reason)
    for (const c of all) if (c.noForm) expect(design.includes(c.name) || c.name in TODAY, c.name).toBe(false)
  })

  it('tally', () => {
    const tally = Object.fromEntries(
      FILES.map(({ file, CASES, DIFFERENCES }) => {
        const count = (table: Record<string, Outcome>) => {
          const out: Record<string, number> = {}
          for (const c of CASES) for (const reason of table[c.name]?.reasons ?? []) out[reason] = (out[reason] ?? 0) + 1
          return out
        }
        const noForm = CASES.filter((c) => c.noForm).length
        const differ = CASES.filter((c) => DIFFERENCES[c.name] || TODAY[c.name]).length
        return [
          file,
          {
            cases: CASES.length,
            agree: CASES.length - noForm - differ,
            noForm,
            byDesign: count(DIFFERENCES),
            today: count(TODAY),
          },
        ]
      }),
    )
    expect(tally).toMatchInlineSnapshot(`
      {
        "data-router DOM tests": {
          "agree": 16,
          "byDesign": {
            "decides-first": 5,
            "matches": 2,
            "not-found-text": 2,
          },
          "cases": 25,
          "noForm": 0,
          "today": {},
        },
        "fetchers-test.ts": {
          "agree": 28,
          "byDesign": {},
          "cases": 28,
          "noForm": 0,
          "today": {},
        },
        "interruptions-test.ts": {
          "agree": 12,
          "byDesign": {},
          "cases": 12,
          "noForm": 0,
          "today": {},
        },
        "lazy-test.ts": {
          "agree": 5,
          "byDesign": {
            "decides-first": 1,
          },
          "cases": 6,
          "noForm": 0,
          "today": {},
        },
        "navigation-test.ts": {
          "agree": 48,
          "byDesign": {
            "decides-first": 2,
          },
          "cases": 50,
          "noForm": 0,
          "today": {},
        },
        "redirects-test.ts": {
          "agree": 31,
          "byDesign": {
            "decides-first": 6,
          },
          "cases": 37,
          "noForm": 0,
          "today": {},
        },
        "revalidate-test.ts": {
          "agree": 17,
          "byDesign": {},
          "cases": 17,
          "noForm": 0,
          "today": {},
        },
        "route-fallback-test.ts": {
          "agree": 2,
          "byDesign": {},
          "cases": 3,
          "noForm": 1,
          "today": {},
        },
        "should-revalidate-test.ts": {
          "agree": 9,
          "byDesign": {
            "decides-first": 8,
          },
          "cases": 17,
          "noForm": 0,
          "today": {},
        },
        "submission-test.ts": {
          "agree": 11,
          "byDesign": {
            "decides-first": 9,
            "lazy-action": 1,
          },
          "cases": 23,
          "noForm": 2,
          "today": {},
        },
      }
    `)
  })
})
