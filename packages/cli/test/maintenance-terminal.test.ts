// `routekit maintenance status` prints data that anyone who can write the
// flag or the log chose. It used to pass ESC (CSI, OSC 8 links, a screen
// clear), C1 and bidi controls straight to the terminal, even when piped.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeSite } from './_maintenance-fixture.js'
import { routekit } from './_run.js'

let ws: ReturnType<typeof makeSite>
const HOSTILE =
  'Back soon\u001b[2J\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007\u009b31m\u202eevil\nMaintenance is OFF\r'
// C0 but newline, DEL, C1, bidi overrides: none may reach the output raw.
// eslint-disable-next-line no-control-regex
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/

beforeAll(() => {
  ws = makeSite()
  const flag = { enabled: true, message: HOSTILE, updatedAt: '2030-06-01T16:00:00.000Z', updatedBy: 'ops\u001b[8m' }
  writeFileSync(path.join(ws.site, 'maintenance.json'), JSON.stringify(flag))
  writeFileSync(
    path.join(ws.site, 'maintenance.log'),
    JSON.stringify({
      time: '2030-06-01T16:00:00.000Z',
      user: 'ops\u001b]0;pwned\u0007',
      action: 'on',
      options: { message: HOSTILE },
    }) + '\n',
  )
})
afterAll(() => ws.cleanup())

describe('maintenance status never writes control sequences from data', () => {
  it('human output shows them escaped', () => {
    const r = routekit(['maintenance', 'status', '--dir', 'site', '--history'], { cwd: ws.root })
    expect(r.status).toBe(0)
    expect(r.stdout).not.toMatch(RAW_CONTROL)
    expect(
      r.stdout
        .split('\n')
        .filter((line) => /Message|by ops| {2}2030/.test(line))
        .map((line) => line.replace(/\((?:in [^)]*|[^)]* ago)\)/, '(<when>)')),
    ).toMatchInlineSnapshot(`
      [
        "Maintenance is ON since 2030-06-01 16:00:00 UTC (<when>), by ops\\u001b[8m",
        "  Message:  Back soon\\u001b[2J\\u001b]8;;https://evil.example\\u0007click\\u001b]8;;\\u0007\\u009b31m\\u202eevil\\u000aMaintenance is OFF\\u000d",
        "  2030-06-01T16:00:00.000Z  on   ops\\u001b]0;pwned\\u0007  message="Back soon\\u001b[2J\\u001b]8;;https://evil.example\\u0007click\\u001b]8;;\\u0007\\u009b31m\\u202eevil\\nMaintenance is OFF\\r"",
      ]
    `)
  })

  it('--json escapes them too, and parses back to the same text', () => {
    const r = routekit(['maintenance', 'status', '--dir', 'site', '--json', '--history'], { cwd: ws.root })
    expect(r.status).toBe(0)
    expect(r.stdout).not.toMatch(RAW_CONTROL)
    const parsed = JSON.parse(r.stdout)
    expect([parsed.message, parsed.updatedBy, parsed.history[0].user]).toEqual([
      HOSTILE,
      'ops\u001b[8m',
      'ops\u001b]0;pwned\u0007',
    ])
  })
})
