import { createHash, pbkdf2Sync } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { BYPASS_ITERATIONS, bytesEqual, formatBypass, parseBypass, parseMaintenanceFile } from '../src/index.js'
import { fromBase64url, toBase64url } from '../src/config/bypass-verifier.js'

const base = { enabled: true, updatedAt: '2030-06-01T16:00:00.000Z', updatedBy: 'ops' }
const salt = Uint8Array.from({ length: 16 }, (_, i) => i * 17)
const key = Uint8Array.from(pbkdf2Sync('Preview-Token-0123456789', salt, 100_000, 32, 'sha256'))

describe('bypass verifier format', () => {
  test("a PBKDF2 verifier reads back as its parts, with OWASP's 600,000 iterations as the default", () => {
    expect(BYPASS_ITERATIONS).toBe(600_000)
    const text = formatBypass(100_000, salt, key)
    expect(text).toMatch(/^pbkdf2-sha256\$100000\$[\w-]{22}\$[\w-]{43}$/)
    const parsed = parseBypass(text)
    expect(parsed).toEqual({ kind: 'pbkdf2', iterations: 100_000, salt, key })
    expect(parseMaintenanceFile(JSON.stringify({ ...base, bypass: text }))).toEqual({
      ok: true,
      flag: { ...base, bypass: text },
    })
  })

  test('base64url agrees with Node for every length', () => {
    for (let n = 0; n < 40; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 97 + n) & 255)
      expect(toBase64url(bytes)).toBe(Buffer.from(bytes).toString('base64url'))
      expect(fromBase64url(Buffer.from(bytes).toString('base64url'))).toEqual(bytes)
    }
  })

  test("an older file's 64-hex SHA-256 is still read", () => {
    const hex = createHash('sha256').update('old-token').digest('hex')
    expect(parseBypass(hex)).toEqual({
      kind: 'sha256',
      hash: Uint8Array.from(createHash('sha256').update('old-token').digest()),
    })
    expect(parseMaintenanceFile(JSON.stringify({ ...base, bypass: hex })).ok).toBe(true)
  })

  test('a verifier with too few or too many iterations, or a wrong shape, is refused with what to write', () => {
    const few = formatBypass(1000, salt, key)
    const many = formatBypass(50_000_000, salt, key)
    expect(parseBypass(few)).toBeNull()
    expect(parseMaintenanceFile(JSON.stringify({ ...base, bypass: few }))).toMatchInlineSnapshot(`
      {
        "error": "maintenance.json is not valid: "bypass" must name between 100000 and 2000000 iterations (got "pbkdf2-sha256$1000$ABEiM0RVZneImaq7zN3u_w$zGcHT_v-s_6bpK0MFzR7DqKbkw-20tAcutumE). Fix the file, or write a fresh one with \`routekit maintenance on\` or \`routekit maintenance off\`.",
        "ok": false,
      }
    `)
    expect(parseMaintenanceFile(JSON.stringify({ ...base, bypass: many })).ok).toBe(false)
    expect(parseMaintenanceFile(JSON.stringify({ ...base, bypass: 'pbkdf2-sha256$600000$short$key' })))
      .toMatchInlineSnapshot(`
      {
        "error": "maintenance.json is not valid: "bypass" must be the verifier \`routekit maintenance on --secret\` writes ("pbkdf2-sha256$<iterations>$<salt>$<key>") or an older file's 64-hex SHA-256 (got "pbkdf2-sha256$600000$short$key"). Fix the file, or write a fresh one with \`routekit maintenance on\` or \`routekit maintenance off\`.",
        "ok": false,
      }
    `)
  })

  test('bytesEqual compares whole arrays', () => {
    expect(bytesEqual(key, key.slice())).toBe(true)
    expect(bytesEqual(key, key.slice(1))).toBe(false)
    const other = key.slice()
    other[31]! ^= 1
    expect(bytesEqual(key, other)).toBe(false)
  })
})
