import { render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom'
import { afterAll, beforeAll, vi } from 'vitest'
import { routesConfigSchema, type RoutesConfig, type RoutesConfigInput } from '../../src/config/file/schema.js'
import {
  allow,
  createRoutes,
  localeOf,
  type CreateRoutesOptions,
  type Guard,
  type PageImport,
} from '../../src/react/index.js'

/** A small site: public pages, guarded pages, a param rule, redirects and a maintenance route. */
export const SITE: RoutesConfigInput = {
  version: 1,
  layouts: ['default', 'plain'],
  guards: ['auth', 'admin'],
  maintenance: { enabled: false, route: '/construction', allow: ['/status'] },
  routes: [
    { path: '/', name: 'home', page: 'home', title: 'Home', description: 'Welcome home' },
    { path: '/about', name: 'about', page: 'about', title: 'About us' },
    { path: '/dashboard', name: 'dashboard', page: 'dashboard', guards: ['auth'] },
    { path: '/admin', name: 'admin', page: 'admin', guards: ['auth', 'admin'] },
    { path: '/blog/:slug', name: 'post', page: 'post', params: { slug: '^[a-z0-9-]+$' } },
    { path: '/login', name: 'login', page: 'login', layout: 'plain' },
    { path: '/construction', name: 'construction', page: 'construction' },
    { path: '/status', name: 'status', page: 'status' },
    { path: '/boom', name: 'boom', page: 'boom' },
  ],
  redirects: [
    { from: '/old-about', to: '/about', status: 301 },
    { from: '/partner', to: 'https://partner.example.com/welcome' },
  ],
}

export function makeConfig(overrides: Partial<RoutesConfigInput> = {}): RoutesConfig {
  return routesConfigSchema.parse({ ...SITE, ...overrides })
}

/** A page component that says which page it is, and a lazy import of it that tests can watch. */
export function page(name: string): { Component: ComponentType; load: ReturnType<typeof vi.fn<PageImport>> } {
  const Component = () => <h1>{name} page</h1>
  Component.displayName = `${name}Page`
  const load = vi.fn<PageImport>(async () => ({ default: Component }))
  return { Component, load }
}

export function layout(name: string): ComponentType {
  const Layout = () => (
    <div data-testid={`layout-${name}`}>
      <Outlet />
    </div>
  )
  return Layout
}

export type SiteOptions = Partial<CreateRoutesOptions>

/** The options a test starts from: every page of SITE, both layouts, guards that allow. */
export function siteOptions(overrides: SiteOptions = {}): CreateRoutesOptions {
  const names = ['home', 'about', 'dashboard', 'admin', 'post', 'login', 'construction', 'status', 'boom']
  const pages: Record<string, PageImport> = {}
  for (const name of names) pages[`./pages/${name}.tsx`] = page(name).load
  const guards: Record<string, Guard> = { auth: () => allow(), admin: () => allow() }
  return {
    pages: { ...pages, ...overrides.pages },
    layouts: { default: layout('default'), plain: layout('plain'), ...overrides.layouts },
    guards: { ...guards, ...overrides.guards },
    ...Object.fromEntries(Object.entries(overrides).filter(([k]) => !['pages', 'layouts', 'guards'].includes(k))),
  }
}

/** Renders the routes in a memory router at `path`. */
export function renderAt(path: string, options: CreateRoutesOptions, config: RoutesConfig = makeConfig()) {
  // As createRouter() makes its browser router: with the options createRoutes() gives (resolve() decides each request).
  // One router serves one locale, the one of the address it starts on (as createRouter() picks it).
  const locale = localeOf(config, path)
  const app = createRoutes(config, { ...options, ...(locale !== undefined && { locale }) })
  const router = createMemoryRouter(app.routes, { ...app.router, initialEntries: [path] })
  const view = render(<RouterProvider router={router} />)
  return { router, ...view }
}

/** Waits until the router is idle after the navigations a test started. */
export async function settle(router: ReturnType<typeof createMemoryRouter>): Promise<void> {
  await vi.waitFor(() => {
    if (router.state.navigation.state !== 'idle' || !router.state.initialized) throw new Error('still navigating')
  })
}

/**
 * For a describe block that visits many generated URLs: `location.assign` (a full navigation away) recorded instead
 * of done, and React Router's and routekit's console errors and warnings (expected ones, thousands a run) silenced.
 * Registers its own beforeAll/afterAll; returns the recorded `assign`.
 */
export function stubFullNavigations(): ReturnType<typeof vi.fn> {
  const assign = vi.fn()
  beforeAll(() => {
    vi.stubGlobal('location', { ...window.location, assign })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterAll(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
  return assign
}
