// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createRouter, watchBuild, type BuildWatcher } from '../../src/react/index.js'
import { makeConfig, renderAt, siteOptions } from './_app.js'

/** A fake server for builds/latest.json; each test says what it answers. */
function fakeManifest() {
  let answer: () => Promise<Response> = async () => Response.json({ id: 'build-1', timestamp: 1 })
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer())
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    calls: fetch.mock.calls,
    serve(id: string) {
      answer = async () => Response.json({ id, timestamp: 2 })
    },
    fail() {
      answer = async () => Promise.reject(new TypeError('Failed to fetch'))
    },
    status(status: number) {
      answer = async () => new Response('not here', { status })
    },
  }
}

describe('watchBuild', () => {
  let watcher: BuildWatcher | undefined
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    watcher?.stop()
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  test('checks latest.json about a second after load, then on the interval, with a timestamp against caches', async () => {
    const server = fakeManifest()
    watcher = watchBuild({ currentId: 'build-1', url: '/app/builds/latest.json', interval: 60_000, fetch: server.fetch })
    await vi.advanceTimersByTimeAsync(999)
    expect(server.calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(server.calls).toHaveLength(1)
    const [url, init] = server.calls[0]!
    expect(url).toBe(`/app/builds/latest.json?t=${Date.now()}`)
    expect(init).toEqual({ cache: 'no-store' })
    expect(watcher.isStale()).toBe(false)

    server.serve('build-2')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(server.calls).toHaveLength(2)
    expect(watcher.isStale()).toBe(true)
    expect(watcher.latestId()).toBe('build-2')
  })

  test('polls once an hour by default', async () => {
    const server = fakeManifest()
    watcher = watchBuild({ currentId: 'build-1', fetch: server.fetch })
    await vi.advanceTimersByTimeAsync(1000)
    expect(server.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000 - 1001)
    expect(server.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(server.calls).toHaveLength(2)
    expect(server.calls[0]![0]).toMatch(/^\/builds\/latest\.json\?t=\d+$/)
  })

  test('skips the first check on a slow-2g connection, but still polls', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { effectiveType: 'slow-2g' } })
    const server = fakeManifest()
    watcher = watchBuild({ currentId: 'build-1', interval: 10_000, fetch: server.fetch })
    await vi.advanceTimersByTimeAsync(5_000)
    expect(server.calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(server.calls).toHaveLength(1)
  })

  test('ignores network errors, error statuses and bad files', async () => {
    const server = fakeManifest()
    const onNewBuild = vi.fn()
    watcher = watchBuild({ currentId: 'build-1', interval: 10_000, fetch: server.fetch, onNewBuild })
    server.fail()
    await vi.advanceTimersByTimeAsync(1_000)
    server.status(404)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(server.calls).toHaveLength(2)
    expect(watcher.isStale()).toBe(false)
    server.serve('build-9')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(watcher.isStale()).toBe(true)
    expect(onNewBuild).toHaveBeenCalledExactlyOnceWith({ id: 'build-9', timestamp: 2 })
  })

  test('watches nothing without a running build id (dev server)', async () => {
    const server = fakeManifest()
    watcher = watchBuild({ currentId: null, fetch: server.fetch })
    await vi.advanceTimersByTimeAsync(2 * 60 * 60 * 1000)
    expect(server.calls).toHaveLength(0)
  })
})

describe('a new build makes the next navigation a full page load', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  test('client routing until latest.json differs, then window.location.assign', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    const server = fakeManifest()
    const build = watchBuild({ currentId: 'build-1', delay: 0, interval: 60_000, fetch: server.fetch })
    const { router } = renderAt('/', siteOptions({ build }))
    await screen.findByText('home page')
    await build.check()
    await router.navigate('/about')
    await screen.findByText('about page')
    expect(assign).not.toHaveBeenCalled()

    server.serve('build-2')
    await build.check()
    void router.navigate('/status?x=1')
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/status?x=1'))
    expect(screen.getByText('about page')).toBeTruthy()
    expect(screen.queryByText('status page')).toBeNull()
    build.stop()
  })
})

describe('createRouter({ build })', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  test('loads the watcher after the page has loaded; a new build turns the next navigation into a full load', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    const server = fakeManifest()
    const onNewBuild = vi.fn()
    window.history.replaceState(null, '', '/')
    const router = createRouter(makeConfig(), {
      ...siteOptions(),
      build: { currentId: 'build-1', delay: 0, interval: 60_000, fetch: server.fetch, onNewBuild },
    })
    render(<RouterProvider router={router} />)
    await screen.findByText('home page')
    // jsdom's document is complete: the watcher's chunk loads at once, then checks after `delay`.
    await vi.waitFor(() => expect(server.calls.length).toBeGreaterThan(0))
    await router.navigate('/about')
    await screen.findByText('about page')
    expect(assign).not.toHaveBeenCalled()

    // A second tab opened after the deploy: its watcher sees build-2 on its first check.
    server.serve('build-2')
    const second = createRouter(makeConfig(), {
      ...siteOptions(),
      build: { currentId: 'build-1', delay: 0, interval: 60_000, fetch: server.fetch, onNewBuild },
    })
    await vi.waitFor(() => expect(onNewBuild).toHaveBeenCalledWith({ id: 'build-2', timestamp: 2 }))
    void second.navigate('/status')
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/status'))
    router.dispose()
    second.dispose()
  })
})
