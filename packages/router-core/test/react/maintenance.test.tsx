// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { MaintenanceState } from '../../src/config/resolve.js'
import { mergeMaintenance, parseBuildFlag, useMaintenance, type MaintenanceSource } from '../../src/react/index.js'
import { makeConfig, renderAt, settle, siteOptions } from './_app.js'

afterEach(cleanup)

/** A runtime flag the test flips, like maintenance.json read by an open tab. */
function fakeSource(initial?: MaintenanceState) {
  let state = initial
  const listeners = new Set<() => void>()
  const source = {
    current: () => state,
    refresh: vi.fn<NonNullable<MaintenanceSource['refresh']>>(),
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    set(next: MaintenanceState | undefined) {
      state = next
      for (const listener of listeners) listener()
    },
  }
  return source
}

function Construction() {
  const m = useMaintenance()
  return (
    <h1>
      construction page: {m.enabled ? 'on' : 'off'}, {m.message ?? 'no message'}, from {m.from ?? 'nowhere'}, by{' '}
      {m.origin}
    </h1>
  )
}

const withConstructionPage = (extra: Parameters<typeof siteOptions>[0] = {}) =>
  siteOptions({ ...extra, pages: { './pages/construction.tsx': async () => ({ default: Construction }) } })

describe('maintenance', () => {
  test("routes.yaml's flag sends every path to the maintenance route, which renders without a layout", async () => {
    const config = makeConfig({ maintenance: { enabled: true, route: '/construction', allow: ['/status'] } })
    const { router } = renderAt('/about', withConstructionPage(), config)
    expect(await screen.findByText('construction page: on, no message, from /about, by routes.yaml')).toBeTruthy()
    expect(router.state.location.pathname + router.state.location.search).toBe('/construction?from=%2Fabout')
    expect(screen.queryByTestId('layout-default')).toBeNull()
  })

  test('allowed paths stay reachable while maintenance is on', async () => {
    const config = makeConfig({ maintenance: { enabled: true, route: '/construction', allow: ['/status'] } })
    renderAt('/status', withConstructionPage(), config)
    expect(await screen.findByText('status page')).toBeTruthy()
  })

  test('while it is off, normal routing applies', async () => {
    renderAt('/about', withConstructionPage())
    expect(await screen.findByText('about page')).toBeTruthy()
    expect(screen.getByTestId('layout-default')).toBeTruthy()
  })

  test('the build flag wins over routes.yaml, in both directions', async () => {
    renderAt('/about', withConstructionPage({ buildFlag: true }))
    expect(await screen.findByText(/construction page: on, .* by build/)).toBeTruthy()
    cleanup()
    const on = makeConfig({ maintenance: { enabled: true, route: '/construction', allow: [] } })
    renderAt('/about', withConstructionPage({ buildFlag: false }), on)
    expect(await screen.findByText('about page')).toBeTruthy()
  })

  test('the runtime source wins over the build flag when it answers, and is refreshed on each navigation', async () => {
    const source = fakeSource({ enabled: false })
    const { router } = renderAt('/about', withConstructionPage({ buildFlag: true, maintenance: source }))
    expect(await screen.findByText('about page')).toBeTruthy()
    expect(source.refresh).toHaveBeenCalledWith('navigation')
    const before = source.refresh.mock.calls.length
    await router.navigate('/status')
    await settle(router)
    expect(source.refresh.mock.calls.length).toBe(before + 1)

    source.set(undefined) // the source no longer decides: the build flag does
    await router.navigate('/about')
    expect(await screen.findByText(/construction page: on, .* by build/)).toBeTruthy()
  })

  test('an open tab moves to the maintenance route when the runtime flag turns on, and back when it turns off', async () => {
    const source = fakeSource({ enabled: false })
    const { router } = renderAt('/about?tab=team', withConstructionPage({ maintenance: source }))
    await screen.findByText('about page')

    act(() => source.set({ enabled: true, message: 'Back at 18:00' }))
    expect(
      await screen.findByText('construction page: on, Back at 18:00, from /about?tab=team, by runtime'),
    ).toBeTruthy()
    expect(router.state.historyAction).toBe('REPLACE')

    act(() => source.set({ enabled: false }))
    expect(await screen.findByText('about page')).toBeTruthy()
    expect(router.state.location.pathname + router.state.location.search).toBe('/about?tab=team')
  })

  test('a tab on an allowed path stays there when the flag turns on', async () => {
    const source = fakeSource({ enabled: false })
    const { router } = renderAt('/status', withConstructionPage({ maintenance: source }))
    await screen.findByText('status page')
    act(() => source.set({ enabled: true }))
    await settle(router)
    expect(router.state.location.pathname).toBe('/status')
    expect(screen.getByText('status page')).toBeTruthy()
  })

  test('a visitor with a preview bypass is not sent away', async () => {
    const source = fakeSource({ enabled: true, bypass: true })
    renderAt('/about', withConstructionPage({ maintenance: source }))
    expect(await screen.findByText('about page')).toBeTruthy()
  })

  test('an unsafe ?from= is ignored: the page gets no way back to another origin', async () => {
    const config = makeConfig({ maintenance: { enabled: true, route: '/construction', allow: [] } })
    renderAt('/construction?from=//evil.example', withConstructionPage(), config)
    expect(await screen.findByText('construction page: on, no message, from nowhere, by routes.yaml')).toBeTruthy()
  })
})

describe('merging the flag sources', () => {
  const config = makeConfig({ maintenance: { enabled: true, route: '/construction', allow: [] } })
  test('the first source that answers wins', () => {
    expect(mergeMaintenance(config, undefined, undefined)).toEqual({ enabled: true, origin: 'routes.yaml' })
    expect(mergeMaintenance(config, undefined, false)).toEqual({ enabled: false, origin: 'build' })
    expect(mergeMaintenance(config, { current: () => undefined }, false)).toEqual({ enabled: false, origin: 'build' })
    expect(mergeMaintenance(config, { current: () => ({ enabled: true, message: 'm' }) }, false)).toEqual({
      enabled: true,
      message: 'm',
      origin: 'runtime',
    })
  })

  test('parseBuildFlag reads VITE_MAINTENANCE', () => {
    expect(parseBuildFlag(undefined)).toBeUndefined()
    expect(parseBuildFlag('')).toBeUndefined()
    expect(parseBuildFlag('true')).toBe(true)
    expect(parseBuildFlag(' FALSE ')).toBe(false)
    expect(() => parseBuildFlag('yes')).toThrowErrorMatchingInlineSnapshot(
      `[RoutekitError: [RK711] VITE_MAINTENANCE is "yes", but it must be "true" or "false". Fix it in the .env file or the build environment, or unset it to let routes.yaml decide.]`,
    )
  })
})
