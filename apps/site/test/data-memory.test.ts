import { describe, expect, it } from 'vitest'
import { createMemoryStore } from '../src/data/memory-store'
import { describeStoreContract } from './data-contract'

/** A clock that moves one second per reading, so "newest first" has an answer. */
function tickingClock(): () => Date {
  let t = Date.UTC(2026, 4, 5, 10, 0, 0)
  return () => new Date((t += 1000))
}

describeStoreContract('memory', { create: async () => createMemoryStore({ now: tickingClock() }) })

describe('memory store specifics', () => {
  it('orders setups saved at the same instant by save order, newest first', async () => {
    const fixed = new Date(Date.UTC(2026, 0, 1))
    const store = createMemoryStore({ now: () => fixed })
    await store.addSetup('u', { siteName: 'a', yaml: 'x' })
    await store.addSetup('u', { siteName: 'b', yaml: 'x' })
    expect((await store.listSetups('u')).map((s) => s.siteName)).toEqual(['b', 'a'])
  })

  it('stamps createdAt from its clock', async () => {
    const store = createMemoryStore({ now: () => new Date(Date.UTC(2026, 0, 2)) })
    await store.saveSubscription({ email: 'ana@example.com', language: 'en', topics: ['events'] })
    expect((await store.getSubscription('ana@example.com'))?.createdAt.toISOString()).toBe('2026-01-02T00:00:00.000Z')
  })
})
