// The per-file frame of a scenario: a private copy of one build, served by
// `routekit preview`, and a browser, both stopped after the file's tests.
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
export function useServedBuild(piece: 'site' | 'bareSite' | 'fixture', label: string, prepare?: (dir: string) => void): SuiteState {
  const state = { url: (path: string) => `${state.served.origin}${path}` } as SuiteState
  let setupError: unknown
  beforeAll(async () => {
    try {
      const dir = copyBuild(need(piece), label)
      prepare?.(dir)
      // Only the emulator build talks to Firebase; its CSP must allow the emulator.
      const emulatorHost = piece === 'site' ? inject('e2e').emulator?.host : undefined
      state.served = await servePreview(dir, { emulatorHost, removeDirOnStop: true })
      state.browser = await launchBrowser()
    } catch (error) {
      setupError = error
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
