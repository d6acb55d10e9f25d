import {
  createRoutes,
  type MaintenanceSource,
  type MaintenanceState,
  type RoutesConfig,
} from '@routekit/router-core/react'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SiteErrorPage } from '../src/components/error-page'
import { resetHeadingFocus } from '../src/components/heading-focus'
import { i18n, setLanguage } from '../src/i18n'
import DefaultLayout from '../src/layouts/default-layout'

/** Page chunks are transformed on first import, which can take a few seconds in a cold test run. */
const LOADING = { timeout: 10_000 }

// A slice of the real routes.yaml: enough for the shell, the error page and maintenance.
const config: RoutesConfig = {
  version: 1,
  layouts: ['default'],
  guards: [],
  maintenance: { enabled: false, route: '/construction', allow: [] },
  routes: [
    { path: '/', name: 'index', page: 'index', layout: 'default', guards: [], title: 'Home' },
    { path: '/about', name: 'about', page: 'about', layout: 'default', guards: [], title: 'About routekit' },
    { path: '/construction', name: 'construction', page: 'construction', layout: 'none', guards: [] },
  ],
  redirects: [],
}

/** A maintenance.json stand-in the test flips by hand. */
function createSwitch(initial: MaintenanceState | undefined) {
  let state = initial
  const listeners = new Set<() => void>()
  const source: MaintenanceSource = {
    current: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
  const set = (next: MaintenanceState | undefined) => {
    state = next
    for (const listener of listeners) listener()
  }
  return { source, set }
}

function renderSite(path: string, maintenance?: MaintenanceSource) {
  const app = createRoutes(config, {
    pages: {
      index: () => import('../src/pages/index'),
      about: () => import('../src/pages/about'),
      construction: () => import('../src/pages/construction'),
    },
    layouts: { default: DefaultLayout },
    guards: {},
    errorPage: SiteErrorPage,
    ...(maintenance ? { maintenance } : {}),
  })
  const router = createMemoryRouter(app.routes, { ...app.router, initialEntries: [path] })
  render(<RouterProvider router={router} />)
  return router
}

beforeEach(async () => {
  localStorage.clear()
  resetHeadingFocus()
  await act(() => i18n.changeLanguage('es'))
})
afterEach(cleanup)

describe('the site on router-core', () => {
  it('renders a marketing page in the default layout with one h1', async () => {
    renderSite('/about')
    expect(await screen.findByRole('heading', { level: 1, name: /declarado en vez de cableado/ }, LOADING)).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('banner')).toBeTruthy()
    expect(screen.getByRole('contentinfo')).toBeTruthy()
  })

  it("shows an unknown path on the localised error page, with router-core's exact message", async () => {
    renderSite('/pricing')
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos esta página' }, LOADING)).toBeTruthy()
    expect(screen.getByText('Page not found: /pricing')).toBeTruthy()
    expect(screen.getByText('Error 404 · Page Not Found')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Ir al inicio' }).getAttribute('href')).toBe('/')
    // The error page keeps the site frame, so the visitor can still navigate.
    expect(screen.getByRole('banner')).toBeTruthy()
    await act(() => setLanguage('en'))
    expect(screen.getByRole('heading', { level: 1, name: 'We could not find this page' })).toBeTruthy()
  })

  it('moves focus to the new page heading after a client navigation', async () => {
    const user = userEvent.setup()
    renderSite('/')
    await screen.findByRole('heading', { level: 1, name: 'Todas las rutas de tu sitio, en un solo archivo' }, LOADING)
    expect(document.activeElement).toBe(document.body)
    await user.click(screen.getAllByRole('link', { name: 'Qué es' })[0]!)
    const heading = await screen.findByRole('heading', { level: 1, name: /declarado en vez de cableado/ }, LOADING)
    // The heading is in the DOM at commit; focus moves in the effect that
    // follows, which a loaded machine can run a tick later.
    await waitFor(() => expect(document.activeElement).toBe(heading))
  })
})

describe('/construction', () => {
  it('shows the team message and the back-by time in the active language', async () => {
    const maintenance = createSwitch({
      enabled: true,
      message: 'Actualizamos la base de datos.',
      until: '2030-03-15T14:30:00Z',
    })
    renderSite('/about', maintenance.source)
    expect(await screen.findByRole('heading', { level: 1, name: 'Estamos mejorando el sitio' }, LOADING)).toBeTruthy()
    expect(screen.getByTestId('maintenance-message').textContent).toBe('Actualizamos la base de datos.')
    const back = new Intl.DateTimeFormat('es', { dateStyle: 'long', timeStyle: 'short' }).format(
      Date.parse('2030-03-15T14:30:00Z'),
    )
    expect(screen.getByTestId('maintenance-until').textContent).toContain(`Volvemos hacia el ${back}`)
    expect(screen.getByText('Deja esta pestaña abierta: cuando volvamos te llevaremos a /about.')).toBeTruthy()
    // Layout none: no site header or footer, but still a main landmark and a skip link.
    expect(screen.queryByRole('contentinfo')).toBeNull()
    expect(screen.getByRole('main')).toBeTruthy()

    await act(() => setLanguage('en'))
    const backEn = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' }).format(
      Date.parse('2030-03-15T14:30:00Z'),
    )
    expect(screen.getByTestId('maintenance-until').textContent).toContain(`Back by ${backEn}`)
  })

  it('says so when the back-by time has passed, and uses its own message when the team gave none', async () => {
    const maintenance = createSwitch({ enabled: true, until: '2001-01-01T00:00:00Z' })
    renderSite('/construction', maintenance.source)
    await screen.findByRole('heading', { level: 1, name: 'Estamos mejorando el sitio' }, LOADING)
    expect(screen.getByTestId('maintenance-message').textContent).toBe(
      'Estamos haciendo tareas de mantenimiento. Vuelve en un rato: no tienes que hacer nada.',
    )
    expect(screen.getByTestId('maintenance-until').textContent).toMatch(
      /^Esperábamos haber terminado el .*2001.*Seguimos en ello\.$/,
    )
  })

  it('takes the visitor back to where they were going when maintenance ends', async () => {
    const maintenance = createSwitch({ enabled: true })
    const router = renderSite('/about', maintenance.source)
    await screen.findByRole('heading', { level: 1, name: 'Estamos mejorando el sitio' }, LOADING)
    expect(router.state.location.pathname).toBe('/construction')

    act(() => maintenance.set({ enabled: false }))
    expect(await screen.findByRole('heading', { level: 1, name: /declarado en vez de cableado/ }, LOADING)).toBeTruthy()
    expect(router.state.location.pathname).toBe('/about')
  })

  it('says the site is back, with a link home, when opened while the site is up', async () => {
    renderSite('/construction', createSwitch({ enabled: false }).source)
    expect(await screen.findByRole('heading', { level: 1, name: 'El sitio ha vuelto' }, LOADING)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Ir al inicio' }).getAttribute('href')).toBe('/')
  })
})
