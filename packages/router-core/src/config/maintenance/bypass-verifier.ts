/**
 * The maintenance bypass: the format of `maintenance.json`'s `bypass` and
 * the one check of the bypass cookie, for every place that decides (the
 * browser, `routekit preview`, the edge functions). Pure (WebCrypto, no Node,
 * no DOM), so the CLI that writes the file, the servers and the browser read
 * one format. docs/maintenance.md ("One bypass, every host") says why it is
 * this design.
 *
 * `routekit maintenance on --secret` derives one key from the `?preview=`
 * token, once: `key = PBKDF2-HMAC-SHA256(SHA-256(token), salt, 600,000, 32)`.
 * The public file keeps only the key's SHA-256:
 * `pbkdf2-sha256-keyhash$<iterations>$<salt>$<SHA-256 of the key>` (base64url).
 * Whoever holds the token derives the key once (0.1-0.5 s) and keeps it in
 * the `routekit_bypass` cookie; every later check, by the browser in any tab
 * or by a server on any request, is one SHA-256 of the cookie, compared in
 * constant time: microseconds, nothing to queue, no secret on the server.
 * Nothing public helps a forger: the key is a PBKDF2 output, and a guess at
 * the token costs the 600,000 iterations.
 *
 * Files written by older versions hold the token's plain SHA-256 (64 hex) or
 * a PBKDF2 verifier whose key itself is public (`pbkdf2-sha256$…$<key>`): a
 * cookie checked against either could be made from the public file, so they
 * are read (the flag stays valid) but bypass no one; `routekit maintenance
 * status` says so.
 */

/**
 * OWASP's Password Storage Cheat Sheet recommends 600,000 iterations for
 * PBKDF2-HMAC-SHA256. Measured (docs/maintenance.md): about 0.2 s in Node 20
 * and in WebCrypto, paid once per token holder, never per request.
 */
export const BYPASS_ITERATIONS = 600_000

/** A file may name another count, within these bounds: fewer is weak, more would stall a browser or the server. */
export const BYPASS_ITERATIONS_MIN = 100_000
export const BYPASS_ITERATIONS_MAX = 2_000_000

/** 16 random bytes of salt, a 32-byte derived key. */
export const BYPASS_SALT_BYTES = 16
export const BYPASS_KEY_BYTES = 32

/** The cookie that carries the derived key (base64url, 43 characters), for the browser and every server alike. */
export const BYPASS_COOKIE = 'routekit_bypass'

/**
 * The cookie's attributes after `name=value` (`; Secure` follows on https). A
 * session cookie: it lasts as long as the browser, in every tab. Not
 * HttpOnly: the app reads it too, to decide on a static host.
 */
export const BYPASS_COOKIE_ATTRIBUTES = 'Path=/; SameSite=Lax'

/** A cookie value that can be a key: 32 bytes in base64url. */
export const BYPASS_COOKIE_VALUE = /^[A-Za-z0-9_-]{43}$/

const PREFIX = 'pbkdf2-sha256-keyhash'

/** The forms `bypass` may take: the current one, and the two older ones (read, honoured by nobody). */
export const BYPASS_FORMAT =
  /^(?:[0-9a-f]{64}|pbkdf2-sha256(?:-keyhash)?\$[1-9][0-9]{0,8}\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43})$/

type Bytes = Uint8Array<ArrayBuffer>

/** A `bypass` of the current form. */
export interface KeyhashBypass {
  kind: 'keyhash'
  iterations: number
  salt: Bytes
  /** SHA-256 of the derived key. */
  keyHash: Bytes
}

export type ParsedBypass = KeyhashBypass | { kind: 'legacy'; format: 'sha256' | 'pbkdf2' }

/** The parts of a `bypass`, or null when it is no known form or its count is out of bounds. */
export function parseBypass(bypass: string): ParsedBypass | null {
  if (!BYPASS_FORMAT.test(bypass)) return null
  if (bypass.length === 64) return { kind: 'legacy', format: 'sha256' }
  const [prefix, count, salt, last] = bypass.split('$') as [string, string, string, string]
  const iterations = Number(count)
  if (iterations < BYPASS_ITERATIONS_MIN || iterations > BYPASS_ITERATIONS_MAX) return null
  if (prefix !== PREFIX) return { kind: 'legacy', format: 'pbkdf2' }
  return { kind: 'keyhash', iterations, salt: fromBase64url(salt), keyHash: fromBase64url(last) }
}

/** The `bypass` text of a salt and a key's SHA-256. */
export function formatBypass(iterations: number, salt: Uint8Array, keyHash: Uint8Array): string {
  return `${PREFIX}$${iterations}$${toBase64url(salt)}$${toBase64url(keyHash)}`
}

/**
 * Whether a bypass cookie's value is the key behind `bypass`: one SHA-256,
 * compared in constant time. False for no cookie, a value that cannot be a
 * key, a `bypass` of an older form, or where WebCrypto is missing (plain http
 * off localhost in a browser).
 */
export async function bypassCookieMatches(value: string | undefined, bypass: string | undefined): Promise<boolean> {
  if (value === undefined || bypass === undefined || !BYPASS_COOKIE_VALUE.test(value)) return false
  const parsed = parseBypass(bypass)
  if (parsed?.kind !== 'keyhash') return false
  const digest = await _sha256(fromBase64url(value))
  return digest !== null && bytesEqual(digest, parsed.keyHash)
}

/**
 * The key behind `bypass` when `tokenHash` (the token's SHA-256) is the right
 * token's, else null: one PBKDF2 derivation with WebCrypto (about 0.2 s, off the
 * main thread). Null too where WebCrypto is missing; `undefined` tells that
 * case apart for a warning.
 */
export async function deriveBypassKey(tokenHash: Uint8Array, bypass: KeyhashBypass): Promise<Bytes | null | undefined> {
  const subtle = globalThis.crypto?.subtle
  if (!subtle) return undefined
  try {
    const material = await subtle.importKey('raw', Uint8Array.from(tokenHash), 'PBKDF2', false, ['deriveBits'])
    const bits = await subtle.deriveBits(
      { name: 'PBKDF2', hash: 'SHA-256', salt: bypass.salt, iterations: bypass.iterations },
      material,
      BYPASS_KEY_BYTES * 8,
    )
    const key = new Uint8Array(bits)
    const digest = await _sha256(key)
    return digest !== null && bytesEqual(digest, bypass.keyHash) ? key : null
  } catch {
    return undefined
  }
}

async function _sha256(bytes: Uint8Array): Promise<Bytes | null> {
  const subtle = globalThis.crypto?.subtle
  if (!subtle) return null
  try {
    return new Uint8Array(await subtle.digest('SHA-256', Uint8Array.from(bytes)))
  } catch {
    return null
  }
}

/** Equal bytes, in time that depends on the length only: a timing probe learns nothing about the verifier. */
export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!
  return diff === 0
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/** Base64url without padding; no Buffer, no btoa, so it runs alike in Node, the browser and an edge function. */
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
