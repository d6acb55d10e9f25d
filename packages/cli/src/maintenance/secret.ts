import { UsageError } from '../_errors.js'

/** The characters a token may hold: safe in a cookie value and a URL. */
const ALPHABET = /^[A-Za-z0-9._~-]+$/

/** The shortest token accepted: 22 characters of the 62 letters and digits hold at least 128 bits when chosen at random. */
const SECRET_MIN_LENGTH = 22

/**
 * Whether a given `--secret` is too weak to stand in a file anyone can read
 * (on a static host, maintenance.json is public, `bypass` included), or null
 * when it is strong enough. A word, a name or `password` falls to a word list
 * in milliseconds; so a token must be long, mix lower case, upper case and
 * digits, and not repeat a few characters. This does not measure randomness;
 * it refuses what a person types. The generated token is the way to a strong one.
 */
function _weakness(token: string): string | null {
  if (!ALPHABET.test(token) || token.length > 256)
    return 'it must be made of letters, digits, ".", "_", "~" or "-" (it goes into a URL), at most 256 of them'
  if (token.length < SECRET_MIN_LENGTH)
    return `it is ${token.length} characters long; a token needs at least ${SECRET_MIN_LENGTH}`
  if (!/[a-z]/.test(token) || !/[A-Z]/.test(token) || !/[0-9]/.test(token))
    return 'it must mix lower case, upper case and digits'
  if (new Set(token).size < 12) return 'it repeats a few characters; a token needs at least 12 different ones'
  return null
}

/** Refuses a weak `--secret` with RK610 (docs/errors.md); returns the token. */
export function checkSecret(token: string): string {
  const weakness = _weakness(token)
  if (weakness === null) return token
  throw new UsageError(
    `RK610 --secret: the token is too weak: ${weakness}. Anyone can read maintenance.json on a static host and try a word list against it. Give --secret with no value to get a random one.`,
  )
}

/** A random token (18 bytes, base64url: 24 characters), drawn again until it passes the same rule as a given one. */
export function generateSecret(): string {
  // node:crypto loads here, not with the CLI: every command, `validate` too, would pay for it at start-up.
  const { randomBytes } = process.getBuiltinModule('node:crypto')
  for (;;) {
    const token = randomBytes(18).toString('base64url')
    if (_weakness(token) === null) return token
  }
}
