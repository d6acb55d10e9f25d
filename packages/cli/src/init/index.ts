// `routekit init`, loaded only by that command (dist/init.cjs). The JavaScript parser it edits vite.config
// with is in dist/vite-config.cjs (src/vite-config/), loaded when the edit starts.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { findViteConfig } from '../vite-config/locate.js'
import { addDependencies } from './_package-json.js'
import { MAINTENANCE_PAGE, pageKeysIn, starterRoutes } from './_starter-routes.js'
import type { ViteConfigEdit } from '../vite-config/add-plugin.js'
import { viteConfigParser } from '../vite-config/parser.js'

/** Where routes.yaml points the editor for its JSON Schema: the copy in the installed package. */
export const SCHEMA_PATH = './node_modules/@routekit/router-core/dist/routes.schema.json'

/** One thing init did, left as it was, or could not do. */
export interface InitStep {
  file: string
  status: 'written' | 'edited' | 'unchanged' | 'manual'
  detail: string
}

export interface InitResult {
  steps: InitStep[]
  /** The lines to add by hand when vite.config could not be edited safely. */
  manual: string | null
  /** True when package.json gained dependencies, so they need installing. */
  needsInstall: boolean
}

/** Why init cannot run here at all: the caller exits 2 with it. */
export class InitRefused extends Error {}

/**
 * Adds routekit to the Vite app in `cwd`: its dependencies in package.json,
 * `routekit()` in vite.config.*, and a starter routes.yaml from the page
 * modules under src/pages or src/routes (plus a maintenance page when there is
 * none). Each step is skipped when already done, so a second run changes nothing.
 */
export function runInit(cwd: string, version: string): InitResult {
  const pkgFile = path.join(cwd, 'package.json')
  if (!existsSync(pkgFile))
    throw new InitRefused(`No package.json in ${cwd}. Run routekit init in the root of your Vite app, or start a new site with "npm create routekit@latest".`)
  const viteConfig = findViteConfig(cwd)
  if (!viteConfig) {
    throw new InitRefused(
      `No vite.config.* in ${cwd}: routekit init adds routekit to a Vite + React app. Run it in the app's root, or start a new site with "npm create routekit@latest".`,
    )
  }
  const steps: InitStep[] = []
  const rel = (file: string) => path.relative(cwd, file)

  let pkgText: string
  try {
    pkgText = readFileSync(pkgFile, 'utf8')
    JSON.parse(pkgText)
  } catch (error) {
    throw new InitRefused(`Cannot read ${pkgFile}: ${error instanceof Error ? error.message : String(error)}. Fix it, then run routekit init again.`)
  }
  const deps = addDependencies(pkgText, version)
  if (deps) writeFileSync(pkgFile, deps.text)
  steps.push(
    deps
      ? { file: 'package.json', status: 'edited', detail: `added ${deps.added.join(', ')}` }
      : { file: 'package.json', status: 'unchanged', detail: 'has the routekit dependencies' },
  )

  let manual: string | null = null
  const edit = _editViteConfig(viteConfig)
  if (edit.kind === 'edited') {
    writeFileSync(viteConfig, edit.source)
    steps.push({ file: rel(viteConfig), status: 'edited', detail: 'added routekit() to the plugins and its import' })
  } else if (edit.kind === 'already') {
    steps.push({ file: rel(viteConfig), status: 'unchanged', detail: 'already uses routekit()' })
  } else {
    manual = `${viteConfigParser().IMPORT_LINE}\n\n// and, in the config's plugins list:\nplugins: [react(), routekit()],`
    steps.push({ file: rel(viteConfig), status: 'manual', detail: `left as it was: ${edit.reason}` })
  }

  const routesFile = path.join(cwd, 'routes.yaml')
  if (existsSync(routesFile)) {
    steps.push({ file: 'routes.yaml', status: 'unchanged', detail: 'already exists' })
  } else {
    const pagesDir = ['src/pages', 'src/routes'].map((d) => path.join(cwd, d)).find(_isDir) ?? path.join(cwd, 'src/pages')
    mkdirSync(pagesDir, { recursive: true })
    let keys = pageKeysIn(pagesDir)
    if (keys.length === 0) {
      writeFileSync(path.join(pagesDir, 'home.tsx'), 'export default function Home() {\n  return <h1>Home</h1>\n}\n')
      steps.push({ file: rel(path.join(pagesDir, 'home.tsx')), status: 'written', detail: 'a home page: there was no page module' })
      keys = ['home']
    }
    let maintenanceKey = ['maintenance', 'construction'].find((k) => keys.includes(k))
    if (!maintenanceKey) {
      maintenanceKey = 'maintenance'
      writeFileSync(path.join(pagesDir, 'maintenance.tsx'), MAINTENANCE_PAGE)
      steps.push({ file: rel(path.join(pagesDir, 'maintenance.tsx')), status: 'written', detail: 'the maintenance page' })
      keys = [...keys, maintenanceKey].sort()
    }
    writeFileSync(routesFile, starterRoutes(keys, maintenanceKey, SCHEMA_PATH))
    steps.push({ file: 'routes.yaml', status: 'written', detail: `${keys.length} routes, from the page modules in ${rel(pagesDir)}` })
  }
  return { steps, manual, needsInstall: deps !== null }
}

function _editViteConfig(file: string): ViteConfigEdit {
  let source: string
  try {
    source = readFileSync(file, 'utf8')
  } catch (error) {
    return { kind: 'manual', reason: `it cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})` }
  }
  return viteConfigParser().addRoutekitPlugin(source)
}

function _isDir(dir: string): boolean {
  try {
    return statSync(dir).isDirectory()
  } catch {
    return false
  }
}
