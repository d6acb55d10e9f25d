import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const HOSTING_ROUTES = `version: 1
routes:
  - { path: /, name: index, page: index }
  - { path: /about, name: about, page: about }
  - { path: /dashboard, name: dashboard, page: dashboard }
  - { path: /construction, name: construction, page: construction }
  - { path: /new/:slug, name: news, page: news }
redirects:
  - { from: /about-us/*, to: /about, status: 301 }
  - { from: /old/*, to: /new/*, status: 302 }
  - { from: /go, to: https://example.com/, status: 307 }
`

/** The hashes in the fixture's pages.json: /about carries an inline script, the shell and / none. */
export const ABOUT_SCRIPT = "'sha256-YWJvdXQ='"

/**
 * A folder as a prerendered build leaves it: a page per open route, the shell
 * 200.html, an asset, the audit log and the build's .routekit/pages.json
 * (with `csp` when given: routes.yaml's csp, as the plugin records it).
 */
export function makePrerenderedBuild(csp?: Record<string, string[]>): {
  root: string
  dir: string
  routes: string
  cleanup: () => void
} {
  const root = mkdtempSync(path.join(tmpdir(), 'routekit-hosting-'))
  const dir = path.join(root, 'dist')
  const files: Record<string, string> = {
    'index.html': '<!doctype html><h1>Home</h1>',
    'about/index.html': '<!doctype html><h1>About</h1><script>about()</script>',
    'construction/index.html': '<!doctype html><h1>Back soon</h1>',
    '200.html': '<!doctype html><div id="root"></div>',
    'assets/app-1a2b.js': 'export {}',
    'builds/latest.json': '{}',
    'maintenance.log': '{"user":"ops"}\n',
  }
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), content)
  }
  const none = { scripts: [], styles: [], styleAttributes: [] }
  const pages = {
    'index.html': none,
    'about/index.html': { ...none, scripts: [ABOUT_SCRIPT] },
    'construction/index.html': none,
    '200.html': none,
  }
  mkdirSync(path.join(dir, '.routekit'))
  writeFileSync(path.join(dir, '.routekit', 'pages.json'), JSON.stringify({ version: 1, pages, ...(csp && { csp }) }))
  const routes = path.join(root, 'routes.yaml')
  writeFileSync(routes, HOSTING_ROUTES)
  return { root, dir, routes, cleanup: () => rmSync(root, { recursive: true, force: true }) }
}
