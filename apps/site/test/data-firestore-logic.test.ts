// The Firestore store's own logic, on a stand-in for firebase/firestore (the
// real emulator needs Java 21; see data-firestore.test.ts): the shared
// contract, the create-only subscription handled as "unchanged", and an
// offline Firestore turned into a clear "unavailable" instead of a hang.
import { describe, expect, it, vi } from 'vitest'
import { createFirestoreStore } from '../src/data/firestore-store'
import { StoreError } from '../src/data/store'
import { describeStoreContract } from './data-contract'
import { createFakeDb, createGate, Timestamp, type FakeDb } from './firestore-fake'

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
    expect(await s.saveSubscription({ email: 'Ana@Example.com', language: 'es', topics: ['releases'] })).toEqual({
      status: 'created',
      email: 'ana@example.com',
    })
    expect(await s.saveSubscription({ email: 'ana@example.com ', language: 'en', topics: ['events'] })).toEqual({
      status: 'unchanged',
      email: 'ana@example.com',
    })
    expect(db.docs.get('subscriptions/ana@example.com')).toMatchObject({
      email: 'ana@example.com',
      language: 'es',
      topics: ['releases'],
    })
  })

  it('keeps the layout firestore.rules expects', async () => {
    const db = createFakeDb()
    const s = store(db)
    await s.saveProfile('uid-ana', { email: 'ana@example.com' })
    await s.addSetup('uid-ana', { siteName: 'Sitio', yaml: 'version: 1\n' })
    expect([...db.docs.keys()]).toEqual(['users/uid-ana', 'users/uid-ana/setups/auto000001'])
    expect(Object.keys(db.docs.get('users/uid-ana')!).sort()).toEqual([
      'createdAt',
      'displayName',
      'email',
      'updatedAt',
    ])
    expect(Object.keys(db.docs.get('users/uid-ana/setups/auto000001')!).sort()).toEqual([
      'createdAt',
      'siteName',
      'yaml',
    ])
  })

  it('a refused read of someone else\'s data is StoreError("denied")', async () => {
    const db = createFakeDb({ denyRead: (path) => path.startsWith('users/') })
    const error = await store(db)
      .getProfile('uid-bea')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(StoreError)
    expect((error as StoreError).code).toBe('denied')
    expect((error as StoreError).message).toMatchInlineSnapshot(
      `"Could not read the profile: Firestore's rules refused it (permission-denied). Sign in with the account that owns this data."`,
    )
  })

  it('an offline Firestore fails as "unavailable" after the timeout instead of waiting forever', async () => {
    const db = createFakeDb()
    db.hang = true
    const error = await store(db, 20)
      .saveSubscription({ email: 'ana@example.com', language: 'es', topics: ['releases'] })
      .catch((e: unknown) => e)
    expect((error as StoreError).code).toBe('unavailable')
    expect((error as StoreError).message).toMatchInlineSnapshot(
      `"Could not save the subscription: Firestore did not answer within 0.02 s. Check the connection and try again."`,
    )
  })

  it('a read that answers only after the timeout does not go on to write what the visitor was told failed', async () => {
    const db = createFakeDb()
    const reads = createGate()
    db.gate.reads = reads.promise
    const error = await store(db, 20)
      .saveSubscription({ email: 'ana@example.com', language: 'es', topics: ['releases'] })
      .catch((e: unknown) => e)
    expect((error as StoreError).message).toMatch(/did not answer within 0.02 s/)
    reads.resolve()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(db.docs.size).toBe(0)
  })

  it('refuses a uid that would change the document path', async () => {
    const error = await store(createFakeDb())
      .listSetups('a/b')
      .catch((e: unknown) => e)
    expect((error as StoreError).code).toBe('invalid')
  })
})

describe('a write that outlasts the timeout is reported as it really ended', () => {
  // Firestore cannot take back a write it has sent. The old store failed it as
  // "unavailable" at the timeout, and the save could land after the visitor was told it failed.
  const slowWrite = () => {
    const db = createFakeDb()
    const writes = createGate()
    db.gate.writes = writes.promise
    return { db, writes, onSlow: vi.fn() }
  }

  it('calls onSlow at the timeout, keeps waiting, and answers "created" when the write lands', async () => {
    const { db, writes, onSlow } = slowWrite()
    let settled = false
    const saving = store(db, 20)
      .saveSubscription({ email: 'ana@example.com', language: 'es', topics: ['releases'] }, { onSlow })
      .finally(() => (settled = true))
    await vi.waitFor(() => expect(onSlow).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setTimeout(resolve, 40))
    expect(settled).toBe(false)
    writes.resolve()
    expect(await saving).toEqual({ status: 'created', email: 'ana@example.com' })
    expect(db.docs.has('subscriptions/ana@example.com')).toBe(true)
    expect(onSlow).toHaveBeenCalledTimes(1)
  })

  it('reports the real failure of a slow write, not a timeout', async () => {
    const { db, writes, onSlow } = slowWrite()
    const saving = store(db, 20)
      .addSetup('uid-ana', { siteName: 'Sitio', yaml: 'version: 1\n' }, { onSlow })
      .catch((e: unknown) => e)
    await vi.waitFor(() => expect(onSlow).toHaveBeenCalled())
    writes.reject(Object.assign(new Error('The write was refused by the backend.'), { code: 'resource-exhausted' }))
    const error = (await saving) as StoreError
    expect(error.code).toBe('unavailable')
    expect(error.message).toMatchInlineSnapshot(`"Could not save the setup: The write was refused by the backend."`)
  })

  it('does not call onSlow for a write that finishes in time', async () => {
    const onSlow = vi.fn()
    await store(createFakeDb(), 50).addSetup('uid-ana', { siteName: 'Sitio', yaml: 'version: 1\n' }, { onSlow })
    await new Promise((resolve) => setTimeout(resolve, 80))
    expect(onSlow).not.toHaveBeenCalled()
  })
})

describe('data read from Firestore is validated, not cast', () => {
  const at = new Timestamp(Date.UTC(2026, 4, 5))

  it('a subscription that does not fit its schema is StoreError("invalid") naming the document and the field', async () => {
    const db = createFakeDb()
    db.docs.set('subscriptions/ana@example.com', {
      email: 'ana@example.com',
      language: 'es',
      topics: ['releases', 'gossip'],
      createdAt: at,
    })
    const error = (await store(db)
      .getSubscription('ana@example.com')
      .catch((e: unknown) => e)) as StoreError
    expect(error).toBeInstanceOf(StoreError)
    expect(error.code).toBe('invalid')
    expect(error.message).toMatchInlineSnapshot(
      `"Invalid stored subscription subscriptions/ana@example.com (field topics.1): Invalid option: expected one of "releases"|"guides"|"security"|"events"."`,
    )
  })

  it('a setup without its yaml, or a profile whose date is not a timestamp, is refused the same way', async () => {
    const db = createFakeDb()
    db.docs.set('users/uid-ana/setups/a1', { siteName: 'Sitio', createdAt: at })
    db.docs.set('users/uid-ana', {
      email: 'ana@example.com',
      displayName: null,
      createdAt: '2026-05-05',
      updatedAt: at,
    })
    const setups = (await store(db)
      .listSetups('uid-ana')
      .catch((e: unknown) => e)) as StoreError
    expect(setups.message).toMatchInlineSnapshot(
      `"Invalid stored setup users/uid-ana/setups/a1 (field yaml): Invalid input: expected string, received undefined."`,
    )
    const profile = (await store(db)
      .getProfile('uid-ana')
      .catch((e: unknown) => e)) as StoreError
    expect(profile.message).toMatchInlineSnapshot(
      `"Invalid stored profile users/uid-ana (field createdAt): must be a Firestore timestamp."`,
    )
  })

  it('valid stored data comes back with dates, and without fields the site does not know', async () => {
    const db = createFakeDb()
    db.docs.set('subscriptions/ana@example.com', {
      email: 'ana@example.com',
      language: 'en',
      topics: ['guides'],
      createdAt: at,
      legacy: true,
    })
    expect(await store(db).getSubscription('Ana@Example.com')).toEqual({
      email: 'ana@example.com',
      language: 'en',
      topics: ['guides'],
      createdAt: at.toDate(),
    })
  })
})
