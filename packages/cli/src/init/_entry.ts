import { parse } from '@babel/parser'
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { InitStep } from './_step.js'

/** The entries create-vite's React templates write, in the order looked for. */
const ENTRIES = ['src/main.tsx', 'src/main.jsx']
/** What marks an entry that already renders routekit: a second run leaves it alone. */
const WIRED = 'virtual:routekit/routes'

/**
 * The app's entry, rendering routekit: `startApp()` with the page modules,
 * the maintenance file (so open tabs follow `routekit maintenance on|off`),
 * the build flag and the build id (so a tab on an old build reloads instead of
 * failing to load a page chunk). The entry's side-effect imports (its CSS) are
 * kept; the rest of it is kept beside, in `main.before-routekit.*`.
 */
export function entrySource(pagesGlob: string, keptImports: readonly string[]): string {
  return `// Written by \`routekit init\`: routekit renders the page of each path in routes.yaml.
import { createLazyMaintenanceFile, parseBuildFlag, startApp } from '@routekit/router-core/react'
import { buildId, maintenanceUrl, manifestUrl } from 'virtual:routekit/build'
import routes from 'virtual:routekit/routes'
${keptImports.map((line) => `${line}\n`).join('')}
void startApp('#root', routes, {
  // Every module in this folder is a page: its file name is the page key of routes.yaml.
  pages: import.meta.glob('${pagesGlob}'),
  // A layout or guard routes.yaml declares is found by its name, in src/layouts/<name>.tsx or src/guards/<name>.ts.
  // maintenance.json at Vite's base, which \`routekit maintenance on|off\` writes into the built site: open tabs follow it within about 10 s.
  maintenance: createLazyMaintenanceFile({ url: maintenanceUrl }),
  buildFlag: parseBuildFlag(import.meta.env.VITE_MAINTENANCE),
  build: { currentId: buildId, url: manifestUrl },
})
`
}

/** The side-effect imports of an entry (`import './index.css'`), as written; none when it does not parse. */
function _sideEffectImports(source: string): string[] {
  try {
    const { program } = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'] })
    return program.body
      .filter((node) => node.type === 'ImportDeclaration' && node.specifiers.length === 0 && node.importKind !== 'type')
      .map((node) => source.slice(node.start ?? 0, node.end ?? 0))
  } catch {
    return []
  }
}

/**
 * Points the app's entry at routekit: an entry that already imports the
 * routes is left alone; any other is moved to `main.before-routekit.*` and a
 * new one written. Without an entry, src/main.tsx is written, for index.html to load.
 */
export function wireEntry(cwd: string, pagesDir: string): InitStep {
  const found = ENTRIES.find((file) => existsSync(path.join(cwd, file)))
  const entry = path.join(cwd, found ?? ENTRIES[0]!)
  const glob = `./${path.relative(path.dirname(entry), pagesDir).split(path.sep).join('/')}/*.${found?.endsWith('.jsx') ? 'jsx' : 'tsx'}`
  if (!found) {
    writeFileSync(entry, entrySource(glob, []))
    return {
      file: ENTRIES[0]!,
      status: 'written',
      detail: 'the entry, rendering the routes; index.html loads it: <script type="module" src="/src/main.tsx">',
    }
  }
  const source = readFileSync(entry, 'utf8')
  if (source.includes(WIRED)) return { file: found, status: 'unchanged', detail: 'already renders the routes' }
  const kept = found.replace(/(\.[jt]sx)$/, '.before-routekit$1')
  renameSync(entry, path.join(cwd, kept))
  writeFileSync(entry, entrySource(glob, _sideEffectImports(source)))
  return {
    file: found,
    status: 'written',
    detail: `renders the routes with startApp() and follows maintenance.json; the old entry is ${kept}`,
  }
}

/**
 * What became of create-vite's `src/App.tsx` once the entry renders routes:
 * the home page when init wrote one from it, else it is no longer rendered,
 * said plainly. Null when the app has no App module.
 */
export function appModule(cwd: string): string | null {
  return ['src/App.tsx', 'src/App.jsx'].find((file) => existsSync(path.join(cwd, file))) ?? null
}
