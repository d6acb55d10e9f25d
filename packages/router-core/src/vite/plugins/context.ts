import { existsSync } from 'node:fs'
import { dirname, join, resolve as resolvePath } from 'node:path'
import type { ResolvedConfig } from 'vite'
import { formatCodeFrame } from '../../config/file/code-frame.js'
import { sortByPosition, type Locate } from '../../config/diagnostics.js'
import { parseRoutes } from '../../config/file/parse.js'
import type { RoutesConfig } from '../../config/file/schema.js'
import { displayPath } from '../../node/display-path.js'
import { readRoutesFile } from '../../node/index.js'
import { checkNamedModules, moduleFoldersOf, type ModuleFolders } from '../../node/named-modules.js'
import { formatRows } from '../report.js'
import type { ChunkGraph } from '../page-chunks.js'
import type { RoutekitPluginOptions } from '../options.js'
import { checkStaticPages } from '../static-pages.js'
import type { BuildInfo } from '../virtual-module.js'

/** routes.yaml read and checked: the config and its warnings, or the first failure with where it is. */
export type Loaded =
  | {
      ok: true
      config: RoutesConfig
      warnings: string | null
      source: string
      at: { locate: Locate; locateKey: Locate }
    }
  | { ok: false; message: string; loc: { file: string; line: number; column: number }; frame?: string }

/**
 * What routekit's plugins share: the options, what Vite resolved, routes.yaml
 * loaded once per content, and the state of the running build. One is made per
 * `routekit()` call; each plugin reads it and writes only its own part (named
 * beside each field), as vite's plugins share one ResolvedConfig.
 */
export interface RoutekitContext {
  readonly options: RoutekitPluginOptions
  /** Vite's root, base and config (routekit:config). */
  root: string
  base: string
  resolvedConfig: ResolvedConfig | null
  /** routes.yaml's path, null when none was found (routekit:config). */
  file: string | null
  /** The id and time of this build; nulls in dev (routekit:config). */
  build: BuildInfo
  /** The config the app's routes module was served from (routekit:virtual-modules). */
  config: RoutesConfig | null
  /** True once this browser build is on disk: a failed build reaches closeBundle too, and must neither prerender nor compress the old output (routekit:config, routekit:page-hashes). */
  written: boolean
  /** The browser build's chunks, kept for prerender.preloadPageChunks to list each page's own (routekit:first-load). */
  chunks: ChunkGraph | undefined
  /** The browser build's first-load chunks (entries and their static imports): precompressed at brotli's highest quality (routekit:first-load). */
  firstLoad: string[]
  /** routes.yaml read, parsed and validated; only a change to its text is parsed again. */
  loadRoutes(file: string): Promise<Loaded>
  /** loadRoutes(), then the names with no module (RK800, RK802, RK803) and static pages that need the browser (RK801). */
  load(file: string): Promise<Loaded>
  /** The folders of page, layout and guard modules under the root. */
  folders(): ModuleFolders
  /** True in the client environment (or when Vite has no environments): not in the SSR build that prerendering runs. */
  inClient(hookContext: unknown): boolean
  /** True while `vite build` makes the browser bundle. */
  isBrowserBuild(hookContext: unknown): boolean
  /** True in a browser build's closeBundle once its output is on disk and nothing failed. */
  isFinishedBuild(hookContext: unknown, error: Error | undefined): boolean
  /** The folder a finished browser build (isFinishedBuild()) wrote; null when it wrote none (`build.write: false`, no folder). */
  finishedOutDir(hookContext: unknown, error: Error | undefined): string | null
}

/** The shared context of one `routekit()` call. */
export function createContext(options: RoutekitPluginOptions): RoutekitContext {
  const loadRoutes = _routesLoader()
  const context: RoutekitContext = {
    options,
    root: process.cwd(),
    base: '/',
    resolvedConfig: null,
    file: null,
    build: { id: null, timestamp: null },
    config: null,
    written: false,
    chunks: undefined,
    firstLoad: [],
    loadRoutes,
    load: async (file) => _checkModules(file, await loadRoutes(file), context.root, context.folders()),
    folders: () => moduleFoldersOf(context.root, options),
    inClient(hookContext) {
      const consumer = (hookContext as { environment?: { config: { consumer?: string } } }).environment?.config.consumer
      return consumer === undefined || consumer === 'client'
    },
    isBrowserBuild(hookContext) {
      const resolved = context.resolvedConfig
      return resolved?.command === 'build' && !resolved.build.ssr && context.inClient(hookContext)
    },
    isFinishedBuild(hookContext, error) {
      return context.resolvedConfig !== null && context.isBrowserBuild(hookContext) && context.written && !error
    },
    finishedOutDir(hookContext, error) {
      const resolved = context.resolvedConfig
      if (!resolved || !context.isFinishedBuild(hookContext, error) || resolved.build.write === false) return null
      const outDir = resolvePath(resolved.root, resolved.build.outDir)
      return existsSync(outDir) ? outDir : null
    },
  }
  return context
}

/** routes.yaml for the plugin: the `routes` option, else the nearest routes.yaml in `root` or a folder above it. */
export function routesFileOf(root: string, option: string | undefined): string | null {
  if (option) return resolvePath(root, option)
  for (let dir = root; ; dir = dirname(dir)) {
    const candidate = join(dir, 'routes.yaml')
    if (existsSync(candidate)) return candidate
    if (dirname(dir) === dir) return null
  }
}

/**
 * A loader of routes.yaml that validates each content once: the routes and
 * head modules, each environment's build and the hot-update check all read the
 * same file, and only a change to its text is parsed again.
 */
function _routesLoader(): (file: string) => Promise<Loaded> {
  let last: { file: string; source: string; loaded: Loaded } | undefined
  return async (file) => {
    const read = await readRoutesFile(file)
    if (!read.ok) {
      return {
        ok: false,
        message: `${displayPath(file)}:1:1  error  ${read.error.code}  ${read.error.message}`,
        loc: { file, line: 1, column: 1 },
      }
    }
    if (last?.file === file && last.source === read.source) return last.loaded
    const loaded = _parseRoutes(file, read.source)
    last = { file, source: read.source, loaded }
    return loaded
  }
}

function _parseRoutes(file: string, source: string): Loaded {
  const label = displayPath(file)
  const parsed = parseRoutes(source)
  if (!parsed.ok) {
    const errors = parsed.diagnostics.filter((d) => d.severity === 'error')
    const first = sortByPosition(errors)[0]
    const loc = first ? { file, line: first.line, column: first.column } : { file, line: 1, column: 1 }
    const frame = first ? formatCodeFrame(source, first) : undefined
    const message =
      parsed.diagnostics.length > 0
        ? formatRows(label, parsed.diagnostics)
        : `${label}:1:1  error  routes.yaml is not valid.`
    return frame === undefined ? { ok: false, message, loc } : { ok: false, message, loc, frame }
  }
  const warnings = parsed.diagnostics.length > 0 ? formatRows(label, parsed.diagnostics) : null
  return { ok: true, config: parsed.config, warnings, source, at: parsed }
}

/** The names with no module (or a page with scripts: none that needs the browser), as a failed load; else the loaded file. */
function _checkModules(file: string, loaded: Loaded, root: string, folders: ModuleFolders): Loaded {
  if (!loaded.ok) return loaded
  const missing = checkNamedModules(loaded.config, loaded.at, folders, root)
  // A page with scripts: none whose module needs the browser (RK801): only once every module is there.
  if (missing.length === 0 && folders.pages !== null)
    missing.push(...checkStaticPages(loaded.config, loaded.at, folders.pages, root))
  const first = missing[0]
  if (!first) return loaded
  return {
    ok: false,
    message: formatRows(displayPath(file), missing),
    loc: { file, line: first.line, column: first.column },
    frame: formatCodeFrame(loaded.source, first),
  }
}
