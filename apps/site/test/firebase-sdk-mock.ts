/**
 * A stand-in for firebase/app, firebase/auth and firebase/firestore in
 * component tests: it records calls and lets a test play Firebase's auth
 * listener. Use it as `vi.mock('firebase/auth', () => import('./firebase-sdk-mock'))`.
 * The site's own code (start.ts, services.ts, actions.ts, the guard) runs for real.
 */
import { vi } from 'vitest'

type AuthListener = (user: FakeUser | null) => void

export interface FakeUser {
  uid: string
  email: string | null
  emailVerified: boolean
  metadata: { creationTime?: string }
}

// Kept on globalThis: vi.resetModules() and several vi.mock factories may
// each load this file again, and every copy must share one recorder.
function _create() {
  const listeners: AuthListener[] = []
  const fakeAuth = { name: 'fake-auth', languageCode: null as string | null }
  return {
    listeners,
    initializeApp: vi.fn((options: object) => ({ name: '[DEFAULT]', options })),
    indexedDBLocalPersistence: { type: 'LOCAL', name: 'indexedDB' },
    browserLocalPersistence: { type: 'LOCAL', name: 'localStorage' },
    initializeAuth: vi.fn(() => fakeAuth),
    connectAuthEmulator: vi.fn(),
    onAuthStateChanged: vi.fn((_auth: unknown, listener: AuthListener) => {
      listeners.push(listener)
      return () => void listeners.splice(listeners.indexOf(listener), 1)
    }),
    signInWithEmailAndPassword: vi.fn(),
    createUserWithEmailAndPassword: vi.fn(),
    sendPasswordResetEmail: vi.fn(),
    signOut: vi.fn(),
    initializeFirestore: vi.fn(() => ({ name: 'fake-firestore' })),
    connectFirestoreEmulator: vi.fn(),
  }
}

const holder = globalThis as { __routekitFirebaseMock?: ReturnType<typeof _create> }
const sdk = (holder.__routekitFirebaseMock ??= _create())

export const {
  initializeApp,
  indexedDBLocalPersistence,
  browserLocalPersistence,
  initializeAuth,
  connectAuthEmulator,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  createUserWithEmailAndPassword,
  sendPasswordResetEmail,
  signOut,
  initializeFirestore,
  connectFirestoreEmulator,
} = sdk

/** Forgets registered listeners and recorded calls; call it before each test. */
export function resetSdk(): void {
  sdk.listeners.length = 0
  for (const value of Object.values(sdk)) {
    if (typeof value === 'function' && 'mockClear' in value) (value as { mockClear: () => void }).mockClear()
  }
}

/** Plays Firebase reporting an auth state to every listener. */
export function emitAuthState(user: FakeUser | null): void {
  for (const listener of [...sdk.listeners]) listener(user)
}

/** How many auth listeners the site registered. */
export function authListenerCount(): number {
  return sdk.listeners.length
}

/** A user as Firebase would report one. */
export function fakeUser(overrides: Partial<FakeUser> = {}): FakeUser {
  return {
    uid: 'uid-ana',
    email: 'ana@example.com',
    emailVerified: true,
    metadata: { creationTime: 'Tue, 05 May 2026 10:00:00 GMT' },
    ...overrides,
  }
}

/** A complete public config, as `.env` would give it. */
export const FULL_ENV = {
  VITE_FIREBASE_API_KEY: 'test-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-routekit.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-routekit',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo-routekit.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1234567890',
  VITE_FIREBASE_APP_ID: '1:1234567890:web:abc',
} as const
