// Issue 41, item 3, as a user meets it: `routekit validate` as a real process on generated files
// (bench/_large-inputs.mjs): reports that stop at 100 diagnostics and count the rest, the alias fan-out refused,
// and 100,000 routes inside the memory docs/reliability.md states.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { aliasFanOut, manyRoutes, unknownGuards } from '../../../bench/_large-inputs.mjs'
import { BIN, routekit } from './_run.js'

let dir: string
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'routekit-limits-'))
  writeFileSync(path.join(dir, 'unknown-guards.yaml'), unknownGuards(250))
  writeFileSync(path.join(dir, 'fan-out.yaml'), aliasFanOut(2000, 98))
  writeFileSync(path.join(dir, 'many.yaml'), manyRoutes(100_000))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('routekit validate on a file with 250 errors', () => {
  it('prints the first 100, one line counting the other 150, and the summary of all 250', () => {
    const r = routekit(['validate', 'unknown-guards.yaml'], { cwd: dir })
    expect(r.status).toBe(1)
    const rows = r.stdout.split('\n').filter((line) => /^unknown-guards\.yaml:\d+:\d+ {2}error {2}RK403 /.test(line))
    expect(rows).toHaveLength(100)
    expect(rows[99]).toMatch(/^unknown-guards\.yaml:104:62 {2}error {2}RK403 {2}Unknown guard "nope99"/)
    expect(r.stdout.split('\n').slice(-5).join('\n')).toMatchInlineSnapshot(`
      "
      … and 150 more (150 errors), not shown: fix the ones above, then check again.

      ✖ 250 errors in unknown-guards.yaml
      "
    `)
  })

  it('--json holds the first 100 and "omitted": 150', () => {
    const r = routekit(['validate', 'unknown-guards.yaml', '--json'], { cwd: dir })
    expect(r.status).toBe(1)
    const report = JSON.parse(r.stdout) as { valid: boolean; diagnostics: Array<{ path: string }>; omitted?: number }
    expect([report.valid, report.diagnostics.length, report.omitted]).toEqual([false, 100, 150])
    expect(report.diagnostics.at(-1)!.path).toBe('routes.100.guards.0')
  })

  it('a valid file has no "omitted" key', () => {
    writeFileSync(path.join(dir, 'one.yaml'), manyRoutes(1))
    const report = JSON.parse(routekit(['validate', 'one.yaml', '--json'], { cwd: dir }).stdout) as object
    expect(Object.keys(report)).toEqual(['file', 'valid', 'diagnostics'])
  })
})

describe("issue 41's 18 KB alias fan-out (it printed 198,000 diagnostics, 98 MB)", () => {
  it('is one RK103, at the alias that passes the limit', () => {
    const r = routekit(['validate', 'fan-out.yaml'], { cwd: dir })
    expect(r.status).toBe(1)
    expect(r.stdout.length).toBeLessThan(2000)
    expect(r.stdout.split('\n')[0]).toMatchInlineSnapshot(
      `"fan-out.yaml:11:59  error  RK103  Too many YAML aliases: up to this one, the file's aliases stand for 12000 values more than it writes, over the limit of 10000 (as many values as the file writes, or 10000 if that is more): the shape of an "alias bomb". Write the values out, or alias a smaller value."`,
    )
  })
})

describe('100,000 routes (4.2 MB, within the 5 MiB limit)', () => {
  it('validate within a 768 MB heap (docs/reliability.md states the limit)', () => {
    // The heap limit makes Node abort if validate needs more; no timer is involved.
    const r = spawnSync(process.execPath, ['--max-old-space-size=768', BIN, 'validate', 'many.yaml'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    })
    expect(r.stderr).toBe('')
    expect([r.status, r.stdout]).toEqual([0, '✔ many.yaml is valid: 100001 routes, 0 redirects\n'])
  }, 300_000)
})
