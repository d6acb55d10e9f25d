// The preview server checks the bypass cookie on every page request: with a slow verifier (PBKDF2, 600,000 iterations),
// each request would cost about 0.2 s of CPU unless the result is remembered per (token, verifier).
import * as crypto from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'

vi.mock('node:crypto', async (original) => {
  const real = await original<typeof import('node:crypto')>()
  return { ...real, pbkdf2: vi.fn(real.pbkdf2) }
})

const { createBypassChecker, deriveBypass } = await import('../src/policy/bypass-verifier.js')
const derivations = () => vi.mocked(crypto.pbkdf2).mock.calls.length

describe('the bypass verifier on the server', () => {
  it('derives a (token, verifier) pair once: repeated and concurrent checks of a cookie pay no second derivation', async () => {
    const token = 'Checker-Token-1-Xk7Qm9Lw'
    const bypass = await deriveBypass(token)
    expect(bypass).toMatch(/^pbkdf2-sha256\$600000\$[\w-]{22}\$[\w-]{43}$/)
    const before = derivations()
    const checker = createBypassChecker()
    expect(await Promise.all([checker.check(token, bypass), checker.check(token, bypass)])).toEqual([true, true])
    for (let i = 0; i < 20; i++) expect(await checker.check(token, bypass)).toBe(true)
    expect(derivations() - before).toBe(1)
    // A wrong token is remembered as wrong; a new verifier (a new secret, a new salt) is checked afresh.
    expect(await checker.check('Checker-Token-1-Xk7Qm9Lx', bypass)).toBe(false)
    expect(await checker.check('Checker-Token-1-Xk7Qm9Lx', bypass)).toBe(false)
    expect(derivations() - before).toBe(2)
    expect(await checker.check(token, await deriveBypass(token))).toBe(true)
    expect(derivations() - before).toBe(4) // the new verifier's own derivation, then its check
  }, 30_000)

  it("reads an older file's SHA-256 without PBKDF2, and refuses what is neither form", async () => {
    const checker = createBypassChecker()
    const before = derivations()
    const legacy = crypto.createHash('sha256').update('old-token').digest('hex')
    expect(await checker.check('old-token', legacy)).toBe(true)
    expect(await checker.check('other', legacy)).toBe(false)
    expect(await checker.check('old-token', 'pbkdf2-sha256$1$x$y')).toBe(false)
    expect(derivations()).toBe(before)
  })
})
