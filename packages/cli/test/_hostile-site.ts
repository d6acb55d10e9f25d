// A built site whose pages are the paths of a routes.yaml given as text, written as the prerenderer writes them
// (prerenderPaths()' open routes, each at its folder: segmentFileName()), with a .routekit/pages.json: what the host
// injection tests hand `routekit hosting`, without a vite build per case.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { segmentFileName } from '@routekit/router-core'

export interface HostileSite {
  root: string
  dir: string
  routes: string
  /** Each page's path as routes.yaml declares it, with its file and the text its HTML holds. */
  pages: Array<{ path: string; file: string; text: string }>
  cleanup: () => void
}

/** The file the prerenderer writes for `routePath` (a static path): `/` is `index.html`, `/a%20b` is `a b/index.html`. */
export function pageFile(routePath: string): string {
  if (routePath === '/') return 'index.html'
  return `${routePath.split('/').slice(1).map(segmentFileName).join('/')}/index.html`
}

/** `routes` (routes.yaml's text) in a fresh folder, with a page for each of `pagePaths` (static route paths). */
export function makeHostileSite(routes: string, pagePaths: readonly string[]): HostileSite {
  const root = mkdtempSync(path.join(tmpdir(), 'routekit-hostile-'))
  chmodSync(root, 0o755) // nginx's worker runs as another user: it must read the site (mkdtemp makes 0700)
  const dir = path.join(root, 'dist')
  const none = { scripts: [], styles: [], styleAttributes: [] }
  const pages = pagePaths.map((p, i) => ({ path: p, file: pageFile(p), text: `page-${i}` }))
  // Each page an inline script of its own, so each gets a CSP of its own (a rule per page on every host).
  const hashes = (i: number) => ({ ...none, scripts: [`'sha256-${Buffer.from(`page-${i}`).toString('base64')}'`] })
  const files: Record<string, string> = {
    '200.html': '<!doctype html><div id="root">shell</div>',
    'assets/app-1a2b.js': 'export {}',
    'maintenance.log': '{"user":"ops"}\n',
  }
  for (const page of pages) files[page.file] = `<!doctype html><h1>${page.text}</h1>`
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), content)
  }
  const manifest = Object.fromEntries([...pages.map((p, i) => [p.file, hashes(i)]), ['200.html', none]])
  mkdirSync(path.join(dir, '.routekit'))
  writeFileSync(path.join(dir, '.routekit', 'pages.json'), JSON.stringify({ version: 1, pages: manifest }))
  const file = path.join(root, 'routes.yaml')
  writeFileSync(file, routes)
  return { root, dir, routes: file, pages, cleanup: () => rmSync(root, { recursive: true, force: true }) }
}
