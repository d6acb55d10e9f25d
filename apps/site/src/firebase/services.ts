/**
 * Creates the Firebase clients. Only reached through a dynamic import from
 * start.ts, so the SDK lands in its own chunk, never in the first load.
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
import { connectFirestoreEmulator, initializeFirestore, type Firestore } from 'firebase/firestore'
import { getAuthState, setAuthState, takeSigningOut } from '../auth/auth-state'
import { toSiteUser } from './site-user'
import type { FirebaseSettings } from './config'

export interface FirebaseServices {
  app: FirebaseApp
  auth: Auth
  db: Firestore
  /** False when the project has no database to talk to (see FirebaseSettings). */
  dataAvailable: boolean
}

/**
 * Initialises the app, Auth (with local persistence only: no popup or
 * redirect resolver, which keeps the chunk smaller) and Firestore, connects
 * the emulators the settings name, and starts the auth-state listener that
 * feeds src/auth/auth-state.ts.
 */
export function initFirebase(settings: FirebaseSettings): FirebaseServices {
  console.log('Inicializando Firebase...')
  const app = initializeApp(settings.config)
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] })
  if (settings.authEmulatorHost) {
    connectAuthEmulator(auth, `http://${settings.authEmulatorHost}`, { disableWarnings: true })
  }
  const db = initializeFirestore(app, {})
  if (settings.firestoreEmulatorHost) {
    const { host, port } = _splitHost(settings.firestoreEmulatorHost, 8080)
    connectFirestoreEmulator(db, host, port)
  }
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

function _splitHost(hostPort: string, fallbackPort: number): { host: string; port: number } {
  const at = hostPort.lastIndexOf(':')
  if (at === -1) return { host: hostPort, port: fallbackPort }
  const port = Number(hostPort.slice(at + 1))
  return { host: hostPort.slice(0, at), port: Number.isInteger(port) && port > 0 ? port : fallbackPort }
}
