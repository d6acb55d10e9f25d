import { createHash, pbkdf2Sync } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import {
  BYPASS_ITERATIONS,
  bypassCookieMatches,
  bytesEqual,
  formatBypass,
  parseBypass,
  parseMaintenanceFile,
} from '../src/index.js'
import { deriveBypassKey, fromBase64url, toBase64url } from '../src/config/maintenance/bypass-verifier.js'

const base = { enabled: true, updatedAt: '2030-06-01T16:00:00.000Z', updatedBy: 'ops' }
const salt = Uint8Array.from({ length: 16 }, (_, i) => i * 17)
const tokenHash = createHash('sha256').update('Preview-Token-0123456789').digest()
const key = Uint8Array.from(pbkdf2Sync(tokenHash, salt, 100_000, 32, 'sha256'))
const keyHash = Uint8Array.from(createHash('sha256').update(key).digest())

describe('bypass verifier format', () => {
  test("a verifier reads back as its parts, with OWASP's 600,000 iterations as the default", () => {
    expect(BYPASS_ITERATIONS).toBe(600_000)
    const text = formatBypass(100_000, salt, keyHash)
    expect(text).toMatch(/^pbkdf2-sha256-keyhash\$100000\$[\w-]{22}\$[\w-]{43}$/)
    const parsed = parseBypass(text)
    expect(parsed).toEqual({ kind: 'keyhash', iterations: 100_000, salt, keyHash })
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

  test("an older file's forms are still read (the flag stays valid), as forms that bypass no one", async () => {
    const hex = createHash('sha256').update('old-token').digest('hex')
    const published = `pbkdf2-sha256$100000$${toBase64url(salt)}$${toBase64url(key)}`
    expect(parseBypass(hex)).toEqual({ kind: 'legacy', format: 'sha256' })
    expect(parseBypass(published)).toEqual({ kind: 'legacy', format: 'pbkdf2' })
    for (const bypass of [hex, published]) {
      expect(parseMaintenanceFile(JSON.stringify({ ...base, bypass })).ok).toBe(true)
      // The key is in the public file there: as a cookie, it passes nowhere.
      expect(await bypassCookieMatches(toBase64url(key), bypass)).toBe(false)
    }
  })

  test('the cookie check: the key passes; the hash, the salt, another key or a malformed value do not', async () => {
    const bypass = formatBypass(100_000, salt, keyHash)
    expect(await bypassCookieMatches(toBase64url(key), bypass)).toBe(true)
    const other = key.slice()
    other[0]! ^= 1
    for (const forged of [toBase64url(keyHash), toBase64url(salt), toBase64url(other), '', 'x', `${toBase64url(key)}=`])
      expect(await bypassCookieMatches(forged, bypass)).toBe(false)
    expect(await bypassCookieMatches(undefined, bypass)).toBe(false)
    expect(await bypassCookieMatches(toBase64url(key), undefined)).toBe(false)
  })

  test("WebCrypto's derivation of the token's hash gives Node's key, and a wrong token gives null", async () => {
    const parsed = parseBypass(formatBypass(100_000, salt, keyHash))
    if (parsed?.kind !== 'keyhash') throw new Error('not parsed')
    expect(await deriveBypassKey(tokenHash, parsed)).toEqual(key)
    expect(await deriveBypassKey(createHash('sha256').update('wrong').digest(), parsed)).toBeNull()
  })

  test('a verifier with too few or too many iterations, or a wrong shape, is refused with what to write', () => {
    const few = formatBypass(1000, salt, keyHash)
    const many = formatBypass(50_000_000, salt, keyHash)
    expect(parseBypass(few)).toBeNull()
    expect(parseMaintenanceFile(JSON.stringify({ ...base, bypass: few }))).toMatchInlineSnapshot(`
      {
        "error": "maintenance.json is not valid: "bypass" must name between 100000 and 2000000 iterations (got "pbkdf2-sha256-keyhash$1000$ABEiM0RVZneImaq7zN3u_w$bgmsZgHpUzUi5XZH2q-DhNSXA0nnG). Fix the file, or write a fresh one with \`routekit maintenance on\` or \`routekit maintenance off\`.",
        "ok": false,
      }
    `)
    expect(parseMaintenanceFile(JSON.stringify({ ...base, bypass: many })).ok).toBe(false)
    expect(parseMaintenanceFile(JSON.stringify({ ...base, bypass: 'pbkdf2-sha256$600000$short$key' })))
      .toMatchInlineSnapshot(`
        {
          "error": "maintenance.json is not valid: "bypass" must be the verifier \`routekit maintenance on --secret\` writes ("pbkdf2-sha256-keyhash$<iterations>$<salt>$<hash>") or a form older versions wrote (got "pbkdf2-sha256$600000$short$key"). Fix the file, or write a fresh one with \`routekit maintenance on\` or \`routekit maintenance off\`.",
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
