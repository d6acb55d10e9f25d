// @vitest-environment jsdom
// createLazyMaintenanceFile(): the maintenance source with its code out of the
// first load. The first navigation must still decide with the file's flag, and
// the file is read once for it (the early request is handed to the real source).
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createLazyMaintenanceFile, useMaintenance } from '../../src/react/index.js'
import { renderAt, settle, siteOptions } from './_app.js'

afterEach(cleanup)

const ON = { enabled: true, message: 'Back soon', updatedAt: '2030-06-01T16:00:00.000Z', updatedBy: 'ops' }
const OFF = { enabled: false, updatedAt: '2030-06-01T17:00:00.000Z', updatedBy: 'ops' }

function fakeFile(initial: unknown) {
  let body = initial
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
    body === null
      ? new Response('', { status: 404 })
      : new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  )
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    calls: fetch.mock.calls,
    set: (next: unknown) => void (body = next),
  }
}

function Construction() {
  const m = useMaintenance()
  return (
    <h1>
      construction page: {m.enabled ? 'on' : 'off'}, {m.message ?? 'no message'}, by {m.origin}
    </h1>
  )
}

const withConstructionPage = (maintenance: ReturnType<typeof createLazyMaintenanceFile>) =>
  siteOptions({ maintenance, pages: { './pages/construction.tsx': async () => ({ default: Construction }) } })

describe('createLazyMaintenanceFile', () => {
  test('the first navigation already obeys the file, and reads it once', async () => {
    const file = fakeFile(ON)
    const source = createLazyMaintenanceFile({
      url: '/site/maintenance.json',
      fetch: file.fetch,
      storage: undefined,
      search: () => '',
    })
    expect(file.calls).toHaveLength(0) // nothing is requested before first use
    const { router } = renderAt('/about', withConstructionPage(source))
    expect(await screen.findByText('construction page: on, Back soon, by runtime')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/construction')
    expect(screen.queryByText('about page')).toBeNull()
    expect(file.calls).toHaveLength(1)
    expect(file.calls[0]?.[0]).toBe('/site/maintenance.json')
    expect(file.calls[0]?.[1]).toMatchObject({ cache: 'no-store' })
    source.stop()
  })

  test('with no file, the build flag and routes.yaml decide; a later flip reaches subscribers', async () => {
    const file = fakeFile(null)
    const source = createLazyMaintenanceFile({ fetch: file.fetch, search: () => '' })
    const listener = vi.fn()
    const { router } = renderAt('/about', withConstructionPage(source))
    expect(await screen.findByText('about page')).toBeTruthy()
    expect(source.current()).toBeUndefined()
    source.subscribe(listener)
    file.set(ON)
    await act(() => source.refresh('poll'))
    expect(source.current()).toMatchObject({ enabled: true, message: 'Back soon' })
    expect(listener).toHaveBeenCalled()
    expect(await screen.findByText('construction page: on, Back soon, by runtime')).toBeTruthy()
    file.set(OFF)
    await act(() => source.refresh('poll'))
    await settle(router)
    expect(await screen.findByText('about page')).toBeTruthy()
    source.stop()
  })
})
