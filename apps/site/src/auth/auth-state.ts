/**
 * The visitor's sign-in state as a tiny store, free of Firebase, so the guard,
 * the pages and the user menu can read it without loading the SDK. Firebase's
 * auth listener (src/firebase/services.ts) is the only writer in production.
 */

/** The parts of a Firebase user the site shows. */
export interface SiteUser {
  uid: string
  email: string | null
  emailVerified: boolean
  /** When the account was created, as an ISO date, when Firebase knows it. */
  createdAt: string | null
}

export type AuthState =
  /** Firebase has not reported its first state yet. */
  | { status: 'pending' }
  /**
   * No one is signed in. `configured: false` means sign-in cannot work in this
   * build; `afterSignOut` means the visitor just signed out on purpose.
   */
  | { status: 'signed-out'; configured: boolean; afterSignOut?: boolean }
  | { status: 'signed-in'; user: SiteUser }

export type KnownAuthState = Exclude<AuthState, { status: 'pending' }>

const PENDING: AuthState = Object.freeze({ status: 'pending' })

let current: AuthState = PENDING
const listeners = new Set<() => void>()

/**
 * What the server renders: nothing is known yet. React also uses it while
 * hydrating a prerendered page, so the first client render matches the HTML.
 */
export function getServerAuthState(): AuthState {
  return PENDING
}

/** The state as last reported. */
export function getAuthState(): AuthState {
  return current
}

/** Replaces the state and tells every subscriber. */
export function setAuthState(next: AuthState): void {
  current = next
  for (const listener of [...listeners]) listener()
}

/** Calls `listener` after each change; returns the unsubscribe function. */
export function subscribeAuthState(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

let signingOut = false

/** Marks the next "signed out" report as the visitor's own choice, not an expired session. */
export function markSigningOut(): void {
  signingOut = true
}

/** True once after markSigningOut(); the auth listener asks it when the user goes away. */
export function takeSigningOut(): boolean {
  const was = signingOut
  signingOut = false
  return was
}
