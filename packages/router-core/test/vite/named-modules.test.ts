// Issue 42, item 1: routes.yaml named a layout and src/app.ts had to register it again; a layout named but not
// registered passed `routekit validate`, then the dev server showed a white page. The plugin now finds each page, data
// module, layout and guard routes.yaml names (src/pages, src/layouts, src/guards), hands them to the runtime on
// virtual:routekit/routes, and fails the build and the dev overlay on a name with no module (RK800, RK802, RK803).
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, createServer, type ViteDevServer } from 'vite'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { checkNamedModules, findNamedModules, moduleFoldersOf } from '../../src/node/named-modules.js'
import { parseRoutes } from '../../src/config/file/parse.js'
import type { RenderedPage, RenderPageOptions } from '../../src/server/index.js'
import { routekit, type RoutekitPluginOptions } from '../../src/vite/index.js'

const ROUTES = `version: 1
layouts:
  shell: {}
  acount: { parent: shell }
guards: [auth, admin]
routes:
  - { path: /, name: home, page: home, layout: shell }
  - { path: /account, name: account, page: home, layout: acount, guards: [auth, admin] }
  - { path: /construction, name: construction, page: home, layout: none }
`

const dirs: string[] = []
let server: ViteDevServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** An app with src/pages/home.tsx, src/layouts/{shell,account}.tsx, src/guards/{auth,session}.ts and the given routes.yaml. */
function fixture(routesYaml: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'routekit-named-'))
  dirs.push(dir)
  const files: Record<string, string> = {
    'src/pages/home.tsx': 'export default function Home() { return null }\n',
    'src/layouts/shell.tsx': 'export default function Shell() { return null }\n',
    'src/layouts/account.tsx': 'export default function Account() { return null }\n',
    'src/guards/auth.ts': 'export default () => ({ kind: "allow" })\n',
    'src/guards/session.ts': 'export const signedIn = false\n',
    'src/main.js': `import routes from 'virtual:routekit/routes'\nconsole.log(routes.routes.length)\n`,
    'index.html': '<!doctype html><div id="root"></div><script type="module" src="/src/main.js"></script>',
    'routes.yaml': routesYaml,
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true })
    writeFileSync(join(dir, file), text)
  }
  return dir
}

const buildApp = (dir: string, options: RoutekitPluginOptions = {}) =>
  build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [routekit({ buildId: 'b', compress: false, types: false, ...options })],
    build: { outDir: join(dir, 'dist') },
  }).then(
    () => null,
    (e: unknown) => e as Error & { loc?: unknown; frame?: string },
  )

const stable = (message: string, dir: string) =>
  message.split(relative(process.cwd(), dir)).join('<app>').split(dir).join('<app>')

describe('a layout or guard routes.yaml names with no module (RK802, RK803)', () => {
  test('fails vite build with one row per name, at its routes.yaml line and column, with a code frame', async () => {
    const dir = fixture(ROUTES)
    const error = await buildApp(dir)
    expect(stable(error?.message ?? '', dir)).toMatchInlineSnapshot(`
      "<app>/routes.yaml:4:3  error  RK802  Layout "acount" has no module: there is no src/layouts/acount.tsx (or .ts, .jsx, .js). Modules in src/layouts: account, shell. Add src/layouts/acount.tsx (its default export is the layout component, which renders <Outlet />), or fix the name in routes.yaml (did you mean "account"?).
      <app>/routes.yaml:5:16  error  RK803  Guard "admin" has no module: there is no src/guards/admin.ts (or .tsx, .jsx, .js). Modules in src/guards: auth, session. Add src/guards/admin.ts (its default export is the guard function), or fix the name in routes.yaml."
    `)
    expect(error?.loc).toEqual({ file: join(dir, 'routes.yaml'), line: 4, column: 3 })
    expect(error?.frame).toContain('acount: { parent: shell }')
  })

  test('the list form points at the name itself', async () => {
    const dir = fixture(
      ROUTES.replace(/layouts:\n {2}shell: \{\}\n {2}acount: \{ parent: shell \}/, 'layouts: [shell, blog]').replace(
        'acount',
        'blog',
      ),
    )
    const error = await buildApp(dir, { guards: false })
    expect(stable(error?.message ?? '', dir)).toMatchInlineSnapshot(
      `"<app>/routes.yaml:2:18  error  RK802  Layout "blog" has no module: there is no src/layouts/blog.tsx (or .ts, .jsx, .js). Modules in src/layouts: account, shell. Add src/layouts/blog.tsx (its default export is the layout component, which renders <Outlet />), or fix the name in routes.yaml."`,
    )
  })

  test('a folder the options name is checked even when it does not exist; false turns a check off', async () => {
    const dir = fixture(ROUTES.replace('acount', 'account').replace('acount', 'account'))
    expect((await buildApp(dir, { guards: false }))?.message).toBeUndefined()
    const error = await buildApp(dir, { guards: false, layouts: 'app/layouts' })
    expect(stable(error?.message ?? '', dir)).toContain(
      'RK802  Layout "shell" has no module: there is no app/layouts/shell.tsx (or .ts, .jsx, .js). There is no folder app/layouts.',
    )
  })

  test('an app without src/layouts or src/guards registers them itself: nothing to check', async () => {
    const dir = fixture(ROUTES)
    rmSync(join(dir, 'src/layouts'), { recursive: true })
    rmSync(join(dir, 'src/guards'), { recursive: true })
    expect(await buildApp(dir)).toBeNull()
  })

  test('shows in the dev overlay, and clears once the module is added, without a restart', async () => {
    const dir = fixture(ROUTES.replace('guards: [auth, admin]', 'guards: [auth]').replace('[auth, admin]', '[auth]'))
    server = await createServer({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [routekit({ types: false })],
      server: { port: 0, host: '127.0.0.1' },
    })
    await expect(server.transformRequest('virtual:routekit/routes')).rejects.toThrow(
      /RK802 {2}Layout "acount" has no module/,
    )
    writeFileSync(join(dir, 'src/layouts/acount.tsx'), 'export default function A() { return null }\n')
    // Vite's watcher reports the new file; the plugin serves the routes module again.
    await expect
      .poll(
        () =>
          server!.transformRequest('virtual:routekit/routes').then(
            () => 'ok',
            () => 'error',
          ),
        {
          timeout: 10_000,
        },
      )
      .toBe('ok')
  })
})

describe('findNamedModules()', () => {
  test('finds each named page, data module, layout and guard, and nothing routes.yaml does not name', () => {
    const dir = fixture(ROUTES.replace(/acount/g, 'account'))
    writeFileSync(join(dir, 'src/pages/home.data.ts'), 'export const loader = () => null\n')
    writeFileSync(join(dir, 'src/pages/unused.tsx'), 'export default () => null\n')
    const parsed = parseRoutes(readFileSync(join(dir, 'routes.yaml'), 'utf8'))
    if (!parsed.ok) throw new Error('fixture routes.yaml is invalid')
    const folders = moduleFoldersOf(dir)
    const found = findNamedModules(parsed.config, folders)
    const rel = (files: Record<string, string>) =>
      Object.fromEntries(Object.entries(files).map(([name, file]) => [name, relative(dir, file)]))
    expect({
      pages: rel(found.pages),
      data: rel(found.data),
      layouts: rel(found.layouts),
      guards: rel(found.guards),
    }).toEqual({
      pages: { home: 'src/pages/home.tsx' },
      data: { home: 'src/pages/home.data.ts' },
      layouts: { shell: 'src/layouts/shell.tsx', account: 'src/layouts/account.tsx' },
      guards: { auth: 'src/guards/auth.ts' },
    })
    expect(checkNamedModules(parsed.config, parsed, folders, dir)).toEqual([
      expect.objectContaining({ code: 'RK803', line: 5, column: 16, path: 'guards.1' }),
    ])
  })
})

// The convention-app fixture registers nothing: its entries call createRouter(routes, {}) and renderPage(routes, path).
const APP = fileURLToPath(new URL('./convention-app/', import.meta.url))

describe('an app that registers nothing (the convention-app fixture)', () => {
  let dev: ViteDevServer
  let render: (path: string, options?: RenderPageOptions) => Promise<RenderedPage>
  beforeAll(async () => {
    dev = await createServer({
      configFile: join(APP, 'vite.config.ts'),
      logLevel: 'silent',
      server: { middlewareMode: true, hmr: false },
      appType: 'custom',
    })
    render = ((await dev.ssrLoadModule('/src/entry-server.tsx')) as { render: typeof render }).render
  }, 60_000)
  afterAll(() => dev?.close())

  test('renders a page inside its nested layouts, each found by its name', async () => {
    const page = await render('/')
    expect(page.status).toBe(200)
    expect(page.html).toContain('<div data-layout="shell"><section data-layout="inner"><h1>Home page</h1>')
  })

  test("runs a found data module's loader with the page's params", async () => {
    expect((await render('/docs/intro')).html).toContain('<h1>Doc intro</h1>')
  })

  test('runs a found guard (its default export) before the page', async () => {
    const page = await render('/members')
    expect(page.redirect).toBe('/')
    expect(page.html).toBe('')
  })

  test('what the app registers wins over what the plugin found, name by name', async () => {
    const { Outlet } = await import('react-router-dom')
    const { createElement } = await import('react')
    const page = await render('/', {
      layouts: { inner: () => createElement('article', { 'data-layout': 'explicit' }, createElement(Outlet)) },
      guards: {},
    })
    expect(page.html).toContain('<div data-layout="shell"><article data-layout="explicit"><h1>Home page</h1>')
  })

  test('vite build: each found layout and guard is a chunk of its own, and / is prerendered in its layouts', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'routekit-convention-app-'))
    dirs.push(outDir)
    await build({ configFile: join(APP, 'vite.config.ts'), logLevel: 'silent', build: { outDir, emptyOutDir: true } })
    const chunks = readdirSync(join(outDir, 'assets')).map((file) => file.replace(/-[\w-]{8}\.js$/, ''))
    expect(chunks).toEqual(expect.arrayContaining(['shell', 'inner', 'members', 'home', 'doc', 'doc.data']))
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toContain(
      '<div data-layout="shell"><section data-layout="inner"><h1>Home page</h1>',
    )
  }, 120_000)
})
