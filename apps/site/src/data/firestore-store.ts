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
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore'
import { parseOrThrow } from './_parse'
import { storedProfileSchema, storedSetupSchema, storedSubscriptionSchema } from './_stored'
import { StoreError, type Profile, type SavedSetup, type SiteStore, type Subscription } from './store'
import {
  emailSchema,
  profilePatchSchema,
  setupInputSchema,
  subscriptionInputSchema,
  type SubscriptionData,
} from './validation'

export interface FirestoreStoreOptions {
  /**
   * How long one operation may take. Firestore itself waits forever when
   * offline. A read, or a write not yet sent, then fails as `unavailable`; a
   * sent write calls its `onSlow` and goes on to its real outcome.
   */
  timeoutMs?: number
}

/** A SiteStore on `db`. */
export function createFirestoreStore(db: Firestore, options: FirestoreStoreOptions = {}): SiteStore {
  const timeoutMs = options.timeoutMs ?? 15_000
  const run = <T>(what: string, work: (writing: () => void) => Promise<T>, onSlow?: () => void) =>
    _guard(what, work, timeoutMs, onSlow)
  const userRef = (uid: string) => doc(db, 'users', _id(uid, 'uid'))
  const setupsOf = (uid: string) => collection(db, 'users', _id(uid, 'uid'), 'setups')

  return {
    saveSubscription: (input, options) =>
      run(
        'save the subscription',
        async (writing) => {
          const data = parseOrThrow(subscriptionInputSchema, input, 'subscription')
          const ref = doc(db, 'subscriptions', data.email)
          // Visitors may not read subscriptions, so this read is usually refused;
          // it answers for readers the rules allow (the owner of the address).
          const existing = await _readIfAllowed(ref)
          if (existing?.exists()) return { status: 'unchanged', email: data.email }
          try {
            writing()
            await setDoc(ref, { ...data, createdAt: serverTimestamp() } satisfies Record<
              keyof SubscriptionData | 'createdAt',
              unknown
            >)
          } catch (error) {
            // The rules allow create only, and the data passed the same schema
            // the rules check: a refusal here means the address already exists.
            if (_code(error) === 'permission-denied') return { status: 'unchanged', email: data.email }
            throw error
          }
          return { status: 'created', email: data.email }
        },
        options?.onSlow,
      ),

    getSubscription: (email) =>
      run('read the subscription', async () => {
        const parsed = emailSchema.safeParse(email)
        if (!parsed.success) return null
        const snap = await getDoc(doc(db, 'subscriptions', parsed.data))
        const data = snap.data({ serverTimestamps: 'estimate' })
        if (!data) return null
        return parseOrThrow(
          storedSubscriptionSchema,
          data,
          `stored subscription ${snap.ref.path}`,
        ) satisfies Subscription
      }),

    getProfile: (uid) =>
      run('read the profile', async () => {
        const snap = await getDoc(userRef(uid))
        return snap.exists() ? _profile(uid, snap) : null
      }),

    saveProfile: (uid, patch, options) =>
      run(
        'save the profile',
        async (writing) => {
          const data = parseOrThrow(profilePatchSchema, patch, 'profile')
          const ref = userRef(uid)
          // The transaction commits on its own, even after a timeout: count it as sent.
          writing()
          await runTransaction(db, async (tx) => {
            const before = await tx.get(ref)
            const fields: DocumentData = { updatedAt: serverTimestamp() }
            if (data.email !== undefined) fields.email = data.email
            if (data.displayName !== undefined) fields.displayName = data.displayName
            if (before.exists()) tx.update(ref, fields)
            else tx.set(ref, { email: null, displayName: null, ...fields, createdAt: serverTimestamp() })
          })
          return _profile(uid, await getDoc(ref))
        },
        options?.onSlow,
      ),

    addSetup: (uid, setup, options) =>
      run(
        'save the setup',
        async (writing) => {
          const data = parseOrThrow(setupInputSchema, setup, 'setup')
          writing()
          const ref = await addDoc(setupsOf(uid), { ...data, createdAt: serverTimestamp() })
          const snap = await getDoc(ref)
          return _setup(snap)
        },
        options?.onSlow,
      ),

    listSetups: (uid) =>
      run('list the setups', async () => {
        const snaps = await getDocs(query(setupsOf(uid), orderBy('createdAt', 'desc')))
        return snaps.docs.map(_setup)
      }),
  }
}

/**
 * Runs one operation with a timeout. Before `writing()` the operation has
 * changed nothing, so the timeout fails it as `unavailable`, and a read that
 * answers later cannot go on to write. After `writing()` the write is out of
 * our hands (Firestore cannot cancel it), so the timeout only calls `onSlow`
 * and the operation reports how the write really ended.
 */
async function _guard<T>(
  what: string,
  work: (writing: () => void) => Promise<T>,
  timeoutMs: number,
  onSlow?: () => void,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  let phase: 'before-write' | 'writing' | 'timed-out' = 'before-write'
  const writing = () => {
    if (phase === 'timed-out')
      throw new StoreError('unavailable', `Could not ${what}: it was given up before anything was written.`)
    phase = 'writing'
  }
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      if (phase === 'writing') return onSlow?.()
      phase = 'timed-out'
      reject(
        new StoreError(
          'unavailable',
          `Could not ${what}: Firestore did not answer within ${timeoutMs / 1000} s. Check the connection and try again.`,
        ),
      )
    }, timeoutMs)
  })
  try {
    return await Promise.race([work(writing), timeout])
  } catch (error) {
    if (error instanceof StoreError) throw error
    const code = _code(error)
    if (code === 'permission-denied' || code === 'unauthenticated') {
      throw new StoreError(
        'denied',
        `Could not ${what}: Firestore's rules refused it (${code}). Sign in with the account that owns this data.`,
        { cause: error },
      )
    }
    throw new StoreError(
      'unavailable',
      `Could not ${what}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    )
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
    throw new StoreError(
      'invalid',
      `Invalid ${what} ${JSON.stringify(value)}: it must be non-empty and contain no "/".`,
    )
  }
  return value
}

function _profile(uid: string, snap: DocumentSnapshot): Profile {
  const data = parseOrThrow(
    storedProfileSchema,
    snap.data({ serverTimestamps: 'estimate' }),
    `stored profile ${snap.ref.path}`,
  )
  return { uid, ...data }
}

function _setup(snap: DocumentSnapshot): SavedSetup {
  const data = parseOrThrow(
    storedSetupSchema,
    snap.data({ serverTimestamps: 'estimate' }),
    `stored setup ${snap.ref.path}`,
  )
  return { id: snap.id, ...data }
}
