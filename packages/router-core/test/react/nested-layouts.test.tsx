// @vitest-environment jsdom
// Nested layouts (routes.yaml's map form of layouts): the chain renders outermost first, each
// layout around the next through <Outlet/>, and a layout two routes share keeps its state.
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { Outlet, useParams } from 'react-router-dom'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { RoutekitError } from '../../src/config/errors.js'
import { createRoutes, type LazyLayout, type PageImport } from '../../src/react/index.js'
import { layout, makeConfig, renderAt, settle, siteOptions } from './_app.js'

const TREE = {
  layouts: { shell: {}, dashboard: { parent: 'shell' }, settings: { parent: 'dashboard' } },
  routes: [
    { path: '/', name: 'home', page: 'home', layout: 'shell' },
    { path: '/dashboard', name: 'dashboard', page: 'dashboard', layout: 'dashboard' },
    { path: '/about', name: 'about', page: 'about', layout: 'dashboard' },
    { path: '/blog/:slug', name: 'post', page: 'post', layout: 'settings' },
    { path: '/login', name: 'login', page: 'login', layout: 'none' },
    { path: '/construction', name: 'construction', page: 'construction', layout: 'settings' },
  ],
}

/** A layout with a counter: its count survives only while the layout stays mounted. */
function counting(name: string) {
  const Layout = () => {
    const [count, setCount] = useState(0)
    return (
      <section data-testid={`layout-${name}`}>
        <button type="button" onClick={() => setCount((n) => n + 1)}>
          {name} clicked {count}
        </button>
        <Outlet />
      </section>
    )
  }
  return Layout
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('nested layouts', () => {
  test('the chain renders outermost first, each layout around the next, the page innermost', async () => {
    const options = siteOptions({
      layouts: { shell: layout('shell'), dashboard: layout('dashboard'), settings: layout('settings') },
    })
    const PostPage = () => <h1>post {useParams().slug}</h1>
    renderAt(
      '/blog/hello',
      { ...options, pages: { ...options.pages, './pages/post.tsx': async () => ({ default: PostPage }) } },
      makeConfig(TREE),
    )
    await screen.findByText('post hello')
    const shell = screen.getByTestId('layout-shell')
    const dashboard = screen.getByTestId('layout-dashboard')
    const settings = screen.getByTestId('layout-settings')
    expect(shell.contains(dashboard) && dashboard.contains(settings)).toBe(true)
    expect(settings.textContent).toBe('post hello') // useParams() reads resolve()'s params at every depth
  })

  test('a layout two routes share stays mounted between them, with its state', async () => {
    const options = siteOptions({
      layouts: { shell: counting('shell'), dashboard: counting('dashboard'), settings: counting('settings') },
    })
    const { router } = renderAt('/dashboard', options, makeConfig(TREE))
    await screen.findByText('dashboard page')
    fireEvent.click(screen.getByText('shell clicked 0'))
    fireEvent.click(screen.getByText('dashboard clicked 0'))
    fireEvent.click(screen.getByText('dashboard clicked 1'))
    await router.navigate('/about') // the same chain: shell > dashboard
    await screen.findByText('about page')
    expect(screen.getByText('shell clicked 1')).toBeTruthy()
    expect(screen.getByText('dashboard clicked 2')).toBeTruthy()
    await router.navigate('/') // shell only: the dashboard layout leaves, the shell stays
    await screen.findByText('home page')
    expect(screen.getByText('shell clicked 1')).toBeTruthy()
    expect(screen.queryByTestId('layout-dashboard')).toBeNull()
    await router.navigate('/about') // the dashboard layout comes back new
    await screen.findByText('about page')
    expect(screen.getByText('dashboard clicked 0')).toBeTruthy()
    expect(screen.getByText('shell clicked 1')).toBeTruthy()
  })

  test('the maintenance route renders with no layout, whatever its route names', async () => {
    renderAt(
      '/construction',
      siteOptions({
        layouts: { shell: layout('shell'), dashboard: layout('dashboard'), settings: layout('settings') },
        buildFlag: true,
      }),
      makeConfig(TREE),
    )
    await screen.findByText('construction page')
    expect(screen.queryByTestId('layout-shell')).toBeNull()
  })

  test('lazy layouts of a chain download together, with the page, and nothing renders until all arrive', async () => {
    let release!: () => void
    const gate = new Promise<void>((done) => (release = done))
    const lazy = (name: string, held = false) =>
      ({ lazy: vi.fn<PageImport>(async () => (held && (await gate), { default: layout(name) })) }) satisfies LazyLayout
    const chain = { shell: lazy('shell', true), dashboard: lazy('dashboard'), settings: lazy('settings') }
    const { router } = renderAt('/dashboard', siteOptions({ layouts: chain }), makeConfig(TREE))
    await vi.waitFor(() => expect(chain.shell.lazy).toHaveBeenCalledTimes(1))
    expect(chain.dashboard.lazy).toHaveBeenCalledTimes(1) // in parallel with the held outer layout
    expect(chain.settings.lazy).not.toHaveBeenCalled() // not in this chain
    expect(screen.queryByText('dashboard page')).toBeNull()
    release()
    await screen.findByText('dashboard page')
    await settle(router)
    expect(screen.getByTestId('layout-shell').contains(screen.getByTestId('layout-dashboard'))).toBe(true)
  })

  test('RK701: a parent in a route chain that the app did not register', () => {
    const options = siteOptions({ layouts: { dashboard: layout('dashboard'), settings: layout('settings') } })
    let error: unknown
    try {
      createRoutes(makeConfig({ ...TREE, routes: TREE.routes.filter((r) => r.layout !== 'shell') }), options)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(RoutekitError)
    expect((error as RoutekitError).message).toMatchInlineSnapshot(
      `"[RK701] Unknown layout "shell" on route /dashboard. Registered layouts: dashboard, default, none, plain, settings. Add src/layouts/shell.tsx (its default export is the layout; the Vite plugin finds it), register it in the layouts option of createRouter(), or change the parent chain of layout "dashboard" in routes.yaml."`,
    )
  })
})
