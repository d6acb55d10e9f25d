// /onboarding: the wizard end to end in the DOM: step checks tied to inputs,
// a valid routes.yaml at the end (router-core's parseRoutes, run by the page),
// progress kept across a reload, copy, download and saving to the profile.
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setAuthState } from '../src/auth/auth-state'
import { createMemoryStore } from '../src/data/memory-store'
import type { SiteStore } from '../src/data/store'
import { setLanguage } from '../src/i18n'
import { WIZARD_STORAGE_KEY } from '../src/onboarding/storage'
import OnboardingLayout from '../src/layouts/onboarding-layout'
import OnboardingPage from '../src/pages/onboarding'
import { renderPage } from './render-page'

const getStore = vi.hoisted(() => vi.fn<() => Promise<SiteStore | null>>())
vi.mock('../src/data/get-store', () => ({ getStore }))
// The page starts Firebase to learn who is signed in; the tests set that state themselves.
vi.mock('../src/firebase/start', () => ({ getFirebase: () => new Promise(() => {}) }))

let store: SiteStore

beforeEach(async () => {
  localStorage.clear()
  await setLanguage('es')
  store = createMemoryStore()
  getStore.mockReset()
  getStore.mockResolvedValue(store)
  setAuthState({ status: 'signed-out', configured: true })
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const user = () => userEvent.setup({ delay: null })
const next = () => screen.getByRole('button', { name: /Siguiente/ })
const stepHeading = () => screen.getByRole('heading', { level: 2 })

/** Walks the wizard with one guarded page, up to the review step, and waits for its lazy chunk. */
async function walkToReview(u: ReturnType<typeof user>) {
  await u.type(screen.getByLabelText('Nombre del sitio'), 'Tienda de Ana')
  await u.click(next())
  await u.click(screen.getByRole('button', { name: 'Añadir página' }))
  const paths = screen.getAllByLabelText('Ruta')
  await u.type(paths[2]!, '/cuenta')
  await u.type(screen.getAllByLabelText('Nombre')[2]!, 'Mi cuenta')
  await u.click(screen.getAllByLabelText('Requiere iniciar sesión')[2]!)
  await u.click(next())
  await u.click(next())
  await screen.findByTestId('routes-yaml')
}

describe('onboarding wizard', { timeout: 30_000 }, () => {
  it('refuses to go on with a problem, says which, and ties it to the input', async () => {
    const u = user()
    renderPage(OnboardingPage, { path: '/onboarding', layout: OnboardingLayout })
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    await u.click(next())
    const name = screen.getByLabelText('Nombre del sitio')
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(`${name.id}-error`)?.textContent).toMatchInlineSnapshot(
      `"Escribe el nombre de tu sitio."`,
    )
    expect(name.getAttribute('aria-describedby')).toContain(`${name.id}-error`)
    expect(document.activeElement).toBe(name)
    expect(stepHeading().textContent).toBe('Tu sitio')

    await u.type(name, 'Tienda')
    await u.click(next())
    expect(stepHeading().textContent).toBe('Páginas')
    expect(document.activeElement).toBe(stepHeading())

    const [firstPath] = screen.getAllByLabelText('Ruta')
    await u.clear(firstPath!)
    await u.type(firstPath!, 'precios/')
    await u.click(next())
    expect(document.getElementById(`${firstPath!.id}-error`)?.textContent).toMatchInlineSnapshot(
      `"La ruta debe empezar por "/", por ejemplo /precios."`,
    )
    expect(stepHeading().textContent).toBe('Páginas')
  })

  it('ends with a routes.yaml that router-core accepts, with the guard and /login', async () => {
    const u = user()
    renderPage(OnboardingPage, { path: '/onboarding', layout: OnboardingLayout })
    await walkToReview(u)
    expect(stepHeading().textContent).toBe('Revisar y descargar')
    expect(screen.getByText('El archivo es válido: routekit lo acepta.')).toBeTruthy()
    const yaml = screen.getByTestId('routes-yaml').textContent ?? ''
    expect(yaml).toContain('# routes.yaml for Tienda de Ana')
    expect(yaml).toContain('guards:\n  - auth')
    expect(yaml).toContain(
      '  - path: /cuenta\n    name: cuenta\n    page: cuenta\n    guards: [auth]\n    title: "Mi cuenta"',
    )
    expect(yaml).toContain('  - path: /login\n    name: login\n    page: login\n    title: "Entrar"')
  })

  it('survives a reload: the answers and the step come back from localStorage', async () => {
    const u = user()
    const first = renderPage(OnboardingPage, { path: '/onboarding', layout: OnboardingLayout })
    await walkToReview(u)
    const before = screen.getByTestId('routes-yaml').textContent
    first.unmount()
    expect(JSON.parse(localStorage.getItem(WIZARD_STORAGE_KEY) ?? '{}')).toMatchObject({
      step: 'review',
      siteName: 'Tienda de Ana',
    })

    renderPage(OnboardingPage, { path: '/onboarding', layout: OnboardingLayout })
    expect(stepHeading().textContent).toBe('Revisar y descargar')
    expect((await screen.findByTestId('routes-yaml')).textContent).toBe(before)

    await u.click(screen.getByRole('button', { name: /Empezar de nuevo/ }))
    expect(stepHeading().textContent).toBe('Tu sitio')
    expect((screen.getByLabelText('Nombre del sitio') as HTMLInputElement).value).toBe('')
  })

  it('ignores stored progress that no longer fits, and starts over', () => {
    localStorage.setItem(WIZARD_STORAGE_KEY, '{"step":"nowhere"}')
    renderPage(OnboardingPage, { path: '/onboarding', layout: OnboardingLayout })
    expect(stepHeading().textContent).toBe('Tu sitio')
  })

  it('copies the file, with a fallback message when the clipboard refuses', async () => {
    const u = user() // user-event installs its own clipboard; ours replaces it
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderPage(OnboardingPage, { path: '/onboarding', layout: OnboardingLayout })
    await walkToReview(u)
    await u.click(screen.getByRole('button', { name: 'Copiar' }))
    expect(writeText).toHaveBeenCalledWith(screen.getByTestId('routes-yaml').textContent)
    expect(await screen.findByText('Copiado al portapapeles.')).toBeTruthy()

    writeText.mockRejectedValue(new Error('denied'))
    document.execCommand = vi.fn(() => false)
    await u.click(screen.getByRole('button', { name: 'Copiar' }))
    expect(await screen.findByText('No se pudo copiar. Selecciona el texto y cópialo a mano.')).toBeTruthy()
  })

  it('downloads the file as routes.yaml', async () => {
    const blobs: Blob[] = []
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:routes'))
    URL.revokeObjectURL = vi.fn()
    const clicked: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.getAttribute('href')}`)
    })
    const u = user()
    renderPage(OnboardingPage, { path: '/onboarding', layout: OnboardingLayout })
    await walkToReview(u)
    await u.click(screen.getByRole('button', { name: 'Descargar routes.yaml' }))
    expect(clicked).toEqual(['routes.yaml blob:routes'])
    expect(await blobs[0]?.text()).toBe(screen.getByTestId('routes-yaml').textContent)
  })

  it('when signed in, saves the result to the visitor profile', async () => {
    setAuthState({
      status: 'signed-in',
      user: { uid: 'uid-ana', email: 'ana@example.com', emailVerified: true, createdAt: null },
    })
    const u = user()
    renderPage(OnboardingPage, { path: '/onboarding', layout: OnboardingLayout })
    await walkToReview(u)
    await u.click(screen.getByRole('button', { name: 'Guardar en mi cuenta' }))
    expect(await screen.findByText('Guardado en tu cuenta. Lo tienes en tu panel.')).toBeTruthy()
    const saved = await store.listSetups('uid-ana')
    expect(saved).toHaveLength(1)
    expect(saved[0]).toMatchObject({ siteName: 'Tienda de Ana', yaml: screen.getByTestId('routes-yaml').textContent })
  })

  it('a save that outlasts the timeout says it is still going on, then shows the real result', async () => {
    setAuthState({
      status: 'signed-in',
      user: { uid: 'uid-ana', email: 'ana@example.com', emailVerified: true, createdAt: null },
    })
    let finish: () => Promise<void> = async () => {}
    const addSetup = vi.fn<SiteStore['addSetup']>((uid, setup, options) => {
      options?.onSlow?.()
      return new Promise((resolve) => (finish = async () => resolve(await store.addSetup(uid, setup))))
    })
    getStore.mockResolvedValue({ ...store, addSetup })
    const u = user()
    renderPage(OnboardingPage, { path: '/onboarding', layout: OnboardingLayout })
    await walkToReview(u)
    await u.click(screen.getByRole('button', { name: 'Guardar en mi cuenta' }))
    expect(await screen.findByText(/^Seguimos guardando en tu cuenta/)).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Guardando…' }) as HTMLButtonElement).disabled).toBe(true)
    await act(() => finish())
    expect(await screen.findByText('Guardado en tu cuenta. Lo tienes en tu panel.')).toBeTruthy()
    expect(screen.queryByText(/^Seguimos guardando/)).toBeNull()
  })

  it('when signed out, offers sign-in that comes back here instead of a save button', async () => {
    const u = user()
    renderPage(OnboardingPage, { path: '/onboarding', layout: OnboardingLayout })
    await walkToReview(u)
    expect(screen.queryByRole('button', { name: 'Guardar en mi cuenta' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/login?redirect=/onboarding')
    await act(async () => setAuthState({ status: 'signed-out', configured: false }))
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Entrar' })).toBeNull())
  })
})
