// @vitest-environment jsdom
// The peers' path-matching cases (issue 33) through the runtime too: each case's table, as routes.yaml, goes through
// createRoutes() into React Router's memory router at the case's path (and basename), and what renders must be what
// resolve() decides for that path: the same page with the same params, or the same 404. peers.test.ts compares
// resolve() with the peers; this file shows the runtime adds no rule of its own to any of those answers.
import { act, cleanup, render, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { Outlet, RouterProvider, createMemoryRouter, useParams } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resolve } from '../../src/index.js'
import { createRoutes, type ErrorPageProps, type PageImport } from '../../src/react/index.js'
import { pathBelowBasename, peerConfig, type PeerCase } from './_peer-case.js'
import { translate } from './_tanstack-case.js'
import { CASES as MATCH_PATH } from './react-router-matchPath.cases.js'
import { CASES as MATCH_ROUTES } from './react-router-matchRoutes.cases.js'
import { CASES as PATH_MATCHING } from './react-router-path-matching.cases.js'
import { CASES as SPECIAL_CHARACTERS } from './react-router-special-characters.cases.js'
import { CASES as TANSTACK_MATCH } from './tanstack-match-by-path.cases.js'
import { CASES as TANSTACK_OPTIONAL } from './tanstack-optional-path-params.cases.js'

afterEach(cleanup)

const layouts = {
  default: () => (
    <section>
      <Outlet />
    </section>
  ),
}
const ErrorPage = ({ status, message }: ErrorPageProps) => <p data-testid="shown">{`${status} ${message}`}</p>

/** What resolve() decides for the case, written as the runtime should show it; null where the path is outside the basename. */
function decided(c: PeerCase, config: ReturnType<typeof peerConfig> & object): string | null {
  const pathname = pathBelowBasename(c)
  if (pathname === null) return null
  const r = resolve(config.config, pathname, { maintenance: false })
  if (r.kind === 'render') return `${r.route.page} ${JSON.stringify(r.params)}`
  if (r.kind === 'not-found') return `404 ${r.message}`
  return `${r.kind} ${JSON.stringify(r)}`
}

/** What the runtime renders for the case. */
async function shown(c: PeerCase, setup: ReturnType<typeof peerConfig> & object): Promise<string | null> {
  const pages: Record<string, PageImport> = {}
  for (const route of setup.config.routes) {
    const Page: ComponentType = () => <p data-testid="shown">{`${route.page} ${JSON.stringify(useParams())}`}</p>
    pages[route.page] = async () => ({ default: Page })
  }
  const basename = c.kind === 'matchRoutes' ? c.basename : undefined
  const app = createRoutes(setup.config, { pages, layouts, guards: {}, errorPage: ErrorPage, basename })
  const router = createMemoryRouter(app.routes, { ...app.router, initialEntries: [c.pathname] })
  render(<RouterProvider router={router} />)
  // Polled every millisecond, not every 50 (vi.waitFor's and findBy*'s default): ~1,000 renders otherwise spend most of their time waiting.
  await act(async () => {
    await vi.waitFor(
      () => {
        if (!router.state.initialized || router.state.navigation.state !== 'idle') throw new Error('navigating')
      },
      { interval: 1, timeout: 5_000 },
    )
  })
  const outside = (c.kind === 'matchRoutes' && c.basename !== undefined && pathBelowBasename(c) === null) || undefined
  const text = outside
    ? (screen.queryByTestId('shown')?.textContent ?? null)
    : ((await screen.findByTestId('shown', undefined, { interval: 1 }).catch(() => null))?.textContent ?? null)
  router.dispose()
  cleanup()
  return text
}

async function run(cases: ReadonlyArray<PeerCase | null>) {
  const tally = { cases: cases.length, same: 0, noForm: 0, outsideBasename: 0, differ: [] as string[] }
  for (const c of cases) {
    const setup = c && peerConfig(c)
    if (!c || !setup) {
      tally.noForm++
      continue
    }
    const want = decided(c, setup)
    const got = await shown(c, setup)
    if (want === null && got === null) tally.outsideBasename++
    else if (want === got) tally.same++
    else tally.differ.push(`${c.test} ${c.pathname}: resolve() ${want}, runtime ${got}`)
  }
  return tally
}

describe("the peers' path-matching cases, through createRoutes() in React Router's memory router", () => {
  it('React Router 7.18.2: matchPath, matchRoutes, path-matching', async () => {
    expect(await run([...MATCH_PATH, ...MATCH_ROUTES, ...PATH_MATCHING])).toMatchInlineSnapshot(`
      {
        "cases": 209,
        "differ": [],
        "noForm": 19,
        "outsideBasename": 2,
        "same": 188,
      }
    `)
  }, 120_000)

  it('React Router 7.18.2: special-characters', async () => {
    expect(await run(SPECIAL_CHARACTERS)).toMatchInlineSnapshot(`
      {
        "cases": 695,
        "differ": [],
        "noForm": 0,
        "outsideBasename": 0,
        "same": 695,
      }
    `)
  }, 300_000)

  it("TanStack Router's router-core: match-by-path, optional-path-params", async () => {
    expect(await run([...TANSTACK_MATCH, ...TANSTACK_OPTIONAL].map(translate))).toMatchInlineSnapshot(`
      {
        "cases": 105,
        "differ": [],
        "noForm": 36,
        "outsideBasename": 0,
        "same": 69,
      }
    `)
  }, 120_000)
})
