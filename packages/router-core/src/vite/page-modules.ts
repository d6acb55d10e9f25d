import { statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { parseDocument } from 'yaml'
import { createLocator } from '../config/_positions.js'
import { SourceLines } from '../config/_lines.js'
import { suggest } from '../config/_suggest.js'
import { diagnostic } from '../config/codes.js'
import type { Diagnostic } from '../config/diagnostics.js'
import type { RoutesConfig } from '../config/schema.js'
import { pageModuleKeys } from '../node/page-keys.js'

/** Where the plugin looks for page modules when not told: the folders routekit's docs and `create-routekit` use. */
const DEFAULT_DIRS = ['src/pages', 'src/routes']

/**
 * The folder of page modules: `option` relative to Vite's root, else the
 * first of src/pages and src/routes that exists, else null (no check: the app
 * registers its pages some other way). `false` turns the check off.
 */
export function pagesDirOf(root: string, option: string | false | undefined): string | null {
  if (option === false) return null
  if (typeof option === 'string') return resolve(root, option)
  return DEFAULT_DIRS.map((dir) => join(root, dir)).find(_isDir) ?? null
}

/**
 * One RK800 per route whose `page:` has no module in `dir` (`about` needs
 * about.tsx, .ts, .jsx or .js), at the `page:` value's line and column.
 * Without this, the mistake showed only in the browser, as a blank page.
 */
export function checkPageModules(config: RoutesConfig, source: string, dir: string, root: string): Diagnostic[] {
  const keys = pageModuleKeys(dir)
  const missing = config.routes.flatMap((route, i) => (keys.includes(route.page) ? [] : [{ route, i }]))
  if (missing.length === 0) return []
  const { locate } = createLocator(parseDocument(source), new SourceLines(source))
  const folder = relative(root, dir) || '.'
  return missing.map(({ route, i }) => {
    const close = suggest(route.page, keys)
    const found = keys.length === 0 ? `${folder} holds no page module` : `Page modules in ${folder}: ${keys.join(', ')}`
    const fix =
      close !== undefined
        ? `Did you mean "${close}"?`
        : `Add ${folder}/${route.page}.tsx (its default export is the page component), or fix the page key.`
    const message = `Page "${route.page}" of route ${route.path} has no module: there is no ${folder}/${route.page}.tsx (or .ts, .jsx, .js). ${found}. ${fix}`
    return diagnostic('RK800', message, locate(['routes', i, 'page']), `routes.${i}.page`)
  })
}

function _isDir(path: string): boolean {
  try {
    return statSync(path).isDirectory()
  } catch {
    return false
  }
}
