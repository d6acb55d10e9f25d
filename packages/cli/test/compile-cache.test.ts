// The bin's V8 code cache (src/_compile-cache.ts): a run with the cache and a
// run without it print the same thing and exit with the same code; the cache
// is written once, whole, into a folder only this user can write to; and a
// missing, corrupt, foreign or unwritable cache never breaks a run.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BIN, makeWorkspace, routekit, type RunResult } from './_run.js'

const BUNDLE = path.join(path.dirname(BIN), 'cli.cjs')
const HASH = /\n\/\/# routekit-bundle-hash=([0-9a-f]+)\n$/.exec(readFileSync(BUNDLE, 'utf8'))?.[1]

let ws: ReturnType<typeof makeWorkspace>
let temp: string
let cacheDir: string
beforeAll(() => {
  ws = makeWorkspace()
})
afterAll(() => ws.cleanup())
beforeEach(() => {
  temp = mkdtempSync(path.join(tmpdir(), 'routekit-cache-test-'))
  cacheDir = path.join(temp, `routekit-compile-cache-${process.getuid?.() ?? 'user'}`)
  return () => rmSync(temp, { recursive: true, force: true })
})

/** `routekit ...args` with its temp dir (and so its cache) in this test's own folder. */
function run(args: string[]): RunResult {
  return routekit(args, { cwd: ws.dir, env: { TMPDIR: temp } })
}

function cacheFiles(): string[] {
  return existsSync(cacheDir) ? readdirSync(cacheDir).sort() : []
}

describe('the code cache', () => {
  it('is keyed by the hash the build appends to the bundle', () => {
    expect(HASH).toMatch(/^[0-9a-f]{32}$/)
  })

  it('gives the same output with and without it, for a valid and an invalid file', () => {
    for (const file of ['seed/routes.yaml', 'invalid/routes.yaml']) {
      rmSync(cacheDir, { recursive: true, force: true })
      const cold = run(['validate', file])
      expect(cacheFiles()).toEqual([`${HASH}-${process.version}-${process.arch}-validate.bin`])
      const warm = run(['validate', file])
      expect(warm).toEqual(cold)
      expect(cold.status).toBe(file.startsWith('seed') ? 0 : 1)
    }
  })

  it('is written once, privately, and reused as it is', () => {
    run(['validate', 'seed/routes.yaml'])
    const [name] = cacheFiles()
    const file = path.join(cacheDir, name!)
    const first = statSync(file)
    expect(statSync(cacheDir).mode & 0o777).toBe(0o700)
    expect(first.mode & 0o777).toBe(0o600)
    expect(run(['validate', 'seed/routes.yaml']).status).toBe(0)
    // A cache that V8 accepted is not written again.
    expect(statSync(file).mtimeMs).toBe(first.mtimeMs)
    expect(cacheFiles()).toEqual([name])
  })

  it('keeps one cache per command, and none for a usage error', () => {
    run(['--version'])
    run(['routes', 'seed/routes.yaml'])
    run(['no-such-command'])
    expect(cacheFiles().map((f) => f.split('-').pop())).toEqual(['other.bin', 'routes.bin'])
  })

  it('replaces a corrupt cache, and the run is not affected', () => {
    const expected = run(['validate', 'invalid/routes.yaml'])
    const [name] = cacheFiles()
    writeFileSync(path.join(cacheDir, name!), Buffer.from('not a V8 code cache'.repeat(100)))
    expect(run(['validate', 'invalid/routes.yaml'])).toEqual(expected)
    expect(readFileSync(path.join(cacheDir, name!)).includes('not a V8 code cache')).toBe(false)
    expect(cacheFiles()).toEqual([name])
  })

  it('is not used from a folder that others may write to, or that is a link', () => {
    const expected = run(['validate', 'seed/routes.yaml'])
    rmSync(cacheDir, { recursive: true })
    mkdirSync(cacheDir)
    chmodSync(cacheDir, 0o777)
    expect(run(['validate', 'seed/routes.yaml'])).toEqual(expected)
    expect(cacheFiles()).toEqual([])
    rmSync(cacheDir, { recursive: true })
    const elsewhere = mkdtempSync(path.join(temp, 'elsewhere-'))
    symlinkSync(elsewhere, cacheDir)
    expect(run(['validate', 'seed/routes.yaml'])).toEqual(expected)
    expect(readdirSync(elsewhere)).toEqual([])
  })

  it('never breaks a run when the temp dir cannot hold it', () => {
    const expected = run(['validate', 'invalid/routes.yaml'])
    const file = path.join(temp, 'not-a-dir')
    writeFileSync(file, '')
    const r = routekit(['validate', 'invalid/routes.yaml'], { cwd: ws.dir, env: { TMPDIR: file } })
    expect(r).toEqual(expected)
  })
})
