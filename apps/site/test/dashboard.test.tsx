// /dashboard: profile, saved setups and subscription from the store, and a
// sign-out (from the layout's user menu) that sends the visitor away.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setAuthState, type SiteUser } from '../src/auth/auth-state'
import { UserMenu } from '../src/auth/user-menu'
import { createMemoryStore } from '../src/data/memory-store'
import { StoreError, type SiteStore } from '../src/data/store'
import { setLanguage } from '../src/i18n'
import DashboardPage from '../src/pages/dashboard'
import { loader } from '../src/pages/dashboard.data'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'

const getStore = vi.hoisted(() => vi.fn<() => Promise<SiteStore | null>>())
const signOut = vi.hoisted(() => vi.fn<() => Promise<void>>())
vi.mock('../src/data/get-store', () => ({ getStore }))
vi.mock('../src/auth/actions', () => ({ signOut }))
vi.mock('../src/firebase/start', () => ({ getFirebase: () => new Promise(() => {}) }))

const ANA: SiteUser = {
  uid: 'uid-ana',
  email: 'ana@example.com',
  emailVerified: true,
  createdAt: '2026-05-05T10:00:00.000Z',
}
let store: SiteStore

function WhereAmI() {
  const l = useLocation()
  return <p data-testid="location">{l.pathname + l.search}</p>
}

function renderDashboard() {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        // The page's loader, as routekit runs it once the auth guard allowed (dashboard.data.ts).
        loader,
        element: (
          <>
            <UserMenu />
            <DashboardPage />
          </>
        ),
      },
      { path: '*', element: <WhereAmI /> },
    ],
    { initialEntries: ['/dashboard'] },
  )
  return render(<RouterProvider router={router} />)
}

beforeEach(async () => {
  await setLanguage('es')
  store = createMemoryStore()
  getStore.mockReset()
  getStore.mockResolvedValue(store)
  signOut.mockReset()
  setAuthState({ status: 'signed-in', user: ANA })
})
afterEach(() => cleanup())

describe('dashboard', { timeout: 20_000 }, () => {
  it('shows the profile, the saved setups and the subscription', async () => {
    await store.addSetup('uid-ana', { siteName: 'Tienda', yaml: 'version: 1\n' })
    await store.saveSubscription({ email: 'ana@example.com', language: 'en', topics: ['releases', 'security'] })
    renderDashboard()
    expect((await screen.findAllByRole('heading', { level: 1 })).map((h) => h.textContent)).toEqual(['Tu panel'])
    expect(screen.getByText('uid-ana')).toBeTruthy()
    expect(screen.getByText('5 de mayo de 2026')).toBeTruthy()
    expect(await screen.findByText('Tienda')).toBeTruthy()
    expect((await screen.findByText(/Recibes novedades/)).textContent).toMatch(
      /^Recibes novedades en inglés sobre: versiones nuevas, avisos de seguridad\. Desde el \d+ de \w+ de \d{4}\.$/,
    )
    expect(await store.getProfile('uid-ana')).toMatchObject({ email: 'ana@example.com' })
  })

  it('stored data that does not fit its schema is logged and shown as such, not as a dead service', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const invalid = (what: string) => () => Promise.reject(new StoreError('invalid', `Invalid stored ${what}`))
    getStore.mockResolvedValue({ ...store, listSetups: invalid('setup'), getSubscription: invalid('subscription') })
    renderDashboard()
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2))
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toMatchInlineSnapshot(`
      [
        "No hemos podido mostrar tus archivos: los datos guardados están dañados o tienen un formato que este sitio no reconoce.",
        "No hemos podido mostrar tu suscripción: los datos guardados están dañados o tienen un formato que este sitio no reconoce.",
      ]
    `)
    expect(error.mock.calls.map(([label]) => label).sort()).toEqual([
      'Saved setups not loaded:',
      'Subscription not loaded:',
    ])
    error.mockRestore()
  })

  it('says so when no database is configured, and still shows the account', async () => {
    getStore.mockResolvedValue(null)
    renderDashboard()
    expect((await screen.findAllByText(/no hay base de datos configurada/)).length).toBeGreaterThan(0)
    expect(screen.getByText('ana@example.com', { selector: 'dd' })).toBeTruthy()
  })

  // Issue 27: the "Tus routes.yaml" card was empty when data was unavailable, with no text at all.
  it('says in the routes.yaml card what is going on and what to do when no database is configured', async () => {
    getStore.mockResolvedValue(null)
    renderDashboard()
    const card = (await screen.findByRole('heading', { name: 'Tus routes.yaml' })).closest('section')!
    await waitFor(() => expect(card.textContent).not.toContain('Cargando'))
    expect(card.textContent).toMatchInlineSnapshot(
      `"Tus routes.yamlEste sitio no puede guardar ni mostrar tus routes.yaml ahora mismo: no tiene base de datos configurada. Puedes crear uno con el asistente y copiarlo o descargarlo.Crear un routes.yaml"`,
    )
    expect(card.querySelector('a')?.getAttribute('href')).toBe('/onboarding')
  })

  it('signing out from the user menu sends the visitor to the home page', async () => {
    signOut.mockImplementation(async () => setAuthState({ status: 'signed-out', configured: true, afterSignOut: true }))
    const u = userEvent.setup({ delay: null })
    renderDashboard()
    await u.click(await screen.findByRole('button', { name: 'ana@example.com' }))
    await u.click(screen.getByRole('button', { name: 'Cerrar sesión' }))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'))
    expect(signOut).toHaveBeenCalledTimes(1)
  })

  it("a sign-in as another account while on the page loads that account's data again", async () => {
    await store.addSetup('uid-bea', { siteName: 'Blog de Bea', yaml: 'version: 1\n' })
    renderDashboard()
    await screen.findByText('uid-ana')
    await act(async () =>
      setAuthState({ status: 'signed-in', user: { ...ANA, uid: 'uid-bea', email: 'bea@example.com' } }),
    )
    expect(await screen.findByText('Blog de Bea')).toBeTruthy()
    expect(screen.getByText('uid-bea')).toBeTruthy()
  })

  it('a session that ends elsewhere (another tab) sends the visitor to /login?redirect=/dashboard', async () => {
    renderDashboard()
    await screen.findByText('uid-ana')
    await act(async () => setAuthState({ status: 'signed-out', configured: true, afterSignOut: false }))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login?redirect=/dashboard'))
  })

  it('the user menu closes on Escape (focus back on its button) and on a press outside it', async () => {
    const user = userEvent.setup()
    renderDashboard()
    const button = await screen.findByRole('button', { name: /ana@example\.com/ })
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!
    await user.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(panel.hidden).toBe(false)
    await user.keyboard('{Escape}')
    expect(panel.hidden).toBe(true)
    expect(document.activeElement).toBe(button)

    await user.click(button)
    expect(panel.hidden).toBe(false)
    await user.click(panel) // inside: stays open
    expect(panel.hidden).toBe(false)
    await user.click(screen.getByRole('heading', { level: 1 }))
    expect(panel.hidden).toBe(true)
  })
})
