// Issues 25 and 34, outside-in: `routekit init` on create-vite's react-ts app made here, outside the repository, with
// the packed CLI. init wires main.tsx (with the maintenance file) and the types in tsconfig.app.json; the user only
// registers a guard, as docs/runtime.md says. The app installs the packed tarballs, typechecks, builds, validates and
// works in Chromium, and an open tab follows `routekit maintenance on`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../harness/browser.js'
import { stopProcess } from '../harness/processes.js'
import { checkSiteInBrowser, startPreview } from './_browser-check.js'
import { ok, outsideRoot, run, tarball } from './_outside.js'

let app: string

/** `npm create vite -- --template react-ts` (create-vite 8), with a folder of pages added. */
function writePlainApp(dir: string): void {
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(
      {
        name: 'plain-app',
        private: true,
        type: 'module',
        scripts: { dev: 'vite', build: 'tsc -b && vite build', preview: 'vite preview' },
        dependencies: { react: '^19.2.0', 'react-dom': '^19.2.0' },
        devDependencies: {
          '@types/node': '^24.0.0',
          '@types/react': '^19.2.0',
          '@types/react-dom': '^19.2.0',
          '@vitejs/plugin-react': '^6.0.0',
          typescript: '~5.9.3',
          vite: '^8.0.0',
        },
      },
      null,
      2,
    )}\n`,
    'vite.config.ts':
      "import { defineConfig } from 'vite'\nimport react from '@vitejs/plugin-react'\n\n// https://vite.dev/config/\nexport default defineConfig({\n  plugins: [react()],\n})\n",
    'tsconfig.json':
      '{\n  "files": [],\n  "references": [\n    { "path": "./tsconfig.app.json" },\n    { "path": "./tsconfig.node.json" }\n  ]\n}\n',
    'tsconfig.app.json': `{
  "compilerOptions": {
    "tsBuildInfoFile": "./node_modules/.tmp/tsconfig.app.tsbuildinfo",
    "target": "ES2022",
    "useDefineForClassFields": true,
    "lib": ["ES2022", "DOM", "DOM.Iterable"],
    "module": "ESNext",
    "types": ["vite/client"],
    "skipLibCheck": true,

    /* Bundler mode */
    "moduleResolution": "bundler",
    "allowImportingTsExtensions": true,
    "verbatimModuleSyntax": true,
    "moduleDetection": "force",
    "noEmit": true,
    "jsx": "react-jsx",

    /* Linting */
    "strict": true,
    "noUnusedLocals": true,
    "noUnusedParameters": true,
    "noFallthroughCasesInSwitch": true
  },
  "include": ["src"]
}
`,
    'tsconfig.node.json': `{
  "compilerOptions": {
    "tsBuildInfoFile": "./node_modules/.tmp/tsconfig.node.tsbuildinfo",
    "target": "ES2023",
    "lib": ["ES2023"],
    "module": "ESNext",
    "types": ["node"],
    "skipLibCheck": true,
    "moduleResolution": "bundler",
    "allowImportingTsExtensions": true,
    "verbatimModuleSyntax": true,
    "moduleDetection": "force",
    "noEmit": true,
    "strict": true
  },
  "include": ["vite.config.ts"]
}
`,
    'index.html':
      '<!doctype html>\n<html lang="en">\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/src/main.tsx"></script>\n  </body>\n</html>\n',
    'src/main.tsx':
      "import { StrictMode } from 'react'\nimport { createRoot } from 'react-dom/client'\nimport './index.css'\nimport App from './App.tsx'\n\ncreateRoot(document.getElementById('root')!).render(\n  <StrictMode>\n    <App />\n  </StrictMode>,\n)\n",
    'src/App.tsx': 'function App() {\n  return <h1>Vite + React</h1>\n}\n\nexport default App\n',
    'src/index.css': 'body { margin: 0; }\n',
    'src/pages/home.tsx': 'export default function Home() {\n  return <h1>Home</h1>\n}\n',
    'src/pages/about.tsx': 'export default function About() {\n  return <h1>About</h1>\n}\n',
    'src/pages/account.tsx': 'export default function Account() {\n  return <h1>Your account</h1>\n}\n',
    'src/pages/login.tsx': 'export default function Login() {\n  return <h1>Sign in</h1>\n}\n',
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
}

beforeAll(() => {
  app = path.join(outsideRoot(), 'plain-app')
  writePlainApp(app)
})

const ROUTEKIT_INIT = ['exec', '--yes', '--package', '<cli>', '--', 'routekit', 'init', '--no-install']
const WIRED = ['package.json', 'vite.config.ts', 'routes.yaml', 'src/main.tsx', 'tsconfig.app.json']

describe('routekit init on a create-vite react-ts app, outside the repository', () => {
  it('adds routekit with the packed CLI, wires main.tsx and tsconfig.app.json, says what became of App.tsx; a second run changes nothing', () => {
    const args = ROUTEKIT_INIT.map((a) => (a === '<cli>' ? tarball('routekit-cli') : a))
    const first = ok(run('npm', args, app), 'routekit init')
    expect(first.stdout).toContain('+ routes.yaml')
    expect(first.stdout).toContain('! src/App.tsx              no longer rendered')
    // "npm run preview" serves the build with routekit preview (CSP, the maintenance gate), not vite preview.
    expect(first.stdout).toContain('"npm run preview" runs routekit preview (was "vite preview")')
    expect(JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8')).scripts.preview).toBe('routekit preview')
    expect(readFileSync(path.join(app, 'vite.config.ts'), 'utf8')).toContain('plugins: [react(), routekit()]')
    expect(readFileSync(path.join(app, 'src/main.tsx'), 'utf8')).toContain(
      'maintenance: createLazyMaintenanceFile({ url: maintenanceUrl })',
    )
    expect(readFileSync(path.join(app, 'tsconfig.app.json'), 'utf8')).toContain(
      '"types": ["vite/client", "@routekit/router-core/client"]',
    )
    const files = WIRED.map((f) => readFileSync(path.join(app, f), 'utf8'))
    ok(run('npm', args, app), 'routekit init, again')
    expect(WIRED.map((f) => readFileSync(path.join(app, f), 'utf8'))).toEqual(files)
  })

  it('typechecks, builds and validates once /account has its guard', () => {
    // What the user writes next: a guard, in the file its name gives (issue 42: named once, in routes.yaml; main.tsx
    // stays as init wrote it).
    mkdirSync(path.join(app, 'src/guards'), { recursive: true })
    writeFileSync(
      path.join(app, 'src/guards/auth.ts'),
      "import { allow, redirect, type Guard } from '@routekit/router-core/react'\n\n" +
        "const auth: Guard = ({ path }) => (localStorage.getItem('signed-in') ? allow() : redirect(`/login?redirect=${encodeURIComponent(path)}`))\n" +
        'export default auth\n',
    )
    const routes = readFileSync(path.join(app, 'routes.yaml'), 'utf8')
    writeFileSync(
      path.join(app, 'routes.yaml'),
      routes
        .replace('guards: []', 'guards: [auth]')
        .replace('    page: account\n', '    page: account\n    guards: [auth]\n'),
    )
    ok(run('npm', ['install', tarball('routekit-router-core'), tarball('routekit-cli')], app), 'npm install')
    // tsc -b then vite build, as create-vite's build script runs them.
    ok(run('npm', ['run', 'build'], app), 'npm run build')
    expect(ok(run('npx', ['routekit', 'validate'], app), 'validate').stdout).toBe(
      '✔ routes.yaml is valid: 5 routes, 0 redirects\n',
    )
  })

  it('works in Chromium: home, the guard, the 404, maintenance on and off', async () => {
    await checkSiteInBrowser(app, { home: /^Home$/ })
  })

  it('an open tab follows routekit maintenance on, without a reload by the visitor, and shows its --message', async () => {
    const { origin, child } = await startPreview(app)
    const browser = await launchBrowser()
    try {
      const page = await browser.newPage()
      await page.goto(`${origin}/about`)
      await expect.poll(() => page.locator('h1').first().textContent()).toBe('About')
      ok(
        run(
          process.execPath,
          [
            'node_modules/@routekit/cli/bin/routekit.cjs',
            'maintenance',
            'on',
            '--message',
            'Back at noon, with a new shop.',
          ],
          app,
        ),
        'routekit maintenance on',
      )
      // The tab reads maintenance.json about every 10 s.
      await page.waitForURL(/\/maintenance(\?|$)/, { timeout: 30_000 })
      await expect.poll(() => page.locator('h1').first().textContent()).toBe('Back soon')
      // The maintenance page init wrote reads the message with useMaintenance() (it showed a fixed text).
      await expect.poll(() => page.locator('main p').first().textContent()).toBe('Back at noon, with a new shop.')
    } finally {
      ok(
        run(process.execPath, ['node_modules/@routekit/cli/bin/routekit.cjs', 'maintenance', 'off'], app),
        'routekit maintenance off',
      )
      await browser.close()
      await stopProcess(child)
    }
  }, 60_000)
})
