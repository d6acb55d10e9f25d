import {
  BYPASS_COOKIE,
  BYPASS_COOKIE_ATTRIBUTES,
  bypassCookieMatches,
  deriveBypassKey,
  parseBypass,
  toBase64url,
} from '../config/maintenance/bypass-verifier.js'

/**
 * How this browser holds a flag's `bypass`:
 * - `cookie`: its `routekit_bypass` cookie is the key behind it (one SHA-256),
 *   so every tab of the browser passes, for as long as the browser runs;
 * - `token`: the `?preview=` token's hash derives that key (PBKDF2, about
 *   0.2 s, once), and the cookie is written for every later page and tab;
 * - `false`: neither; `null`: WebCrypto is missing (plain http off localhost).
 * Loaded with the validator's chunk, only once a file with a `bypass` is read,
 * so no page's first load carries it.
 */
export async function checkBypass(
  bypass: string,
  cookie: string | undefined,
  tokenHash: string | null,
  writeCookie: ((cookie: string) => void) | undefined,
  secure: boolean,
): Promise<'cookie' | 'token' | false | null> {
  if (await bypassCookieMatches(cookie, bypass)) return 'cookie'
  const parsed = parseBypass(bypass)
  if (tokenHash === null || parsed?.kind !== 'keyhash') return false
  const hash = Uint8Array.from(tokenHash.match(/../g) ?? [], (h) => parseInt(h, 16))
  const key = await deriveBypassKey(hash, parsed)
  if (key === undefined) return null
  if (key === null) return false
  try {
    writeCookie?.(`${BYPASS_COOKIE}=${toBase64url(key)}; ${BYPASS_COOKIE_ATTRIBUTES}${secure ? '; Secure' : ''}`)
  } catch {
    /* cookies refused (a sandboxed frame): the bypass holds for this page only */
  }
  return 'token'
}
