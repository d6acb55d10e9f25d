// Stands in for `use-sync-external-store/shim` (see vite.config.ts): React 19
// has useSyncExternalStore built in, so the shim's fallback code never runs.
export { useSyncExternalStore } from 'react'
