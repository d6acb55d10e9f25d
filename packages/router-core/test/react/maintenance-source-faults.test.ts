// @vitest-environment jsdom
// The browser's maintenance source, one fault at a time: the server first
// serves a good maintenance.json, then a bad one on every poll. Each bad
// variant keeps the last known state (the same snapshot), logs exactly one
// warning however many polls see it, and a good file afterwards is taken at
// once. (maintenance-source.test.ts runs the variants back to back; this
// file shows each variant's own warning.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMaintenanceFile } from '../../src/browser/maintenance-source.js'

const ON = { enabled: true, message: 'Back soon', updatedAt: '2030-06-01T16:00:00.000Z', updatedBy: 'ops' }
const OFF = { enabled: false, updatedAt: '2030-06-01T17:00:00.000Z', updatedBy: 'ops' }
const good = JSON.stringify(ON, null, 2) + '\n'
const huge = JSON.stringify({ ...ON, message: 'x'.repeat(10 * 1024 * 1024) })

const json = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status: 200, headers: { 'content-type': 'application/json', ...headers } })
const variants: Record<string, () => Response> = {
  truncated: () => json(good.slice(0, good.length / 2)),
  empty: () => json(''),
  'huge (10 MB), with its length': () => json(huge, { 'content-length': String(huge.length) }),
  'huge (10 MB), streamed without a length': () => json(huge),
  'not JSON': () => json('enabled = true\n'),
  'JSON of the wrong shape': () => json('[true]'),
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('a bad maintenance.json after a good one', () => {
  it.each(Object.keys(variants))('%s: the last known state stays, with one warning', async (name) => {
    let answer = () => json(good)
    const warnings: string[] = []
    const source = createMaintenanceFile({
      fetch: (async () => answer()) as typeof fetch,
      search: () => '',
      storage: { getItem: () => null, setItem: () => {} },
      warn: (m) => warnings.push(m),
    })
    await source.refresh('start')
    const known = source.current()
    expect(known).toMatchObject({ enabled: true, message: 'Back soon' })

    answer = variants[name]!
    for (let poll = 0; poll < 3; poll++) await source.refresh('poll')
    expect(source.current()).toBe(known)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(
      /^routekit: \/maintenance\.json could not be used: .+ Until it is fixed, the site keeps the last known state \(maintenance on\)\.$/,
    )

    answer = () => json(JSON.stringify(OFF))
    await source.refresh('poll')
    expect(source.current()).toMatchObject({ enabled: false })
    source.stop()
  })

  it('says what is wrong with each variant', async () => {
    const seen: Record<string, string> = {}
    for (const [name, bad] of Object.entries(variants)) {
      let answer = () => json(good)
      const source = createMaintenanceFile({
        fetch: (async () => answer()) as typeof fetch,
        search: () => '',
        storage: { getItem: () => null, setItem: () => {} },
        warn: (m) => (seen[name] = m),
      })
      await source.refresh('start')
      answer = bad
      await source.refresh('poll')
      source.stop()
    }
    expect(seen).toMatchInlineSnapshot(`
      {
        "JSON of the wrong shape": "routekit: /maintenance.json could not be used: maintenance.json must hold a JSON object such as {"enabled": false, ...}. Fix the file, or write a fresh one with \`routekit maintenance on\` or \`routekit maintenance off\`. Until it is fixed, the site keeps the last known state (maintenance on).",
        "empty": "routekit: /maintenance.json could not be used: maintenance.json is empty. Fix the file, or write a fresh one with \`routekit maintenance on\` or \`routekit maintenance off\`. Until it is fixed, the site keeps the last known state (maintenance on).",
        "huge (10 MB), streamed without a length": "routekit: /maintenance.json could not be used: maintenance.json is too large (10485846 bytes; the limit is 65536). Fix the file, or write a fresh one with \`routekit maintenance on\` or \`routekit maintenance off\`. Until it is fixed, the site keeps the last known state (maintenance on).",
        "huge (10 MB), with its length": "routekit: /maintenance.json could not be used: it is too large (10485846 bytes; the limit is 65536). Until it is fixed, the site keeps the last known state (maintenance on).",
        "not JSON": "routekit: /maintenance.json could not be used: maintenance.json is not valid JSON (Unexpected token 'e', "enabled = true " is not valid JSON); it may be truncated. Fix the file, or write a fresh one with \`routekit maintenance on\` or \`routekit maintenance off\`. Until it is fixed, the site keeps the last known state (maintenance on).",
        "truncated": "routekit: /maintenance.json could not be used: maintenance.json is not valid JSON (Unterminated string in JSON at position 56); it may be truncated. Fix the file, or write a fresh one with \`routekit maintenance on\` or \`routekit maintenance off\`. Until it is fixed, the site keeps the last known state (maintenance on).",
      }
    `)
  })
})
