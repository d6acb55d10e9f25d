/**
 * What the login page, the dashboard and the user menu can do with an
 * account. Each action starts Firebase if needed and throws Firebase's own
 * error (mapped to plain words by auth-errors.ts), or SignInNotConfiguredError.
 */
import {
  createUserWithEmailAndPassword,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  type Auth,
} from 'firebase/auth'
import { getFirebase } from '../firebase/start'
import { SignInNotConfiguredError } from './auth-errors'
import { toSiteUser } from '../firebase/site-user'
import { getAuthState, markSigningOut, setAuthState, takeSigningOut } from './auth-state'

async function _auth(): Promise<Auth> {
  const firebase = await getFirebase()
  if (!firebase) throw new SignInNotConfiguredError()
  return firebase.auth
}

// The actions report the new state themselves, before they resolve: Firebase
// tells its listeners a little later, and a guard running right after a
// sign-in must not read the old "signed out".

/** Signs in with email and password. */
export async function signIn(email: string, password: string): Promise<void> {
  const credential = await signInWithEmailAndPassword(await _auth(), email.trim(), password)
  setAuthState({ status: 'signed-in', user: toSiteUser(credential.user) })
}

/** Creates an account and signs it in. */
export async function createAccount(email: string, password: string): Promise<void> {
  const credential = await createUserWithEmailAndPassword(await _auth(), email.trim(), password)
  setAuthState({ status: 'signed-in', user: toSiteUser(credential.user) })
}

/** Sends the password-reset email. Firebase answers the same whether or not the account exists. */
export async function resetPassword(email: string, languageCode: string): Promise<void> {
  const auth = await _auth()
  auth.languageCode = languageCode
  await sendPasswordResetEmail(auth, email.trim())
}

/** Signs out; the auth state then reports a deliberate sign-out. */
export async function signOut(): Promise<void> {
  const auth = await _auth()
  markSigningOut()
  await firebaseSignOut(auth)
  if (getAuthState().status !== 'signed-out') {
    setAuthState({ status: 'signed-out', configured: true, afterSignOut: takeSigningOut() })
  }
}
