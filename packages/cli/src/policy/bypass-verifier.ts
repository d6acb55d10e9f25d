import { createHash, pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'
import { BYPASS_ITERATIONS, formatBypass, parseBypass } from '@routekit/router-core'

/**
 * The Node side of maintenance.json's `bypass` (format: router-core's
 * bypass-verifier.ts): `routekit maintenance on --secret` derives it, the
 * preview server checks a token against it. PBKDF2 runs on libuv's thread
 * pool (async), so a derivation never blocks the event loop.
 */

/** PBKDF2's password is the token's SHA-256, as in the browser (router-core's bypass-verifier.ts says why). */
function _pbkdf2(tokenHash: Buffer, salt: Uint8Array, iterations: number, bytes: number): Promise<Buffer> {
  return new Promise((done, fail) =>
    pbkdf2(tokenHash, salt, iterations, bytes, 'sha256', (error, key) => (error ? fail(error) : done(key))),
  )
}

function _sha256(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest()
}

/** A fresh verifier of `token`: PBKDF2-HMAC-SHA256 over its SHA-256, 600,000 iterations, a random 16-byte salt. */
export async function deriveBypass(token: string): Promise<string> {
  const salt = randomBytes(16)
  return formatBypass(BYPASS_ITERATIONS, salt, await _pbkdf2(_sha256(token), salt, BYPASS_ITERATIONS, 32))
}

/** Results kept: the live tokens of a preview are a handful; a flood of wrong ones only pushes out the oldest. */
const MEMO_SIZE = 1024

export interface BypassChecker {
  /** Whether `token` matches `bypass`, in constant time; a (token, bypass) pair is derived once, then answered from memory. */
  check(token: string, bypass: string): Promise<boolean>
}

/**
 * A checker for a server: a cookie comes with every request, and 600,000
 * iterations per request would make each page cost 0.2 s of CPU. So results
 * are kept by the token's SHA-256 (not the token) and the `bypass` text, which
 * changes with every new secret or salt. Derivations run one at a time: a
 * flood of made-up cookies waits in line instead of filling the thread pool
 * that file reads share.
 */
export function createBypassChecker(): BypassChecker {
  const memo = new Map<string, Promise<boolean>>()
  let line: Promise<unknown> = Promise.resolve()
  return {
    check(token, bypass) {
      const parsed = parseBypass(bypass)
      if (parsed === null) return Promise.resolve(false)
      const hash = _sha256(token)
      if (parsed.kind === 'sha256') return Promise.resolve(_same(hash, parsed.hash))
      const key = `${hash.toString('base64url')} ${bypass}`
      const known = memo.get(key)
      if (known) return known
      const result = line
        .then(() => _pbkdf2(hash, parsed.salt, parsed.iterations, parsed.key.length))
        .then((derived) => _same(derived, parsed.key))
        .catch(() => {
          // A failed derivation passes no one and is not remembered: the next request tries again.
          memo.delete(key)
          return false
        })
      line = result
      if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!)
      memo.set(key, result)
      return result
    },
  }
}

function _same(actual: Uint8Array, expected: Uint8Array): boolean {
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
