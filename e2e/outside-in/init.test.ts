// Issue 25, outside-in: `routekit init` on a plain Vite + React app made here, outside the repository, with the packed
// CLI. The app then gets main.tsx and a guard as the printed next steps and docs/runtime.md say, installs the packed
// tarballs, builds, validates and works in Chromium.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkSiteInBrowser } from './_browser-check.js'
import { ok, outsideRoot, run, tarball } from './_outside.js'

let app: string

/** A plain Vite + React app, as `npm create vite -- --template react-ts` leaves it, with a folder of pages. */
function writePlainApp(dir: string): void {
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(
      {
        name: 'plain-app',
        private: true,
        type: 'module',
        scripts: { dev: 'vite', build: 'vite build' },
        dependencies: { react: '^19.2.0', 'react-dom': '^19.2.0' },
        devDependencies: { '@vitejs/plugin-react': '^6.0.0', vite: '^8.0.0' },
      },
      null,
      2,
    )}\n`,
    'vite.config.ts':
      "import { defineConfig } from 'vite'\nimport react from '@vitejs/plugin-react'\n\n// https://vite.dev/config/\nexport default defineConfig({\n  plugins: [react()],\n})\n",
    'index.html': '<!doctype html>\n<html lang="en">\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/src/main.tsx"></script>\n  </body>\n</html>\n',
    'src/main.tsx': "import { createRoot } from 'react-dom/client'\n\ncreateRoot(document.getElementById('root')!).render(<h1>Home</h1>)\n",
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

describe('routekit init on a plain Vite + React app, outside the repository', () => {
  it('adds routekit with the packed CLI; a second run changes nothing', () => {
    const first = ok(run('npm', ['exec', '--yes', '--package', tarball('routekit-cli'), '--', 'routekit', 'init', '--no-install'], app), 'routekit init')
    expect(first.stdout).toContain('+ routes.yaml')
    expect(readFileSync(path.join(app, 'vite.config.ts'), 'utf8')).toContain('plugins: [react(), routekit()]')
    const files = ['package.json', 'vite.config.ts', 'routes.yaml'].map((f) => readFileSync(path.join(app, f), 'utf8'))
    ok(run('npm', ['exec', '--yes', '--package', tarball('routekit-cli'), '--', 'routekit', 'init', '--no-install'], app), 'routekit init, again')
    expect(['package.json', 'vite.config.ts', 'routes.yaml'].map((f) => readFileSync(path.join(app, f), 'utf8'))).toEqual(files)
  })

  it('builds and validates once main.tsx renders the routes and /account has its guard', () => {
    // What the user writes next: main.tsx as init prints it, and a guard (docs/runtime.md, Guards).
    writeFileSync(
      path.join(app, 'src/main.tsx'),
      `import { allow, redirect, startApp, type Guard } from '@routekit/router-core/react'
import routes from 'virtual:routekit/routes'
import { createMaintenanceFile } from '@routekit/router-core/react'

const auth: Guard = ({ path }) => (localStorage.getItem('signed-in') ? allow() : redirect(\`/login?redirect=\${encodeURIComponent(path)}\`))

startApp('#root', routes, { pages: import.meta.glob('./pages/*.tsx'), layouts: {}, guards: { auth }, maintenance: createMaintenanceFile() })
`,
    )
    const routes = readFileSync(path.join(app, 'routes.yaml'), 'utf8')
    writeFileSync(path.join(app, 'routes.yaml'), routes.replace('guards: []', 'guards: [auth]').replace('    page: account\n', '    page: account\n    guards: [auth]\n'))
    ok(run('npm', ['install', tarball('routekit-router-core'), tarball('routekit-cli')], app), 'npm install')
    ok(run('npm', ['run', 'build'], app), 'npm run build')
    expect(ok(run('npx', ['routekit', 'validate'], app), 'validate').stdout).toBe('✔ routes.yaml is valid: 5 routes, 0 redirects\n')
  })

  it('works in Chromium: home, the guard, the 404, maintenance on and off', async () => {
    await checkSiteInBrowser(app, { home: /^Home$/ })
  })
})
