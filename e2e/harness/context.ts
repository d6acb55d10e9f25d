// What the global setup hands to the test files (through vitest's provide /
// inject), and the accessor that waits for a piece and turns a missing one
// into a failing test.
//
// The builds and the emulator start in the background: on a 2-core machine
// vitest runs one test file at a time, so they use the otherwise idle core
// while the unit tests run. Each piece, when ready or failed, writes
// `<statusDir>/<piece>.json`; the e2e tests wait for that file.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { inject } from 'vitest'
import type { MaintenanceApps } from './fixture.js'

export interface E2EContext {
  /** Temporary folder that holds the builds; removed at teardown. */
  work: string
  /** Where the background jobs write `<piece>.json` (`{ value }` or `{ error }`). */
  statusDir: string
  /** Set when nothing can run (no browser, packages do not build). */
  fatal?: string
  /** Where the Auth emulator listens (chosen before it starts; wait for `need('emulator')` before signing in). */
  emulatorHost?: string
  /** The stand-in external site, started before the fixture build. */
  external?: { origin: string }
}

/** What each background piece resolves to. */
export interface Pieces {
  /** The site built with the demo Firebase config, aimed at the emulator. */
  site: string
  /** The site built without any Firebase config. */
  bareSite: string
  /** The param-app fixture, built with an external redirect to `external.origin`. */
  fixture: string
  /** The prerendered maintenance-app fixture, built once per maintenance source. */
  maintenanceApp: MaintenanceApps
  emulator: { host: string; url: string }
}

export type Piece = keyof Pieces

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2EContext
  }
}

/** The status file of `piece`, shared by the setup (writer) and the tests (readers). */
export function statusFile(statusDir: string, piece: Piece): string {
  return join(statusDir, `${piece}.json`)
}

const POLL_MS = 200
const WAIT_MS = 280_000

/**
 * Waits for a piece the global setup prepares and returns it, or throws why
 * it is missing, so the test fails with the build or start-up output instead
 * of skipping.
 */
export async function need<K extends Piece>(piece: K): Promise<Pieces[K]> {
  const context = inject('e2e')
  if (context.fatal) throw new Error(context.fatal)
  const file = statusFile(context.statusDir, piece)
  const deadline = Date.now() + WAIT_MS
  while (!existsSync(file)) {
    if (Date.now() > deadline)
      throw new Error(`The browser suite's ${piece} was not ready after ${WAIT_MS / 1000} s (no ${file}).`)
    await new Promise((resolveWait) => setTimeout(resolveWait, POLL_MS))
  }
  const status = JSON.parse(readFileSync(file, 'utf8')) as { value?: Pieces[K]; error?: string }
  if (status.error !== undefined || status.value === undefined) {
    throw new Error(`The browser suite's ${piece} is not available: ${status.error ?? 'no value'}`)
  }
  return status.value
}

/** The stand-in external site's origin (started before the tests, never in the background). */
export function externalOrigin(): string {
  const context = inject('e2e')
  if (context.fatal) throw new Error(context.fatal)
  if (!context.external) throw new Error('The global setup did not start the stand-in external site.')
  return context.external.origin
}
