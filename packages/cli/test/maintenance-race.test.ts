import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeSite } from './_maintenance-fixture.js'
import { BIN } from './_run.js'

let ws: ReturnType<typeof makeSite>
beforeAll(() => {
  ws = makeSite()
})
afterAll(() => ws.cleanup())

function run(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ws.root, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('close', (code) => done({ code, stderr }))
  })
}

describe('racing toggles', () => {
  it('100 processes (50 on, 50 off) at once leave valid JSON in one of the two states, and 100 log lines', async () => {
    const flag = path.join(ws.site, 'maintenance.json')
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        run(
          i % 2 === 0
            ? ['maintenance', 'on', '--dir', 'site', '--message', `run ${i}`, '--until', '2h']
            : ['maintenance', 'off', '--dir', 'site'],
        ),
      ),
    )
    expect(results.filter((r) => r.code !== 0)).toEqual([])

    const final = JSON.parse(readFileSync(flag, 'utf8'))
    if (final.enabled) expect(Object.keys(final)).toEqual(['enabled', 'message', 'until', 'updatedAt', 'updatedBy'])
    else expect(Object.keys(final)).toEqual(['enabled', 'updatedAt', 'updatedBy'])

    // Every line is whole JSON: no two appends interleaved.
    const lines = readFileSync(path.join(ws.site, 'maintenance.log'), 'utf8').split('\n').filter(Boolean)
    expect(lines).toHaveLength(100)
    const actions = lines.map((line) => JSON.parse(line).action as string)
    expect(actions.filter((a) => a === 'on')).toHaveLength(50)
    // Regression: the log's last line once disagreed with the flag, when an `on` renamed first and logged last.
    const last = JSON.parse(lines.at(-1)!)
    expect([last.action, last.time, last.options.message]).toEqual([
      final.enabled ? 'on' : 'off',
      final.updatedAt,
      final.message,
    ])
    // No temp file is left behind.
    expect(readdirSync(ws.site).filter((name) => name.startsWith('.'))).toEqual([])
  }, 240_000)
})
