/**
 * The SiteStore contract: one suite, run against every implementation
 * (data-memory.test.ts always, data-firestore.test.ts when a Firestore
 * emulator is reachable). An implementation that passes behaves like the
 * others wherever the site calls it.
 */
import { describe, expect, it } from 'vitest'
import { StoreError, type SiteStore } from '../src/data/store'

export interface ContractFactory {
  /** A store with no data in it. */
  create(): Promise<SiteStore>
}

export function describeStoreContract(name: string, factory: ContractFactory): void {
  describe(`SiteStore contract: ${name}`, () => {
    describe('subscriptions', () => {
      it('creates a subscription with the email normalised and the topics in a fixed order', async () => {
        const store = await factory.create()
        const result = await store.saveSubscription({
          email: '  Ana.Lopez@Example.COM ',
          language: 'es',
          topics: ['security', 'releases'],
        })
        expect(result).toEqual({ status: 'created', email: 'ana.lopez@example.com' })
        const saved = await store.getSubscription('ana.lopez@example.com')
        expect(saved).toMatchObject({
          email: 'ana.lopez@example.com',
          language: 'es',
          topics: ['releases', 'security'],
        })
        expect(saved?.createdAt).toBeInstanceOf(Date)
      })

      it('is idempotent per normalised email: a second save changes nothing', async () => {
        const store = await factory.create()
        await store.saveSubscription({ email: 'ana@example.com', language: 'es', topics: ['releases'] })
        const again = await store.saveSubscription({ email: ' ANA@example.com', language: 'en', topics: ['events'] })
        expect(again).toEqual({ status: 'unchanged', email: 'ana@example.com' })
        const saved = await store.getSubscription('Ana@Example.com')
        expect(saved).toMatchObject({ language: 'es', topics: ['releases'] })
      })

      it('keeps different addresses apart', async () => {
        const store = await factory.create()
        await store.saveSubscription({ email: 'ana@example.com', language: 'es', topics: ['releases'] })
        const other = await store.saveSubscription({ email: 'bea@example.com', language: 'en', topics: ['guides'] })
        expect(other.status).toBe('created')
        expect(await store.getSubscription('bea@example.com')).toMatchObject({ language: 'en', topics: ['guides'] })
      })

      it('answers null for an address that never subscribed, or that is not an address', async () => {
        const store = await factory.create()
        expect(await store.getSubscription('nobody@example.com')).toBeNull()
        expect(await store.getSubscription('not an email')).toBeNull()
      })

      it('refuses invalid input with StoreError("invalid") and stores nothing', async () => {
        const store = await factory.create()
        const bad = [
          { email: 'not-an-email', language: 'es', topics: ['releases'] },
          { email: 'a/b@example.com', language: 'es', topics: ['releases'] },
          { email: 'ana@example.com', language: 'fr', topics: ['releases'] },
          { email: 'ana@example.com', language: 'es', topics: [] },
          { email: 'ana@example.com', language: 'es', topics: ['gossip'] },
        ]
        for (const input of bad) {
          const error = await store.saveSubscription(input as never).catch((e: unknown) => e)
          expect(error, JSON.stringify(input)).toBeInstanceOf(StoreError)
          expect((error as StoreError).code).toBe('invalid')
        }
        expect(await store.getSubscription('ana@example.com')).toBeNull()
      })
    })

    describe('profiles', () => {
      it('has no profile before the first save', async () => {
        const store = await factory.create()
        expect(await store.getProfile('uid-new')).toBeNull()
      })

      it('creates a profile, then updates only the given fields and keeps createdAt', async () => {
        const store = await factory.create()
        const first = await store.saveProfile('uid-ana', { email: 'ana@example.com' })
        expect(first).toMatchObject({ uid: 'uid-ana', email: 'ana@example.com', displayName: null })
        const second = await store.saveProfile('uid-ana', { displayName: 'Ana' })
        expect(second).toMatchObject({ uid: 'uid-ana', email: 'ana@example.com', displayName: 'Ana' })
        expect(second.createdAt.getTime()).toBe(first.createdAt.getTime())
        expect(second.updatedAt.getTime()).toBeGreaterThanOrEqual(first.updatedAt.getTime())
        expect(await store.getProfile('uid-ana')).toMatchObject({ email: 'ana@example.com', displayName: 'Ana' })
      })
    })

    describe('setups', () => {
      const yaml = 'version: 1\nroutes:\n  - path: /\n    name: home\n    page: home\n'

      it('lists nothing for a new user', async () => {
        const store = await factory.create()
        expect(await store.listSetups('uid-new')).toEqual([])
      })

      it('saves setups per user and lists them newest first', async () => {
        const store = await factory.create()
        const a = await store.addSetup('uid-ana', { siteName: 'Primero', yaml })
        const b = await store.addSetup('uid-ana', { siteName: 'Segundo', yaml: `${yaml}# two\n` })
        await store.addSetup('uid-bea', { siteName: 'De Bea', yaml })
        expect(a.id).not.toBe(b.id)
        const list = await store.listSetups('uid-ana')
        expect(list.map((s) => s.siteName)).toEqual(['Segundo', 'Primero'])
        expect(list[0]).toMatchObject({ id: b.id, yaml: `${yaml}# two\n` })
        expect(list[0]?.createdAt).toBeInstanceOf(Date)
        expect((await store.listSetups('uid-bea')).map((s) => s.siteName)).toEqual(['De Bea'])
      })

      it('refuses an empty site name or file', async () => {
        const store = await factory.create()
        for (const setup of [
          { siteName: ' ', yaml },
          { siteName: 'Sitio', yaml: '' },
        ]) {
          const error = await store.addSetup('uid-ana', setup).catch((e: unknown) => e)
          expect((error as StoreError).code).toBe('invalid')
        }
        expect(await store.listSetups('uid-ana')).toEqual([])
      })

      it('does not let a caller change stored data through a returned object', async () => {
        const store = await factory.create()
        await store.addSetup('uid-ana', { siteName: 'Sitio', yaml })
        const [listed] = await store.listSetups('uid-ana')
        listed!.siteName = 'changed'
        expect((await store.listSetups('uid-ana'))[0]?.siteName).toBe('Sitio')
      })
    })
  })
}
