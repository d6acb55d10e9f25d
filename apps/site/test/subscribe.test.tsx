// /subscribe: inline validation tied to inputs, input kept on error, no
// double submit, and visible success and failure states.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStore } from '../src/data/memory-store'
import { StoreError, type SiteStore } from '../src/data/store'
import { setLanguage } from '../src/i18n'
import SubscribePage from '../src/pages/subscribe'
import { action } from '../src/pages/subscribe.data'
import { FULL_ENV } from './firebase-sdk-mock'
import { renderPage } from './render-page'

const getStore = vi.hoisted(() => vi.fn<() => Promise<SiteStore | null>>())
vi.mock('../src/data/get-store', () => ({ getStore }))

let store: SiteStore

beforeEach(async () => {
  // A build with a database: Firebase config and the Firestore emulator (a demo- project has no other).
  for (const [key, value] of Object.entries(FULL_ENV)) vi.stubEnv(key, value)
  vi.stubEnv('VITE_FIRESTORE_EMULATOR_HOST', '127.0.0.1:8080')
  await setLanguage('es')
  store = createMemoryStore()
  getStore.mockReset()
  getStore.mockResolvedValue(store)
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
})

const emailInput = () => screen.getByLabelText('Correo electrónico') as HTMLInputElement
const submit = () => screen.getByRole('button', { name: /Suscribirme|Guardando/ }) as HTMLButtonElement
const describedText = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ')

describe('subscribe form', () => {
  it('shows inline messages tied to the inputs, and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null })
    renderPage(SubscribePage, { path: '/subscribe', action })
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    await user.type(emailInput(), 'ana@example')
    await user.click(screen.getByLabelText(/Versiones nuevas/)) // unticks the only topic
    await user.click(submit())
    await screen.findByRole('alert') // the action's answer

    expect(emailInput().value).toBe('ana@example')
    expect(emailInput().getAttribute('aria-invalid')).toBe('true')
    expect(describedText(emailInput())).toMatchInlineSnapshot(
      `"Solo lo usamos para enviarte estas novedades. | Escribe un correo válido, como nombre@ejemplo.com."`,
    )
    const firstTopic = screen.getByLabelText(/Versiones nuevas/)
    expect(firstTopic.getAttribute('aria-invalid')).toBe('true')
    expect(describedText(firstTopic)).toMatchInlineSnapshot(
      `"Puedes elegir varios; al menos uno. | Elige al menos un tema."`,
    )
    expect(screen.getByRole('alert').textContent).toMatchInlineSnapshot(
      `"Revisa los campos marcados: hay 2 por corregir."`,
    )
    // Focus moves in an effect after the action's answer renders, which React may run after the commit that shows it.
    await waitFor(() => expect(document.activeElement).toBe(emailInput()))
    expect(getStore).not.toHaveBeenCalled()
  })

  it('says what is wrong in English too', async () => {
    await act(() => setLanguage('en'))
    const user = userEvent.setup({ delay: null })
    renderPage(SubscribePage, { path: '/subscribe', action })
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    const email = screen.getByLabelText('Email')
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'))
    expect(describedText(email)).toMatchInlineSnapshot(
      `"We only use it to send you this news. | Enter your email address."`,
    )
  })

  it('saves once per normalised email: created, then "already subscribed"', async () => {
    const user = userEvent.setup({ delay: null })
    renderPage(SubscribePage, { path: '/subscribe', action })
    await user.type(emailInput(), '  Ana@Example.com ')
    await user.click(screen.getByLabelText(/Guías/))
    await user.click(submit())
    const status = await screen.findByRole('status')
    expect(status.textContent).toMatchInlineSnapshot(`"Listo: ana@example.com recibirá las novedades que has elegido."`)
    expect(await store.getSubscription('ana@example.com')).toMatchObject({
      language: 'es',
      topics: ['releases', 'guides'],
    })

    await user.clear(emailInput())
    await user.type(emailInput(), 'ANA@example.com')
    await user.click(submit())
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatchInlineSnapshot(
        `"ana@example.com ya estaba suscrito. No hemos cambiado nada ni te enviaremos correos repetidos."`,
      ),
    )
  })

  it('cannot submit twice while a save is pending', async () => {
    let finish: () => void = () => {}
    const save = vi.fn(
      () =>
        new Promise<{ status: 'created'; email: string }>(
          (resolve) => (finish = () => resolve({ status: 'created', email: 'ana@example.com' })),
        ),
    )
    getStore.mockResolvedValue({ ...store, saveSubscription: save })
    renderPage(SubscribePage, { path: '/subscribe', action })
    fireEvent.change(emailInput(), { target: { value: 'ana@example.com' } })
    const form = emailInput().closest('form')!
    // Two submits in the same tick, before React re-renders the disabled button.
    fireEvent.submit(form)
    fireEvent.submit(form)
    await waitFor(() => expect(submit().disabled).toBe(true))
    fireEvent.submit(form)
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
    expect(submit().textContent).toBe('Guardando…')
    await act(async () => finish())
    await waitFor(() => expect(submit().disabled).toBe(false))
    expect(save).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('status').textContent).toContain('ana@example.com')
  })

  it('a save that outlasts the timeout says it may still land, then shows how it really ended', async () => {
    let finish: () => void = () => {}
    const save = vi.fn<SiteStore['saveSubscription']>(
      (_input, options) =>
        new Promise((resolve) => {
          options?.onSlow?.()
          finish = () => resolve({ status: 'created', email: 'ana@example.com' })
        }),
    )
    getStore.mockResolvedValue({ ...store, saveSubscription: save })
    renderPage(SubscribePage, { path: '/subscribe', action })
    fireEvent.change(emailInput(), { target: { value: 'ana@example.com' } })
    fireEvent.submit(emailInput().closest('form')!)
    expect((await screen.findByRole('status')).textContent).toMatchInlineSnapshot(
      `"Seguimos guardando: el servicio tarda en responder. No cierres esta página; este aviso cambiará cuando termine."`,
    )
    expect(submit().disabled).toBe(true)
    expect(screen.queryByRole('alert')).toBeNull()
    await act(async () => finish())
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Listo: ana@example.com'))
    expect(screen.getAllByRole('status')).toHaveLength(1)
  })

  it('shows a failure the visitor can act on, and keeps the input', async () => {
    getStore.mockResolvedValue({
      ...store,
      saveSubscription: () => Promise.reject(new StoreError('unavailable', 'Firestore did not answer')),
    })
    const user = userEvent.setup({ delay: null })
    renderPage(SubscribePage, { path: '/subscribe', action })
    await user.type(emailInput(), 'ana@example.com')
    await user.click(submit())
    expect((await screen.findByRole('alert')).textContent).toMatchInlineSnapshot(
      `"No hemos podido guardar tu suscripción: el servicio no responde. Tus datos siguen en el formulario; inténtalo de nuevo en un momento."`,
    )
    expect(emailInput().value).toBe('ana@example.com')
    expect(submit().disabled).toBe(false)
  })

  it('says plainly when subscriptions are not configured, instead of pretending to save', async () => {
    getStore.mockResolvedValue(null)
    const user = userEvent.setup({ delay: null })
    renderPage(SubscribePage, { path: '/subscribe', action })
    await user.type(emailInput(), 'ana@example.com')
    await user.click(submit())
    expect((await screen.findByRole('alert')).textContent).toMatchInlineSnapshot(
      `"Las suscripciones no están disponibles ahora mismo en este sitio: falta su configuración. Tus datos no se han guardado."`,
    )
  })

  // Issue 27: a build with no database showed a working form and said so only after the visitor had filled it in.
  it.each([
    ['without Firebase config', { VITE_FIREBASE_API_KEY: '' }],
    ['with a demo- project and no Firestore emulator', { VITE_FIRESTORE_EMULATOR_HOST: '' }],
  ])('%s, says before anything is typed that subscriptions are not available, and disables the form', (_, env) => {
    for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value)
    renderPage(SubscribePage, { path: '/subscribe', action })
    expect(screen.getByRole('status').textContent).toMatchInlineSnapshot(
      `"Las suscripciones no están disponiblesEste sitio se ha publicado sin base de datos, así que ahora mismo no puede guardar suscripciones. Vuelve más tarde; el resto del sitio funciona con normalidad."`,
    )
    expect(emailInput().matches(':disabled')).toBe(true)
    expect(submit().matches(':disabled')).toBe(true)
    expect(getStore).not.toHaveBeenCalled()
  })
})
