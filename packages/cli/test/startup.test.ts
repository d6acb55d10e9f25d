// Issue 45, item 4: a command loads only what it needs. `routekit validate` read and compiled the whole 786 KB
// bundle, the preview server's MIME database and the HTML parser included, and loaded node:crypto. What a run
// loads is counted here, not timed: the built files it requires and the Node modules it starts (the times are in
// `npm run bench -- validate`).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BIN, FIXTURES } from './_run.js'

let dir: string
let probe: string
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'routekit-startup-'))
  // Loaded before the CLI: at exit, the dist files the process required and the Node modules it loaded.
  probe = path.join(dir, 'probe.cjs')
  writeFileSync(
    probe,
    `process.on('exit', () => {
  const dist = Object.keys(require.cache).filter((f) => f.includes('/packages/cli/dist/')).map((f) => f.split('/').pop()).sort()
  const builtins = process.moduleLoadList.filter((m) => m.startsWith('NativeModule ')).map((m) => m.slice(13))
  require('fs').writeSync(2, '\\nLOADED ' + JSON.stringify({ dist, builtins }) + '\\n')
})\n`,
  )
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** What `routekit ...args` loaded. */
function loaded(args: string[], cwd = dir): { status: number | null; dist: string[]; builtins: string[] } {
  const r = spawnSync(process.execPath, ['--require', probe, BIN, ...args], { cwd, encoding: 'utf8' })
  const found = /LOADED (\{.*\})/.exec(r.stderr)
  if (!found) throw new Error(`no report from the probe:\n${r.stdout}\n${r.stderr}`)
  return { status: r.status, ...(JSON.parse(found[1]!) as { dist: string[]; builtins: string[] }) }
}

describe('what a command loads', () => {
  it('validate: the bin and the CLI bundle, no file beside them, and no node:crypto, http or zlib', () => {
    const r = loaded(['validate', path.join(FIXTURES, 'seed', 'routes.yaml')])
    expect(r.status).toBe(0)
    expect(r.dist).toEqual(['cli.cjs', 'index.cjs'])
    expect(r.builtins.filter((m) => ['crypto', 'http', 'zlib', 'tls'].includes(m))).toEqual([])
  })

  it('the bundle is what validate needs: the preview server and HTML parser are files of their own', () => {
    // 786 KB before (parse5 137 KB, mime-db 134 KB, send and its helpers); the budget has room for routekit's own growth.
    expect(statSync(path.join(BIN, '..', 'cli.cjs')).size).toBeLessThan(480 * 1024)
  })

  it('links loads the HTML parser from its own file, which the bundle does not hold', () => {
    const r = loaded(['links', '--dir', 'site'], path.join(FIXTURES, 'links'))
    expect(r.dist).toEqual(expect.arrayContaining(['links.cjs', 'vendor-parse5.cjs']))
    expect(r.dist).not.toContain('vendor-send.cjs')
  })
})

// Node's module compile cache (Node 22.1 and later): the bin turns it on, in NODE_COMPILE_CACHE when set, else in
// <temp dir>/node-compile-cache; Node 20 has no such cache, and the bin runs the same without it (docs/cli.md).
describe("Node's compile cache", () => {
  /** The cache folder the run used, as Node reports it at exit, or null. */
  function cacheDirOf(env: Record<string, string>): { status: number | null; cacheDir: string | null } {
    const report = path.join(dir, 'cache-probe.cjs')
    writeFileSync(
      report,
      `process.on('exit', () => {
  require('fs').writeSync(2, '\\nCACHE ' + JSON.stringify(require('node:module').getCompileCacheDir?.() ?? null) + '\\n')
})\n`,
    )
    const r = spawnSync(
      process.execPath,
      ['--require', report, BIN, 'validate', path.join(FIXTURES, 'seed', 'routes.yaml')],
      {
        cwd: dir,
        encoding: 'utf8',
        env: { ..._withoutCacheVariables(process.env), ...env },
      },
    )
    const found = /CACHE (.*)\n/.exec(r.stderr)
    if (!found) throw new Error(`no report from the probe:\n${r.stdout}\n${r.stderr}`)
    return { status: r.status, cacheDir: JSON.parse(found[1]!) as string | null }
  }

  function _withoutCacheVariables(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
    const { NODE_COMPILE_CACHE: _dir, NODE_DISABLE_COMPILE_CACHE: _off, ...rest } = env
    return rest
  }

  const hasCache =
    typeof (process.getBuiltinModule('node:module') as { enableCompileCache?: unknown }).enableCompileCache ===
    'function'

  it.runIf(hasCache)('the bin turns it on, in <temp dir>/node-compile-cache, a folder per Node version', () => {
    // Without NODE_COMPILE_CACHE, Node keeps no cache unless the bin asks for one: a folder here proves it did.
    const r = cacheDirOf({ TMPDIR: dir })
    expect(r.status).toBe(0)
    // One folder per Node version (and architecture, V8 flags and user): several Node versions never share entries.
    expect(path.dirname(r.cacheDir!)).toBe(path.join(dir, 'node-compile-cache'))
    expect(path.basename(r.cacheDir!)).toMatch(new RegExp(`^v${process.versions.node.replaceAll('.', '\\.')}-`))
    expect(readdirSync(r.cacheDir!).length).toBeGreaterThan(0)
  })

  it.runIf(hasCache)('NODE_COMPILE_CACHE moves it', () => {
    const cache = path.join(dir, 'compile-cache')
    expect(path.dirname(cacheDirOf({ NODE_COMPILE_CACHE: cache }).cacheDir!)).toBe(cache)
  })

  it.runIf(hasCache)('stays off with NODE_DISABLE_COMPILE_CACHE=1', () => {
    const r = cacheDirOf({ NODE_COMPILE_CACHE: path.join(dir, 'unused-cache'), NODE_DISABLE_COMPILE_CACHE: '1' })
    expect(r.status).toBe(0)
    expect(r.cacheDir).toBeNull()
  })

  it.runIf(!hasCache)('Node 20: no cache, and validate runs the same', () => {
    expect(cacheDirOf({})).toEqual({ status: 0, cacheDir: null })
  })
})
