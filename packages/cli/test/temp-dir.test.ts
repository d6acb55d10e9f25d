// routekit keeps nothing of its own in the temp dir: no code cache, no
// scratch files. Each command runs twice (a cache is written on a first run
// and read on the next) with TMPDIR, TMP and TEMP on one empty folder.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeWorkspace, routekit } from './_run.js'

let ws: ReturnType<typeof makeWorkspace>
let temp: string
beforeAll(() => {
  ws = makeWorkspace()
  temp = mkdtempSync(path.join(tmpdir(), 'routekit-empty-tmp-'))
})
afterAll(() => {
  ws.cleanup()
  rmSync(temp, { recursive: true, force: true })
})

/** Node 22 and later keep their own compile cache here once the bin turns it on (docs/cli.md); Node 20 has none. */
const nodeOwn =
  typeof (process.getBuiltinModule('node:module') as { enableCompileCache?: unknown }).enableCompileCache === 'function'
    ? ['node-compile-cache']
    : []

describe('the temp dir', () => {
  it('stays empty after every kind of run', () => {
    const runs: Array<[string[], number]> = [
      [['validate', 'seed/routes.yaml'], 0],
      [['validate', 'invalid/routes.yaml', '--json'], 1],
      [['validate', 'missing/routes.yaml'], 2],
      [['routes', 'seed/routes.yaml'], 0],
      [['explain', '/dashboard', '-f', 'seed/routes.yaml', '--signed-out'], 0],
      [['--help'], 0],
      [['no-such-command'], 2],
    ]
    const env = { TMPDIR: temp, TMP: temp, TEMP: temp }
    for (const [args, status] of [...runs, ...runs]) {
      expect(routekit(args, { cwd: ws.dir, env }).status, args.join(' ')).toBe(status)
    }
    expect(readdirSync(temp)).toEqual(nodeOwn)
  })
})
