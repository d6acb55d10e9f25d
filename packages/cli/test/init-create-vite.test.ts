// `routekit init` on create-vite's react-ts app left it broken: main.tsx untouched (so routekit rendered nothing and
// open tabs never read maintenance.json), the types to add in tsconfig.json where create-vite keeps them in
// tsconfig.app.json (TS2307 on virtual:routekit/routes), and App.tsx silently orphaned. Now init wires all three.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { snapshotTree } from './_maintenance-fixture.js'
import { routekit } from './_run.js'

/** The files of `npm create vite -- --template react-ts` that init reads (create-vite 8), comments included. */
const CREATE_VITE: Record<string, string> = {
  'package.json':
    '{\n  "name": "vite-app",\n  "private": true,\n  "type": "module",\n  "scripts": { "dev": "vite", "build": "tsc -b && vite build", "preview": "vite preview" },\n  "dependencies": { "react": "^19.2.0", "react-dom": "^19.2.0" }\n}\n',
  'vite.config.ts':
    "import { defineConfig } from 'vite'\nimport react from '@vitejs/plugin-react'\n\n// https://vite.dev/config/\nexport default defineConfig({\n  plugins: [react()],\n})\n",
  'tsconfig.json':
    '{\n  "files": [],\n  "references": [\n    { "path": "./tsconfig.app.json" },\n    { "path": "./tsconfig.node.json" }\n  ]\n}\n',
  'tsconfig.app.json':
    '{\n  "compilerOptions": {\n    "tsBuildInfoFile": "./node_modules/.tmp/tsconfig.app.tsbuildinfo",\n    "target": "ES2022",\n    "types": ["vite/client"],\n    "skipLibCheck": true,\n\n    /* Bundler mode */\n    "moduleResolution": "bundler",\n    "jsx": "react-jsx",\n\n    /* Linting */\n    "strict": true\n  },\n  "include": ["src"]\n}\n',
  'tsconfig.node.json':
    '{\n  "compilerOptions": {\n    "types": ["node"],\n    "moduleResolution": "bundler"\n  },\n  "include": ["vite.config.ts"]\n}\n',
  'index.html':
    '<!doctype html>\n<html lang="en">\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/src/main.tsx"></script>\n  </body>\n</html>\n',
  'src/main.tsx':
    "import { StrictMode } from 'react'\nimport { createRoot } from 'react-dom/client'\nimport './index.css'\nimport App from './App.tsx'\n\ncreateRoot(document.getElementById('root')!).render(\n  <StrictMode>\n    <App />\n  </StrictMode>,\n)\n",
  'src/App.tsx': "import './App.css'\n\nfunction App() {\n  return <h1>Vite + React</h1>\n}\n\nexport default App\n",
  'src/index.css': ':root { color-scheme: light dark; }\n',
  'src/App.css': '#root { margin: 0 auto; }\n',
}

let app: string
beforeEach(() => {
  app = mkdtempSync(path.join(tmpdir(), 'routekit-init-vite-'))
  for (const [file, text] of Object.entries(CREATE_VITE)) {
    mkdirSync(path.dirname(path.join(app, file)), { recursive: true })
    writeFileSync(path.join(app, file), text)
  }
})
afterEach(() => rmSync(app, { recursive: true, force: true }))

const init = (...args: string[]) => routekit(['init', '--no-install', ...args], { cwd: app })
const read = (file: string) => readFileSync(path.join(app, file), 'utf8')

describe('routekit init on a create-vite react-ts app', () => {
  it('wires the entry, keeps App as the home page, adds the types to tsconfig.app.json; a second run changes nothing', () => {
    const first = init()
    expect(first.status, first.stderr).toBe(0)
    expect(first.stdout).toMatchInlineSnapshot(`
      "~ package.json             added @routekit/router-core@^0.1.0, react-router-dom@^7.9.0, @routekit/cli@^0.1.0
      ~ package.json             "npm run preview" runs routekit preview (was "vite preview"), which serves the build as production does: CSP, security headers, the maintenance gate
      ~ vite.config.ts           added routekit() to the plugins and its import
      + src/pages/home.tsx       the home page (/): it renders src/App.tsx
      + src/pages/maintenance.tsx the maintenance page
      + routes.yaml              2 routes, from the page modules in src/pages
      + src/main.tsx             renders the routes with startApp() and follows maintenance.json; the old entry is src/main.before-routekit.tsx
      ~ tsconfig.app.json        added @routekit/router-core/client to compilerOptions.types

      Then run "npm install".

      Next: "npm run dev" shows routes.yaml's pages; check the file with "npx routekit validate". Layouts and guards: node_modules/@routekit/router-core/README.md.
      "
    `)
    // The old entry is kept beside; the new one keeps its CSS import and passes the maintenance source.
    expect(read('src/main.before-routekit.tsx')).toBe(CREATE_VITE['src/main.tsx'])
    expect(read('src/main.tsx')).toMatchInlineSnapshot(`
      "// Written by \`routekit init\`: routekit renders the page of each path in routes.yaml.
      import { createLazyMaintenanceFile, parseBuildFlag, startApp } from '@routekit/router-core/react'
      import { buildId, maintenanceUrl, manifestUrl } from 'virtual:routekit/build'
      import routes from 'virtual:routekit/routes'
      import './index.css'

      void startApp('#root', routes, {
        // Every module in this folder is a page: its file name is the page key of routes.yaml.
        pages: import.meta.glob('./pages/*.tsx'),
        // A layout or guard routes.yaml declares is found by its name, in src/layouts/<name>.tsx or src/guards/<name>.ts.
        // maintenance.json at Vite's base, which \`routekit maintenance on|off\` writes into the built site: open tabs follow it within about 10 s.
        maintenance: createLazyMaintenanceFile({ url: maintenanceUrl }),
        buildFlag: parseBuildFlag(import.meta.env.VITE_MAINTENANCE),
        build: { currentId: buildId, url: manifestUrl },
      })
      "
    `)
    expect(read('src/pages/home.tsx')).toBe("export { default } from '../App'\n")
    // Only the types list changed: the comments stay.
    expect(read('tsconfig.app.json')).toBe(
      CREATE_VITE['tsconfig.app.json']!.replace(
        '"types": ["vite/client"]',
        '"types": ["vite/client", "@routekit/router-core/client"]',
      ),
    )
    expect(read('tsconfig.node.json')).toBe(CREATE_VITE['tsconfig.node.json'])
    expect(routekit(['validate'], { cwd: app }).stdout).toBe('✔ routes.yaml is valid: 2 routes, 0 redirects\n')

    const before = snapshotTree(app)
    const second = init('--json')
    expect(second.status).toBe(0)
    expect(
      (JSON.parse(second.stdout) as { steps: Array<{ file: string; status: string }> }).steps.map(
        (s) => `${s.status} ${s.file}`,
      ),
    ).toEqual([
      'unchanged package.json',
      'unchanged package.json',
      'unchanged vite.config.ts',
      'unchanged routes.yaml',
      'unchanged src/main.tsx',
      'unchanged tsconfig.app.json',
    ])
    expect(snapshotTree(app)).toEqual(before)
  })

  it('makes "npm run preview" routekit preview, and leaves a preview script of the app\'s own as it was, saying so', () => {
    // create-vite's "vite preview" serves the build with no CSP and no maintenance gate.
    expect(
      init()
        .stdout.split('\n')
        .filter((line) => line.includes('npm run preview')),
    ).toMatchInlineSnapshot(`
      [
        "~ package.json             "npm run preview" runs routekit preview (was "vite preview"), which serves the build as production does: CSP, security headers, the maintenance gate",
      ]
    `)
    expect((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.preview).toBe(
      'routekit preview',
    )
    const own = JSON.parse(read('package.json')) as { scripts: Record<string, string> }
    own.scripts.preview = 'serve dist'
    writeFileSync(path.join(app, 'package.json'), JSON.stringify(own, null, 2))
    const r = init()
    expect(r.status).toBe(0)
    expect(r.stdout.split('\n').filter((line) => line.includes('npm run preview'))).toMatchInlineSnapshot(`
      [
        "! package.json             "npm run preview" runs "serve dist", left as it was; routekit preview serves the build as production does: CSP, security headers, the maintenance gate",
      ]
    `)
    expect((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.preview).toBe('serve dist')
  })

  it('says plainly that App.tsx is no longer rendered when the app already has pages', () => {
    mkdirSync(path.join(app, 'src/pages'))
    writeFileSync(path.join(app, 'src/pages/home.tsx'), 'export default function Home() {\n  return <h1>Home</h1>\n}\n')
    const r = init()
    expect(r.status).toBe(0)
    expect(r.stdout.split('\n').filter((line) => line.includes('App.tsx'))).toMatchInlineSnapshot(`
      [
        "! src/App.tsx              no longer rendered: the entry renders the pages of routes.yaml. Move its content into a page or a layout, or delete it.",
      ]
    `)
    expect(read('src/App.tsx')).toBe(CREATE_VITE['src/App.tsx'])
  })

  it('references the types from src/routekit-env.d.ts when the tsconfig lists no types (a list would cut off @types)', () => {
    writeFileSync(
      path.join(app, 'tsconfig.app.json'),
      CREATE_VITE['tsconfig.app.json']!.replace('    "types": ["vite/client"],\n', ''),
    )
    const r = init()
    expect(r.stdout.split('\n').filter((line) => line.includes('routekit-env'))).toMatchInlineSnapshot(`
      [
        "+ src/routekit-env.d.ts    references @routekit/router-core/client (tsconfig.app.json has no types list)",
      ]
    `)
    expect(read('src/routekit-env.d.ts')).toContain('/// <reference types="@routekit/router-core/client" />')
  })
})
