/**
 * Opens Firestore. Reached only through services.ts's `db()`, with a dynamic
 * import, when a page saves or reads data (dashboard, subscribe, onboarding):
 * signing in never downloads the database SDK.
 */
import type { FirebaseApp } from 'firebase/app'
import { connectFirestoreEmulator, initializeFirestore, type Firestore } from 'firebase/firestore'

/** Firestore for `app`, connected to the emulator at `emulatorHost` (`host:port`) when one is set. */
export function openFirestore(app: FirebaseApp, emulatorHost: string | null): Firestore {
  const db = initializeFirestore(app, {})
  if (emulatorHost) {
    const { host, port } = _splitHost(emulatorHost, 8080)
    connectFirestoreEmulator(db, host, port)
  }
  return db
}

function _splitHost(hostPort: string, fallbackPort: number): { host: string; port: number } {
  const at = hostPort.lastIndexOf(':')
  if (at === -1) return { host: hostPort, port: fallbackPort }
  const port = Number(hostPort.slice(at + 1))
  return { host: hostPort.slice(0, at), port: Number.isInteger(port) && port > 0 ? port : fallbackPort }
}
