import { randomBytes } from 'node:crypto'
import { existsSync, statSync } from 'node:fs'
import { dirname, isAbsolute, join, relative, resolve as resolvePath, sep } from 'node:path'
import type { Plugin, ResolvedConfig, ViteDevServer } from 'vite'
import { formatCodeFrame } from '../config/code-frame.js'
import { sortByPosition, type Locate } from '../config/diagnostics.js'
import { parseRoutes } from '../config/parse.js'
import type { RoutesConfig } from '../config/schema.js'
import { readRoutesFile } from '../node/index.js'
import { writePageHashes } from '../node/inline-blocks.js'
import { notFoundPages } from '../config/not-found-page.js'
import { parseBuildFlag } from '../config/build-flag.js'
import { buildFailure } from './_build-failure.js'
import { formatRows } from './_report.js'
import { markFirstLoadChunks, type HintBundle } from './compile-hints.js'
import {
  REACT_ROUTER_PRODUCTION,
  leanReactRouterModule,
  productionBuildOf,
  type ParseModule,
} from './lean-react-router.js'
import { chunkGraphOf, firstLoadOf, type ChunkGraph } from './page-chunks.js'
import { checkNamedModules, findNamedModules, moduleFoldersOf, type ModuleFolders } from '../node/named-modules.js'
import { checkStaticPages } from './static-pages.js'
import { answerMissingMaintenanceFile } from './dev-maintenance.js'
import { devNonce, sendDevCsp } from './dev-csp.js'
import { writeDefaultMaintenanceFile } from './maintenance-default.js'
import { BROTLI_FIRST_LOAD, BROTLI_LATER, precompress } from './precompress.js'
import { prerender, type PrerenderOptions } from './prerender.js'
import { writeRouteTypes } from './typegen.js'
import {
  BUILD_MODULE,
  HEAD_MODULE,
  LATEST_MANIFEST,
  RESOLVED_BUILD_MODULE,
  RESOLVED_HEAD_MODULE,
  RESOLVED_ROUTES_MODULE,
  ROUTES_MODULE,
  buildModuleCode,
  headModuleCode,
  metaManifest,
  routesModuleCode,
  type BuildInfo,
} from './virtual-module.js'

export interface RoutekitPluginOptions {
  /** The routes.yaml to serve, relative to Vite's root. Default: the nearest routes.yaml in the root or a folder above it. */
  routes?: string
  /** The id of this build. Default: `ROUTEKIT_BUILD_ID` from the environment, else a fresh time-based id. */
  buildId?: string
  /** Write builds/latest.json and builds/meta/{id}.json into the output. Default true. */
  manifest?: boolean
  /** After `vite build`, render every open page to its own HTML (see docs/prerender.md). */
  prerender?: PrerenderOptions
  /**
   * After `vite build` (and prerendering), write `.br` and `.gz` siblings of
   * the text files, for servers that send precompressed files (docs/deploy.md).
   * Default true.
   */
  compress?: boolean
  /**
   * Mark the entry chunk and the chunks it imports statically with V8's
   * compile hint (`//# allFunctionsCalledOnLoad`), so Chromium compiles them
   * off the main thread while they download instead of function by function
   * during hydration. Default true.
   */
  compileHints?: boolean
  /**
   * In the browser build, take React Router's production build: its exports
   * map names only the development one, whose dev-only warnings and error
   * screens would ship to every visitor. Default true; pass false to keep the
   * development build.
   */
  reactRouterProductionBuild?: boolean
  /**
   * Opt-in: also rewrite React Router's production build so the bundler can
   * drop what a data-mode app never runs (`<Form>`, `<ScrollRestoration>`,
   * whose `displayName` writes kept them, and `<Link>`'s framework-mode
   * prefetching and the RSC error handling). About 2.8 KB gzip on our site.
   * It edits a dependency's function bodies, so it is off by default; leave it
   * off in an app that renders `<HydratedRouter>` or an RSC router.
   */
  leanReactRouter?: boolean
  /**
   * The folder of page modules, relative to Vite's root: every `page:` of
   * routes.yaml must have a module there (RK800), or `vite build` fails and
   * the dev overlay shows it; a page's data module is `<page>.data.ts` beside
   * it. Default: src/pages, else src/routes, when one exists (else no check).
   * `false` turns the check off, for an app that registers its pages another way.
   */
  pages?: string | false
  /**
   * The folder of layout modules, relative to Vite's root: every layout
   * routes.yaml declares must have one there (`account` needs account.tsx,
   * .ts, .jsx or .js), or the build fails (RK802). Default: src/layouts when
   * it exists (else no check). `false` turns it off.
   */
  layouts?: string | false
  /**
   * The folder of guard modules, relative to Vite's root: every guard
   * routes.yaml declares must have one there (`auth` needs auth.ts, .tsx,
   * .js or .jsx), or the build fails (RK803). Default: src/guards when it
   * exists (else no check). `false` turns it off.
   */
  guards?: string | false
  /**
   * Hand the modules found in those folders to the runtime, on
   * `virtual:routekit/routes`, so `createRouter()` and `renderPage()` need no
   * `pages`, `layouts` or `guards` (each a lazy chunk of its own; what the app
   * registers itself wins). Default true; `false` for an app that registers
   * everything itself (the checks still run).
   */
  modules?: boolean
  /**
   * Write route types for `href()` to this file, relative to Vite's root:
   * route names, their params and the locales of routes.yaml. Written as the
   * build or the dev server starts and when routes.yaml changes in dev, only
   * when its content changes. Default: `src/routekit-routes.d.ts` when Vite's
   * root has a `src` folder; `false` writes none.
   */
  types?: string | false
  /**
   * Send the site's Content-Security-Policy from the dev server: the policy
   * the build's servers send (routes.yaml's `csp` included), relaxed only for
   * what Vite's dev client needs (docs/runtime.md#the-vite-plugin), so a
   * violation shows while developing. Default true.
   */
  devCsp?: boolean
}

type Loaded =
  | {
      ok: true
      config: RoutesConfig
      warnings: string | null
      source: string
      at: { locate: Locate; locateKey: Locate }
    }
  | { ok: false; message: string; loc: { file: string; line: number; column: number }; frame?: string }

/** Looks for routes.yaml in `root`, then in each folder above it. */
function _findRoutesFile(root: string): string | null {
  for (let dir = root; ; dir = dirname(dir)) {
    const candidate = join(dir, 'routes.yaml')
    if (existsSync(candidate)) return candidate
    if (dirname(dir) === dir) return null
  }
}

/** The file as `routekit validate` names it: relative to where the command runs. */
function _label(file: string): string {
  const rel = relative(process.cwd(), file)
  return rel === '' || isAbsolute(rel) ? file : rel
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
        message: `${_label(file)}:1:1  error  ${read.error.code}  ${read.error.message}`,
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
  const label = _label(file)
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
    message: formatRows(_label(file), missing),
    loc: { file, line: first.line, column: first.column },
    frame: formatCodeFrame(loaded.source, first),
  }
}

/** The route types' file: the `types` option, else src/routekit-routes.d.ts when `root` has a src folder; null for none. */
function _typesFile(root: string, option: string | false | undefined): string | null {
  if (option === false) return null
  if (typeof option === 'string') return resolvePath(root, option)
  const src = join(root, 'src')
  return existsSync(src) && statSync(src).isDirectory() ? join(src, DEFAULT_TYPES_FILE) : null
}

/** The default name of the route types' file, in src/. */
const DEFAULT_TYPES_FILE = 'routekit-routes.d.ts'

function _newBuildId(): string {
  return `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`
}

function _invalidate(server: ViteDevServer): void {
  for (const environment of Object.values(server.environments)) {
    for (const id of [RESOLVED_ROUTES_MODULE, RESOLVED_HEAD_MODULE]) {
      const mod = environment.moduleGraph.getModuleById(id)
      if (mod) environment.moduleGraph.invalidateModule(mod)
    }
  }
}

/**
 * The routekit Vite plugin.
 *
 * - `virtual:routekit/routes` is the validated routes.yaml as plain data; in
 *   the browser without the routes' titles and descriptions, which
 *   `virtual:routekit/head` holds and the runtime loads with the first page.
 * - `virtual:routekit/build` is the id of the running build and where its latest.json lives.
 * - A bad routes.yaml fails `vite build` and shows in the dev overlay with
 *   the same `file:line:col  error  CODE  message` rows as `routekit validate`;
 *   so does a name with no module: a `page:` in src/pages (RK800), a layout in
 *   src/layouts (RK802), a guard in src/guards (RK803).
 * - The modules it finds there ride on `virtual:routekit/routes`, so the app
 *   registers nothing twice (docs/runtime.md#where-modules-live).
 * - Editing routes.yaml re-validates it and reloads the page in dev.
 * - `vite build` writes `builds/latest.json` and `builds/meta/{id}.json`.
 * - `vite build` writes `.br` and `.gz` beside each text file, last, so prerendered pages get them too.
 * - `VITE_MAINTENANCE` (from Vite's env files or the environment) must be `true` or `false` when set.
 *
 * @example
 * // vite.config.ts
 * export default defineConfig({ plugins: [react(), routekit()] })
 */
export function routekit(options: RoutekitPluginOptions = {}): Plugin {
  let root = process.cwd()
  let file: string | null = null
  let base = '/'
  let build: BuildInfo = { id: null, timestamp: null }
  let config: RoutesConfig | null = null
  let resolvedConfig: ResolvedConfig | null = null
  /** The browser build's chunks, kept for prerender.preloadPageChunks to list each page's own. */
  let chunks: ChunkGraph | undefined
  /** The browser build's first-load chunks (entries and their static imports): precompressed at brotli's highest quality. */
  let firstLoad: string[] = []
  /** True once this browser build is on disk: a failed build reaches closeBundle too, and must neither prerender nor compress the old output. */
  let written = false
  const _loadRoutes = _routesLoader()
  /** routes.yaml's `csp`, for the build's record: from the config the app loaded, else read here (an app that never imports the routes), failing on a bad file. */
  const _siteCsp = async (fail: (message: string) => never): Promise<RoutesConfig['csp']> => {
    if (config || !file) return config?.csp
    const loaded = await _loadRoutes(file)
    return loaded.ok ? loaded.config.csp : fail(loaded.message)
  }
  /** Writes the route types when asked to and routes.yaml is valid (else load() reports it). */
  const _writeTypes = async (loaded: Loaded): Promise<void> => {
    const types = _typesFile(root, options.types)
    if (types !== null && loaded.ok) await writeRouteTypes(types, loaded.config)
  }
  const _folders = (): ModuleFolders => moduleFoldersOf(root, options)
  const _load = async (routesFile: string): Promise<Loaded> =>
    _checkModules(routesFile, await _loadRoutes(routesFile), root, _folders())

  /** True in the client environment (or when Vite has no environments): not in the SSR build that prerendering runs. */
  const _inClient = (ctx: unknown): boolean => {
    const consumer = (ctx as { environment?: { config: { consumer?: string } } }).environment?.config.consumer
    return consumer === undefined || consumer === 'client'
  }
  /** True while `vite build` makes the browser bundle. */
  const _isBrowserBuild = (ctx: unknown): boolean =>
    resolvedConfig?.command === 'build' && !resolvedConfig.build.ssr && _inClient(ctx)
  const _productionReactRouter = (ctx: unknown): boolean =>
    (options.reactRouterProductionBuild !== false || options.leanReactRouter === true) && _isBrowserBuild(ctx)
  const _leanReactRouter = (ctx: unknown): boolean => options.leanReactRouter === true && _isBrowserBuild(ctx)

  /** routes.yaml's `csp` for the dev server's policy, read once per content of the file. */
  let devSiteCsp: Promise<RoutesConfig['csp']> | null = null
  const _devSiteCsp = () =>
    (devSiteCsp ??= file
      ? _loadRoutes(file).then((loaded) => (loaded.ok ? loaded.config.csp : undefined))
      : Promise.resolve(undefined))

  return {
    name: 'routekit',
    enforce: 'pre',

    // The dev server's CSP allows Vite's own tags by a nonce, which Vite writes on them when html.cspNonce is set.
    config(user, env) {
      if (env.command !== 'serve' || env.isPreview || options.devCsp === false || user.html?.cspNonce) return
      return { html: { cspNonce: devNonce() } }
    },

    async configResolved(resolved) {
      resolvedConfig = resolved
      root = resolved.root
      base = resolved.base
      file = options.routes ? resolvePath(root, options.routes) : _findRoutesFile(root)
      // Fails the build (and the dev server start) on a VITE_MAINTENANCE that is neither true nor false.
      parseBuildFlag(resolved.env.VITE_MAINTENANCE as string | undefined)
      if (resolved.command !== 'build') return
      build = { id: options.buildId ?? process.env.ROUTEKIT_BUILD_ID ?? _newBuildId(), timestamp: Date.now() }
      // A bad routes.yaml ends the build here, before the bundler starts, with the diagnostic as its last word; in dev, load() shows it in the overlay.
      const loaded = file ? await _load(file) : null
      if (loaded && !loaded.ok) throw buildFailure(loaded.message, loaded.loc, loaded.frame)
    },

    async buildStart() {
      if (_isBrowserBuild(this)) written = false
      if (file) await _writeTypes(await _loadRoutes(file))
    },

    async resolveId(id, importer, resolveOptions) {
      if (id === ROUTES_MODULE) return RESOLVED_ROUTES_MODULE
      if (id === BUILD_MODULE) return RESOLVED_BUILD_MODULE
      if (id === HEAD_MODULE) return RESOLVED_HEAD_MODULE
      if ((id === 'react-router' || id === 'react-router/dom') && _productionReactRouter(this)) {
        const resolved = await this.resolve(id, importer, { ...resolveOptions, skipSelf: true })
        const production = resolved && !resolved.external ? productionBuildOf(resolved.id) : null
        return production ? { ...resolved, id: production } : resolved
      }
      return null
    },

    transform: {
      filter: { id: REACT_ROUTER_PRODUCTION },
      handler(code, id) {
        return _leanReactRouter(this)
          ? leanReactRouterModule(code, id, (source) => this.parse(source) as unknown as ReturnType<ParseModule>)
          : null
      },
    },

    async load(id) {
      if (id === RESOLVED_BUILD_MODULE) return buildModuleCode(build, base)
      if (id !== RESOLVED_ROUTES_MODULE && id !== RESOLVED_HEAD_MODULE) return null
      if (!file) {
        const where = options.routes ? resolvePath(root, options.routes) : `${root} or any folder above it`
        this.error({
          message: `No routes.yaml found in ${where}. Create one, or pass its path: routekit({ routes: 'path/to/routes.yaml' }).`,
          id,
        })
      }
      this.addWatchFile(file)
      const loaded = await _load(file)
      if (!loaded.ok) this.error({ message: loaded.message, id: file, loc: loaded.loc, frame: loaded.frame })
      config = loaded.config
      if (id === RESOLVED_HEAD_MODULE) return headModuleCode(loaded.config)
      if (loaded.warnings) this.warn(loaded.warnings)
      const modules = options.modules === false ? undefined : findNamedModules(loaded.config, _folders())
      return routesModuleCode(loaded.config, { lazyHead: _inClient(this), modules })
    },

    configureServer(server) {
      if (file) server.watcher.add(file)
      // A module added to or removed from a folder of named modules changes what the routes module hands over
      // (and whether a name has its module): serve it again, so a fixed RK802 clears without a restart.
      const _onFolderChange = (changed: string) => {
        const folders = Object.values(_folders()).filter((dir): dir is string => dir !== null)
        if (!folders.some((dir) => resolvePath(changed).startsWith(dir + sep))) return
        _invalidate(server)
        server.ws.send({ type: 'full-reload' })
      }
      server.watcher.on('add', _onFolderChange)
      server.watcher.on('unlink', _onFolderChange)
      answerMissingMaintenanceFile(server)
      const nonce = server.config.html?.cspNonce
      if (options.devCsp !== false && nonce) sendDevCsp(server, nonce, _devSiteCsp)
    },

    async handleHotUpdate({ file: changed, server }) {
      if (!file || resolvePath(changed) !== file) return
      _invalidate(server)
      devSiteCsp = null
      const loaded = await _load(file)
      await _writeTypes(loaded)
      if (loaded.ok) {
        if (loaded.warnings) server.config.logger.warn(loaded.warnings)
        server.ws.send({ type: 'full-reload' })
      } else {
        server.config.logger.error(loaded.message)
        server.ws.send({
          type: 'error',
          err: {
            message: loaded.message,
            stack: '',
            id: file,
            loc: loaded.loc,
            frame: loaded.frame,
            plugin: 'routekit',
          },
        })
      }
      return []
    },

    // Last, so the file list in builds/meta/{id}.json includes index.html and every other asset.
    generateBundle: {
      order: 'post',
      handler(_output, bundle) {
        if (!_inClient(this)) return
        if (_isBrowserBuild(this)) {
          if (options.prerender?.preloadPageChunks) chunks = chunkGraphOf(bundle)
          firstLoad = [...firstLoadOf(chunkGraphOf(bundle))]
          if (options.compileHints !== false) markFirstLoadChunks(bundle as unknown as HintBundle)
        }
        if (options.manifest === false || build.id === null) return
        const latest = { id: build.id, timestamp: build.timestamp }
        const meta = {
          ...latest,
          base,
          routes: config?.routes.length ?? null,
          files: Object.keys(bundle)
            .filter((name) => !name.startsWith('builds/'))
            .sort(),
        }
        this.emitFile({ type: 'asset', fileName: LATEST_MANIFEST, source: `${JSON.stringify(latest)}\n` })
        this.emitFile({ type: 'asset', fileName: metaManifest(build.id), source: `${JSON.stringify(meta, null, 2)}\n` })
      },
    },

    writeBundle() {
      if (_isBrowserBuild(this)) written = true
    },

    // After the client build is on disk: the server build and the pages' HTML, then their compressed siblings.
    // Nothing after a failed build, whose error (a routes.yaml diagnostic, say) is then the last word.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        if (!resolvedConfig || !_isBrowserBuild(this) || !written || error) return
        written = false
        if (options.prerender) {
          if (!config)
            this.error('Cannot prerender: routes.yaml was never loaded. Import virtual:routekit/routes from the app.')
          const started = Date.now()
          const files = await prerender(resolvedConfig, config, options.prerender, chunks)
          const notFound = new Set(notFoundPages(config).map((page) => page.file))
          const four = files.filter((file) => notFound.has(file))
          resolvedConfig.logger.info(
            `routekit: prerendered ${files.length - 1 - four.length} pages${four.length ? `, the 404 page (${four.join(', ')})` : ''} and the SPA shell ${files[0]} in ${Date.now() - started} ms`,
          )
        }
        const outDir = resolvePath(resolvedConfig.root, resolvedConfig.build.outDir)
        // The flag the runtime polls, so a static host answers it with the file rather than a 404 (docs/maintenance.md).
        if (config && resolvedConfig.build.write !== false && existsSync(outDir)) {
          const enabled =
            parseBuildFlag(resolvedConfig.env.VITE_MAINTENANCE as string | undefined) ?? config.maintenance.enabled
          await writeDefaultMaintenanceFile(outDir, enabled, new Date(build.timestamp ?? Date.now()))
        }
        // build.write false leaves nothing on disk; a failed build may leave no folder.
        if (options.compress !== false && resolvedConfig.build.write !== false && existsSync(outDir)) {
          const started = Date.now()
          const done = await precompress(outDir, { firstLoad })
          const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
          resolvedConfig.logger.info(
            `routekit: precompressed ${done.files.length} files (${kb(done.bytes)} to ${kb(done.brotliBytes)} brotli, ${kb(done.gzipBytes)} gzip; brotli ${BROTLI_FIRST_LOAD} for the ${done.firstLoadFiles} a first load fetches, ${BROTLI_LATER} for the rest) in ${Date.now() - started} ms`,
          )
        }
        // Each page's inline-block hashes and routes.yaml's csp, for `routekit hosting` and `preview` (the CSP they send); written last, so it gets no siblings.
        if (resolvedConfig.build.write !== false && existsSync(outDir))
          await writePageHashes(outDir, await _siteCsp((message) => this.error(message)))
      },
    },
  }
}
