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

  test('checks latest.json about a second after load, then on the interval, with conditional requests', async () => {
    const server = fakeManifest()
    watcher = watchBuild({
      currentId: 'build-1',
      url: '/app/builds/latest.json',
      interval: 60_000,
      fetch: server.fetch,
    })
    await vi.advanceTimersByTimeAsync(999)
    expect(server.calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(server.calls).toHaveLength(1)
    const [url, init] = server.calls[0]!
    expect(url).toBe('/app/builds/latest.json')
    expect(init).toEqual({ cache: 'no-store', headers: {} })
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
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000 - 1)
    expect(server.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(server.calls).toHaveLength(2)
    expect(server.calls[0]![0]).toBe('/builds/latest.json')
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

  test('checks after the first are conditional: a 304 keeps what the watcher knew', async () => {
    const seen: Array<string | null> = []
    const fetch = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      const sent = new Headers(init?.headers).get('if-none-match')
      seen.push(sent)
      return sent === '"b1"'
        ? new Response(null, { status: 304, headers: { etag: '"b1"' } })
        : Response.json({ id: 'build-1', timestamp: 1 }, { headers: { etag: '"b1"' } })
    }) as typeof globalThis.fetch
    watcher = watchBuild({ currentId: 'build-1', interval: 10_000, fetch })
    await vi.advanceTimersByTimeAsync(1_000 + 10_000)
    expect(seen).toEqual([null, '"b1"'])
    expect(watcher.latestId()).toBe('build-1')
    expect(watcher.isStale()).toBe(false)
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
    const router = await createRouter(makeConfig(), {
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
    const second = await createRouter(makeConfig(), {
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
