// The build writes maintenance.json when its output has none: a static host
// answered every open tab's poll with a 404 before, a console error every 10 s.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import { afterEach, describe, expect, test } from 'vitest'
import { parseMaintenanceFile, serializeMaintenanceFile } from '../../src/index.js'
import { routekit } from '../../src/vite/index.js'

const ROUTES = `version: 1
routes:
  - path: /
    name: home
    page: home
  - path: /construction
    name: construction
    page: construction
`

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A tiny app that loads routes.yaml (as every routekit app does), built into dist/. */
async function buildApp(options: { routes?: string; env?: string; publicFlag?: string } = {}): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'routekit-flag-'))
  dirs.push(dir)
  mkdirSync(join(dir, 'src'))
  writeFileSync(join(dir, 'routes.yaml'), options.routes ?? ROUTES)
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><body><script type="module" src="/src/main.js"></script></body></html>',
  )
  writeFileSync(
    join(dir, 'src/main.js'),
    `import routes from 'virtual:routekit/routes'\nconsole.log(routes.routes.length)\n`,
  )
  if (options.env) writeFileSync(join(dir, '.env'), options.env)
  if (options.publicFlag) {
    mkdirSync(join(dir, 'public'))
    writeFileSync(join(dir, 'public/maintenance.json'), options.publicFlag)
  }
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [routekit({ buildId: 'b-flag', pages: false })],
    build: { outDir: join(dir, 'dist'), emptyOutDir: true, minify: false },
  })
  return join(dir, 'dist')
}

const flagText = (dist: string) => readFileSync(join(dist, 'maintenance.json'), 'utf8')

describe('the build writes maintenance.json when the output has none', () => {
  test('off, in the format `routekit maintenance off` writes, with no compressed siblings', async () => {
    const dist = await buildApp()
    const text = flagText(dist)
    const read = parseMaintenanceFile(text)
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(Object.keys(read.flag)).toEqual(['enabled', 'updatedAt', 'updatedBy'])
    expect(read.flag.enabled).toBe(false)
    expect(read.flag.updatedBy).toBe('routekit build')
    // The one writer's text, byte for byte (field order, indent, final newline).
    expect(serializeMaintenanceFile(read.flag)).toEqual({ ok: true, text })
    expect(text).toBe(
      `{\n  "enabled": false,\n  "updatedAt": "${read.flag.updatedAt}",\n  "updatedBy": "routekit build"\n}\n`,
    )
    expect(() => readFileSync(join(dist, 'maintenance.json.gz'))).toThrow()
  }, 60_000)

  test('on, when VITE_MAINTENANCE switches the build into maintenance, so the file agrees with the build', async () => {
    const dist = await buildApp({ env: 'VITE_MAINTENANCE=true\n' })
    expect(JSON.parse(flagText(dist))).toMatchObject({ enabled: true, updatedBy: 'routekit build' })
  }, 60_000)

  test("on, when routes.yaml's maintenance.enabled is true", async () => {
    const dist = await buildApp({ routes: `${ROUTES}maintenance:\n  enabled: true\n` })
    expect(JSON.parse(flagText(dist))).toMatchObject({ enabled: true })
  }, 60_000)

  test('keeps a maintenance.json the app ships in public/, byte for byte', async () => {
    const own = `{"enabled":true,"message":"From public/","updatedAt":"2030-06-01T16:00:00.000Z","updatedBy":"ops"}`
    const dist = await buildApp({ publicFlag: own })
    expect(flagText(dist)).toBe(own)
  }, 60_000)
})
