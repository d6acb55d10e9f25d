// create-routekit always wrote "^0.1.0" for routekit and ran the install: offline, behind a private registry or on
// local tarballs, the user got E404 and had to edit package.json, and a failed install said only to run it again.
// --from takes the tarballs or their folder; a failed install says what happened and what to run next.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

const BIN = fileURLToPath(new URL('../bin/create-routekit.js', import.meta.url))
let root: string
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'create-routekit-local-'))
  // What `npm pack` leaves: a folder of tarballs (their content does not matter until the install).
  mkdirSync(path.join(root, 'packs'))
  for (const file of ['routekit-router-core-0.1.0.tgz', 'routekit-cli-0.1.0.tgz', 'create-routekit-0.1.0.tgz'])
    writeFileSync(path.join(root, 'packs', file), '')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const create = (args: string[], env: Record<string, string> = {}) => {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, npm_config_user_agent: 'npm/11.0.0 node/v20', ...env },
  })
  return { status: r.status, stdout: r.stdout.replaceAll(root, '<tmp>'), stderr: r.stderr.replaceAll(root, '<tmp>') }
}
const deps = (site: string) => {
  const pkg = JSON.parse(readFileSync(path.join(root, site, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>
    devDependencies: Record<string, string>
  }
  return { core: pkg.dependencies['@routekit/router-core'], cli: pkg.devDependencies['@routekit/cli'] }
}

describe('create-routekit --from', () => {
  it('writes file: specs for a folder of tarballs, relative to the site', () => {
    const r = create(['site', '--yes', '--no-install', '--from', 'packs'])
    expect(r.status, r.stderr).toBe(0)
    expect(deps('site')).toEqual({
      core: 'file:../packs/routekit-router-core-0.1.0.tgz',
      cli: 'file:../packs/routekit-cli-0.1.0.tgz',
    })
  })

  it('takes each tarball, or a package folder, on its own', () => {
    mkdirSync(path.join(root, 'checkout', 'cli'), { recursive: true })
    writeFileSync(path.join(root, 'checkout', 'cli', 'package.json'), '{ "name": "@routekit/cli", "version": "0.1.0" }')
    const r = create([
      'site',
      '--yes',
      '--no-install',
      '--from',
      'packs/routekit-router-core-0.1.0.tgz',
      '--from',
      'checkout/cli',
    ])
    expect(r.status, r.stderr).toBe(0)
    expect(deps('site')).toEqual({ core: 'file:../packs/routekit-router-core-0.1.0.tgz', cli: 'file:../checkout/cli' })
  })

  it('exits 2 and writes nothing when a package is missing from what --from gives', () => {
    const r = create(['site', '--yes', '--no-install', '--from', 'packs/routekit-router-core-0.1.0.tgz'])
    expect([r.status, r.stderr]).toMatchInlineSnapshot(`
      [
        2,
        "create-routekit: --from packs/routekit-router-core-0.1.0.tgz holds no @routekit/cli. Pass its tarball (npm pack writes routekit-cli-*.tgz) or its package folder.
      ",
      ]
    `)
    expect(existsSync(path.join(root, 'site'))).toBe(false)
  })
})

describe('a failed install', () => {
  it('says what happened and what to run next, and leaves the files in place', () => {
    // A registry nobody answers on: npm fails at once, as it does offline.
    const r = create(['site', '--yes'], {
      npm_config_registry: 'http://127.0.0.1:9/',
      npm_config_fetch_retries: '0',
      npm_config_cache: path.join(root, 'cache'),
    })
    expect(r.status).toBe(1)
    expect(r.stderr.split('\n').filter((line) => line.startsWith('create-routekit:'))).toMatchInlineSnapshot(`
      [
        "create-routekit: "npm install" failed (exit 1); its own message is above. The files are written and stay. Once the problem is fixed, run: cd site && npm install. If your registry has no @routekit packages (offline, a private registry), install them from their tarballs (npm pack writes them): cd site && npm install <folder>/routekit-router-core-*.tgz <folder>/routekit-cli-*.tgz, or create the site again with --from <folder> --force.",
      ]
    `)
    expect(readdirSync(path.join(root, 'site'))).toContain('routes.yaml')
    expect(deps('site')).toEqual({ core: '^0.1.0', cli: '^0.1.0' })
  }, 60_000)
})
