// /login against a recorded Firebase Auth: the site's actions, start-up and
// auth state run for real. Covers sign-in, account creation, reset, plain
// error messages in both languages, and the post-login redirect.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { authErrorKey } from '../src/auth/auth-errors'
import { getAuthState } from '../src/auth/auth-state'
import { getFirebase } from '../src/firebase/start'
import { setLanguage } from '../src/i18n'
import LoginPage from '../src/pages/login'
import * as sdk from './firebase-sdk-mock'
import { renderPage } from './render-page'

vi.mock('firebase/app', () => import('./firebase-sdk-mock'))
vi.mock('firebase/auth', () => import('./firebase-sdk-mock'))
vi.mock('firebase/firestore', () => import('./firebase-sdk-mock'))

beforeAll(async () => {
  for (const [key, value] of Object.entries(sdk.FULL_ENV)) vi.stubEnv(key, value)
  vi.stubEnv('VITE_FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9099')
  vi.spyOn(console, 'log').mockImplementation(() => {})
  await getFirebase()
})

beforeEach(async () => {
  await setLanguage('es')
  sdk.signInWithEmailAndPassword.mockReset()
  sdk.createUserWithEmailAndPassword.mockReset()
  sdk.sendPasswordResetEmail.mockReset()
  act(() => sdk.emitAuthState(null))
})
afterEach(() => cleanup())

const user = () => userEvent.setup({ delay: null })
const email = () => screen.getByLabelText('Correo electrónico') as HTMLInputElement
const password = () => screen.getByLabelText(/^Contraseña/) as HTMLInputElement
const submitButton = () => document.querySelector('form button[type="submit"]') as HTMLButtonElement
const location = () => screen.getByTestId('location').textContent
const errorOf = (input: HTMLElement) => document.getElementById(`${input.id}-error`)?.textContent

describe('login page', { timeout: 20_000 }, () => {
  it('signs in and returns to the internal ?redirect= path', async () => {
    sdk.signInWithEmailAndPassword.mockResolvedValue({ user: sdk.fakeUser() })
    const u = user()
    renderPage(LoginPage, { path: '/login', at: '/login?redirect=/onboarding' })
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    await u.type(email(), ' ana@example.com ')
    await u.type(password(), 'correct-horse')
    await u.click(submitButton())
    await waitFor(() => expect(location()).toBe('/onboarding'))
    expect(sdk.signInWithEmailAndPassword).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'fake-auth' }),
      'ana@example.com',
      'correct-horse',
    )
    // The guard that runs next must already see the user.
    expect(getAuthState()).toMatchObject({ status: 'signed-in', user: { uid: 'uid-ana' } })
  })

  it('ignores ?redirect=//evil.example and goes to /dashboard', async () => {
    sdk.signInWithEmailAndPassword.mockResolvedValue({ user: sdk.fakeUser() })
    const u = user()
    renderPage(LoginPage, { path: '/login', at: '/login?redirect=//evil.example' })
    await u.type(email(), 'ana@example.com')
    await u.type(password(), 'x')
    await u.click(submitButton())
    await waitFor(() => expect(location()).toBe('/dashboard'))
  })

  it('creates an account and lands on /dashboard', async () => {
    sdk.createUserWithEmailAndPassword.mockResolvedValue({ user: sdk.fakeUser({ uid: 'uid-new' }) })
    const u = user()
    renderPage(LoginPage, { path: '/login' })
    await u.click(screen.getByRole('button', { name: 'Crear cuenta' }))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Crea tu cuenta')
    await u.type(email(), 'new@example.com')
    await u.type(password(), 'correct-horse')
    await u.click(submitButton())
    await waitFor(() => expect(location()).toBe('/dashboard'))
    expect(sdk.createUserWithEmailAndPassword).toHaveBeenCalledWith(
      expect.anything(),
      'new@example.com',
      'correct-horse',
    )
  })

  it('checks the fields before calling Firebase, with messages tied to the inputs', async () => {
    const u = user()
    renderPage(LoginPage, { path: '/login' })
    await u.click(screen.getByRole('button', { name: 'Crear cuenta' }))
    await u.type(email(), 'ana@')
    await u.type(password(), '123')
    await u.click(submitButton())
    // The checks are a chunk of their own, fetched when the form is first touched.
    await waitFor(() => expect(email().getAttribute('aria-invalid')).toBe('true'))
    expect(email().getAttribute('aria-describedby')).toBe('login-email-error')
    expect(errorOf(email())).toMatchInlineSnapshot(`"Escribe un correo válido, como nombre@ejemplo.com."`)
    expect(password().getAttribute('aria-describedby')).toBe('login-password-hint login-password-error')
    expect(errorOf(password())).toMatchInlineSnapshot(`"La contraseña necesita al menos 6 caracteres."`)
    expect(email().value).toBe('ana@')
    expect(document.activeElement).toBe(email())
    expect(sdk.createUserWithEmailAndPassword).not.toHaveBeenCalled()
  })

  it('explains a wrong password in plain words, in Spanish and in English', async () => {
    sdk.signInWithEmailAndPassword.mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), { code: 'auth/invalid-credential' }),
    )
    const u = user()
    renderPage(LoginPage, { path: '/login' })
    await u.type(email(), 'ana@example.com')
    await u.type(password(), 'wrong')
    await u.click(submitButton())
    expect((await screen.findByRole('alert')).textContent).toMatchInlineSnapshot(
      `"El correo o la contraseña no son correctos. Revísalos o recupera tu contraseña."`,
    )
    expect(location).toThrow() // still on /login
    expect(email().value).toBe('ana@example.com')

    await act(() => setLanguage('en'))
    expect(submitButton().textContent).toBe('Sign in')
    await u.click(submitButton())
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatchInlineSnapshot(
        `"The email or password is not right. Check them, or reset your password."`,
      ),
    )
  })

  it('sends the reset email and says so without revealing whether the account exists', async () => {
    sdk.sendPasswordResetEmail.mockResolvedValue(undefined)
    const u = user()
    renderPage(LoginPage, { path: '/login' })
    await u.click(screen.getByRole('button', { name: 'Olvidé mi contraseña' }))
    expect(screen.queryByLabelText(/^Contraseña/)).toBeNull()
    await u.type(email(), 'ana@example.com')
    await u.click(submitButton())
    expect((await screen.findByRole('status')).textContent).toMatchInlineSnapshot(
      `"Si hay una cuenta con ana@example.com, te hemos enviado un enlace para elegir una contraseña nueva. Revisa también la carpeta de spam."`,
    )
    expect(sdk.sendPasswordResetEmail).toHaveBeenCalledWith(
      expect.objectContaining({ languageCode: 'es' }),
      'ana@example.com',
    )
  })

  it('cannot submit twice while Firebase is answering', async () => {
    let finish: () => void = () => {}
    sdk.signInWithEmailAndPassword.mockImplementation(
      () => new Promise((resolve) => (finish = () => resolve({ user: sdk.fakeUser() }))),
    )
    renderPage(LoginPage, { path: '/login' })
    fireEvent.change(email(), { target: { value: 'ana@example.com' } })
    fireEvent.change(password(), { target: { value: 'secret' } })
    const form = email().closest('form')!
    fireEvent.submit(form)
    fireEvent.submit(form)
    await waitFor(() => expect(submitButton().disabled).toBe(true))
    await waitFor(() => expect(sdk.signInWithEmailAndPassword).toHaveBeenCalledTimes(1))
    await act(async () => finish())
    await waitFor(() => expect(location()).toBe('/dashboard'))
    expect(sdk.signInWithEmailAndPassword).toHaveBeenCalledTimes(1)
  })
})

describe('authErrorKey', () => {
  it('maps every expected Firebase code, and anything else to "unknown"', () => {
    const codes = [
      'auth/invalid-credential',
      'auth/user-not-found',
      'auth/wrong-password',
      'auth/email-already-in-use',
      'auth/weak-password',
      'auth/invalid-email',
      'auth/too-many-requests',
      'auth/network-request-failed',
      'auth/internal-error',
    ]
    expect(Object.fromEntries(codes.map((code) => [code, authErrorKey({ code })]))).toMatchInlineSnapshot(`
      {
        "auth/email-already-in-use": "emailInUse",
        "auth/internal-error": "unknown",
        "auth/invalid-credential": "invalidCredential",
        "auth/invalid-email": "invalidEmail",
        "auth/network-request-failed": "network",
        "auth/too-many-requests": "tooManyRequests",
        "auth/user-not-found": "invalidCredential",
        "auth/weak-password": "weakPassword",
        "auth/wrong-password": "invalidCredential",
      }
    `)
    expect(authErrorKey(new Error('no code'))).toBe('unknown')
    expect(authErrorKey(null)).toBe('unknown')
  })
})
