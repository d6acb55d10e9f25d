/**
 * Creates the Firebase clients. Only reached through a dynamic import from
 * start.ts, so the SDK lands in its own chunk, never in the first load.
 * Firestore is a further chunk (firestore-db.ts), opened by the first `db()`.
 */
import { initializeApp, type FirebaseApp } from 'firebase/app'
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  type Auth,
} from 'firebase/auth'
import type { Firestore } from 'firebase/firestore'
import { getAuthState, setAuthState, takeSigningOut } from '../auth/auth-state'
import { toSiteUser } from './site-user'
import type { FirebaseSettings } from './config'

export interface FirebaseServices {
  app: FirebaseApp
  auth: Auth
  /** Firestore, downloaded and opened on the first call (only pages that save or read data call it). */
  db(): Promise<Firestore>
  /** False when the project has no database to talk to (see FirebaseSettings). */
  dataAvailable: boolean
}

/**
 * Initialises the app and Auth (with local persistence only: no popup or
 * redirect resolver, which keeps the chunk smaller), connects the Auth
 * emulator the settings name, and starts the auth-state listener that feeds
 * src/auth/auth-state.ts. Firestore waits for the first `db()`.
 */
export function initFirebase(settings: FirebaseSettings): FirebaseServices {
  console.log('Inicializando Firebase...')
  const app = initializeApp(settings.config)
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] })
  if (settings.authEmulatorHost) {
    connectAuthEmulator(auth, `http://${settings.authEmulatorHost}`, { disableWarnings: true })
  }
  let firestore: Promise<Firestore> | null = null
  const db = (): Promise<Firestore> =>
    (firestore ??= import('./firestore-db')
      .then(({ openFirestore }) => openFirestore(app, settings.firestoreEmulatorHost))
      .catch((error: unknown) => {
        firestore = null // a failed chunk download may succeed on the next try
        throw error
      }))
  onAuthStateChanged(auth, (user) => {
    console.log(user ? 'Usuario autenticado' : 'Usuario no autenticado')
    if (user) {
      setAuthState({ status: 'signed-in', user: toSiteUser(user) })
    } else if (getAuthState().status !== 'signed-out') {
      // signOut() in auth/actions.ts may have reported it already.
      setAuthState({ status: 'signed-out', configured: true, afterSignOut: takeSigningOut() })
    }
  })
  console.log('Firebase inicializado')
  return { app, auth, db, dataAvailable: settings.dataAvailable }
}
