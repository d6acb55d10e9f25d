// A build without Firebase config: the exact console message, no SDK, and
// /login says sign-in is not configured with its form disabled.
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { getAuthState } from '../src/auth/auth-state'
import { auth } from '../src/guards/auth'
import { setLanguage } from '../src/i18n'
import LoginPage from '../src/pages/login'
import * as sdk from './firebase-sdk-mock'
import { renderPage } from './render-page'

vi.mock('firebase/app', () => import('./firebase-sdk-mock'))
vi.mock('firebase/auth', () => import('./firebase-sdk-mock'))
vi.mock('firebase/firestore', () => import('./firebase-sdk-mock'))

const error = vi.spyOn(console, 'error').mockImplementation(() => {})
vi.spyOn(console, 'info').mockImplementation(() => {})

beforeAll(async () => {
  for (const key of Object.keys(sdk.FULL_ENV)) vi.stubEnv(key, '')
  await setLanguage('es')
})
afterAll(() => {
  cleanup()
  vi.unstubAllEnvs()
})

describe('without Firebase config', { timeout: 20_000 }, () => {
  it('/login logs the exact message once, says sign-in is not configured, and disables the form', async () => {
    renderPage(LoginPage, { path: '/login' })
    await screen.findByText('El inicio de sesión no está configurado')
    expect(error.mock.calls).toEqual([
      ['Firebase config is missing or incomplete. Check your .env file and apps/site/vite.config.ts'],
    ])
    expect(screen.getByRole('status').textContent).toMatchInlineSnapshot(
      `"El inicio de sesión no está configuradoEste sitio se ha publicado sin la configuración de Firebase, así que ahora mismo nadie puede entrar ni crear una cuenta. El resto del sitio funciona con normalidad."`,
    )
    // Disabled through their <fieldset>, as a browser (and Playwright's isDisabled) sees it.
    expect(screen.getByLabelText('Correo electrónico').matches(':disabled')).toBe(true)
    expect(document.querySelector('form button[type="submit"]')?.matches(':disabled')).toBe(true)
    expect(sdk.initializeApp).not.toHaveBeenCalled()
    expect(getAuthState()).toEqual({ status: 'signed-out', configured: false })
  })

  it('the auth guard sends /dashboard visitors to /login, where they read why', async () => {
    const outcome = await auth({
      path: '/dashboard',
      searchParams: new URLSearchParams(),
      signal: new AbortController().signal,
    })
    expect(outcome).toEqual({ type: 'redirect', to: '/login?redirect=/dashboard' })
    await waitFor(() => expect(error).toHaveBeenCalledTimes(1)) // still logged only once
  })
})
