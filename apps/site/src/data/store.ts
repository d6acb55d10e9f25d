/**
 * The one door to stored data: subscriptions, and each user's profile with the
 * routes.yaml setups saved from the onboarding wizard. Firestore implements it
 * in production (firestore-store.ts); memory-store.ts implements it for tests
 * and local work. test/data-contract.ts holds the tests both must pass.
 */
import type { ProfilePatch, SetupInput, SubscriptionData, SubscriptionInput } from './validation'

export interface Subscription extends SubscriptionData {
  createdAt: Date
}

/**
 * `created`: a new subscription. `unchanged`: that normalised email was already
 * subscribed; subscriptions are create-only, so the first one stands.
 */
export interface SaveSubscriptionResult {
  status: 'created' | 'unchanged'
  email: string
}

export interface Profile {
  uid: string
  email: string | null
  displayName: string | null
  createdAt: Date
  updatedAt: Date
}

export interface SavedSetup {
  id: string
  siteName: string
  yaml: string
  createdAt: Date
}

/** How a caller follows a write that takes long. */
export interface WriteOptions {
  /**
   * Called once when the write has been sent and has not finished within the
   * store's timeout. Firestore cannot take back a write it has sent, so the
   * promise does not fail then: it keeps waiting and settles with the real
   * outcome. Tell the visitor it is still saving.
   */
  onSlow?: () => void
}

/**
 * Reads and writes of stored data. A read that does not answer in time fails
 * as `unavailable`; a write fails that way only before it is sent (see
 * WriteOptions). Data read back is validated, and data that does not fit its
 * schema fails as `invalid`.
 */
export interface SiteStore {
  /** Validates, normalises the email and saves once per normalised email. */
  saveSubscription(input: SubscriptionInput, options?: WriteOptions): Promise<SaveSubscriptionResult>
  /** The subscription of `email` (normalised first), or null. */
  getSubscription(email: string): Promise<Subscription | null>
  getProfile(uid: string): Promise<Profile | null>
  /** Creates the profile or updates the given fields; answers the profile as stored. */
  saveProfile(uid: string, patch: ProfilePatch, options?: WriteOptions): Promise<Profile>
  addSetup(uid: string, setup: SetupInput, options?: WriteOptions): Promise<SavedSetup>
  /** The user's setups, newest first. */
  listSetups(uid: string): Promise<SavedSetup[]>
}

export type StoreErrorCode = 'invalid' | 'denied' | 'unavailable'

/**
 * A store failure the pages can explain: bad input or stored data that does
 * not fit its schema (`invalid`, with zod's issues), refused by the rules
 * (`denied`), or no answer (`unavailable`).
 */
export class StoreError extends Error {
  readonly code: StoreErrorCode
  constructor(code: StoreErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'StoreError'
    this.code = code
  }
}
