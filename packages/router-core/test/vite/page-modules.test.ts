// Issue 25: a `page:` in routes.yaml with no page module was caught only in the browser, as a blank page and a console
// error, while `vite build` succeeded. The plugin now checks every page against src/pages (RK800), at build and in dev.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { build, createServer, type ViteDevServer } from 'vite'
import { afterEach, describe, expect, test } from 'vitest'
import { routekit, type RoutekitPluginOptions } from '../../src/vite/index.js'

const ROUTES = `version: 1
routes:
  - { path: /, name: home, page: home }
  - path: /about
    name: about
    page: abuot
  - { path: /pricing, name: pricing, page: pricing }
  - { path: /construction, name: construction, page: construction, layout: none }
`

const dirs: string[] = []
let server: ViteDevServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** An app with src/pages/{home,about,construction}.tsx and the given routes.yaml. */
function fixture(routesYaml: string, pagesDir = 'src/pages'): string {
  const dir = mkdtempSync(join(tmpdir(), 'routekit-pages-'))
  dirs.push(dir)
  mkdirSync(join(dir, pagesDir), { recursive: true })
  mkdirSync(join(dir, 'src'), { recursive: true })
  for (const page of ['home', 'about', 'construction'])
    writeFileSync(join(dir, pagesDir, `${page}.tsx`), `export default function P() { return null }\n`)
  writeFileSync(join(dir, 'routes.yaml'), routesYaml)
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/src/main.js"></script>',
  )
  writeFileSync(
    join(dir, 'src/main.js'),
    `import routes from 'virtual:routekit/routes'\nconsole.log(routes.routes.length)\n`,
  )
  return dir
}

const buildApp = (dir: string, options: RoutekitPluginOptions = {}) =>
  build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [routekit({ buildId: 'b', compress: false, ...options })],
    build: { outDir: join(dir, 'dist') },
  }).then(
    () => null,
    (e: unknown) => e as Error & { loc?: unknown; frame?: string },
  )

const stable = (message: string, dir: string) =>
  message.split(relative(process.cwd(), dir)).join('<app>').split(dir).join('<app>')

describe('page modules (RK800)', () => {
  test('a page with no module fails vite build with line:col, a did-you-mean and a frame', async () => {
    const dir = fixture(ROUTES)
    const error = await buildApp(dir)
    // The error itself, thrown before the bundler starts (not wrapped in the bundler's errors), carries the rows.
    const first = error
    expect(stable(first?.message ?? 'no error', dir)).toMatchInlineSnapshot(`
      "<app>/routes.yaml:6:11  error  RK800  Page "abuot" of route /about has no module: there is no src/pages/abuot.tsx (or .ts, .jsx, .js). Page modules in src/pages: about, construction, home. Did you mean "about"?
      <app>/routes.yaml:7:44  error  RK800  Page "pricing" of route /pricing has no module: there is no src/pages/pricing.tsx (or .ts, .jsx, .js). Page modules in src/pages: about, construction, home. Add src/pages/pricing.tsx (its default export is the page component), or fix the page key."
    `)
    expect(first?.loc).toEqual({ file: join(dir, 'routes.yaml'), line: 6, column: 11 })
    expect(first?.frame).toMatchInlineSnapshot(`
      "  4 |   - path: /about
        5 |     name: about
      > 6 |     page: abuot
          |           ^^^^^
        7 |   - { path: /pricing, name: pricing, page: pricing }
        8 |   - { path: /construction, name: construction, page: construction, layout: none }"
    `)
  })

  test('builds once every page has its module; src/routes is looked at when src/pages does not exist', async () => {
    const fixed = ROUTES.replace('page: abuot', 'page: about').replace('page: pricing', 'page: home')
    expect(await buildApp(fixture(fixed))).toBeNull()
    expect((await buildApp(fixture(ROUTES, 'src/routes')))?.message).toContain('RK800')
  })

  test('pages: false turns the check off; pages: <folder> points it elsewhere', async () => {
    expect(await buildApp(fixture(ROUTES), { pages: false })).toBeNull()
    const dir = fixture(
      ROUTES.replace('page: abuot', 'page: about').replace('page: pricing', 'page: home'),
      'app/views',
    )
    expect(await buildApp(dir, { pages: 'app/views' })).toBeNull()
    expect((await buildApp(dir, { pages: 'app/none' }))?.message).toContain('app/none holds no page module')
  })

  test('shows in the dev server as an error on the routes module', async () => {
    const dir = fixture(ROUTES)
    server = await createServer({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      server: { middlewareMode: true, ws: false, watch: null },
      plugins: [routekit()],
    })
    await expect(server.transformRequest('virtual:routekit/routes')).rejects.toThrow(
      /RK800 {2}Page "abuot" of route \/about has no module/,
    )
  })
})
