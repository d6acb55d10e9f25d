/**
 * The format of `maintenance.json`'s `bypass`: what the file keeps of the
 * `?preview=` token. Pure (no Node, no DOM), so the CLI that writes it, the
 * preview server and the browser that check it read one format.
 *
 * On a static host the file is public, so `bypass` must give a dictionary
 * attack nothing cheap to try (issue 35): it is a slow, salted PBKDF2-HMAC-SHA256
 * verifier, `pbkdf2-sha256$<iterations>$<salt>$<key>` (salt and key base64url).
 * PBKDF2's password is the token's SHA-256 (32 bytes), not the token: a browser
 * session keeps that hash (never the token, and no longer public), so a page
 * load that follows before the derivation ends can still check the verifier.
 * A guess costs the same: one SHA-256, then the 600,000 HMACs.
 * Files written before it hold the token's plain SHA-256 (64 hex): still read,
 * but weaker, and `routekit maintenance status` says so.
 */

/**
 * OWASP's Password Storage Cheat Sheet recommends 600,000 iterations for
 * PBKDF2-HMAC-SHA256. Measured (docs/maintenance.md): about 0.2 s in Node 20
 * and in WebCrypto, paid once per `?preview=` visit, never per navigation.
 */
export const BYPASS_ITERATIONS = 600_000

/** A file may name another count, within these bounds: fewer is weak, more would stall a browser or the server. */
export const BYPASS_ITERATIONS_MIN = 100_000
export const BYPASS_ITERATIONS_MAX = 2_000_000

/** 16 random bytes of salt, a 32-byte derived key. */
export const BYPASS_SALT_BYTES = 16
export const BYPASS_KEY_BYTES = 32

/** The two forms `bypass` may take; the schema checks the iteration bounds with a message of its own. */
export const BYPASS_FORMAT = /^(?:[0-9a-f]{64}|pbkdf2-sha256\$[1-9][0-9]{0,8}\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43})$/

type Bytes = Uint8Array<ArrayBuffer>

export type ParsedBypass =
  { kind: 'sha256'; hash: Bytes } | { kind: 'pbkdf2'; iterations: number; salt: Bytes; key: Bytes }

/** The parts of a `bypass`, or null when it is neither form or its count is out of bounds. */
export function parseBypass(bypass: string): ParsedBypass | null {
  if (!BYPASS_FORMAT.test(bypass)) return null
  if (bypass.length === 64)
    return { kind: 'sha256', hash: Uint8Array.from(bypass.match(/../g)!, (h) => parseInt(h, 16)) }
  const [, count, salt, key] = bypass.split('$') as [string, string, string, string]
  const iterations = Number(count)
  if (iterations < BYPASS_ITERATIONS_MIN || iterations > BYPASS_ITERATIONS_MAX) return null
  return { kind: 'pbkdf2', iterations, salt: fromBase64url(salt), key: fromBase64url(key) }
}

/** The `bypass` text of a derived key. */
export function formatBypass(iterations: number, salt: Uint8Array, key: Uint8Array): string {
  return `pbkdf2-sha256$${iterations}$${toBase64url(salt)}$${toBase64url(key)}`
}

/** Equal bytes, in time that depends on the length only: a timing probe learns nothing about the verifier. */
export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!
  return diff === 0
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/** Base64url without padding; no Buffer, no btoa, so it runs alike in Node and the browser. */
export function toBase64url(bytes: Uint8Array): string {
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0)
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6))
    for (let c = 0; c < chars; c++) out += ALPHABET[(n >> (18 - 6 * c)) & 63]
  }
  return out
}

export function fromBase64url(text: string): Bytes {
  const out = new Uint8Array(Math.floor((text.length * 6) / 8))
  let bits = 0
  let value = 0
  let at = 0
  for (const char of text) {
    value = (value << 6) | ALPHABET.indexOf(char)
    bits += 6
    if (bits >= 8) {
      bits -= 8
      out[at++] = (value >> bits) & 255
    }
  }
  return out
}
