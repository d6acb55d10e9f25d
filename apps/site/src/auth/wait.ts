import { getFirebase } from '../firebase/start'
import { getAuthState, subscribeAuthState, type KnownAuthState } from './auth-state'

/**
 * Resolves with Firebase's first auth state (or the current one, once known).
 * Starts Firebase if nothing has yet. When the build has no Firebase config,
 * the answer is "signed out, not configured". Rejects when `signal` aborts or
 * the SDK cannot load.
 */
export function waitForAuthState(signal?: AbortSignal): Promise<KnownAuthState> {
  return new Promise<KnownAuthState>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    let stop = () => {}
    const settle = (state = getAuthState()): boolean => {
      if (state.status === 'pending') return false
      stop()
      resolve(state)
      return true
    }
    if (settle()) return
    const unsubscribe = subscribeAuthState(() => void settle())
    const onAbort = () => {
      stop()
      reject(signal?.reason)
    }
    stop = () => {
      unsubscribe()
      signal?.removeEventListener('abort', onAbort)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
    getFirebase().then(
      () => void settle(),
      (error: unknown) => {
        stop()
        reject(error)
      },
    )
  })
}
