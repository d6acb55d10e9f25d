// @vitest-environment jsdom
// The chunk-reload guard under any order of failures and clock readings: it
// never reloads one path twice within 10 s (the clock may jump forward or
// back, failures on several paths interleave), and it is not a guard that
// simply never reloads: after a quiet 10 s the next failure reloads again.
// Runs against the real decision function and jsdom's real sessionStorage.
import fc from 'fast-check'
import { beforeEach, describe, expect, it } from 'vitest'
import { CHUNK_RELOAD_WINDOW_MS, claimChunkReload } from '../../src/browser/chunk-reload.js'
import { propertyRuns } from '../_property.js'

const { numRuns, seed } = propertyRuns()

/** A chunk failure on `path`, `dt` ms after the previous one (negative: the clock went back). */
const failure = fc.record({
  path: fc.constantFrom('/', '/about', '/about?tab=1', '/blog/a', '/blog/b', '/%C3%A9'),
  dt: fc.oneof(
    fc.integer({ min: -15_000, max: 15_000 }),
    fc.constantFrom(0, 1, 9_999, 10_000, 10_001, -1, -10_000),
    fc.integer({ min: -86_400_000, max: 86_400_000 }), // a clock corrected by up to a day
  ),
})

beforeEach(() => sessionStorage.clear())

describe('claimChunkReload (property)', () => {
  it('never allows two reloads of one path within 10 s, in any order of failures and times', () => {
    let reloads = 0
    fc.assert(
      fc.property(fc.array(failure, { minLength: 1, maxLength: 40 }), (events) => {
        sessionStorage.clear()
        const claimed = new Map<string, number[]>() // path -> times it was allowed to reload
        let now = 1_767_225_600_000 // 2026-01-01
        for (const { path, dt } of events) {
          now += dt
          if (!claimChunkReload(path, now)) continue
          reloads++
          const before = claimed.get(path) ?? []
          for (const earlier of before) {
            expect(
              Math.abs(now - earlier),
              `${path} reloaded at ${earlier} and again at ${now}`,
            ).toBeGreaterThanOrEqual(CHUNK_RELOAD_WINDOW_MS)
          }
          claimed.set(path, [...before, now])
        }
      }),
      { seed, numRuns },
    )
    expect(reloads).toBeGreaterThan(numRuns) // it does reload, often: the property is not vacuous
  }, 120_000)

  it('allows the next reload once the clock has moved 10 s past the last one', () => {
    fc.assert(
      fc.property(fc.array(failure, { maxLength: 30 }), failure, fc.nat({ max: 100_000 }), (events, last, extra) => {
        sessionStorage.clear()
        let now = 1_767_225_600_000
        let latest = -Infinity // the latest time a reload of last.path was allowed
        for (const { path, dt } of events) {
          now += dt
          if (claimChunkReload(path, now) && path === last.path) latest = Math.max(latest, now)
        }
        const later = Math.max(now, latest + CHUNK_RELOAD_WINDOW_MS) + extra
        expect(claimChunkReload(last.path, later)).toBe(true)
        expect(claimChunkReload(last.path, later + CHUNK_RELOAD_WINDOW_MS - 1)).toBe(false)
      }),
      { seed, numRuns },
    )
  }, 120_000)

  it('never reloads when sessionStorage is blocked: the error page shows instead of a reload loop', () => {
    const blocked = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
    try {
      for (let t = 0; t < 5; t++) expect(claimChunkReload('/about', 1_767_225_600_000 + t * 60_000)).toBe(false)
    } finally {
      Object.defineProperty(window, 'sessionStorage', blocked)
    }
  })
})
