import { createHash, pbkdf2, randomBytes } from 'node:crypto'
import { BYPASS_ITERATIONS, bytesEqual, formatBypass, parseBypass } from '@routekit/router-core'

/**
 * The Node side of maintenance.json's `bypass` (format and cookie check:
 * router-core's bypass-verifier.ts): `routekit maintenance on --secret`
 * derives it, and `routekit preview` checks a `?preview=` token against it,
 * within limits no flood can stretch. PBKDF2 runs on libuv's thread pool
 * (async), so a derivation never blocks the event loop.
 */

/** PBKDF2's password is the token's SHA-256, as in the browser (router-core's bypass-verifier.ts says why). */
function _pbkdf2(tokenHash: Buffer, salt: Uint8Array, iterations: number): Promise<Buffer> {
  return new Promise((done, fail) =>
    pbkdf2(tokenHash, salt, iterations, 32, 'sha256', (error, key) => (error ? fail(error) : done(key))),
  )
}

function _sha256(data: string | Uint8Array): Buffer {
  return createHash('sha256').update(data).digest()
}

/**
 * A fresh verifier of `token` and the key behind it: PBKDF2-HMAC-SHA256 over
 * its SHA-256, 600,000 iterations, a random 16-byte salt. `bypass` holds the
 * key's SHA-256; the key is the bypass cookie's value (the nginx gate names a
 * file after it).
 */
export async function deriveBypass(token: string): Promise<{ bypass: string; key: Buffer }> {
  const salt = randomBytes(16)
  const key = await _pbkdf2(_sha256(token), salt, BYPASS_ITERATIONS)
  return { bypass: formatBypass(BYPASS_ITERATIONS, salt, _sha256(key)), key }
}

/** How much derivation work `routekit preview` takes on for `?preview=` tokens (docs/maintenance.md). */
export interface VerifyLimits {
  /** Derivations that run at once: each holds one of libuv's four threads, which file reads share. */
  running: number
  /** Tokens waiting or running, from every client together: past it, a token is not checked here. */
  pending: number
  /** Tokens waiting or running per client: a second one while the first waits is not checked here. */
  perClient: number
}

/**
 * Two derivations at a time (two of libuv's four threads, the rest for file reads), four tokens in all, one per
 * client: a client holds one slot at most, so one flooding client never makes another client's token wait.
 */
export const VERIFY_LIMITS: VerifyLimits = { running: 2, pending: 4, perClient: 1 }

export type TokenCheck =
  /** The token is the verifier's: `key` is the bypass cookie's value. */
  | { kind: 'match'; key: Buffer }
  | { kind: 'no-match' }
  /** Not checked: the limits are reached. The caller answers at once (the browser can check the token itself). */
  | { kind: 'busy' }
  /** Not checked: the client went away while the token waited. */
  | { kind: 'gone' }

export interface TokenVerifier {
  /**
   * Checks `token` against `bypass` for `client` (an address), within the limits. A token that matched before
   * answers at once from memory; one whose request ends (`signal`) while it waits is dropped unchecked.
   */
  verify(token: string, bypass: string, client: string, signal: AbortSignal): Promise<TokenCheck>
}

/** The right tokens remembered: a preview has a handful; made-up ones are never kept. */
const MATCHES_KEPT = 16

interface _Job {
  client: string
  run: () => Promise<TokenCheck>
  done: (check: TokenCheck) => void
  signal: AbortSignal
  onAbort: () => void
}

/**
 * The checker of `routekit preview`. A cookie never comes here (it is one
 * SHA-256: router-core's bypassCookieMatches()); only a `?preview=` token
 * does, and it costs a 0.1-0.5 s derivation. So the work is bounded: at most
 * `running` at once, `pending` in all and `perClient` per client; past a limit
 * the answer is `busy` at once, and a token whose client hangs up while it
 * waits is dropped before it costs anything. A derivation already running
 * cannot be stopped (Node's pbkdf2 has no cancel), so after a flood ends at
 * most `running` derivations still finish.
 */
export function createTokenVerifier(limits: VerifyLimits = VERIFY_LIMITS): TokenVerifier {
  const matches = new Map<string, Buffer>()
  const perClient = new Map<string, number>()
  const queue: _Job[] = []
  let running = 0
  let pending = 0

  const release = (job: _Job) => {
    pending--
    const left = (perClient.get(job.client) ?? 1) - 1
    if (left > 0) perClient.set(job.client, left)
    else perClient.delete(job.client)
    job.signal.removeEventListener('abort', job.onAbort)
  }

  const pump = (): void => {
    while (running < limits.running && queue.length > 0) {
      const job = queue.shift()!
      running++
      void job
        .run()
        .catch((): TokenCheck => ({ kind: 'no-match' }))
        .then((check) => {
          running--
          release(job)
          job.done(check)
          pump()
        })
    }
  }

  return {
    verify(token, bypass, client, signal) {
      const parsed = parseBypass(bypass)
      if (parsed?.kind !== 'keyhash') return Promise.resolve({ kind: 'no-match' })
      const hash = _sha256(token)
      const memo = `${hash.toString('base64url')} ${bypass}`
      const known = matches.get(memo)
      if (known) return Promise.resolve({ kind: 'match', key: known })
      if (signal.aborted) return Promise.resolve({ kind: 'gone' })
      if (pending >= limits.pending || (perClient.get(client) ?? 0) >= limits.perClient)
        return Promise.resolve({ kind: 'busy' })
      pending++
      perClient.set(client, (perClient.get(client) ?? 0) + 1)
      return new Promise<TokenCheck>((done) => {
        const job: _Job = {
          client,
          done,
          signal,
          onAbort: () => {
            const at = queue.indexOf(job)
            if (at === -1) return // already running: it finishes, and its answer goes nowhere
            queue.splice(at, 1)
            release(job)
            done({ kind: 'gone' })
          },
          run: async () => {
            const key = await _pbkdf2(hash, parsed.salt, parsed.iterations)
            if (!bytesEqual(_sha256(key), parsed.keyHash)) return { kind: 'no-match' }
            if (matches.size >= MATCHES_KEPT) matches.delete(matches.keys().next().value!)
            matches.set(memo, key)
            return { kind: 'match', key }
          },
        }
        signal.addEventListener('abort', job.onAbort, { once: true })
        queue.push(job)
        pump()
      })
    },
  }
}
