import type { LoaderFunctionArgs } from 'react-router-dom'
import { waitForAuthState } from '../auth/wait'
import { getStore } from '../data/get-store'
import { StoreError, type SavedSetup, type Subscription } from '../data/store'

/**
 * /dashboard's data: the saved setups and the subscription, loaded by
 * routekit once the `auth` guard allowed, in parallel with the page's chunk
 * (this module is its own small chunk: docs/runtime.md, "Loaders and actions").
 * The Firestore interface (getStore()) stays the one door to the data.
 */

/** `failed`: no answer or refused; `invalid`: an answer whose data does not fit its schema (reloading will not help). */
export type Load<T> =
  | { state: 'loading' }
  | { state: 'ready'; value: T }
  | { state: 'failed' }
  | { state: 'invalid' }
  | { state: 'unavailable' }

export interface DashboardData {
  /** The user the data was loaded for; null when nobody was signed in (the page then sends the visitor away). */
  uid: string | null
  setups: Load<SavedSetup[]>
  subscription: Load<Subscription | null>
}

/** Logs why stored data did not load, and the state that says so. */
function _failedLoad(what: string, error: unknown): { state: 'failed' } | { state: 'invalid' } {
  console.error(`${what} not loaded:`, error)
  return error instanceof StoreError && error.code === 'invalid' ? { state: 'invalid' } : { state: 'failed' }
}

const FAILED = { state: 'failed' } as const
const UNAVAILABLE = { state: 'unavailable' } as const

export async function loader({ request }: LoaderFunctionArgs): Promise<DashboardData> {
  // The guard already waited for this answer; a session that ended since is the page's to handle.
  const auth = await waitForAuthState(request.signal)
  if (auth.status !== 'signed-in') return { uid: null, setups: FAILED, subscription: FAILED }
  const { user } = auth
  const store = await getStore().catch(() => undefined)
  if (store === undefined) return { uid: user.uid, setups: FAILED, subscription: FAILED }
  if (store === null) return { uid: user.uid, setups: UNAVAILABLE, subscription: UNAVAILABLE }
  // Records the profile (and its creation date) on the first visit.
  store
    .saveProfile(user.uid, { email: user.email })
    .catch((error: unknown) => console.error('Profile not saved:', error))
  const [setups, subscription] = await Promise.all([
    store.listSetups(user.uid).then(
      (value): Load<SavedSetup[]> => ({ state: 'ready', value }),
      (error: unknown) => _failedLoad('Saved setups', error),
    ),
    // The rules show a subscription only to the verified owner of the address.
    !user.email || !user.emailVerified
      ? ({ state: 'ready', value: null } as const)
      : store.getSubscription(user.email).then(
          (value): Load<Subscription | null> => ({ state: 'ready', value }),
          (error: unknown) => _failedLoad('Subscription', error),
        ),
  ])
  return { uid: user.uid, setups, subscription }
}
