// `routekit init` as a real process on real app folders: what it writes, that a second run changes nothing, and the
// apps it refuses or cannot edit safely (their files stay byte for byte).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { snapshotTree } from './_maintenance-fixture.js'
import { routekit } from './_run.js'

const VITE_CONFIG = `import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// https://vite.dev/config/
export default defineConfig({
  plugins: [react()],
})
`

let app: string
beforeEach(() => {
  app = mkdtempSync(path.join(tmpdir(), 'routekit-init-'))
  writeFileSync(
    path.join(app, 'package.json'),
    '{\n    "name": "app",\n    "private": true,\n    "dependencies": { "react": "^19.2.0", "react-router-dom": "^7.1.0" }\n}\n',
  )
  writeFileSync(path.join(app, 'vite.config.ts'), VITE_CONFIG)
  mkdirSync(path.join(app, 'src', 'pages'), { recursive: true })
  for (const page of ['home', 'about', 'pricing'])
    writeFileSync(
      path.join(app, 'src', 'pages', `${page}.tsx`),
      `export default function P() { return <h1>${page}</h1> }\n`,
    )
})
afterEach(() => rmSync(app, { recursive: true, force: true }))

const init = (...args: string[]) => routekit(['init', '--no-install', ...args], { cwd: app })
const stable = (text: string) => text.replaceAll(app, '<app>')

describe('routekit init', () => {
  it('adds the dependencies, routekit() and a routes.yaml that validates; a second run changes nothing', () => {
    const first = init()
    expect(first.status).toBe(0)
    expect(first.stdout.split('\n\nNext:')[0]).toMatchInlineSnapshot(`
      "~ package.json             added @routekit/router-core@^0.1.0, @routekit/cli@^0.1.0
      ~ package.json             "npm run preview" runs routekit preview, which serves the build as production does: CSP, security headers, the maintenance gate
      ~ vite.config.ts           added routekit() to the plugins and its import
      + src/pages/maintenance.tsx the maintenance page
      + routes.yaml              4 routes, from the page modules in src/pages
      + src/main.tsx             the entry, rendering the routes; index.html loads it: <script type="module" src="/src/main.tsx">
      = tsconfig.json            none here: no types to add

      Then run "npm install"."
    `)
    const pkg = JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>
      devDependencies: Record<string, string>
    }
    // An app's own react-router-dom range is kept; the package.json keeps its 4-space indent.
    expect(pkg.dependencies).toEqual({
      '@routekit/router-core': '^0.1.0',
      react: '^19.2.0',
      'react-router-dom': '^7.1.0',
    })
    expect(pkg.devDependencies).toEqual({ '@routekit/cli': '^0.1.0' })
    expect(readFileSync(path.join(app, 'package.json'), 'utf8')).toContain('\n    "name": "app"')
    expect(readFileSync(path.join(app, 'vite.config.ts'), 'utf8')).toBe(
      VITE_CONFIG.replace("react'\n", "react'\nimport { routekit } from '@routekit/router-core/vite'\n").replace(
        '[react()]',
        '[react(), routekit()]',
      ),
    )
    expect(readFileSync(path.join(app, 'routes.yaml'), 'utf8').split('\n')[0]).toBe(
      '# yaml-language-server: $schema=./node_modules/@routekit/router-core/dist/routes.schema.json',
    )
    expect(routekit(['validate'], { cwd: app }).stdout).toBe('✔ routes.yaml is valid: 4 routes, 0 redirects\n')
    expect(routekit(['routes', '--json'], { cwd: app }).stdout).toContain('"path": "/pricing"')

    const before = snapshotTree(app)
    const second = init('--json')
    expect(second.status).toBe(0)
    expect((JSON.parse(second.stdout) as { steps: { status: string }[] }).steps.map((s) => s.status)).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
      'unchanged',
      'unchanged',
      'unchanged',
    ])
    expect(snapshotTree(app)).toEqual(before)
  })

  it('exits 2 and says so when there is no vite.config.*', () => {
    rmSync(path.join(app, 'vite.config.ts'))
    const before = snapshotTree(app)
    const r = init()
    expect([r.status, stable(r.stderr)]).toMatchInlineSnapshot(`
      [
        2,
        "routekit: No vite.config.* in <app>: routekit init adds routekit to a Vite + React app. Run it in the app's root, or start a new site with "npm create routekit@latest".
      ",
      ]
    `)
    expect(snapshotTree(app)).toEqual(before)
  })

  it('prints the lines to add, exits 1 and leaves an unusual or unreadable vite.config byte for byte', () => {
    const shapes = {
      computed:
        "import { defineConfig } from 'vite'\nimport { plugins } from './plugins'\nexport default defineConfig({ plugins })\n",
      commonjs: "module.exports = { plugins: [require('@vitejs/plugin-react')()] }\n",
      broken: "import { defineConfig } from 'vite'\nexport default defineConfig({ plugins: [react() }\n",
    }
    for (const [name, source] of Object.entries(shapes)) {
      writeFileSync(path.join(app, 'vite.config.ts'), source)
      const r = init()
      expect(r.status, name).toBe(1)
      expect(readFileSync(path.join(app, 'vite.config.ts'), 'utf8'), name).toBe(source)
      expect(r.stdout, name).toContain("import { routekit } from '@routekit/router-core/vite'")
    }
    // A vite.config.ts that cannot be read (here a folder of that name).
    rmSync(path.join(app, 'vite.config.ts'))
    mkdirSync(path.join(app, 'vite.config.ts'))
    const r = init()
    expect(r.status).toBe(1)
    expect(stable(r.stdout).split('\n\nNext:')[0]).toMatchInlineSnapshot(`
      "= package.json             has the routekit dependencies
      = package.json             "npm run preview" runs routekit preview
      ! vite.config.ts           left as it was: it cannot be read (EISDIR)
      = routes.yaml              already exists
      = src/main.tsx             already renders the routes
      = tsconfig.json            none here: no types to add

      Add these lines to your vite config yourself:

        import { routekit } from '@routekit/router-core/vite'

        // and, in the config's plugins list:
        plugins: [react(), routekit()],"
    `)
  })
})
