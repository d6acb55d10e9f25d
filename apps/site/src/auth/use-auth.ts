import { useEffect, useSyncExternalStore } from 'react'
import { getFirebase } from '../firebase/start'
import { getAuthState, getServerAuthState, subscribeAuthState, type AuthState } from './auth-state'

/**
 * The visitor's auth state; re-renders on every change. Mounting it starts
 * Firebase at once, because a component that asks who is signed in needs the
 * answer now, not after the browser is idle.
 */
export function useAuthState(): AuthState {
  useEffect(() => {
    getFirebase().catch((error: unknown) => console.error('Firebase could not start:', error))
  }, [])
  return useSyncExternalStore(subscribeAuthState, getAuthState, getServerAuthState)
}
