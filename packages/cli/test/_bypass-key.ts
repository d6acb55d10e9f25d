// What a token holder's bypass cookie holds, computed with Node's own crypto, for the tests that check servers and
// files against it: the PBKDF2 key of the token's SHA-256 with the verifier's salt and count (router-core's
// bypass-verifier.ts describes the format).
import { createHash, pbkdf2Sync } from 'node:crypto'

/** The key behind `bypass` (a verifier, or a whole maintenance.json text) for `token`, in base64url: the cookie's value. */
export function bypassKeyOf(token: string, bypass: string): string {
  const verifier = bypass.trimStart().startsWith('{') ? (JSON.parse(bypass) as { bypass: string }).bypass : bypass
  const [, count, salt] = verifier.split('$') as [string, string, string]
  const tokenHash = createHash('sha256').update(token).digest()
  return pbkdf2Sync(tokenHash, Buffer.from(salt, 'base64url'), Number(count), 32, 'sha256').toString('base64url')
}

/** Whether `bypass` is the verifier `routekit maintenance on --secret` writes for `token`: the SHA-256 of that key. */
export function verifiesToken(bypass: string, token: string): boolean {
  const [scheme, iterations, , hash] = bypass.split('$')
  if (scheme !== 'pbkdf2-sha256-keyhash' || iterations !== '600000') return false
  const key = Buffer.from(bypassKeyOf(token, bypass), 'base64url')
  return createHash('sha256').update(key).digest('base64url') === hash
}
