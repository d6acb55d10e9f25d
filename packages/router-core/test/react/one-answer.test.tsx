// @vitest-environment jsdom
// Named regressions for issue 22: each test opens with what went wrong when
// React Router matched on its own rules beside resolve().
import { act, cleanup, render, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { Outlet, RouterProvider, createMemoryRouter, useParams } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAX_REDIRECTS, parseRoutes, resolve, type RoutesConfig } from '../../src/index.js'
import { createRoutes, redirect, type ErrorPageProps, type Guard, type PageImport } from '../../src/react/index.js'
import { renderPage } from '../../src/server/index.js'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function configOf(yaml: string): RoutesConfig {
  const parsed = parseRoutes(
    `version: 1\nlayouts: [default, other]\nguards: [a, b]\nmaintenance: { route: /m }\nroutes:\n  - { path: /m, name: m, page: m }\n${yaml}`,
  )
  if (!parsed.ok) throw new Error(parsed.diagnostics.map((d) => `${d.code} ${d.message}`).join('\n'))
  return parsed.config
}

function pagesOf(config: RoutesConfig): Record<string, PageImport> {
  const pages: Record<string, PageImport> = {}
  for (const route of config.routes) {
    const Page: ComponentType = () => <p data-testid="page">{`${route.page} ${JSON.stringify(useParams())}`}</p>
    pages[route.page] = async () => ({ default: Page })
  }
  return pages
}

const layouts = {
  default: () => (
    <section data-testid="layout-default">
      <Outlet />
    </section>
  ),
  other: () => (
    <section data-testid="layout-other">
      <Outlet />
    </section>
  ),
}

const ErrorPage = ({ status, message }: ErrorPageProps) => <p data-testid="error">{`${status} ${message}`}</p>

async function visit(
  config: RoutesConfig,
  url: string,
  extra: { guards?: Record<string, Guard>; basename?: string } = {},
) {
  const guards = extra.guards ?? { a: () => ({ type: 'allow' as const }), b: () => ({ type: 'allow' as const }) }
  const app = createRoutes(config, {
    pages: pagesOf(config),
    layouts,
    guards,
    errorPage: ErrorPage,
    basename: extra.basename,
  })
  const router = createMemoryRouter(app.routes, { ...app.router, initialEntries: [url] })
  render(<RouterProvider router={router} />)
  await act(async () => {
    await vi.waitFor(() => {
      if (!router.state.initialized || router.state.navigation.state !== 'idle') throw new Error('navigating')
    })
  })
  return (await screen.findByTestId(/^(page|error)$/)).textContent
}

describe('one answer: the runtime shows what resolve() decides', () => {
  it('a redirect to a literal Unicode path (seed 42 of the generated run) sends it percent-encoded', async () => {
    // Went wrong: resolve() redirected to "/日本/ABOUT/rest" as written, and the runtime's Location header (bytes only)
    // threw "Cannot convert argument to a ByteString", so the visitor saw a 500 instead of the page.
    const config = configOf(
      '  - { path: "/日本/ABOUT/:p0", name: r0, page: page0 }\n  - { path: /~x, name: r1, page: page1 }\nredirects:\n  - { from: /a/*, to: "/日本/ABOUT/*", status: 301 }\n',
    )
    expect(await visit(config, '/a/rest')).toBe('page0 {"p0":"rest"}')
    cleanup()
    const c = configOf('  - { path: /日本, name: jp, page: jp }\n  - { path: /x, name: x, page: x }\n')
    expect(await visit(c, '/%E6%97%A5%E6%9C%AC')).toBe('jp {}')
  })

  it("literal Unicode paths render, typed or encoded (RK304's old fix, /caf%C3%A9, still does): /caf%C3%A9 is reached by the encoded URL and by the typed é", async () => {
    // Went wrong: React Router decodes the URL before it matches, so the encoded route path never matched, and renderPage() answered 500.
    const config = configOf(
      '  - { path: /caf%C3%A9, name: cafe, page: cafe }\n  - { path: /a%20b, name: space, page: space }\n',
    )
    expect(await visit(config, '/caf%C3%A9')).toBe('cafe {}')
    cleanup()
    expect(await visit(config, '/café')).toBe('cafe {}')
    cleanup()
    expect(await visit(config, '/a%20b')).toBe('space {}')
    const page = await renderPage(config, '/caf%C3%A9', { pages: pagesOf(config), layouts, guards: {} })
    expect([page.status, page.route?.name]).toEqual([200, 'cafe'])
  })

  it('a route path written in decomposed Unicode (NFD, as some editors and macOS file names write it) renders by the NFC URL a browser sends', async () => {
    // Went wrong: resolve() reads "/cafe\u0301" as "/caf\u00e9" (NFC), but React Router was given the NFD text as the
    // route's path and compares what it is given, so it matched the catch-all and the visitor got RK717 instead of the page.
    const config = configOf('  - { path: "/cafe\u0301", name: cafe, page: cafe }\n')
    expect(resolve(config, '/caf%C3%A9')).toMatchObject({ kind: 'render', route: { name: 'cafe' } })
    expect(await visit(config, '/caf%C3%A9')).toBe('cafe {}')
    const page = await renderPage(config, '/caf%C3%A9', { pages: pagesOf(config), layouts, guards: {} })
    expect([page.status, page.route?.name]).toEqual([200, 'cafe'])
  })

  it('an escaped letter is the letter: /%61bout is /about, not a slug', async () => {
    // Went wrong: React Router saw /about, resolve() saw a slug; the visit ended on "React Router matched … but resolve() chose …".
    const config = configOf(
      '  - { path: /about, name: about, page: about }\n  - { path: /:slug, name: slug, page: slug }\n',
    )
    expect(resolve(config, '/%61bout')).toMatchObject({ kind: 'render', route: { name: 'about' } })
    expect(await visit(config, '/%61bout')).toBe('about {}')
  })

  it('case matters: /About and /about are two routes, each reachable', async () => {
    // Went wrong: React Router matched case-insensitively, so /about showed the error page for every visitor.
    const config = configOf(
      '  - { path: /About, name: upper, page: upper }\n  - { path: /about, name: lower, page: lower }\n',
    )
    expect(await visit(config, '/about')).toBe('lower {}')
    cleanup()
    expect(await visit(config, '/About')).toBe('upper {}')
    cleanup()
    expect(await visit(config, '/ABOUT')).toBe('404 Page not found: /ABOUT')
  })

  it('a tie between param routes of equal rank goes to the first in the file, whatever their layouts', async () => {
    // Went wrong: React Router broke the tie by layout group, resolve() by file order.
    const config = configOf(
      '  - { path: /:lang/about, name: lang, page: lang }\n  - { path: /docs/:page, name: docs, page: docs, layout: other }\n',
    )
    expect(await visit(config, '/docs/about')).toBe('lang {"lang":"docs"}')
    expect(screen.getByTestId('layout-default')).toBeTruthy()
  })

  it('dot segments are removed as a browser removes them, before anything matches', async () => {
    // Went wrong: /a/./b and /a/%2e/b reached React Router unnormalised in a memory router and crashed the visit.
    const config = configOf('  - { path: /a/b, name: ab, page: ab }\n')
    expect(await visit(config, '/a/./b')).toBe('ab {}')
    cleanup()
    expect(await visit(config, '/a/x/%2e%2E/b')).toBe('ab {}')
  })

  it('%252F: a segment whose decoded text holds "%2F" is a 404, since React Router would read it as a slash', async () => {
    // Went wrong: the rule checked a%2Fb but the page received a/b, because React Router decodes twice. Now that
    // React Router matches each page, no page can be sure what such a path names: resolve() answers 404 (issue 40).
    const config = configOf('  - { path: /blog/:slug, name: post, page: post, params: { slug: "^[A-Za-z%0-9]+$" } }\n')
    expect(resolve(config, '/blog/a%252Fb')).toMatchObject({ kind: 'not-found', reason: 'bad-escape' })
    expect(await visit(config, '/blog/a%252Fb')).toBe('404 Page not found: /blog/a%252Fb')
    cleanup()
    expect(await visit(config, '/blog/a%252fb')).toBe('post {"slug":"a%2fb"}')
  })

  it('seed 20261126: from /x%2Fy, a client navigation to /x%252Fy is a 404, not the page left on screen', async () => {
    // Went wrong (FC_SEED=20261126, FC_RUNS=5000, config 583): React Router decodes both paths' splat to x%2Fy,
    // saw the same match, and skipped the loader, so resolve() was never asked and page2 stayed on screen.
    const config = configOf(
      '  - { path: /x%2Fy, name: page2, page: page2 }\nredirects:\n  - { from: /x%2Fy/a, to: /x%2Fy, status: 302 }\n',
    )
    expect(resolve(config, '/x%252Fy')).toMatchObject({ kind: 'not-found' })
    const app = createRoutes(config, { pages: pagesOf(config), layouts, guards: {}, errorPage: ErrorPage })
    const router = createMemoryRouter(app.routes, { ...app.router, initialEntries: ['/m'] })
    render(<RouterProvider router={router} />)
    const seen: string[] = []
    for (const url of ['/x%2Fy/a', '/x%252Fy', '/x%2Fy', '/x%252Fy']) {
      await act(() => router.navigate(url))
      seen.push(`${router.state.location.pathname} ${(await screen.findByTestId(/^(page|error)$/)).textContent}`)
    }
    expect(seen).toEqual([
      '/x%2Fy page2 {}',
      '/x%252Fy 404 Page not found: /x%252Fy',
      '/x%2Fy page2 {}',
      '/x%252Fy 404 Page not found: /x%252Fy',
    ])
  })

  it('one undecodable segment is a 404, never a page with raw params', async () => {
    // Went wrong: React Router left every param of /q/caf%C3%A9/%E9 encoded while resolve() decoded the first.
    const config = configOf('  - { path: /q/:a/:b, name: q, page: q }\n')
    expect(resolve(config, '/q/caf%C3%A9/%E9')).toMatchObject({ kind: 'not-found', reason: 'bad-escape' })
    expect(await visit(config, '/q/caf%C3%A9/%E9')).toBe('404 Page not found: /q/caf%C3%A9/%E9')
  })

  it('a redirect loop met at run time ends on the error page (RK708) instead of spinning', async () => {
    // Went wrong: two guards that redirect to each other spun the tab for ever.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const config = configOf(
      '  - { path: /x, name: x, page: x, guards: [a] }\n  - { path: /y, name: y, page: y, guards: [b] }\n',
    )
    const guards = { a: () => redirect('/y'), b: () => redirect('/x') }
    expect(await visit(config, '/x', { guards })).toMatchInlineSnapshot(
      `"500 [RK708] Redirect loop: /x -> /y -> /x. Make one of these guards allow, or redirect elsewhere."`,
    )
  })

  it('the runtime walks a redirect chain as followRedirects() does: a chain of 19 redirects renders, the 20th is RK708', async () => {
    // Went wrong: the loader had a loop rule of its own (paths with their query, more than 20), beside explain's and the checks'.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const chain = (n: number) => Array.from({ length: n }, (_, i) => `  - { from: /r${i}, to: /r${i + 1} }\n`).join('')
    const config = (n: number) => configOf(`  - { path: /r${n}, name: end, page: end }\nredirects:\n${chain(n)}`)
    expect(await visit(config(MAX_REDIRECTS - 1), '/r0')).toBe('end {}')
    cleanup()
    expect(await visit(config(MAX_REDIRECTS), '/r0')).toMatch(
      /^500 \[RK708\] Redirect loop: \/r0 -> \/r1 -> .* -> \/r19 -> \/r20\. Point one of these redirects at a route/,
    )
    cleanup()
    // One place, spelled two ways: /x/ and /x?again are where the chain started.
    const guards = { a: () => redirect('/y'), b: () => redirect('/x?again') }
    expect(
      await visit(
        configOf('  - { path: /x, name: x, page: x, guards: [a] }\n  - { path: /y, name: y, page: y, guards: [b] }\n'),
        '/x/',
        { guards },
      ),
    ).toMatchInlineSnapshot(
      `"500 [RK708] Redirect loop: /x/ -> /y -> /x?again. Make one of these guards allow, or redirect elsewhere."`,
    )
  })

  it('the basename is stripped as React Router matches it, case-insensitively; paths below it keep their case', async () => {
    // Went wrong: React Router stripped /APP, routekit did not, and resolve() saw /APP/about.
    const config = configOf('  - { path: /about, name: about, page: about }\n')
    expect(await visit(config, '/APP/about', { basename: '/app' })).toBe('about {}')
  })

  it('a basename without its leading slash, or with a trailing one, cuts what React Router matched', async () => {
    // Went wrong: with basename "base/name", /base/name/path answered 404 "Page not found: /e/path": createRoutes()
    // cut basename.length characters, without the slash React Router adds.
    const config = configOf('  - { path: /path, name: path, page: path }\n')
    for (const basename of ['base/name', '/base/name', '/base/name/', 'base/name/']) {
      expect(await visit(config, '/base/name/path', { basename }), basename).toBe('path {}')
      cleanup()
    }
  })

  it('the maintenance route matched only by a param route renders without a layout', async () => {
    // Went wrong: /m matched by /:slug rendered inside the param route's layout, though the docs say it never does.
    // React Router has the page at /m as a route of its own (routekit:maintenance), outside every layout; a static
    // route there has no params (docs/runtime.md, "Where routekit differs from React Router").
    const parsed = parseRoutes(
      'version: 1\nlayouts: [default]\nmaintenance: { route: /m }\nroutes:\n  - { path: /:slug, name: slug, page: slug }\n',
    )
    if (!parsed.ok) throw new Error('fixture')
    expect(await visit(parsed.config, '/m')).toBe('slug {}')
    expect(screen.queryByTestId('layout-default')).toBeNull()
  })
})
