// Issue 42, item 1: a layout routes.yaml named but no module provided passed `routekit validate`, then the dev server
// showed a white page. In a project (src/pages, src/layouts, src/guards beside routes.yaml), validate now reports each
// name with no module, as the Vite plugin's build does: RK800, RK802, RK803.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { routekit } from './_run.js'

const ROUTES = `version: 1
layouts: [default, blog]
guards: [auth]
routes:
  - { path: /, name: home, page: home }
  - { path: /blog, name: blog, page: blog, layout: blog, guards: [auth] }
  - { path: /construction, name: construction, page: home, layout: none }
`

const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

function project(files: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'routekit-validate-modules-'))
  dirs.push(dir)
  writeFileSync(path.join(dir, 'routes.yaml'), ROUTES)
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), 'export default () => null\n')
  }
  return dir
}

describe('routekit validate in a project', () => {
  it('reports a layout, a guard and a page with no module at their routes.yaml positions, and exits 1', () => {
    const dir = project(['src/pages/home.tsx', 'src/layouts/default.tsx', 'src/guards/session.ts'])
    const r = routekit(['validate'], { cwd: dir, env: { NO_COLOR: '1' } })
    expect(r.status).toBe(1)
    expect(r.stdout.split('\n').filter((line) => /^routes\.yaml:\d/.test(line))).toMatchInlineSnapshot(`
      [
        "routes.yaml:2:20  error  RK802  Layout "blog" has no module: there is no src/layouts/blog.tsx (or .ts, .jsx, .js). Modules in src/layouts: default. Add src/layouts/blog.tsx (its default export is the layout component, which renders <Outlet />), or fix the name in routes.yaml.",
        "routes.yaml:3:10  error  RK803  Guard "auth" has no module: there is no src/guards/auth.ts (or .tsx, .jsx, .js). Modules in src/guards: session. Add src/guards/auth.ts (its default export is the guard function), or fix the name in routes.yaml.",
        "routes.yaml:6:38  error  RK800  Page "blog" of route /blog has no module: there is no src/pages/blog.tsx (or .ts, .jsx, .js). Page modules in src/pages: home. Add src/pages/blog.tsx (its default export is the page component), or fix the page key.",
      ]
    `)
    expect(r.stdout).toContain('✖ 3 errors in routes.yaml')
  })

  it('passes once every name has its module, and --json carries the same diagnostics', () => {
    const dir = project(['src/pages/home.tsx', 'src/layouts/default.tsx'])
    const json = JSON.parse(routekit(['validate', '--json'], { cwd: dir }).stdout) as {
      valid: boolean
      diagnostics: { code: string; line: number; column: number }[]
    }
    expect(json.valid).toBe(false)
    // No src/guards here: that folder is not checked (the app would register its guards itself).
    expect(json.diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual(['RK802 2:20', 'RK800 6:38'])
    for (const file of ['src/pages/blog.tsx', 'src/layouts/blog.tsx', 'src/guards/auth.ts']) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      writeFileSync(path.join(dir, file), 'export default () => null\n')
    }
    const r = routekit(['validate'], { cwd: dir })
    expect(r.status).toBe(0)
    expect(r.stdout).toBe('✔ routes.yaml is valid: 3 routes, 0 redirects\n')
  })

  it('checks nothing where the project has no such folders (an app that registers its modules itself)', () => {
    const r = routekit(['validate'], { cwd: project([]) })
    expect(r.status).toBe(0)
  })
})
