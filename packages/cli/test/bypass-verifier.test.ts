// The preview server checks a `?preview=` token with a 0.1-0.5 s derivation (PBKDF2, 600,000 iterations). Issue 41:
// it ran every check one at a time with no limit per client, no cap and no cancellation, so one client sending a few
// made-up values a second kept a core busy and queued the operator for minutes. The checker now bounds that work.
import * as crypto from 'node:crypto'
import { bypassCookieMatches } from '@routekit/router-core'
import { describe, expect, it, vi } from 'vitest'

vi.mock('node:crypto', async (original) => {
  const real = await original<typeof import('node:crypto')>()
  return { ...real, pbkdf2: vi.fn(real.pbkdf2) }
})

const { createTokenVerifier, deriveBypass } = await import('../src/policy/bypass-verifier.js')
const derivations = () => vi.mocked(crypto.pbkdf2).mock.calls.length
const TOKEN = 'Checker-Token-1-Xk7Qm9Lw'
const open = () => new AbortController().signal

describe('the bypass verifier on the server', () => {
  it('writes the SHA-256 of a PBKDF2 key of the token: the key is the cookie, and the file holds nothing that passes', async () => {
    const { bypass, key } = await deriveBypass(TOKEN)
    expect(bypass).toMatch(/^pbkdf2-sha256-keyhash\$600000\$[\w-]{22}\$[\w-]{43}$/)
    const [, , salt, hash] = bypass.split('$') as [string, string, string, string]
    // The key is Node's own PBKDF2 of the token's SHA-256 with that salt; the file holds its SHA-256.
    const tokenHash = crypto.createHash('sha256').update(TOKEN).digest()
    expect(crypto.pbkdf2Sync(tokenHash, Buffer.from(salt, 'base64url'), 600_000, 32, 'sha256')).toEqual(key)
    expect(crypto.createHash('sha256').update(key).digest('base64url')).toBe(hash)
    expect(await bypassCookieMatches(key.toString('base64url'), bypass)).toBe(true)
    for (const forged of [hash, salt, tokenHash.toString('base64url'), TOKEN])
      expect(await bypassCookieMatches(forged, bypass)).toBe(false)
    // Two runs, two salts: the same token gives two verifiers and two keys.
    expect((await deriveBypass(TOKEN)).bypass).not.toBe(bypass)
  }, 30_000)

  it('derives a right token once, then answers it from memory; a wrong one is not remembered', async () => {
    const { bypass, key } = await deriveBypass(TOKEN)
    const verifier = createTokenVerifier()
    const before = derivations()
    expect(await verifier.verify(TOKEN, bypass, 'a', open())).toEqual({ kind: 'match', key })
    expect(await verifier.verify(TOKEN, bypass, 'b', open())).toEqual({ kind: 'match', key })
    expect(derivations() - before).toBe(1)
    expect(await verifier.verify('Checker-Token-1-Xk7Qm9Lx', bypass, 'a', open())).toEqual({ kind: 'no-match' })
    expect(await verifier.verify('Checker-Token-1-Xk7Qm9Lx', bypass, 'a', open())).toEqual({ kind: 'no-match' })
    expect(derivations() - before).toBe(3)
  }, 30_000)

  it('one token per client at a time, four in all: the rest are refused at once, unchecked', async () => {
    const { bypass } = await deriveBypass(TOKEN)
    const verifier = createTokenVerifier({ running: 1, pending: 4, perClient: 1 })
    const before = derivations()
    const first = verifier.verify('made-up-1', bypass, 'flood', open())
    // The same client again while its first token waits: refused, no derivation.
    expect(await verifier.verify('made-up-2', bypass, 'flood', open())).toEqual({ kind: 'busy' })
    const others = ['c1', 'c2', 'c3'].map((client) => verifier.verify(`made-up-${client}`, bypass, client, open()))
    // Four wait or run: a fifth client is refused too.
    expect(await verifier.verify('made-up-5', bypass, 'c5', open())).toEqual({ kind: 'busy' })
    expect(await Promise.all([first, ...others])).toEqual(Array(4).fill({ kind: 'no-match' }))
    expect(derivations() - before).toBe(4)
    // Once they are done, the client may ask again.
    expect(await verifier.verify('made-up-6', bypass, 'flood', open())).toEqual({ kind: 'no-match' })
  }, 60_000)

  it("with the server's limits, a flooding client never makes another client's token wait: its derivation starts at once", async () => {
    const { bypass, key } = await deriveBypass(TOKEN)
    const verifier = createTokenVerifier()
    const before = derivations()
    const flooding = verifier.verify('made-up-1', bypass, 'flood', open())
    expect(await verifier.verify('made-up-2', bypass, 'flood', open())).toEqual({ kind: 'busy' })
    const operator = verifier.verify(TOKEN, bypass, 'operator', open())
    // Both derivations run now: the operator's did not join a line behind the flood's.
    expect(derivations() - before).toBe(2)
    expect(await operator).toEqual({ kind: 'match', key })
    expect(await flooding).toEqual({ kind: 'no-match' })
  }, 30_000)

  it('drops a waiting token when its client goes away: it costs no derivation', async () => {
    const { bypass, key } = await deriveBypass(TOKEN)
    const verifier = createTokenVerifier({ running: 1, pending: 4, perClient: 1 })
    const before = derivations()
    const running = verifier.verify('made-up-running', bypass, 'a', open())
    const waiting = ['b', 'c'].map((client) => {
      const hangUp = new AbortController()
      return { hangUp, check: verifier.verify(`made-up-${client}`, bypass, client, hangUp.signal) }
    })
    for (const w of waiting) w.hangUp.abort()
    expect(await Promise.all(waiting.map((w) => w.check))).toEqual([{ kind: 'gone' }, { kind: 'gone' }])
    expect(await running).toEqual({ kind: 'no-match' })
    expect(derivations() - before).toBe(1)
    // Their places are free again, and the right token still gets through.
    expect(await verifier.verify(TOKEN, bypass, 'b', open())).toEqual({ kind: 'match', key })
  }, 60_000)

  it("reads an older file's forms as letting no one in, without a derivation", async () => {
    const verifier = createTokenVerifier()
    const before = derivations()
    const legacy = crypto.createHash('sha256').update('old-token').digest('hex')
    expect(await verifier.verify('old-token', legacy, 'a', open())).toEqual({ kind: 'no-match' })
    expect(await verifier.verify('old-token', 'pbkdf2-sha256$1$x$y', 'a', open())).toEqual({ kind: 'no-match' })
    expect(derivations()).toBe(before)
  })
})
