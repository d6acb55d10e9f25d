import { getFirebase } from '../firebase/start'
import type { SiteStore } from './store'

let loading: Promise<SiteStore | null> | null = null

/**
 * The app's store: Firestore when this build has Firebase config and a
 * database to talk to, else null (pages then say the feature is unavailable;
 * they never pretend to save into memory). Loads the Firestore code on the
 * first call.
 */
export function getStore(): Promise<SiteStore | null> {
  loading ??= _load().catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}

async function _load(): Promise<SiteStore | null> {
  const firebase = await getFirebase()
  if (!firebase || !firebase.dataAvailable) return null
  const { createFirestoreStore } = await import('./firestore-store')
  return createFirestoreStore(await firebase.db())
}
