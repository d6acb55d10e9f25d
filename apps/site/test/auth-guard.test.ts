// The `auth` guard of routes.yaml: it waits for Firebase's first auth state,
// allows signed-in visitors, and sends everyone else to /login with a
// readable ?redirect=. The Firebase SDK is a recorder; start.ts, services.ts,
// the auth state and the guard run for real.
import { resolve, type RoutesConfig } from '@routekit/router-core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FULL_ENV } from './firebase-sdk-mock'

vi.mock('firebase/app', () => import('./firebase-sdk-mock'))
vi.mock('firebase/auth', () => import('./firebase-sdk-mock'))
vi.mock('firebase/firestore', () => import('./firebase-sdk-mock'))

async function fresh(env: Record<string, string>) {
  vi.resetModules()
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value)
  const sdk = await import('./firebase-sdk-mock')
  sdk.resetSdk()
  const { auth } = await import('../src/guards/auth')
  const state = await import('../src/auth/auth-state')
  return { sdk, auth, state }
}

const ctx = (path = '/dashboard', query = '') => ({
  path,
  searchParams: new URLSearchParams(query),
  signal: new AbortController().signal,
})

/** Waits until the SDK chunk has loaded and the site registered its auth listener. */
const listening = (sdk: { authListenerCount(): number }) => vi.waitFor(() => expect(sdk.authListenerCount()).toBe(1))

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'info').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
})

describe('auth guard', () => {
  it('waits for the first auth state, then sends a signed-out visitor to /login?redirect=/dashboard', async () => {
    const { sdk, auth } = await fresh(FULL_ENV)
    let outcome: unknown = 'still waiting'
    const running = auth(ctx()).then((value) => (outcome = value))
    await listening(sdk)
    await new Promise((r) => setTimeout(r, 0))
    // Firebase has not answered yet: the guard must not decide, so the page cannot paint.
    expect(outcome).toBe('still waiting')
    sdk.emitAuthState(null)
    await running
    expect(outcome).toEqual({ type: 'redirect', to: '/login?redirect=/dashboard' })
  })

  it('allows a signed-in visitor once Firebase reports the user', async () => {
    const { sdk, auth } = await fresh(FULL_ENV)
    const running = auth(ctx())
    await listening(sdk)
    sdk.emitAuthState(sdk.fakeUser())
    expect(await running).toEqual({ type: 'allow' })
  })

  it('answers at once when the state is already known', async () => {
    const { auth, state } = await fresh(FULL_ENV)
    state.setAuthState({ status: 'signed-in', user: { uid: 'u', email: null, emailVerified: false, createdAt: null } })
    expect(await auth(ctx())).toEqual({ type: 'allow' })
  })

  it('keeps the query of the guarded path in the redirect, escaped', async () => {
    const { auth, state } = await fresh(FULL_ENV)
    state.setAuthState({ status: 'signed-out', configured: true })
    const outcome = await auth(ctx('/dashboard', 'tab=setups&x=1'))
    expect(outcome).toEqual({ type: 'redirect', to: '/login?redirect=/dashboard%3Ftab%3Dsetups%26x%3D1' })
    const back = new URLSearchParams((outcome as { to: string }).to.split('?')[1]).get('redirect')
    expect(back).toBe('/dashboard?tab=setups&x=1')
  })

  it('without Firebase config, redirects to /login too (which then says sign-in is not configured)', async () => {
    const { sdk, auth } = await fresh(Object.fromEntries(Object.keys(FULL_ENV).map((key) => [key, ''])))
    expect(await auth(ctx())).toEqual({ type: 'redirect', to: '/login?redirect=/dashboard' })
    expect(sdk.initializeApp).not.toHaveBeenCalled()
  })

  it('stops waiting when the navigation is aborted', async () => {
    const { auth } = await fresh(FULL_ENV)
    const controller = new AbortController()
    const running = auth({ path: '/dashboard', signal: controller.signal })
    controller.abort(new DOMException('navigated away', 'AbortError'))
    await expect(running).rejects.toThrow('navigated away')
  })

  it('gives resolve() an outcome it turns into the internal redirect the e2e test expects', async () => {
    const { auth, state } = await fresh(FULL_ENV)
    state.setAuthState({ status: 'signed-out', configured: true })
    const config = {
      version: 1,
      layouts: ['default', 'dashboard'],
      guards: ['auth'],
      maintenance: { enabled: false, route: '/construction', allow: [] },
      routes: [
        { path: '/login', name: 'login', page: 'login', layout: 'default', guards: [] },
        { path: '/dashboard', name: 'dashboard', page: 'dashboard', layout: 'dashboard', guards: ['auth'] },
        { path: '/construction', name: 'construction', page: 'construction', layout: 'none', guards: [] },
      ],
      redirects: [],
    } satisfies RoutesConfig
    const outcome = await auth(ctx())
    const resolution = resolve(config, '/dashboard', { guards: { auth: outcome } })
    expect(resolution).toMatchObject({ kind: 'redirect', to: '/login?redirect=/dashboard', reason: 'guard' })
  })
})
