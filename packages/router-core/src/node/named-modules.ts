/**
 * The modules routes.yaml names, found by convention: where each page, data
 * module, layout and guard lives, and the diagnostics for a name with no
 * module. The Vite plugin hands what it finds to the runtime (virtual:routekit/routes)
 * and fails the build on what it does not; `routekit validate` reports the same.
 *
 * | kind   | name in routes.yaml       | module (first of .tsx, .ts, .jsx, .js) |
 * | ------ | ------------------------- | -------------------------------------- |
 * | page   | a route's `page: about`   | src/pages/about.tsx (or src/routes/)   |
 * | data   | the same page key         | src/pages/about.data.ts (optional)     |
 * | layout | `layouts:` entry `account` | src/layouts/account.tsx               |
 * | guard  | `guards:` entry `auth`     | src/guards/auth.ts                    |
 */
import { existsSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { suggest } from '../config/suggest.js'
import { diagnostic } from '../config/codes.js'
import type { Diagnostic, Locate } from '../config/diagnostics.js'
import { layoutNames } from '../config/layouts.js'
import type { RoutesConfig } from '../config/file/schema.js'
import { pageModuleKeys } from './page-keys.js'

/** Where the plugin looks for page modules when not told: the folders routekit's docs and `create-routekit` use. */
const DEFAULT_PAGE_DIRS = ['src/pages', 'src/routes']
const DEFAULT_LAYOUT_DIR = 'src/layouts'
const DEFAULT_GUARD_DIR = 'src/guards'

/** A module's extensions, in the order one is taken when a name has several (about.tsx before about.ts). */
const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js']

/** A folder option: relative to the root, `false` for none (the app registers that kind itself), unset for the default. */
export type FolderOption = string | false | undefined

/** The folders of a project's modules; null where there is none to look in. */
export interface ModuleFolders {
  pages: string | null
  layouts: string | null
  guards: string | null
}

/** Each name routes.yaml gives, to the absolute path of its module; only names that have one. */
export interface NamedModules {
  pages: Record<string, string>
  data: Record<string, string>
  layouts: Record<string, string>
  guards: Record<string, string>
}

/**
 * The folder of page modules: `option` relative to `root`, else the first of
 * src/pages and src/routes that exists, else null (no check: the app registers
 * its pages some other way). `false` turns the check off.
 */
export function pagesDirOf(root: string, option: FolderOption): string | null {
  if (option === false) return null
  if (typeof option === 'string') return resolve(root, option)
  return DEFAULT_PAGE_DIRS.map((dir) => join(root, dir)).find(_isDir) ?? null
}

/**
 * The three folders: pages as pagesDirOf() says; layouts in src/layouts and
 * guards in src/guards, each only when it exists (an app without the folder
 * registers that kind itself), or where the option says (checked even when
 * missing), or none with `false`.
 */
export function moduleFoldersOf(
  root: string,
  options: { pages?: FolderOption; layouts?: FolderOption; guards?: FolderOption } = {},
): ModuleFolders {
  const dirOf = (option: FolderOption, fallback: string): string | null => {
    if (option === false) return null
    if (typeof option === 'string') return resolve(root, option)
    const dir = join(root, fallback)
    return _isDir(dir) ? dir : null
  }
  return {
    pages: pagesDirOf(root, options.pages),
    layouts: dirOf(options.layouts, DEFAULT_LAYOUT_DIR),
    guards: dirOf(options.guards, DEFAULT_GUARD_DIR),
  }
}

/** The module of each page, data module, layout and guard routes.yaml names, in `folders`. */
export function findNamedModules(config: RoutesConfig, folders: ModuleFolders): NamedModules {
  const found: NamedModules = { pages: {}, data: {}, layouts: {}, guards: {} }
  const pageKeys = [...new Set(config.routes.map((route) => route.page))]
  for (const [kind, dir, names] of [
    ['pages', folders.pages, pageKeys],
    ['data', folders.pages, pageKeys.map((key) => `${key}.data`)],
    ['layouts', folders.layouts, layoutNames(config)],
    ['guards', folders.guards, config.guards],
  ] as const) {
    if (dir === null) continue
    for (const name of names) {
      const file = moduleFile(dir, name)
      if (file !== undefined) found[kind][kind === 'data' ? name.slice(0, -'.data'.length) : name] = file
    }
  }
  return found
}

/** The module `name` has in `dir`: the first of name.tsx, .ts, .jsx, .js that is a file. */
export function moduleFile(dir: string, name: string): string | undefined {
  return EXTENSIONS.map((ext) => join(dir, `${name}${ext}`)).find(_isFile)
}

/**
 * One diagnostic per name routes.yaml gives with no module in its folder: a
 * route's `page:` (RK800, at the `page:` value), a layout (RK802) or a guard
 * (RK803), at its entry under `layouts:` or `guards:`. Without this, the
 * mistake showed only in the browser, as a blank page. `positions` is parseRoutes()'
 * result, whose positions the diagnostics take; `root` names the folders in
 * the messages.
 */
export function checkNamedModules(
  config: RoutesConfig,
  positions: { locate: Locate; locateKey: Locate },
  folders: ModuleFolders,
  root: string,
): Diagnostic[] {
  const found: Diagnostic[] = []
  if (folders.pages !== null) {
    const dir = folders.pages
    const keys = pageModuleKeys(dir)
    const folder = relative(root, dir) || '.'
    config.routes.forEach((route, i) => {
      if (keys.includes(route.page)) return
      const close = suggest(route.page, keys)
      const listed =
        keys.length === 0 ? `${folder} holds no page module` : `Page modules in ${folder}: ${keys.join(', ')}`
      const fix =
        close !== undefined
          ? `Did you mean "${close}"?`
          : `Add ${folder}/${route.page}.tsx (its default export is the page component), or fix the page key.`
      const message = `Page "${route.page}" of route ${route.path} has no module: there is no ${folder}/${route.page}.tsx (or .ts, .jsx, .js). ${listed}. ${fix}`
      found.push(diagnostic('RK800', message, positions.locate(['routes', i, 'page']), `routes.${i}.page`))
    })
  }
  if (folders.layouts !== null) {
    const dir = folders.layouts
    const names = layoutNames(config)
    names.forEach((name, i) => {
      if (moduleFile(dir, name) !== undefined) return
      // The list form points at the name; the map form at its key.
      const at = Array.isArray(config.layouts)
        ? positions.locate(['layouts', i])
        : positions.locateKey(['layouts', name])
      const message = _missing(
        'Layout',
        name,
        dir,
        root,
        'its default export is the layout component, which renders <Outlet />',
      )
      found.push(diagnostic('RK802', message, at, Array.isArray(config.layouts) ? `layouts.${i}` : `layouts.${name}`))
    })
  }
  if (folders.guards !== null) {
    const dir = folders.guards
    config.guards.forEach((name, i) => {
      if (moduleFile(dir, name) !== undefined) return
      const message = _missing('Guard', name, dir, root, 'its default export is the guard function')
      found.push(diagnostic('RK803', message, positions.locate(['guards', i]), `guards.${i}`))
    })
  }
  return found
}

/** What a layout's or guard's message says: what is missing, what the folder holds, and the fix. */
function _missing(kind: 'Layout' | 'Guard', name: string, dir: string, root: string, shape: string): string {
  const folder = relative(root, dir) || '.'
  const names = existsSync(dir) ? pageModuleKeys(dir) : []
  const close = suggest(name, names)
  const listed = !existsSync(dir)
    ? `There is no folder ${folder}`
    : names.length === 0
      ? `${folder} holds no module`
      : `Modules in ${folder}: ${names.join(', ')}`
  const ext = kind === 'Layout' ? '.tsx' : '.ts'
  const others = EXTENSIONS.filter((other) => other !== ext).join(', ')
  const hint = close !== undefined ? ` (did you mean "${close}"?)` : ''
  return `${kind} "${name}" has no module: there is no ${folder}/${name}${ext} (or ${others}). ${listed}. Add ${folder}/${name}${ext} (${shape}), or fix the name in routes.yaml${hint}.`
}

function _isDir(path: string): boolean {
  try {
    return statSync(path).isDirectory()
  } catch {
    return false
  }
}

function _isFile(path: string): boolean {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}
