// maintenance.json under faults, with the real CLI: a bad file on disk, a
// write killed (SIGKILL) between the temp file and the rename, and a full
// disk (a real 64 KiB tmpfs when this machine lets us mount one, and an
// injected ENOSPC everywhere). Each time the old file stays byte for byte.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { makeSite, snapshotTree } from './_maintenance-fixture.js'
import { BIN, FIXTURES, routekit } from './_run.js'

let ws: ReturnType<typeof makeSite>
beforeEach(() => {
  ws = makeSite()
})
afterEach(() => ws.cleanup())

const stable = (text: string) => text.split(ws.root).join('<tmp>')
const flagPath = () => path.join(ws.site, 'maintenance.json')
const logLines = (dir = ws.site) =>
  existsSync(path.join(dir, 'maintenance.log'))
    ? readFileSync(path.join(dir, 'maintenance.log'), 'utf8').split('\n').filter(Boolean)
    : []
const tempFiles = (dir = ws.site) => readdirSync(dir).filter((name) => name.endsWith('.tmp'))

describe('routekit maintenance status on a bad maintenance.json', () => {
  const good = () => {
    expect(routekit(['maintenance', 'on', '--dir', 'site', '--message', 'before'], { cwd: ws.root }).status).toBe(0)
    return readFileSync(flagPath(), 'utf8')
  }
  const variants: Record<string, (good: string) => string | Buffer> = {
    truncated: (text) => text.slice(0, 20),
    empty: () => '',
    'huge (10 MB)': (text) => text.replace('"before"', JSON.stringify('x'.repeat(10 * 1024 * 1024))),
    'not JSON': () => 'enabled = true\n',
  }

  it('each variant: exit 2, a message that says what is wrong and what the site does meanwhile, nothing written', () => {
    const messages: Record<string, string> = {}
    for (const [name, make] of Object.entries(variants)) {
      writeFileSync(flagPath(), make(good()))
      const before = snapshotTree(ws.root)
      const r = routekit(['maintenance', 'status', '--dir', 'site'], { cwd: ws.root })
      expect(r.status, name).toBe(2)
      expect(r.stdout, name).toBe('')
      expect(snapshotTree(ws.root), name).toEqual(before)
      messages[name] = stable(r.stderr)
    }
    expect(messages).toMatchInlineSnapshot(`
      {
        "empty": "routekit: <tmp>/site/maintenance.json: maintenance.json is empty. Fix the file, or write a fresh one with \`routekit maintenance on\` or \`routekit maintenance off\`. Meanwhile open tabs keep the state they last read.
      ",
        "huge (10 MB)": "routekit: <tmp>/site/maintenance.json: maintenance.json is too large (10485865 bytes; the limit is 65536). Write a fresh one with \`routekit maintenance on\` or \`routekit maintenance off\`. Meanwhile open tabs keep the state they last read.
      ",
        "not JSON": "routekit: <tmp>/site/maintenance.json: maintenance.json is not valid JSON (Unexpected token 'e', "enabled = true " is not valid JSON); it may be truncated. Fix the file, or write a fresh one with \`routekit maintenance on\` or \`routekit maintenance off\`. Meanwhile open tabs keep the state they last read.
      ",
        "truncated": "routekit: <tmp>/site/maintenance.json: maintenance.json is not valid JSON (Expected double-quoted property name in JSON at position 20); it may be truncated. Fix the file, or write a fresh one with \`routekit maintenance on\` or \`routekit maintenance off\`. Meanwhile open tabs keep the state they last read.
      ",
      }
    `)
  })
})

describe('a write killed between the temp file and the rename', () => {
  it('leaves the old file byte for byte, and the next run works', async () => {
    expect(
      routekit(['maintenance', 'on', '--dir', 'site', '--message', 'before the crash'], { cwd: ws.root }).status,
    ).toBe(0)
    const old = readFileSync(flagPath())
    const oldLog = logLines()

    // The seam in files/atomic-write.ts: with this variable the writer says where it is and waits to be killed.
    const child = spawn(process.execPath, [BIN, 'maintenance', 'off', '--dir', 'site'], {
      cwd: ws.root,
      env: { ...process.env, ROUTEKIT_TEST_PAUSE_BEFORE_RENAME: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const temp = await new Promise<string>((done, fail) => {
      let err = ''
      child.stderr!.on('data', (chunk) => {
        err += chunk
        const marker = /routekit-test: paused before rename (.+)\n/.exec(err)
        if (marker) done(marker[1]!)
      })
      child.on('exit', (code) => fail(new Error(`the CLI exited (${code}) before the pause: ${err}`)))
    })
    // It is at exactly that point: the new flag is whole in the temp file, the old one still in place.
    expect(JSON.parse(readFileSync(temp, 'utf8'))).toMatchObject({ enabled: false })
    expect(readFileSync(flagPath())).toEqual(old)
    const exit = new Promise<NodeJS.Signals | null>((done) => child.once('exit', (_code, signal) => done(signal)))
    child.kill('SIGKILL')
    expect(await exit).toBe('SIGKILL')

    expect(readFileSync(flagPath())).toEqual(old)
    expect(
      JSON.parse(routekit(['maintenance', 'status', '--dir', 'site', '--json'], { cwd: ws.root }).stdout),
    ).toMatchObject({ enabled: true, message: 'before the crash' })
    expect(logLines()).toEqual(oldLog) // the log line is written after the rename, so none for the lost write
    expect(tempFiles()).toEqual([path.basename(temp)]) // the dead process's temp file stays; it is a dotfile, never served

    // The next run ignores the stale temp file and works.
    const next = routekit(['maintenance', 'off', '--dir', 'site'], { cwd: ws.root })
    expect(next.status).toBe(0)
    expect(JSON.parse(readFileSync(flagPath(), 'utf8'))).toMatchObject({ enabled: false })
    expect(logLines()).toHaveLength(oldLog.length + 1)
  }, 30_000)
})

describe('a maintenance.json that is a symlink', () => {
  // Why the writer is ours (files/atomic-write.ts): write-file-atomic writes through a link to its target.
  it('is replaced by a file in the site folder; the file it pointed at, outside the site, is left alone', () => {
    expect(routekit(['maintenance', 'off', '--dir', 'site'], { cwd: ws.root }).status).toBe(0)
    const outside = path.join(ws.root, 'outside.json')
    writeFileSync(outside, readFileSync(flagPath()))
    const before = readFileSync(outside)
    rmSync(flagPath())
    symlinkSync(outside, flagPath())

    expect(routekit(['maintenance', 'on', '--dir', 'site', '--message', 'via a link'], { cwd: ws.root }).status).toBe(0)
    expect(readFileSync(outside)).toEqual(before)
    expect(lstatSync(flagPath()).isSymbolicLink()).toBe(false)
    expect(JSON.parse(readFileSync(flagPath(), 'utf8'))).toMatchObject({ enabled: true, message: 'via a link' })
  })
})

const ENOSPC = fileURLToPath(new URL('./_inject-enospc.mjs', import.meta.url))

describe('a full disk', () => {
  function expectFailedWrite(cwd: string, dir: string, args: string[], options: { nodeArgs?: string[] } = {}) {
    const old = readFileSync(path.join(dir, 'maintenance.json'))
    const oldLog = logLines(dir)
    const r = spawnSync(process.execPath, [...(options.nodeArgs ?? []), BIN, 'maintenance', ...args, '--dir', dir], {
      cwd,
      encoding: 'utf8',
    })
    expect(r.status).toBe(1)
    expect(readFileSync(path.join(dir, 'maintenance.json'))).toEqual(old)
    expect(logLines(dir)).toEqual(oldLog)
    expect(tempFiles(dir)).toEqual([]) // the failed temp file is removed
    return r.stderr.split(dir).join('<site>')
  }

  it('an injected ENOSPC on the temp file: exit 1, a clear error, the old file intact', () => {
    expect(routekit(['maintenance', 'on', '--dir', 'site', '--message', 'before'], { cwd: ws.root }).status).toBe(0)
    const stderr = expectFailedWrite(ws.root, ws.site, ['off'], { nodeArgs: ['--import', ENOSPC] })
    expect(stderr).toMatchInlineSnapshot(`
      "routekit: Could not write <site>/maintenance.json: the disk is full (ENOSPC). Free some space on the disk that holds <site>, then run the command again. The old file is unchanged.
      "
    `)
  })

  // A real full file system: a 64 KiB tmpfs, filled up. Needs root and a sandbox that lets us mount; else skipped.
  it('a real full tmpfs: exit 1, a clear error, the old file intact', (ctx) => {
    const mountPoint = mkdtempSync(path.join(tmpdir(), 'routekit-full-'))
    if (spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', mountPoint]).status !== 0) {
      rmSync(mountPoint, { recursive: true, force: true })
      ctx.skip()
    }
    try {
      const site = path.join(mountPoint, 'site')
      cpSync(path.join(FIXTURES, 'maintenance-site', 'index.html'), path.join(site, 'index.html'), { recursive: true })
      expect(routekit(['maintenance', 'on', '--dir', site, '--message', 'before'], { cwd: mountPoint }).status).toBe(0)
      // Fill the disk: a file grows until the kernel says ENOSPC.
      const filler = path.join(mountPoint, 'filler')
      expect(() => execFileSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=4096'], { stdio: 'ignore' })).toThrow()
      const stderr = expectFailedWrite(mountPoint, site, [
        'on',
        '--message',
        'a message long enough to need a new block '.repeat(20),
      ])
      expect(stderr).toMatchInlineSnapshot(`
        "routekit: Could not write <site>/maintenance.json: the disk is full (ENOSPC). Free some space on the disk that holds <site>, then run the command again. The old file is unchanged.
        "
      `)
      // Space again: the next run works.
      rmSync(filler)
      expect(routekit(['maintenance', 'off', '--dir', site], { cwd: mountPoint }).status).toBe(0)
    } finally {
      spawnSync('umount', [mountPoint])
      rmSync(mountPoint, { recursive: true, force: true })
    }
  })
})
