/**
 * Firebase Auth error codes to the keys of the login page's `errors` messages.
 * Codes the site does not expect share one plain "something went wrong" text.
 */
export type AuthErrorKey =
  | 'invalidCredential'
  | 'emailInUse'
  | 'weakPassword'
  | 'invalidEmail'
  | 'tooManyRequests'
  | 'network'
  | 'notConfigured'
  | 'unknown'

const BY_CODE: Readonly<Record<string, AuthErrorKey>> = {
  'auth/invalid-credential': 'invalidCredential',
  'auth/invalid-login-credentials': 'invalidCredential',
  // Older projects still tell these two apart; saying which one would let
  // anyone find out who has an account, so both read as "wrong email or password".
  'auth/user-not-found': 'invalidCredential',
  'auth/wrong-password': 'invalidCredential',
  'auth/email-already-in-use': 'emailInUse',
  'auth/weak-password': 'weakPassword',
  'auth/invalid-email': 'invalidEmail',
  'auth/missing-email': 'invalidEmail',
  'auth/too-many-requests': 'tooManyRequests',
  'auth/network-request-failed': 'network',
  'routekit/not-configured': 'notConfigured',
}

/** The message key for any error a sign-in action throws. */
export function authErrorKey(error: unknown): AuthErrorKey {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  return (typeof code === 'string' && BY_CODE[code]) || 'unknown'
}

/** Thrown by the sign-in actions when this build has no Firebase config. */
export class SignInNotConfiguredError extends Error {
  readonly code = 'routekit/not-configured'
  constructor() {
    super('Sign-in is not configured in this build: the Firebase config is missing. See docs/firebase.md.')
    this.name = 'SignInNotConfiguredError'
  }
}
