import { parseOrThrow } from './_parse'
import type { Profile, SavedSetup, SiteStore, Subscription } from './store'
import { emailSchema, profilePatchSchema, setupInputSchema, subscriptionInputSchema } from './validation'

export interface MemoryStoreOptions {
  /** The clock; tests pass their own for stable dates. */
  now?: () => Date
}

/**
 * A SiteStore kept in memory: the reference implementation the contract tests
 * pin down, and what component tests render against. It copies data in and
 * out, so a caller cannot change what is stored by mutating a result.
 */
export function createMemoryStore(options: MemoryStoreOptions = {}): SiteStore {
  const now = options.now ?? (() => new Date())
  const subscriptions = new Map<string, Subscription>()
  const profiles = new Map<string, Profile>()
  const setups = new Map<string, SavedSetup[]>()
  let nextId = 1

  return {
    async saveSubscription(input) {
      const data = parseOrThrow(subscriptionInputSchema, input, 'subscription')
      if (subscriptions.has(data.email)) return { status: 'unchanged', email: data.email }
      subscriptions.set(data.email, { ...data, topics: [...data.topics], createdAt: now() })
      return { status: 'created', email: data.email }
    },

    async getSubscription(email) {
      const parsed = emailSchema.safeParse(email)
      const found = parsed.success ? subscriptions.get(parsed.data) : undefined
      return found ? { ...found, topics: [...found.topics], createdAt: new Date(found.createdAt) } : null
    },

    async getProfile(uid) {
      const found = profiles.get(uid)
      return found ? { ...found } : null
    },

    async saveProfile(uid, patch) {
      const data = parseOrThrow(profilePatchSchema, patch, 'profile')
      const at = now()
      const before = profiles.get(uid)
      const profile: Profile = {
        uid,
        email: data.email !== undefined ? data.email : (before?.email ?? null),
        displayName: data.displayName !== undefined ? data.displayName : (before?.displayName ?? null),
        createdAt: before?.createdAt ?? at,
        updatedAt: at,
      }
      profiles.set(uid, profile)
      return { ...profile }
    },

    async addSetup(uid, setup) {
      const data = parseOrThrow(setupInputSchema, setup, 'setup')
      const saved: SavedSetup = { id: `setup-${nextId++}`, ...data, createdAt: now() }
      setups.set(uid, [...(setups.get(uid) ?? []), saved])
      return { ...saved }
    },

    async listSetups(uid) {
      const list = setups.get(uid) ?? []
      // Newest first; among equal times, the one saved last comes first.
      return list
        .map((setup, order) => ({ setup, order }))
        .sort((a, b) => b.setup.createdAt.getTime() - a.setup.createdAt.getTime() || b.order - a.order)
        .map(({ setup }) => ({ ...setup }))
    },
  }
}
