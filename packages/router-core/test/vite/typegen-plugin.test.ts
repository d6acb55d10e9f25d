// The plugin's `types` option: vite build writes the route types from routes.yaml, and the dev server writes them
// again when routes.yaml changes.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, createServer } from 'vite'
import { afterEach, describe, expect, test } from 'vitest'
import { parseRoutes } from '../../src/config/file/parse.js'
import { routekit, routeTypes } from '../../src/vite/index.js'

const ROUTES = `version: 1
routes:
  - { path: /, name: home, page: home }
  - { path: /blog/:slug, name: blog-post, page: blog-post }
  - { path: /construction, name: construction, page: construction }
`

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function app(): string {
  const dir = mkdtempSync(join(tmpdir(), 'routekit-types-'))
  dirs.push(dir)
  mkdirSync(join(dir, 'src'))
  writeFileSync(join(dir, 'routes.yaml'), ROUTES)
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><body><script type="module" src="/src/main.js"></script></body></html>',
  )
  writeFileSync(join(dir, 'src/main.js'), `import routes from 'virtual:routekit/routes'\nconsole.log(routes)\n`)
  return dir
}

const typesOf = (source: string) => {
  const parsed = parseRoutes(source)
  if (!parsed.ok) throw new Error('invalid')
  return routeTypes(parsed.config)
}

describe('routekit({ types })', () => {
  test('vite build writes the route types of routes.yaml', async () => {
    const dir = app()
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [routekit({ buildId: 'b', compress: false, types: 'src/routekit-routes.d.ts' })],
      build: { outDir: join(dir, 'dist') },
    })
    expect(readFileSync(join(dir, 'src/routekit-routes.d.ts'), 'utf8')).toBe(typesOf(ROUTES))
  })

  test('without the option, src/routekit-routes.d.ts (issue 42: typed links with nothing to set); types: false, none', async () => {
    const buildWith = (dir: string, types?: false) =>
      build({
        root: dir,
        configFile: false,
        logLevel: 'silent',
        plugins: [routekit({ buildId: 'b', compress: false, ...(types === false && { types }) })],
        build: { outDir: join(dir, 'dist') },
      })
    const dir = app()
    await buildWith(dir)
    expect(readFileSync(join(dir, 'src/routekit-routes.d.ts'), 'utf8')).toContain('interface Register')
    const off = app()
    await buildWith(off, false)
    expect(existsSync(join(off, 'src/routekit-routes.d.ts'))).toBe(false)
  })

  test('the dev server writes them as it starts and again when routes.yaml changes', async () => {
    const dir = app()
    const server = await createServer({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      server: { middlewareMode: true, ws: false, watch: null },
      plugins: [routekit({ types: 'src/routekit-routes.d.ts' })],
    })
    try {
      await server.pluginContainer.buildStart({})
      expect(readFileSync(join(dir, 'src/routekit-routes.d.ts'), 'utf8')).toBe(typesOf(ROUTES))
      const changed = ROUTES.replace('name: blog-post', 'name: post')
      writeFileSync(join(dir, 'routes.yaml'), changed)
      const plugin = server.config.plugins.find((p) => p.name === 'routekit:types')!
      const hook = plugin.handleHotUpdate as (ctx: { file: string; server: typeof server }) => Promise<unknown>
      await hook.call({}, { file: join(dir, 'routes.yaml'), server })
      expect(readFileSync(join(dir, 'src/routekit-routes.d.ts'), 'utf8')).toBe(typesOf(changed))
    } finally {
      await server.close()
    }
  })
})
