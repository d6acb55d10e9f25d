// `routekit init`, loaded only by that command (dist/init.cjs). The JavaScript parser it edits vite.config
// with is in dist/vite-config.cjs (src/vite-config/), loaded when the edit starts.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { localPackageSpecs } from '@routekit/router-core/node'
import { findViteConfig } from '../vite-config/locate.js'
import { appModule, wireEntry } from './_entry.js'
import { PREVIEW_SCRIPT, addDependencies, setPreviewScript } from './_package-json.js'
import { MAINTENANCE_PAGE, pageKeysIn, starterRoutes } from './_starter-routes.js'
import type { InitStep } from './_step.js'
import { addClientTypes } from './_tsconfig.js'
import type { ViteConfigEdit } from '../vite-config/add-plugin.js'
import { viteConfigParser } from '../vite-config/parser.js'

/** Where routes.yaml points the editor for its JSON Schema: the copy in the installed package. */
export const SCHEMA_PATH = './node_modules/@routekit/router-core/dist/routes.schema.json'

export type { InitStep } from './_step.js'

export interface InitResult {
  steps: InitStep[]
  /** The lines to add by hand when vite.config could not be edited safely. */
  manual: string | null
  /** True when package.json gained dependencies, so they need installing. */
  needsInstall: boolean
}

/** `npm run preview` serves the build with routekit preview: its CSP, security headers and maintenance gate. */
function _previewScript(pkgFile: string, text: string): InitStep {
  const script = setPreviewScript(text)
  const what = 'serves the build as production does: CSP, security headers, the maintenance gate'
  if (script === null)
    return { file: 'package.json', status: 'unchanged', detail: `"npm run preview" runs ${PREVIEW_SCRIPT}` }
  if ('kept' in script)
    return {
      file: 'package.json',
      status: 'manual',
      detail: `"npm run preview" runs "${script.kept}", left as it was; ${PREVIEW_SCRIPT} ${what}`,
    }
  writeFileSync(pkgFile, script.text)
  const was = script.was === undefined ? '' : ` (was "${script.was}")`
  return {
    file: 'package.json',
    status: 'edited',
    detail: `"npm run preview" runs ${PREVIEW_SCRIPT}${was}, which ${what}`,
  }
}

/** Why init cannot run here at all: the caller exits 2 with it. */
export class InitRefused extends Error {}

/**
 * Adds routekit to the Vite app in `cwd`: its dependencies in package.json,
 * `routekit()` in vite.config.*, a starter routes.yaml from the page modules
 * under src/pages or src/routes (plus a maintenance page when there is none,
 * and a home page, create-vite's App when there is one), an entry that renders
 * the routes and follows maintenance.json, and the client types in the
 * tsconfig that lists `types`. Each step is skipped when already done, so a
 * second run changes nothing.
 */
export function runInit(cwd: string, version: string, from: readonly string[] = []): InitResult {
  const pkgFile = path.join(cwd, 'package.json')
  if (!existsSync(pkgFile))
    throw new InitRefused(
      `No package.json in ${cwd}. Run routekit init in the root of your Vite app, or start a new site with "npm create routekit@latest".`,
    )
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
    throw new InitRefused(
      `Cannot read ${pkgFile}: ${error instanceof Error ? error.message : String(error)}. Fix it, then run routekit init again.`,
    )
  }
  const local = from.length > 0 ? localPackageSpecs(from, cwd, cwd) : { ok: true as const, specs: {} }
  if (!local.ok) throw new InitRefused(local.message)
  const deps = addDependencies(pkgText, version, local.specs)
  if (deps) writeFileSync(pkgFile, deps.text)
  steps.push(
    deps
      ? { file: 'package.json', status: 'edited', detail: `added ${deps.added.join(', ')}` }
      : { file: 'package.json', status: 'unchanged', detail: 'has the routekit dependencies' },
  )
  steps.push(_previewScript(pkgFile, deps?.text ?? pkgText))

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
  const pagesDir = ['src/pages', 'src/routes'].map((d) => path.join(cwd, d)).find(_isDir) ?? path.join(cwd, 'src/pages')
  const app = appModule(cwd)
  let homeFromApp = false
  if (existsSync(routesFile)) {
    steps.push({ file: 'routes.yaml', status: 'unchanged', detail: 'already exists' })
  } else {
    mkdirSync(pagesDir, { recursive: true })
    let keys = pageKeysIn(pagesDir)
    if (keys.length === 0) {
      // create-vite's App is what the app showed at /: it stays the home page.
      const appImport = app
        ? path
            .relative(pagesDir, path.join(cwd, app))
            .split(path.sep)
            .join('/')
            .replace(/\.[jt]sx$/, '')
        : null
      writeFileSync(
        path.join(pagesDir, 'home.tsx'),
        appImport
          ? `export { default } from '${appImport}'\n`
          : 'export default function Home() {\n  return <h1>Home</h1>\n}\n',
      )
      steps.push({
        file: rel(path.join(pagesDir, 'home.tsx')),
        status: 'written',
        detail: appImport ? `the home page (/): it renders ${app}` : 'a home page: there was no page module',
      })
      homeFromApp = appImport !== null
      keys = ['home']
    }
    let maintenanceKey = ['maintenance', 'construction'].find((k) => keys.includes(k))
    if (!maintenanceKey) {
      maintenanceKey = 'maintenance'
      writeFileSync(path.join(pagesDir, 'maintenance.tsx'), MAINTENANCE_PAGE)
      steps.push({
        file: rel(path.join(pagesDir, 'maintenance.tsx')),
        status: 'written',
        detail: 'the maintenance page',
      })
      keys = [...keys, maintenanceKey].sort()
    }
    writeFileSync(routesFile, starterRoutes(keys, maintenanceKey, SCHEMA_PATH))
    steps.push({
      file: 'routes.yaml',
      status: 'written',
      detail: `${keys.length} routes, from the page modules in ${rel(pagesDir)}`,
    })
  }

  const entry = wireEntry(cwd, pagesDir)
  steps.push(entry)
  if (entry.status === 'written' && app && !homeFromApp) {
    steps.push({
      file: app,
      status: 'manual',
      detail:
        'no longer rendered: the entry renders the pages of routes.yaml. Move its content into a page or a layout, or delete it.',
    })
  }
  steps.push(addClientTypes(cwd))
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
