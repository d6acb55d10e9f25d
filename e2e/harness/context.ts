// What the global setup hands to the test files (through vitest's provide /
// inject), and the accessor that turns a missing piece into a failing test.
import { inject } from 'vitest'

export interface E2EContext {
  /** Temporary folder that holds the builds; removed at teardown. */
  work: string
  /** Set when nothing can run (no browser, packages do not build). */
  fatal?: string
  /** The site built with the demo Firebase config, aimed at the emulator. */
  site?: string
  siteError?: string
  /** The site built without any Firebase config. */
  bareSite?: string
  bareSiteError?: string
  /** The param-app fixture, built with an external redirect to `external.origin`. */
  fixture?: string
  fixtureError?: string
  emulator?: { host: string; url: string }
  emulatorError?: string
  external?: { origin: string }
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2EContext
  }
}

type Piece = 'site' | 'bareSite' | 'fixture' | 'emulator' | 'external'

/**
 * Returns a piece the global setup prepared, or throws why it is missing, so
 * the test fails with the build or start-up error instead of skipping.
 */
export function need<K extends Piece>(piece: K): NonNullable<E2EContext[K]> {
  const context = inject('e2e')
  if (context.fatal) throw new Error(context.fatal)
  const value = context[piece]
  if (value !== undefined && value !== null) return value as NonNullable<E2EContext[K]>
  const why = (context as unknown as Record<string, string | undefined>)[`${piece}Error`]
  throw new Error(`The browser suite's ${piece} is not available: ${why ?? 'the global setup did not prepare it'}`)
}
