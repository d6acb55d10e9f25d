// Issue 35, probe 8: the CLI echoed its own arguments raw. `--dir`, `--until`
// and a folder whose name holds ESC, OSC, C1 or bidi characters reached the
// terminal (or the pipe) as they were, from `maintenance status|on` and
// `preview`. Every byte the CLI writes now passes one gate (safeOutput).
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeSite } from './_maintenance-fixture.js'
import { BIN, routekit } from './_run.js'

/** A screen clear, hidden text (SGR 8), an OSC window title, an OSC 8 link, a C1 CSI and a bidi override. */
const HOSTILE = '\u001b[2J\u001b[8m\u001b]0;pwned\u0007\u001b]8;;evil.example\u0007x\u009b31m\u202eevil'
// C0 but newline and tab, DEL, C1, bidi controls: none may reach the output raw.
// eslint-disable-next-line no-control-regex
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/

/** The hostile folder's name, beside `site` in the workspace. */
const HOSTILE_DIR = `site${HOSTILE}`
let ws: ReturnType<typeof makeSite>
let hostileSite: string

beforeAll(() => {
  ws = makeSite()
  // A built site in a folder whose name is hostile.
  hostileSite = path.join(ws.root, HOSTILE_DIR)
  mkdirSync(hostileSite)
  writeFileSync(path.join(hostileSite, 'index.html'), '<!doctype html><div id="root"></div>')
})
afterAll(() => ws.cleanup())

function expectClean(output: string, where: string): void {
  expect(output, where).not.toMatch(RAW_CONTROL)
}

describe('no control character from an argument reaches the output', () => {
  const cases: Array<[string, string[]]> = [
    ['status --dir <hostile, missing>', ['maintenance', 'status', '--dir', `nowhere${HOSTILE}`]],
    ['status --dir <hostile folder>', ['maintenance', 'status', '--dir', HOSTILE_DIR]],
    ['on --dir <hostile folder>', ['maintenance', 'on', '--dir', HOSTILE_DIR]],
    ['on --until <hostile>', ['maintenance', 'on', '--dir', 'site', '--until', HOSTILE]],
    ['on --allow <hostile>', ['maintenance', 'on', '--dir', 'site', '--allow', `/x${HOSTILE}`]],
    ['on --message <hostile>', ['maintenance', 'on', '--dir', 'site', '--message', HOSTILE]],
    ['off --dir <hostile folder>', ['maintenance', 'off', '--dir', HOSTILE_DIR]],
    ['preview --dir <hostile, missing>', ['preview', '--dir', `nowhere${HOSTILE}`]],
    ['preview --port <hostile>', ['preview', '--dir', 'site', '--port', HOSTILE]],
    ['an unknown option', ['maintenance', 'status', `--${HOSTILE}`]],
    ['an unknown command', [HOSTILE]],
    ['validate <hostile file>', ['validate', `routes${HOSTILE}.yaml`]],
  ]
  it.each(cases)('%s', (_name, args) => {
    const r = routekit(args, { cwd: ws.root })
    expectClean(r.stdout, 'stdout')
    expectClean(r.stderr, 'stderr')
    expect(r.stdout + r.stderr).toContain('\\u001b')
  })

  it('the escapes are shown, so the name can still be read', () => {
    const r = routekit(['maintenance', 'status', '--dir', `nowhere${HOSTILE}`], { cwd: ws.root })
    expect(r.stderr.split(': ')[1]).toMatchInlineSnapshot(
      `"--dir nowhere\\u001b[2J\\u001b[8m\\u001b]0;pwned\\u0007\\u001b]8;;evil.example\\u0007x\\u009b31m\\u202eevil"`,
    )
  })

  it('colour still works on a terminal: only the SGR sequences chalk writes pass', () => {
    const r = routekit(['maintenance', 'status', '--dir', HOSTILE_DIR], { cwd: ws.root, env: { FORCE_COLOR: '1' } })
    expect(r.status).toBe(0)
    expect(r.stdout).toContain('\u001b[32mOFF\u001b[39m')
    // Once the SGR sequences are taken out, nothing raw is left: the folder's name came out escaped.
    // eslint-disable-next-line no-control-regex
    expectClean(r.stdout.replace(/\u001b\[[0-9;]*m/g, ''), 'stdout')
    expect(r.stdout).toContain('\\u001b]0;pwned')
    // An SGR sequence from the input is shown too: only routekit's own colours pass.
    expect(r.stdout).not.toContain('\u001b[8m')
    expect(r.stdout).toContain('\\u001b[8m')
  })

  it('with colour forced, an error message quoting an argument is escaped whole, SGR included', () => {
    const r = routekit(['maintenance', 'status', '--dir', `nowhere${HOSTILE}`], {
      cwd: ws.root,
      env: { FORCE_COLOR: '1' },
    })
    expect(r.status).toBe(2)
    expectClean(r.stderr, 'stderr')
    expect(r.stderr).not.toContain('\u001b')
  })

  it('preview serving a folder with a hostile name prints it escaped', async () => {
    const child = spawn(process.execPath, [BIN, 'preview', '--port', '0', '--dir', HOSTILE_DIR], {
      cwd: ws.root,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    try {
      const first = await new Promise<string>((done, fail) => {
        let out = ''
        child.stdout!.on('data', (chunk) => {
          out += chunk
          if (out.includes('\n')) done(out)
        })
        child.on('exit', (code) => fail(new Error(`preview exited with ${code}`)))
      })
      expectClean(first, 'stdout')
      expect(first).toContain('site\\u001b[2J\\u001b[8m\\u001b]0;pwned\\u0007')
    } finally {
      child.kill('SIGTERM')
    }
  })
})
