import { readFirebaseSettings } from './config'

/**
 * Whether this build has the six public Firebase config values. A build-time
 * fact (`import.meta.env`), the same in the prerenderer and the browser, so a
 * page can render the "not configured" state into its HTML and hydrate onto it
 * unchanged, without waiting for getFirebase(). Its own module, not start.ts:
 * a new export there renames the one the first load imports (7 B gzip).
 */
export function isFirebaseConfigured(): boolean {
  return readFirebaseSettings(import.meta.env).ok
}

/**
 * Whether this build has a database to save to: Firebase config, and not a
 * `demo-` project without the Firestore emulator (see FirebaseSettings.dataAvailable).
 * The same build-time fact as isFirebaseConfigured(), for pages that save data.
 */
export function isDataAvailable(): boolean {
  const read = readFirebaseSettings(import.meta.env)
  return read.ok && read.settings.dataAvailable
}
