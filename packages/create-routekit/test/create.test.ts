// create-routekit as a real process on real folders: what it writes, and the folders it refuses.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { detectPackageManager } from '../src/_package-manager.js'

const BIN = fileURLToPath(new URL('../bin/create-routekit.js', import.meta.url))
let root: string
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'create-routekit-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const create = (...args: string[]) => {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, npm_config_user_agent: 'npm/11.0.0 node/v20' },
  })
  return { status: r.status, stdout: r.stdout.replaceAll(root, '<tmp>'), stderr: r.stderr.replaceAll(root, '<tmp>') }
}

describe('create-routekit', () => {
  it('writes the minimal site with --yes --no-install, asking nothing, and says what to run next', () => {
    const r = create('My Site', '--yes', '--no-install')
    expect(r.status).toBe(0)
    expect(r.stdout).toMatchInlineSnapshot(`
      "Created my-site in <tmp>/My Site (template minimal, 22 files).

      Next:
        cd "My Site"
        npm install
        npm run dev

      routes.yaml declares every page; "npm run validate" checks it.
      "
    `)
    const site = path.join(root, 'My Site')
    expect(readdirSync(path.join(site, 'src', 'pages')).sort()).toEqual([
      'about.tsx',
      'account.tsx',
      'docs.tsx',
      'home.tsx',
      'login.tsx',
      'maintenance.tsx',
    ])
    const pkg = JSON.parse(readFileSync(path.join(site, 'package.json'), 'utf8')) as {
      name: string
      dependencies: Record<string, string>
    }
    expect(pkg.name).toBe('my-site')
    expect(pkg.dependencies['@routekit/router-core']).toBe('^0.1.0')
    expect(readFileSync(path.join(site, 'routes.yaml'), 'utf8')).toContain('title: "About my-site"')
  })

  it("the firebase template declares Firebase Auth's origins in routes.yaml's csp: routekit adds none of its own", () => {
    expect(create('fb', '--template', 'firebase', '--yes', '--no-install').status).toBe(0)
    const site = path.join(root, 'fb')
    expect(readdirSync(site)).not.toContain('routes.append.yaml')
    const routes = readFileSync(path.join(site, 'routes.yaml'), 'utf8')
    expect(routes.slice(routes.indexOf('\ncsp:'))).toMatchInlineSnapshot(`
      "
      csp:
        connect-src:
          - https://identitytoolkit.googleapis.com # sign-in
          - https://securetoken.googleapis.com # token refresh
      "
    `)
    expect(create('plain', '--yes', '--no-install').status).toBe(0)
    expect(readFileSync(path.join(root, 'plain', 'routes.yaml'), 'utf8')).not.toContain('csp:')
  })

  it('writes a README that names the site and only scripts its package.json has (the site had no README)', () => {
    expect(create('site', '--yes', '--no-install').status).toBe(0)
    const readme = readFileSync(path.join(root, 'site', 'README.md'), 'utf8')
    expect(readme.split('\n')[0]).toBe('# site')
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'site', 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    const named = [...readme.matchAll(/`npm run (\w+)/g)].map((m) => m[1]!)
    expect(named.length).toBeGreaterThan(4)
    for (const script of named) expect(Object.keys(scripts), script).toContain(script)
  })

  // Issue 37: a new site ships its about page without JavaScript, and loads its scripts after the paint.
  it('writes a valid routes.yaml whose about page has scripts: none, and after-paint script loading', async () => {
    expect(create('my-site', '--yes', '--no-install').status).toBe(0)
    const { parseRoutes, scriptsOf } = await import('@routekit/router-core')
    const parsed = parseRoutes(readFileSync(path.join(root, 'my-site', 'routes.yaml'), 'utf8'))
    expect(parsed.diagnostics).toEqual([])
    if (!parsed.ok) return
    expect(parsed.config.routes.filter((r) => scriptsOf(parsed.config, r) === 'none').map((r) => r.path)).toEqual([
      '/:lang?/about',
    ])
    expect(readFileSync(path.join(root, 'my-site', 'vite.config.ts'), 'utf8')).toContain("scriptLoading: 'after-paint'")
  })

  it('refuses a folder that is not empty, exits 2 and touches nothing', () => {
    const dir = path.join(root, 'taken')
    mkdirSync(dir)
    writeFileSync(path.join(dir, 'notes.txt'), 'mine')
    const r = create('taken', '--yes', '--no-install')
    expect([r.status, r.stderr]).toMatchInlineSnapshot(`
      [
        2,
        "create-routekit: <tmp>/taken is not empty. Choose another folder, or pass --force to write into it (files of the same name are replaced).
      ",
      ]
    `)
    expect(readdirSync(dir)).toEqual(['notes.txt'])
    expect(create('taken', '--yes', '--no-install', '--force').status).toBe(0)
    expect(readdirSync(dir)).toContain('routes.yaml')
  })

  it('exits 2 on an unknown template or option', () => {
    const runs = [create('x', '--template', 'nope'), create('x', '--bogus')].map((r) => [r.status, r.stderr])
    expect(runs).toMatchInlineSnapshot(`
      [
        [
          2,
          "create-routekit: Unknown template "nope". Choose one of: minimal, firebase.
      ",
        ],
        [
          2,
          "create-routekit: Unknown option '--bogus'. To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- "--bogus". Run "create-routekit --help" to see the options.
      ",
        ],
      ]
    `)
    expect(readdirSync(root)).toEqual([])
  })

  it('installs with the package manager that ran it', () => {
    expect(
      [
        'npm/11.6.0 node/v22.0.0 linux x64',
        'pnpm/9.12.0 npm/? node/v22',
        'yarn/4.5.0 npm/? node/v22',
        'bun/1.1.0 npm/? node/v22',
        undefined,
      ].map(detectPackageManager),
    ).toEqual(['npm', 'pnpm', 'yarn', 'bun', 'npm'])
  })
})
