// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createRoutes, redirect, type LazyLayout, type PageImport } from '../../src/react/index.js'
import { layout, makeConfig, page, renderAt, settle, siteOptions } from './_app.js'

/** A lazy layout whose import a test can watch, and hold back until it calls `release()`. */
function lazyLayout(name: string, { held = false } = {}) {
  let release!: () => void
  const gate = held ? new Promise<void>((done) => (release = done)) : Promise.resolve()
  const load = vi.fn<PageImport>(async () => {
    await gate
    return { default: layout(name) }
  })
  return { registration: { lazy: load } satisfies LazyLayout, load, release: () => release() }
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('lazy layouts ({ lazy: () => import(...) })', () => {
  test('the layout renders around the page, and is imported once for all its pages', async () => {
    const plain = lazyLayout('plain')
    const def = lazyLayout('default')
    const { router } = renderAt('/', siteOptions({ layouts: { default: def.registration, plain: plain.registration } }))
    await screen.findByText('home page')
    expect(screen.getByTestId('layout-default').textContent).toBe('home page')
    await router.navigate('/about')
    await screen.findByText('about page')
    expect(screen.getByTestId('layout-default').textContent).toBe('about page')
    expect(def.load).toHaveBeenCalledTimes(1)
    expect(plain.load).not.toHaveBeenCalled() // no page with the plain layout was visited
  })

  test('the layout and the page chunks are requested together, and nothing renders until both arrive', async () => {
    const def = lazyLayout('default', { held: true })
    const home = page('home')
    const { router } = renderAt(
      '/',
      siteOptions({ layouts: { default: def.registration }, pages: { './pages/home.tsx': home.load } }),
    )
    await vi.waitFor(() => expect(def.load).toHaveBeenCalledTimes(1))
    expect(home.load).toHaveBeenCalledTimes(1) // in parallel, not after the layout
    expect(screen.queryByText('home page')).toBeNull()
    def.release()
    await screen.findByText('home page')
    await settle(router)
    expect(screen.getByTestId('layout-default')).toBeTruthy()
  })

  test('a guard that turns the visitor away keeps the layout from downloading', async () => {
    const def = lazyLayout('default')
    const plain = lazyLayout('plain')
    const options = siteOptions({
      layouts: { default: def.registration, plain: plain.registration },
      guards: { auth: () => redirect('/login') },
    })
    renderAt('/dashboard', options)
    await screen.findByText('login page')
    expect(screen.getByTestId('layout-plain')).toBeTruthy()
    expect(def.load).not.toHaveBeenCalled()
  })

  test('the maintenance route renders without a layout, so it imports none', async () => {
    const def = lazyLayout('default')
    renderAt('/construction', siteOptions({ layouts: { default: def.registration }, buildFlag: true }))
    await screen.findByText('construction page')
    expect(screen.queryByTestId('layout-default')).toBeNull()
    expect(def.load).not.toHaveBeenCalled()
  })

  test('a failed layout import shows the error page, and stays failed for the tab as React Router keeps a failed lazy route (a chunk a deploy removed reloads instead: below)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail = true
    const load = vi.fn<PageImport>(async () => {
      if (fail) throw new Error('network down')
      return { default: layout('default') }
    })
    const { router } = renderAt('/', siteOptions({ layouts: { default: { lazy: load } } }))
    expect((await screen.findByRole('alert')).textContent).toContain('network down')
    fail = false
    await router.navigate('/about')
    await settle(router)
    expect(screen.getByRole('alert').textContent).toContain('network down')
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('a layout chunk lost to a deploy reloads the page once, like a page chunk', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    sessionStorage.clear()
    const load = vi.fn<PageImport>(async () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/default-layout-3f2a.js')),
    )
    renderAt('/about?tab=team', siteOptions({ layouts: { default: { lazy: load } } }))
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/about?tab=team'))
  })

  test('a layout module without a default export shows the error page with what to fix', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderAt('/', siteOptions({ layouts: { default: { lazy: async () => ({ Layout: layout('default') }) } } }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(
      'The module of layout "default" has no default export. Export the layout component as default.',
    )
  })

  test('a layout registered with something that is not a component throws when the routes are created', () => {
    const options = siteOptions()
    const bad = { ...options, layouts: { ...options.layouts, plain: 'PlainLayout' as unknown as ComponentType } }
    expect(() => createRoutes(makeConfig(), bad)).toThrowErrorMatchingInlineSnapshot(
      `[RoutekitError: [RK707] Layout "plain" is registered with string, not a component. Pass the component, or { lazy: () => import('./layouts/plain') }.]`,
    )
  })

  test('no layout is imported while the routes are created', () => {
    const def = lazyLayout('default')
    createRoutes(makeConfig(), siteOptions({ layouts: { default: def.registration } }))
    expect(def.load).not.toHaveBeenCalled()
  })
})
