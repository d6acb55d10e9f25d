// The per-file frame of a scenario: a private copy of one build, served by
// `routekit preview`, and a browser, both stopped after the file's tests.
import { rmSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, inject } from 'vitest'
import { launchBrowser } from './browser.js'
import { need } from './context.js'
import { copyBuild, servePreview, type Served } from './serve.js'

export interface SuiteState {
  browser: Browser
  served: Served
  /** `served.origin + path`. */
  url(path: string): string
}

/**
 * Registers beforeAll/afterAll that serve a fresh copy of `piece` (the site,
 * the site without Firebase config, or the param-app fixture) and launch
 * Chromium. `prepare` may change the copy before it is served.
 */
export function useServedBuild(
  piece: 'site' | 'bareSite' | 'fixture',
  label: string,
  prepare?: (dir: string) => void,
): SuiteState {
  const state = { url: (path: string) => `${state.served.origin}${path}` } as SuiteState
  let setupError: unknown
  beforeAll(async () => {
    let dir: string | undefined
    try {
      dir = copyBuild(await need(piece), label)
      prepare?.(dir)
      // Only the emulator build talks to Firebase; its CSP must allow the emulator. A test that
      // signs in waits for the emulator itself, so a broken emulator fails only those tests.
      const emulatorHost = piece === 'site' ? inject('e2e').emulatorHost : undefined
      state.served = await servePreview(dir, { emulatorHost, removeDirOnStop: true })
      state.browser = await launchBrowser()
    } catch (error) {
      setupError = error
      // Served copies are removed when the server stops; one that never got served is removed here.
      if (dir && !state.served) rmSync(dir, { recursive: true, force: true })
    }
  })
  // A failed beforeAll would mark the tests "skipped"; failing each test instead says plainly what is missing.
  beforeEach(() => {
    if (setupError) throw setupError
  })
  afterAll(async () => {
    await state.browser?.close()
    await state.served?.stop()
  })
  return state
}
