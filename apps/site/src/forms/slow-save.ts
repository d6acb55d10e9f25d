/**
 * Whether a save is taking longer than its timeout (the store's `onSlow`),
 * as a tiny external store: the subscribe action, which runs outside React,
 * sets it, and the page reads it with useSlowSave() to say the write may
 * still land.
 */
import { useSyncExternalStore } from 'react'

let slow = false
const listeners = new Set<() => void>()

export function setSlowSave(value: boolean): void {
  if (slow === value) return
  slow = value
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const read = () => slow

/** True while the current save outlasts its timeout. */
export function useSlowSave(): boolean {
  return useSyncExternalStore(subscribe, read, () => false)
}
