/**
 * The production SiteStore, on Firestore. Layout (firestore.rules guards it):
 *
 *   subscriptions/{normalised email}   { email, language, topics, createdAt }  create-only
 *   users/{uid}                        { email, displayName, createdAt, updatedAt }
 *   users/{uid}/setups/{auto id}       { siteName, yaml, createdAt }
 */
import {
  addDoc,
  collection,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore'
import { parseOrThrow } from './_parse'
import { StoreError, type Profile, type SavedSetup, type SiteStore, type Subscription } from './store'
import { emailSchema, profilePatchSchema, setupInputSchema, subscriptionInputSchema, type SubscriptionData } from './validation'

export interface FirestoreStoreOptions {
  /** How long one operation may take before it fails as `unavailable`. Firestore itself waits forever when offline. */
  timeoutMs?: number
}

/** A SiteStore on `db`. */
export function createFirestoreStore(db: Firestore, options: FirestoreStoreOptions = {}): SiteStore {
  const timeoutMs = options.timeoutMs ?? 15_000
  const run = <T>(what: string, work: () => Promise<T>) => _guard(what, work, timeoutMs)
  const userRef = (uid: string) => doc(db, 'users', _id(uid, 'uid'))
  const setupsOf = (uid: string) => collection(db, 'users', _id(uid, 'uid'), 'setups')

  return {
    saveSubscription: (input) =>
      run('save the subscription', async () => {
        const data = parseOrThrow(subscriptionInputSchema, input, 'subscription')
        const ref = doc(db, 'subscriptions', data.email)
        // Visitors may not read subscriptions, so this read is usually refused;
        // it answers for readers the rules allow (the owner of the address).
        const existing = await _readIfAllowed(ref)
        if (existing?.exists()) return { status: 'unchanged', email: data.email }
        try {
          await setDoc(ref, { ...data, createdAt: serverTimestamp() } satisfies Record<keyof SubscriptionData | 'createdAt', unknown>)
        } catch (error) {
          // The rules allow create only, and the data passed the same schema
          // the rules check: a refusal here means the address already exists.
          if (_code(error) === 'permission-denied') return { status: 'unchanged', email: data.email }
          throw error
        }
        return { status: 'created', email: data.email }
      }),

    getSubscription: (email) =>
      run('read the subscription', async () => {
        const parsed = emailSchema.safeParse(email)
        if (!parsed.success) return null
        const snap = await getDoc(doc(db, 'subscriptions', parsed.data))
        const data = snap.data({ serverTimestamps: 'estimate' })
        if (!data) return null
        return {
          email: String(data.email),
          language: data.language,
          topics: [...(data.topics as Subscription['topics'])],
          createdAt: _date(data.createdAt),
        } as Subscription
      }),

    getProfile: (uid) =>
      run('read the profile', async () => {
        const snap = await getDoc(userRef(uid))
        return snap.exists() ? _profile(uid, snap) : null
      }),

    saveProfile: (uid, patch) =>
      run('save the profile', async () => {
        const data = parseOrThrow(profilePatchSchema, patch, 'profile')
        const ref = userRef(uid)
        await runTransaction(db, async (tx) => {
          const before = await tx.get(ref)
          const fields: DocumentData = { updatedAt: serverTimestamp() }
          if (data.email !== undefined) fields.email = data.email
          if (data.displayName !== undefined) fields.displayName = data.displayName
          if (before.exists()) tx.update(ref, fields)
          else tx.set(ref, { email: null, displayName: null, ...fields, createdAt: serverTimestamp() })
        })
        return _profile(uid, await getDoc(ref))
      }),

    addSetup: (uid, setup) =>
      run('save the setup', async () => {
        const data = parseOrThrow(setupInputSchema, setup, 'setup')
        const ref = await addDoc(setupsOf(uid), { ...data, createdAt: serverTimestamp() })
        const snap = await getDoc(ref)
        return _setup(snap)
      }),

    listSetups: (uid) =>
      run('list the setups', async () => {
        const snaps = await getDocs(query(setupsOf(uid), orderBy('createdAt', 'desc')))
        return snaps.docs.map(_setup)
      }),
  }
}

async function _guard<T>(what: string, work: () => Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new StoreError('unavailable', `Could not ${what}: Firestore did not answer within ${timeoutMs / 1000} s. Check the connection and try again.`)),
      timeoutMs,
    )
  })
  try {
    return await Promise.race([work(), timeout])
  } catch (error) {
    if (error instanceof StoreError) throw error
    const code = _code(error)
    if (code === 'permission-denied' || code === 'unauthenticated') {
      throw new StoreError('denied', `Could not ${what}: Firestore's rules refused it (${code}). Sign in with the account that owns this data.`, { cause: error })
    }
    throw new StoreError('unavailable', `Could not ${what}: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
  } finally {
    clearTimeout(timer)
  }
}

async function _readIfAllowed(ref: DocumentReference): Promise<DocumentSnapshot | null> {
  try {
    return await getDoc(ref)
  } catch (error) {
    if (_code(error) === 'permission-denied') return null
    throw error
  }
}

function _code(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  return typeof code === 'string' ? code : undefined
}

/** A uid becomes a path segment: refuse what would change the path. */
function _id(value: string, what: string): string {
  if (value === '' || value.includes('/') || value === '.' || value === '..') {
    throw new StoreError('invalid', `Invalid ${what} ${JSON.stringify(value)}: it must be non-empty and contain no "/".`)
  }
  return value
}

function _date(value: unknown): Date {
  return value instanceof Timestamp ? value.toDate() : new Date(0)
}

function _profile(uid: string, snap: DocumentSnapshot): Profile {
  const data = snap.data({ serverTimestamps: 'estimate' }) ?? {}
  return {
    uid,
    email: typeof data.email === 'string' ? data.email : null,
    displayName: typeof data.displayName === 'string' ? data.displayName : null,
    createdAt: _date(data.createdAt),
    updatedAt: _date(data.updatedAt),
  }
}

function _setup(snap: DocumentSnapshot): SavedSetup {
  const data = snap.data({ serverTimestamps: 'estimate' }) ?? {}
  return { id: snap.id, siteName: String(data.siteName ?? ''), yaml: String(data.yaml ?? ''), createdAt: _date(data.createdAt) }
}
