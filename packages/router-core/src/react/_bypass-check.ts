import { bytesEqual, parseBypass } from '../config/bypass-verifier.js'

/**
 * Whether a `?preview=` token, given as its SHA-256 (hex), matches a flag's
 * `bypass`, with WebCrypto: PBKDF2 over that hash for the verifier `routekit
 * maintenance on` writes, the hash itself for an older file's. Null where
 * crypto.subtle is missing (plain http off localhost) or fails. Loaded with
 * the validator's chunk, only once a file with a `bypass` is read, so no
 * page's first load carries it.
 */
export async function checkBypass(tokenHash: string, bypass: string): Promise<boolean | null> {
  const parsed = parseBypass(bypass)
  if (parsed === null) return false
  const hash = Uint8Array.from(tokenHash.match(/../g) ?? [], (h) => parseInt(h, 16))
  if (parsed.kind === 'sha256') return bytesEqual(hash, parsed.hash)
  try {
    const subtle = globalThis.crypto?.subtle
    if (!subtle) return null
    const key = await subtle.importKey('raw', hash, 'PBKDF2', false, ['deriveBits'])
    const bits = await subtle.deriveBits(
      { name: 'PBKDF2', hash: 'SHA-256', salt: parsed.salt, iterations: parsed.iterations },
      key,
      parsed.key.length * 8,
    )
    return bytesEqual(new Uint8Array(bits), parsed.key)
  } catch {
    return null
  }
}
