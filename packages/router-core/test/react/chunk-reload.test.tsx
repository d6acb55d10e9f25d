// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  CHUNK_RELOAD_WINDOW_MS,
  claimChunkReload,
  isChunkLoadError,
  listenForPreloadErrors,
  type PageImport,
} from '../../src/react/index.js'
import { renderAt, siteOptions } from './_app.js'

const CHROME = 'Failed to fetch dynamically imported module: https://site.example/assets/about-3f2a.js'
const FIREFOX = 'error loading dynamically imported module: https://site.example/assets/about-3f2a.js'
const SAFARI = 'Importing a module script failed.'

describe('isChunkLoadError', () => {
  test('matches the Chrome, Firefox and Safari messages and the vite:preloadError event', () => {
    expect(isChunkLoadError(new TypeError(CHROME))).toBe(true)
    expect(isChunkLoadError(new TypeError(FIREFOX))).toBe(true)
    expect(isChunkLoadError(new TypeError(SAFARI))).toBe(true)
    expect(isChunkLoadError(new Event('vite:preloadError'))).toBe(true)
  })

  test('does not match other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(new Event('error'))).toBe(false)
    expect(isChunkLoadError(CHROME)).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })

  test('an error carried by vite:preloadError counts, whatever its text', () => {
    const stop = listenForPreloadErrors(window)
    const error = new Error('Unable to preload CSS for /assets/about-3f2a.css')
    expect(isChunkLoadError(error)).toBe(false)
    window.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error }))
    expect(isChunkLoadError(error)).toBe(true)
    stop()
  })
})

describe('the chunk-reload guard', () => {
  let assign: ReturnType<typeof vi.fn>
  let reload: ReturnType<typeof vi.fn>
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2030-01-01T12:00:00Z'))
    sessionStorage.clear()
    assign = vi.fn()
    reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign, reload })
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  const failing = (message = CHROME): PageImport =>
    vi.fn<PageImport>(async () => Promise.reject(new TypeError(message)))

  test('reloads at the target path once, then shows the error page with a Reload button inside 10 seconds', async () => {
    const options = siteOptions({ pages: { './pages/about.tsx': failing() } })
    const start = Date.now()
    const first = renderAt('/', options)
    await screen.findByText('home page')
    void first.router.navigate('/about?tab=team')
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/about?tab=team'))
    expect(screen.getByText('home page')).toBeTruthy() // nothing else renders while the browser reloads
    const expiry = Number(sessionStorage.getItem('routekit:chunk-reload:/about'))
    expect(expiry).toBeGreaterThanOrEqual(start + CHUNK_RELOAD_WINDOW_MS)
    cleanup()

    // The reloaded page fails again just inside the window: no second reload, the error page instead.
    vi.setSystemTime(expiry - 100)
    renderAt('/about?tab=team', options)
    const alert = await screen.findByRole('alert')
    expect(assign).toHaveBeenCalledTimes(1)
    expect(alert.querySelector('.routekit-error__message')?.textContent).toMatchInlineSnapshot(
      `"This page could not be loaded, most likely because a new version of the site was just published. Reload to get it."`,
    )
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  test('claimChunkReload allows one reload per path per 10 seconds', () => {
    const t = Date.parse('2030-01-01T12:00:00Z')
    expect(claimChunkReload('/about', t)).toBe(true)
    expect(claimChunkReload('/about', t + 9_999)).toBe(false)
    expect(claimChunkReload('/pricing', t + 9_999)).toBe(true)
    expect(claimChunkReload('/about', t + 10_000)).toBe(true)
    expect(claimChunkReload('/about', t + 10_001)).toBe(false)
  })

  test('after the 10 second window, a new failure may reload again', async () => {
    const options = siteOptions({ pages: { './pages/about.tsx': failing(SAFARI) } })
    renderAt('/about', options)
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    cleanup()
    vi.setSystemTime(Number(sessionStorage.getItem('routekit:chunk-reload:/about')) + 1)
    renderAt('/about', options)
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(2))
  })

  test('the window is per path: a failure on another page still reloads once', async () => {
    const options = siteOptions({
      pages: { './pages/about.tsx': failing(FIREFOX), './pages/status.tsx': failing(FIREFOX) },
    })
    renderAt('/about', options)
    await vi.waitFor(() => expect(assign).toHaveBeenLastCalledWith('/about'))
    cleanup()
    renderAt('/status', options)
    await vi.waitFor(() => expect(assign).toHaveBeenLastCalledWith('/status'))
    expect(assign).toHaveBeenCalledTimes(2)
  })

  test('a failure Vite reports through vite:preloadError is handled the same way', async () => {
    const stop = listenForPreloadErrors(window)
    const cssError = new Error('Unable to preload CSS for /assets/about-3f2a.css')
    const load = vi.fn<PageImport>(async () => {
      window.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: cssError }))
      throw cssError
    })
    renderAt('/about', siteOptions({ pages: { './pages/about.tsx': load } }))
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/about'))
    stop()
  })

  test('other import errors are not chunk failures: no reload, the generic error page with Try again', async () => {
    const load = vi.fn<PageImport>(async () => Promise.reject(new SyntaxError('Unexpected token')))
    renderAt('/about', siteOptions({ pages: { './pages/about.tsx': load } }))
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(assign).not.toHaveBeenCalled()
    expect(sessionStorage.length).toBe(0)
  })
})
