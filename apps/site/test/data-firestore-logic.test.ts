// The Firestore store's own logic, on a stand-in for firebase/firestore (the
// real emulator needs Java 21; see data-firestore.test.ts): the shared
// contract, the create-only subscription handled as "unchanged", and an
// offline Firestore turned into a clear "unavailable" instead of a hang.
import { describe, expect, it, vi } from 'vitest'
import { createFirestoreStore } from '../src/data/firestore-store'
import { StoreError } from '../src/data/store'
import { describeStoreContract } from './data-contract'
import { createFakeDb, type FakeDb } from './firestore-fake'

vi.mock('firebase/firestore', () => import('./firestore-fake'))

const store = (db: FakeDb, timeoutMs?: number) => createFirestoreStore(db as never, timeoutMs ? { timeoutMs } : {})

describeStoreContract('firestore store on a stand-in (rules bypassed, like the emulator owner token)', {
  create: async () => store(createFakeDb()),
})

describe('firestore store under the production rules', () => {
  const rules = {
    denyRead: (path: string) => path.startsWith('subscriptions/'),
    createOnly: (path: string) => path.startsWith('subscriptions/'),
  }

  it('a visitor who cannot read subscriptions still gets created, then unchanged', async () => {
    const db = createFakeDb(rules)
    const s = store(db)
    expect(await s.saveSubscription({ email: 'Ana@Example.com', language: 'es', topics: ['releases'] })).toEqual({ status: 'created', email: 'ana@example.com' })
    expect(await s.saveSubscription({ email: 'ana@example.com ', language: 'en', topics: ['events'] })).toEqual({ status: 'unchanged', email: 'ana@example.com' })
    expect(db.docs.get('subscriptions/ana@example.com')).toMatchObject({ email: 'ana@example.com', language: 'es', topics: ['releases'] })
  })

  it('keeps the layout firestore.rules expects', async () => {
    const db = createFakeDb()
    const s = store(db)
    await s.saveProfile('uid-ana', { email: 'ana@example.com' })
    await s.addSetup('uid-ana', { siteName: 'Sitio', yaml: 'version: 1\n' })
    expect([...db.docs.keys()]).toEqual(['users/uid-ana', 'users/uid-ana/setups/auto000001'])
    expect(Object.keys(db.docs.get('users/uid-ana')!).sort()).toEqual(['createdAt', 'displayName', 'email', 'updatedAt'])
    expect(Object.keys(db.docs.get('users/uid-ana/setups/auto000001')!).sort()).toEqual(['createdAt', 'siteName', 'yaml'])
  })

  it('a refused read of someone else\'s data is StoreError("denied")', async () => {
    const db = createFakeDb({ denyRead: (path) => path.startsWith('users/') })
    const error = await store(db).getProfile('uid-bea').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(StoreError)
    expect((error as StoreError).code).toBe('denied')
    expect((error as StoreError).message).toMatchInlineSnapshot(
      `"Could not read the profile: Firestore's rules refused it (permission-denied). Sign in with the account that owns this data."`,
    )
  })

  it('an offline Firestore fails as "unavailable" after the timeout instead of waiting forever', async () => {
    const db = createFakeDb()
    db.hang = true
    const error = await store(db, 20).saveSubscription({ email: 'ana@example.com', language: 'es', topics: ['releases'] }).catch((e: unknown) => e)
    expect((error as StoreError).code).toBe('unavailable')
    expect((error as StoreError).message).toMatchInlineSnapshot(
      `"Could not save the subscription: Firestore did not answer within 0.02 s. Check the connection and try again."`,
    )
  })

  it('refuses a uid that would change the document path', async () => {
    const error = await store(createFakeDb()).listSetups('a/b').catch((e: unknown) => e)
    expect((error as StoreError).code).toBe('invalid')
  })
})
