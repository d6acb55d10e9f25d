// Start-up rules from the seed: the exact missing-config message with no
// initialisation, the Spanish progress logs, the Auth emulator connection and
// local-only persistence. The Firebase SDK is replaced by a recorder; the
// site's start.ts, config.ts and services.ts run for real.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FULL_ENV } from './firebase-sdk-mock'

vi.mock('firebase/app', () => import('./firebase-sdk-mock'))
vi.mock('firebase/auth', () => import('./firebase-sdk-mock'))
vi.mock('firebase/firestore', () => import('./firebase-sdk-mock'))

const MISSING = 'Firebase config is missing or incomplete. Check your .env file and apps/site/vite.config.ts'

async function fresh() {
  vi.resetModules()
  const sdk = await import('./firebase-sdk-mock')
  sdk.resetSdk()
  const start = await import('../src/firebase/start')
  const state = await import('../src/auth/auth-state')
  return { sdk, start, state }
}

let log: ReturnType<typeof vi.spyOn>
let error: ReturnType<typeof vi.spyOn>
let info: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  vi.clearAllMocks()
  log = vi.spyOn(console, 'log').mockImplementation(() => {})
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
  info = vi.spyOn(console, 'info').mockImplementation(() => {})
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
})

describe('Firebase config missing', () => {
  it('logs the exact message, never initialises, and reports "signed out, not configured"', async () => {
    const { sdk, start, state } = await fresh()
    const services = await start.loadFirebase({})
    expect(services).toBeNull()
    expect(error.mock.calls).toEqual([[MISSING]])
    expect(info.mock.calls[0]?.[0]).toMatchInlineSnapshot(
      `"Missing or empty: VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_STORAGE_BUCKET, VITE_FIREBASE_MESSAGING_SENDER_ID, VITE_FIREBASE_APP_ID. See .env.example at the repository root."`,
    )
    expect(sdk.initializeApp).not.toHaveBeenCalled()
    expect(sdk.initializeAuth).not.toHaveBeenCalled()
    expect(log).not.toHaveBeenCalledWith('Inicializando Firebase...')
    expect(state.getAuthState()).toEqual({ status: 'signed-out', configured: false })
  })

  it('treats one blank value as missing, and names it', async () => {
    const { sdk, start } = await fresh()
    expect(await start.loadFirebase({ ...FULL_ENV, VITE_FIREBASE_APP_ID: '   ' })).toBeNull()
    expect(error.mock.calls).toEqual([[MISSING]])
    expect(info.mock.calls[0]?.[0]).toContain('Missing or empty: VITE_FIREBASE_APP_ID.')
    expect(sdk.initializeApp).not.toHaveBeenCalled()
  })

  it('getFirebase() reads import.meta.env, logs once however often it is called', async () => {
    for (const key of Object.keys(FULL_ENV)) vi.stubEnv(key, '')
    const { start } = await fresh()
    const [a, b] = await Promise.all([start.getFirebase(), start.getFirebase()])
    expect(a).toBeNull()
    expect(b).toBeNull()
    expect(await start.getFirebase()).toBeNull()
    expect(error.mock.calls).toEqual([[MISSING]])
  })
})

describe('Firebase configured', () => {
  it('initialises with the config, local persistence only, and logs progress in Spanish', async () => {
    const { sdk, start } = await fresh()
    const services = await start.loadFirebase(FULL_ENV)
    expect(services).not.toBeNull()
    expect(sdk.initializeApp).toHaveBeenCalledWith({
      apiKey: 'test-api-key',
      authDomain: 'demo-routekit.firebaseapp.com',
      projectId: 'demo-routekit',
      storageBucket: 'demo-routekit.appspot.com',
      messagingSenderId: '1234567890',
      appId: '1:1234567890:web:abc',
    })
    expect(sdk.initializeAuth).toHaveBeenCalledWith(expect.anything(), {
      persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence],
    })
    // Firestore is not part of starting Auth: it opens on the first db(), once.
    expect(sdk.initializeFirestore).not.toHaveBeenCalled()
    expect(sdk.connectAuthEmulator).not.toHaveBeenCalled()
    expect(log.mock.calls.map((call: unknown[]) => call[0])).toEqual([
      'Inicializando Firebase...',
      'Firebase inicializado',
    ])
    expect(error).not.toHaveBeenCalled()
    // A demo- project without a Firestore emulator has no database to save to.
    expect(services?.dataAvailable).toBe(false)
    const [a, b] = await Promise.all([services!.db(), services!.db()])
    expect(a).toBe(b)
    expect(sdk.initializeFirestore).toHaveBeenCalledTimes(1)
    expect(sdk.initializeFirestore).toHaveBeenCalledWith(sdk.initializeApp.mock.results[0]?.value, {})
  })

  it('connects the Auth emulator when VITE_FIREBASE_AUTH_EMULATOR_HOST is set', async () => {
    const { sdk, start } = await fresh()
    await start.loadFirebase({ ...FULL_ENV, VITE_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })
    expect(sdk.connectAuthEmulator).toHaveBeenCalledWith(expect.anything(), 'http://127.0.0.1:9099', {
      disableWarnings: true,
    })
  })

  it('connects the Firestore emulator when VITE_FIRESTORE_EMULATOR_HOST is set, and data is then available', async () => {
    const { sdk, start } = await fresh()
    const services = await start.loadFirebase({ ...FULL_ENV, VITE_FIRESTORE_EMULATOR_HOST: 'http://127.0.0.1:8085/' })
    expect(sdk.connectFirestoreEmulator).not.toHaveBeenCalled()
    await services!.db()
    expect(sdk.connectFirestoreEmulator).toHaveBeenCalledWith(expect.anything(), '127.0.0.1', 8085)
    expect(services?.dataAvailable).toBe(true)
  })

  it('a real (non-demo) project has data available', async () => {
    const { start } = await fresh()
    const services = await start.loadFirebase({ ...FULL_ENV, VITE_FIREBASE_PROJECT_ID: 'routekit-prod' })
    expect(services?.dataAvailable).toBe(true)
  })

  it('the auth listener logs "Usuario autenticado" / "Usuario no autenticado" and feeds the auth state', async () => {
    const { sdk, start, state } = await fresh()
    await start.loadFirebase(FULL_ENV)
    expect(state.getAuthState()).toEqual({ status: 'pending' })
    log.mockClear()

    sdk.emitAuthState(sdk.fakeUser())
    expect(log.mock.calls).toEqual([['Usuario autenticado']])
    expect(state.getAuthState()).toEqual({
      status: 'signed-in',
      user: { uid: 'uid-ana', email: 'ana@example.com', emailVerified: true, createdAt: '2026-05-05T10:00:00.000Z' },
    })

    sdk.emitAuthState(null)
    expect(log.mock.calls.at(-1)).toEqual(['Usuario no autenticado'])
    expect(state.getAuthState()).toEqual({ status: 'signed-out', configured: true, afterSignOut: false })
  })

  it('startFirebase() waits for the page load and idle time before it loads anything', async () => {
    for (const [key, value] of Object.entries(FULL_ENV)) vi.stubEnv(key, value)
    const { sdk, start } = await fresh()
    let idle: (() => void) | undefined
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback
      return 1
    })
    try {
      start.startFirebase() // jsdom's document is already "complete"
      expect(idle).toBeDefined()
      expect(sdk.initializeApp).not.toHaveBeenCalled()
      idle?.()
      await start.getFirebase()
      expect(sdk.initializeApp).toHaveBeenCalledTimes(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
