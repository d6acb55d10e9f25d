import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { build, createServer, type ViteDevServer } from 'vite'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { parseRoutes } from '../../src/config/file/parse.js'
import { routekit } from '../../src/vite/index.js'

const GOOD = `version: 1
layouts: [default]
guards: [auth]
routes:
  - path: /
    name: home
    page: home
    title: Welcome home
    description: The start page.
  - path: /dashboard
    name: dashboard
    page: dashboard
    guards: [auth]
  - path: /construction
    name: construction
    page: construction
`

// Line 7 has a typo'd key: "pahe" instead of "page".
const BAD = `version: 1
routes:
  - path: /
    name: home
    page: home
  - path: /about
    pahe: about
    name: about
  - path: /construction
    name: construction
    page: construction
`

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A tiny app that imports both virtual modules, in a fresh temp folder. */
function fixture(routesYaml: string, env?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'routekit-vite-'))
  dirs.push(dir)
  mkdirSync(join(dir, 'src'))
  writeFileSync(join(dir, 'routes.yaml'), routesYaml)
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.js"></script></body></html>',
  )
  writeFileSync(
    join(dir, 'src/main.js'),
    `import routes from 'virtual:routekit/routes'
import { buildId, maintenanceUrl, manifestUrl } from 'virtual:routekit/build'
document.getElementById('root').textContent = JSON.stringify({ paths: routes.routes.map((r) => r.path), buildId, manifestUrl, maintenanceUrl })
`,
  )
  if (env) writeFileSync(join(dir, '.env'), env)
  return dir
}

function buildApp(dir: string, buildId = 'b-test', base = '/') {
  return build({
    root: dir,
    base,
    configFile: false,
    logLevel: 'silent',
    plugins: [routekit({ buildId })],
    build: { outDir: join(dir, 'dist'), emptyOutDir: true, minify: false },
  })
}

/** Error text with the temp folder replaced, so the snapshot is stable. */
function stable(message: string, dir: string): string {
  return message.split(relative(process.cwd(), dir)).join('<app>').split(dir).join('<app>')
}

describe('routekit()', () => {
  test('is a list of one-purpose plugins, each named routekit:<purpose>, that Vite takes as one', async () => {
    const plugins = routekit()
    expect(plugins.map((p) => p.name)).toMatchInlineSnapshot(`
      [
        "routekit:config",
        "routekit:virtual-modules",
        "routekit:react-router",
        "routekit:types",
        "routekit:dev-maintenance",
        "routekit:dev-csp",
        "routekit:diagnostics",
        "routekit:first-load",
        "routekit:build-manifest",
        "routekit:prerender",
        "routekit:maintenance-file",
        "routekit:precompress",
        "routekit:page-hashes",
      ]
    `)
    // As users write it: inside the plugins array, next to other plugins.
    const dir = fixture(GOOD)
    const server = await createServer({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      server: { middlewareMode: true, ws: false, watch: null },
      plugins: [{ name: 'app' }, routekit()],
    })
    try {
      const names = server.config.plugins.map((p) => p.name).filter((name) => name.startsWith('routekit'))
      expect(names).toEqual(plugins.map((p) => p.name))
    } finally {
      await server.close()
    }
  })
})

describe('vite build', () => {
  test('serves routes.yaml as plain data and writes the build manifest', async () => {
    const dir = fixture(GOOD)
    await buildApp(dir)
    const latest = JSON.parse(readFileSync(join(dir, 'dist/builds/latest.json'), 'utf8'))
    expect(latest).toEqual({ id: 'b-test', timestamp: expect.any(Number) })
    const meta = JSON.parse(readFileSync(join(dir, 'dist/builds/meta/b-test.json'), 'utf8'))
    expect(meta).toMatchObject({ id: 'b-test', timestamp: latest.timestamp, base: '/', routes: 3 })
    expect(meta.files).toContain('index.html')

    const assets = readdirSync(join(dir, 'dist/assets')).filter((f) => f.endsWith('.js'))
    expect(assets).toHaveLength(2)
    const [main, head] = [assets.find((f) => f.startsWith('index-'))!, assets.find((f) => f.startsWith('head-'))!]
    const js = readFileSync(join(dir, 'dist/assets', main), 'utf8')
    expect(js).toContain('b-test')
    expect(js).toContain('/builds/latest.json')
    expect(js).toContain('\\"/dashboard\\"')
    // Each route's title and description load apart, with the first page: the route table does not carry them.
    expect(js).not.toContain('Welcome home')
    expect(js).toContain(`import("./${head}")`)
    expect(readFileSync(join(dir, 'dist/assets', head), 'utf8')).toContain(
      '{\\"/\\":{\\"title\\":\\"Welcome home\\",\\"description\\":\\"The start page.\\"}}',
    )
    // Only data reaches the browser: no YAML parser, no zod.
    expect(js).not.toMatch(/yaml|zod|ZodError/i)
    expect(js.length).toBeLessThan(10_000) // the yaml package or zod alone would be over 50 kB
  })

  test("virtual:routekit/build names latest.json and maintenance.json at Vite's base, where the build writes them", async () => {
    const at = async (base: string) => {
      const dir = fixture(GOOD)
      await buildApp(dir, 'b-test', base)
      const main = readdirSync(join(dir, 'dist/assets')).find((f) => f.startsWith('index-') && f.endsWith('.js'))!
      const js = readFileSync(join(dir, 'dist/assets', main), 'utf8')
      expect(readdirSync(join(dir, 'dist'))).toEqual(expect.arrayContaining(['builds', 'maintenance.json']))
      return [...js.matchAll(/"([^"]*(?:builds\/latest|maintenance)\.json)"/g)].map((m) => m[1])
    }
    expect(await at('/')).toEqual(['/builds/latest.json', '/maintenance.json'])
    expect(await at('/docs/app/')).toEqual(['/docs/app/builds/latest.json', '/docs/app/maintenance.json'])
  })

  test("records routes.yaml's csp in .routekit/pages.json for the servers, and keeps it out of the browser's routes", async () => {
    const dir = fixture(GOOD.replace('routes:\n', 'csp:\n  connect-src: [https://api.example.com]\nroutes:\n'))
    await buildApp(dir)
    expect(JSON.parse(readFileSync(join(dir, 'dist/.routekit/pages.json'), 'utf8')).csp).toEqual({
      'connect-src': ['https://api.example.com'],
    })
    const main = readdirSync(join(dir, 'dist/assets')).find((f) => f.startsWith('index-') && f.endsWith('.js'))!
    expect(readFileSync(join(dir, 'dist/assets', main), 'utf8')).not.toContain('api.example.com')
    // Without csp the record says so: the servers send the site's own origin only.
    const plain = fixture(GOOD)
    await buildApp(plain)
    expect(JSON.parse(readFileSync(join(plain, 'dist/.routekit/pages.json'), 'utf8')).csp).toEqual({})
  })

  test('a bad routes.yaml fails the build with file:line:col, like routekit validate', async () => {
    const dir = fixture(BAD)
    const error = await buildApp(dir).then(
      () => null,
      (e: unknown) => e as Error & { loc?: unknown; plugin?: string },
    )
    expect(error).not.toBeNull()
    // Thrown before the bundler starts, so the error is routekit's own, not the bundler's wrapper of it.
    const first = error!
    expect(first.plugin).toBe('routekit')
    // The rows routekit validate prints: `file:line:col  severity  CODE  message`, sorted by position.
    const { diagnostics } = parseRoutes(BAD)
    // Regression: outside the working folder the plugin wrote ../../tmp/…/routes.yaml where routekit validate writes
    // the absolute path (docs/cli.md); both name it through displayPath() now.
    expect(relative(process.cwd(), dir).startsWith('..')).toBe(true)
    const label = join(dir, 'routes.yaml')
    expect(first.message).toBe(
      diagnostics.map((d) => `${label}:${d.line}:${d.column}  ${d.severity}  ${d.code}  ${d.message}`).join('\n'),
    )
    expect(stable(first.message, dir).replace(/(RK\d+) {2}.*/g, '$1  …')).toMatchInlineSnapshot(`
      "<app>/routes.yaml:6:5  error  RK204  …
      <app>/routes.yaml:7:5  error  RK201  …"
    `)
    expect(first.loc).toEqual({ file: join(dir, 'routes.yaml'), line: 6, column: 5 })
    expect(stable(error!.message, dir)).toContain('<app>/routes.yaml:7:5  error  RK201')
  })

  test('VITE_MAINTENANCE must be true or false', async () => {
    const dir = fixture(GOOD, 'VITE_MAINTENANCE=yes\n')
    await expect(buildApp(dir)).rejects.toThrowErrorMatchingInlineSnapshot(
      `[RoutekitError: [RK711] VITE_MAINTENANCE is "yes", but it must be "true" or "false". Fix it in the .env file or the build environment, or unset it to let routes.yaml decide.]`,
    )
  })

  test('each build gets its own id unless one is given', async () => {
    const dir = fixture(GOOD)
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [routekit()],
      build: { outDir: join(dir, 'dist'), emptyOutDir: true },
    })
    const first = JSON.parse(readFileSync(join(dir, 'dist/builds/latest.json'), 'utf8')).id
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [routekit()],
      build: { outDir: join(dir, 'dist'), emptyOutDir: true },
    })
    const second = JSON.parse(readFileSync(join(dir, 'dist/builds/latest.json'), 'utf8')).id
    expect(first).toMatch(/^[a-z0-9]+-[0-9a-f]{6}$/)
    expect(second).not.toBe(first)
  })
})

describe('dev server', () => {
  let server: ViteDevServer | undefined
  afterEach(async () => {
    await server?.close()
    server = undefined
  })

  test('editing routes.yaml re-validates it: a good edit reloads, a bad one shows file:line:col in the overlay', async () => {
    const dir = fixture(GOOD)
    server = await createServer({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      server: { middlewareMode: true, ws: false, watch: null },
      plugins: [routekit()],
    })
    const first = await server.transformRequest('virtual:routekit/routes')
    expect(first?.code).toContain('/dashboard')
    const build = await server.transformRequest('virtual:routekit/build')
    expect(build?.code).toContain('buildId = null')

    const send = vi.spyOn(server.ws, 'send')
    const file = join(dir, 'routes.yaml')
    writeFileSync(file, GOOD.replace('/dashboard', '/account'))
    server.watcher.emit('change', file)
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'full-reload' }))
    const second = await server.transformRequest('virtual:routekit/routes')
    expect(second?.code).toContain('/account')

    writeFileSync(file, BAD)
    server.watcher.emit('change', file)
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith(expect.objectContaining({ type: 'error' })))
    const payload = send.mock.calls.at(-1)![0] as unknown as { err: { message: string; loc: unknown; frame: string } }
    expect(stable(payload.err.message, dir)).toContain('<app>/routes.yaml:7:5  error  RK201')
    expect(payload.err.loc).toEqual({ file, line: 6, column: 5 })
    expect(payload.err.frame).toMatchInlineSnapshot(`
      "  4 |     name: home
        5 |     page: home
      > 6 |   - path: /about
          |     ^^^^^^^^^^^^
        7 |     pahe: about
        8 |     name: about"
    `)
  })
})
