// `routekit init` always wrote "^0.1.0" and ran the install: offline, behind a private registry or on local tarballs
// the user got E404 and a bare "install failed". --from takes the tarballs or their folder; a failed install says
// what happened and what to run next, and leaves the written files.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { snapshotTree } from './_maintenance-fixture.js'
import { routekit } from './_run.js'

let root: string
let app: string
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'routekit-init-local-'))
  app = path.join(root, 'app')
  mkdirSync(path.join(app, 'src', 'pages'), { recursive: true })
  writeFileSync(
    path.join(app, 'package.json'),
    '{\n  "name": "app",\n  "private": true,\n  "dependencies": { "react": "^19.2.0" }\n}\n',
  )
  writeFileSync(
    path.join(app, 'vite.config.ts'),
    "import { defineConfig } from 'vite'\nexport default defineConfig({ plugins: [] })\n",
  )
  writeFileSync(path.join(app, 'src', 'pages', 'home.tsx'), 'export default function Home() { return <h1>Home</h1> }\n')
  mkdirSync(path.join(root, 'packs'))
  for (const file of ['routekit-router-core-0.1.0.tgz', 'routekit-cli-0.1.0.tgz'])
    writeFileSync(path.join(root, 'packs', file), '')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const deps = () => {
  const pkg = JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>
    devDependencies: Record<string, string>
  }
  return { core: pkg.dependencies['@routekit/router-core'], cli: pkg.devDependencies['@routekit/cli'] }
}

describe('routekit init --from', () => {
  it('writes file: specs for the tarballs, over the registry ranges of an earlier run; a second run changes nothing', () => {
    expect(routekit(['init', '--no-install'], { cwd: app }).status).toBe(0)
    expect(deps()).toEqual({ core: '^0.1.0', cli: '^0.1.0' })
    const r = routekit(['init', '--no-install', '--from', '../packs'], { cwd: app })
    expect(r.status, r.stderr).toBe(0)
    expect(r.stdout.split('\n')[0]).toMatchInlineSnapshot(
      `"~ package.json             added @routekit/router-core@file:../packs/routekit-router-core-0.1.0.tgz, @routekit/cli@file:../packs/routekit-cli-0.1.0.tgz"`,
    )
    expect(deps()).toEqual({
      core: 'file:../packs/routekit-router-core-0.1.0.tgz',
      cli: 'file:../packs/routekit-cli-0.1.0.tgz',
    })
    const before = snapshotTree(app)
    expect(routekit(['init', '--no-install', '--from', '../packs'], { cwd: app }).stdout.split('\n')[0]).toContain(
      '= package.json',
    )
    expect(snapshotTree(app)).toEqual(before)
  })

  it('exits 2 and changes nothing when --from lacks a package', () => {
    const before = snapshotTree(app)
    const r = routekit(['init', '--no-install', '--from', '../packs/routekit-cli-0.1.0.tgz'], { cwd: app })
    expect([r.status, r.stderr]).toMatchInlineSnapshot(`
      [
        2,
        "routekit: --from ../packs/routekit-cli-0.1.0.tgz holds no @routekit/router-core. Pass its tarball (npm pack writes routekit-router-core-*.tgz) or its package folder.
      ",
      ]
    `)
    expect(snapshotTree(app)).toEqual(before)
  })
})

describe('routekit init, when the install fails', () => {
  it('says what happened and what to run next, and keeps the files it wrote', () => {
    // A registry nobody answers on: npm fails at once, as it does offline.
    const env = {
      npm_config_registry: 'http://127.0.0.1:9/',
      npm_config_fetch_retries: '0',
      npm_config_cache: path.join(root, 'cache'),
      npm_config_user_agent: '',
    }
    const r = routekit(['init'], { cwd: app, env })
    expect(r.status).toBe(1)
    expect(r.stderr.split('\n').filter((line) => line.startsWith('routekit:'))).toMatchInlineSnapshot(`
      [
        "routekit: "npm install" failed; its own message is above. The files are written and stay. Once the problem is fixed, run "npm install". If your registry has no @routekit packages (offline, a private registry), run "routekit init --from <folder>" with the folder of their tarballs (npm pack writes routekit-router-core-*.tgz and routekit-cli-*.tgz).",
      ]
    `)
    expect(readFileSync(path.join(app, 'routes.yaml'), 'utf8')).toContain('page: home')
    expect(deps()).toEqual({ core: '^0.1.0', cli: '^0.1.0' })
  }, 60_000)
})
