// Issue 25: the packed packages stand on their own. Installed into an empty folder outside the repository with nothing
// else, the CLI works; each tarball holds a README and a LICENSE, no source maps, tests or fixtures; publint and
// @arethetypeswrong/cli find no problem.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { stopProcess } from '../harness/processes.js'
import { startPreview } from './_browser-check.js'
import { ok, outsideRoot, run, tarball } from './_outside.js'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const BIN = (name: string) => path.join(ROOT, 'node_modules', '.bin', name)
let dir: string

beforeAll(() => {
  dir = path.join(outsideRoot(), 'alone')
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, 'package.json'), '{ "name": "alone", "private": true }\n')
  ok(run('npm', ['install', tarball('routekit-router-core'), tarball('routekit-cli')], dir), 'npm install')
  writeFileSync(
    path.join(dir, 'routes.yaml'),
    'version: 1\nguards: [auth]\nroutes:\n  - { path: /, name: home, page: home }\n  - { path: /account, name: account, page: account, guards: [auth] }\n  - { path: /login, name: login, page: login }\n  - { path: /construction, name: construction, page: construction, layout: none }\n',
  )
})

/** The files of a tarball, as `tar -tzf` lists them. */
const filesOf = (file: string) =>
  execFileSync('tar', ['-tzf', file], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((f) => f.replace(/^package\//, ''))

describe('the packed packages, installed alone', () => {
  it('npx routekit --version, validate and explain work', () => {
    expect(ok(run('npx', ['routekit', '--version'], dir), '--version').stdout).toBe('0.1.0\n')
    expect(ok(run('npx', ['routekit', 'validate'], dir), 'validate').stdout).toBe(
      '✔ routes.yaml is valid: 4 routes, 0 redirects\n',
    )
    const explain = ok(run('npx', ['routekit', 'explain', '/account', '--signed-out'], dir), 'explain')
    expect(explain.stdout).toContain('Result: route "login" renders page "login" in layout "default" after 1 redirect')
    // --help names docs that exist where the user is: the installed README.
    expect(ok(run('npx', ['routekit', '--help'], dir), '--help').stdout).toContain(
      `Docs: ${path.join(dir, 'node_modules/@routekit/cli/README.md')}`,
    )
  })

  it('npx routekit preview serves a built site', async () => {
    cpSync(path.join(ROOT, 'packages/cli/test/fixtures/maintenance-site'), path.join(dir, 'dist'), { recursive: true })
    const { origin, child } = await startPreview(dir)
    try {
      const res = await fetch(`${origin}/`)
      expect(res.status).toBe(200)
      expect((await fetch(`${origin}/package.json`)).status).toBe(404)
    } finally {
      await stopProcess(child)
    }
  })

  it('each tarball has a README and a LICENSE, and no source map, test or fixture', () => {
    for (const name of ['routekit-router-core', 'routekit-cli', 'create-routekit']) {
      const files = filesOf(tarball(name))
      expect(files, name).toEqual(expect.arrayContaining(['README.md', 'LICENSE', 'package.json']))
      expect(
        files.filter((f) => /\.map$|(^|\/)(test|tests|fixtures|__tests__)\//.test(f)),
        name,
      ).toEqual([])
    }
  })

  it('the CLI declares no dependency: its bundles import only Node built-ins', () => {
    const pkg = JSON.parse(
      execFileSync('tar', ['-xzOf', tarball('routekit-cli'), 'package/package.json'], { encoding: 'utf8' }),
    ) as Record<string, unknown>
    expect(pkg.dependencies).toBeUndefined()
    // cli.cjs, and the files loaded on demand: init.cjs, vite-config.cjs (the JavaScript parser), links.cjs (the HTML
    // parser), and the packages only some commands need, bundled beside it (dist/vendor-*.cjs), which cli.cjs requires
    // by their relative path: files of the package itself, checked the same way.
    const packed = new Set(
      execFileSync('tar', ['-tzf', tarball('routekit-cli')], { encoding: 'utf8' })
        .split('\n')
        .filter((f) => f.startsWith('package/dist/'))
        .map((f) => f.slice('package/dist/'.length)),
    )
    const queue = ['cli.cjs', 'init.cjs', 'vite-config.cjs', 'links.cjs']
    for (const file of queue) {
      const bundle = execFileSync('tar', ['-xzOf', tarball('routekit-cli'), `package/dist/${file}`], {
        encoding: 'utf8',
      })
      const required = new Set([...bundle.matchAll(/require\(["']([^"']+)["']\)/g)].map((m) => m[1]))
      const own = [...required].filter((id) => id?.startsWith('./') && packed.has(id.slice(2)))
      for (const id of own) if (!queue.includes(id!.slice(2))) queue.push(id!.slice(2))
      expect(
        [...required].filter(
          (id) => id !== undefined && !id.startsWith('node:') && !builtinModules.includes(id) && !own.includes(id),
        ),
        file,
      ).toEqual([])
    }
    expect(queue.filter((f) => f.startsWith('vendor-')).length, 'the vendored bundles were checked').toBeGreaterThan(0)
  })

  it('router-core declares exactly the packages its dist imports, as dependencies or peers', () => {
    const root = path.join(dir, 'node_modules/@routekit/router-core')
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<
      string,
      Record<string, string> | undefined
    >
    const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})])
    const imported = new Set<string>()
    const files = filesOf(tarball('routekit-router-core')).filter((f) => f.endsWith('.js'))
    for (const file of files) {
      const code = readFileSync(path.join(root, file), 'utf8')
      for (const m of code.matchAll(
        /(?:^|[;}\s])(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|^import\s*['"]([^'"]+)['"]/gm,
      )) {
        const id = m[1] ?? m[2] ?? m[3] ?? ''
        if (id.startsWith('.') || id.startsWith('node:') || builtinModules.includes(id)) continue
        imported.add(id.startsWith('@') ? id.split('/').slice(0, 2).join('/') : (id.split('/')[0] ?? id))
      }
    }
    expect([...imported].sort()).toEqual([...declared].sort())
  })

  it('publint finds nothing in any tarball', () => {
    for (const name of ['routekit-router-core', 'routekit-cli', 'create-routekit']) {
      const r = run(BIN('publint'), ['run', tarball(name), '--strict'], dir)
      expect(`${r.status} ${r.stdout}`, name).toMatch(/^0 .*All good!/s)
    }
  })

  it('@arethetypeswrong/cli finds no problem for ESM consumers (node16 from ESM, bundler)', () => {
    // router-core is ESM only (and its client.d.ts types are ambient module declarations), so node10 and
    // require() from CommonJS are out of scope; every other problem fails the test.
    const r = run(BIN('attw'), [tarball('routekit-router-core'), '--format', 'json'], dir)
    const problems = (
      JSON.parse(r.stdout) as {
        analysis: { problems: { kind: string; resolutionKind?: string; resolutionOption?: string }[] }
      }
    ).analysis.problems
    expect(
      problems.filter((p) => !['node10', 'node16-cjs'].includes(p.resolutionKind ?? p.resolutionOption ?? '')),
    ).toEqual([])
  })
})
