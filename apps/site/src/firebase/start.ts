/**
 * The site's door to Firebase. This module is small and free of the SDK, so
 * the shell can import it: the SDK itself arrives through a dynamic import,
 * after first paint on marketing pages (`startFirebase()`) and at once where a
 * page needs it (`getFirebase()`).
 */
import { setAuthState } from '../auth/auth-state'
import { MISSING_CONFIG_MESSAGE, readFirebaseSettings, type FirebaseEnv } from './config'
import type { FirebaseServices } from './services'

export type { FirebaseServices } from './services'

let loading: Promise<FirebaseServices | null> | null = null

/**
 * Firebase's auth and database clients, created on the first call and shared
 * by the whole app. Resolves to null when the build has no (complete) Firebase
 * config: then the missing-config message is logged once and the SDK is never
 * downloaded.
 *
 * @example const firebase = await getFirebase(); if (!firebase) showNotConfigured()
 */
export function getFirebase(): Promise<FirebaseServices | null> {
  loading ??= loadFirebase(import.meta.env).catch((error: unknown) => {
    loading = null // a failed chunk download may succeed on the next try
    throw error
  })
  return loading
}

/**
 * Starts Firebase once the page has painted and the browser is idle, so the
 * SDK never competes with the first load of a marketing page. Call it once
 * from main.tsx after rendering; a page that needs Firebase earlier calls
 * getFirebase() itself.
 */
export function startFirebase(): void {
  if (typeof window === 'undefined') return
  const begin = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1))
    idle(() => {
      getFirebase().catch((error: unknown) => console.error('Firebase could not start:', error))
    })
  }
  if (document.readyState === 'complete') begin()
  else window.addEventListener('load', begin, { once: true })
}

/**
 * Checks the config in `env`, then loads and initialises the SDK. Exported for
 * tests, which pass their own env; the app calls getFirebase().
 */
export async function loadFirebase(env: FirebaseEnv): Promise<FirebaseServices | null> {
  const read = readFirebaseSettings(env)
  if (!read.ok) {
    console.error(MISSING_CONFIG_MESSAGE)
    console.info(`Missing or empty: ${read.missing.join(', ')}. See .env.example at the repository root.`)
    setAuthState({ status: 'signed-out', configured: false })
    return null
  }
  const { initFirebase } = await import('./services')
  // Evaluating the SDK and starting it are two tasks, each short enough not to hold up a tap.
  await new Promise((resolve) => setTimeout(resolve, 0))
  return initFirebase(read.settings)
}
