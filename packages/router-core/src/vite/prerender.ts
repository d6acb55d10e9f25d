import { segmentFileName } from '../config/match/file-names.js'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve as resolvePath } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin, type ResolvedConfig } from 'vite'
import type { RouteDef, RoutesConfig } from '../config/file/schema.js'
import { MODULE_MARK } from '../server/module-mark.js'
import { headIn } from '../config/head.js'
import { localeAlternates } from '../config/i18n.js'
import { absoluteUrl, robotsWithSitemap, sitemapXml, type SitemapPage } from './sitemap.js'
import {
  addModulePreloads,
  addPageLinks,
  injectPage,
  inlineStylesheets,
  loadScriptsAfterPaint,
  lowerScriptPriority,
} from './_html.js'
import { pageChunks, type ChunkGraph } from './page-chunks.js'
import { listedPaths, type PrerenderPathsOption } from './prerender-paths.js'
import { createCrawl, crawlLimit, type CrawlOption } from './crawl.js'
import { prerenderNotFound } from './prerender-not-found.js'
import { isStaticPage, staticPageHtml } from './static-page.js'
import { RESOLVED_HEAD_MODULE, siteFileUrl } from './virtual-module.js'
import { MAINTENANCE_FILE } from '../config/constants.js'

export interface PrerenderOptions {
  /**
   * The server entry, relative to Vite's root. It exports
   * `render(path: string): Promise<{ html, status, route }>`, usually
   * renderPage() from `@routekit/router-core/server`.
   */
  entry: string
  /**
   * The paths to prerender. Default: prerenderPaths(config), every route
   * without guards or params, in every locale. A list replaces it; a function
   * gets it, as React Router's `prerender` option does, and returns the list
   * (it may be async): `({ getStaticPaths }) => [...getStaticPaths(), '/blog/hello']`.
   */
  paths?: PrerenderPathsOption
  /**
   * Follow the links of the pages rendered (`<a href>`, `<area href>`,
   * `<link rel="alternate">`), and prerender each page of a param or splat
   * route they reach: resolve() decides what every link is, and a redirect, a
   * 404 or a guarded page is not prerendered. Default true, at most 1,000
   * pages found by links; `{ limit: n }` sets another limit; `false` renders
   * `paths` only.
   */
  crawl?: CrawlOption
  /** The id of the element the app mounts on. Default `root`. */
  container?: string
  /** The content-free SPA shell for every other path (guarded pages, 404s). Default `200.html`. */
  shell?: string
  /** Put the CSS into each page's HTML instead of a `<link>`. Default false. */
  inlineCss?: boolean
  /**
   * When a prerendered page fetches the app's JavaScript. The page's content
   * is in its HTML; the script only makes it interactive, so by default it
   * does not compete with what the first paint needs.
   * - `after-paint` (the default): the module script becomes a small inline
   *   one that imports the entry once the page has painted. The first paint
   *   needs the HTML and nothing else; the app starts one frame later. With a
   *   Content Security Policy, the inline script needs its hash (`routekit
   *   preview` and `routekit hosting` add it). It measured best (issue 37):
   *   with `low-priority`, Lighthouse's simulation placed LCP after the scripts.
   * - `low-priority`: `fetchpriority="low"` on the module script and its
   *   preloads; the browser still requests them while parsing the HTML.
   * - `default`: the tags as Vite wrote them.
   * The shell (`200.html`) always keeps the tags as they are, since it shows
   * nothing until the script runs.
   */
  scriptLoading?: 'low-priority' | 'after-paint' | 'default'
  /**
   * List each page's own chunks (its page's and layout's, with the routes'
   * heads) in its HTML, so they download alongside the app's entry instead
   * of after the app has started and asked for them: the page hydrates about
   * one round trip sooner. With `after-paint` the loader preloads them after
   * the paint; with `low-priority` they are `<link rel="modulepreload"
   * fetchpriority="low">` tags; `default` leaves the tags as Vite wrote them.
   * Default false: a size budget that counts what the HTML makes the browser
   * fetch (scripts/budgets.mjs) counts these chunks as first-load JS too.
   */
  preloadPageChunks?: boolean
  /**
   * The public base URL of the site, such as `https://routekit.dev`, for this
   * build: it wins over routes.yaml's `site.url` (a staging host, say). Each
   * page's canonical and `hreflang` links start with it, and the build writes
   * `sitemap.xml` and names it in `robots.txt`. Without either, the links are
   * site-relative and there is no sitemap.
   */
  siteUrl?: string
  /**
   * `sitemap.xml` (and its line in `robots.txt`). Default: written when the
   * site URL is known, else left out without a word. `true` asks for it: the
   * build then warns when there is no site URL. `false`: never written.
   */
  sitemap?: boolean
}

/** What each `scriptLoading` does to a prerendered page's HTML, given the URLs of the page's own chunks. */
const SCRIPT_LOADING: Record<
  NonNullable<PrerenderOptions['scriptLoading']>,
  (html: string, pageChunks: readonly string[]) => string
> = {
  'low-priority': (html, chunks) => lowerScriptPriority(addModulePreloads(html, chunks)),
  'after-paint': loadScriptsAfterPaint,
  default: (html) => html,
}

/** What the server entry's render() returns for one path. */
interface _Rendered {
  html: string
  status: number
  route: (Pick<RouteDef, 'title' | 'description'> & Partial<Pick<RouteDef, 'name'>>) | undefined
  /** The locale resolve() decided (renderPage() reports it); absent without i18n, and from older entries. */
  locale?: string
  redirect?: string
  /** The page's and layout's module ids the render imported (renderPage() reports them); older entries leave it out. */
  modules?: string[]
  /** React Router's hydration script for the page (renderPage() reports it); older entries leave it out. */
  hydrationScript?: string
  /** The page opted out of build-time loading (`export const prerender = false`). */
  clientOnly?: boolean
}

/**
 * The output file of a path: `/` is `index.html`, `/about` is `about/index.html`.
 * Segments are decoded once, as static hosts decode a request before they look
 * for its file: `/caf%C3%A9` is `café/index.html`.
 */
export function prerenderFile(path: string): string {
  if (path === '/') return 'index.html'
  const segments = path.replace(/\/+$/, '').split('/').slice(1).map(segmentFileName)
  return `${segments.filter((s) => s !== '').join('/')}/index.html`
}

/**
 * Runs after the client build: builds the server entry with Vite (same
 * config, SSR), renders every path, and writes each page's HTML next to the
 * built index.html, plus the content-free shell. Returns the files written,
 * relative to the output folder.
 *
 * `chunks` is the browser build's chunk graph, which the routekit() plugin
 * passes: `preloadPageChunks` needs it.
 */
export async function prerender(
  resolved: ResolvedConfig,
  config: RoutesConfig,
  options: PrerenderOptions,
  chunks?: ChunkGraph,
): Promise<string[]> {
  const loading = options.scriptLoading
  if (loading !== undefined && !Object.hasOwn(SCRIPT_LOADING, loading)) {
    const known = Object.keys(SCRIPT_LOADING)
      .map((v) => `"${v}"`)
      .join(', ')
    throw new Error(
      `prerender.scriptLoading is ${JSON.stringify(loading)}. Use one of ${known}, or leave it out for "after-paint".`,
    )
  }
  if (options.preloadPageChunks && !chunks) {
    throw new Error(
      "prerender.preloadPageChunks needs the browser build's chunks, which the routekit() plugin passes. Pass chunkGraphOf(bundle) as prerender()'s fourth argument, or leave the option off.",
    )
  }
  // Invalid options fail before anything is built.
  const limit = crawlLimit(options.crawl)
  const paths = await listedPaths(options.paths, config)
  const outDir = resolvePath(resolved.root, resolved.build.outDir)
  const templateFile = join(outDir, 'index.html')
  if (!existsSync(templateFile))
    throw new Error(`Cannot prerender: ${templateFile} is missing. The client build must emit index.html first.`)
  const template = readFileSync(templateFile, 'utf8')
  // Inside the project, so the entry's bare imports (react, react-router-dom) resolve from its node_modules.
  // A fresh folder per build: Node caches modules by URL, and the page chunks import the entry by its plain URL.
  const serverDir = join(resolved.root, 'node_modules', '.routekit', `prerender-${Date.now().toString(36)}`)
  try {
    return await _renderAll(
      resolved,
      config,
      options,
      { paths, limit },
      template,
      await _buildServerEntry(resolved, options.entry, serverDir, options.preloadPageChunks === true),
      chunks,
    )
  } finally {
    rmSync(serverDir, { recursive: true, force: true })
  }
}

async function _renderAll(
  resolved: ResolvedConfig,
  config: RoutesConfig,
  options: PrerenderOptions,
  { paths, limit }: { paths: string[]; limit: number | null },
  template: string,
  render: _Render,
  chunks: ChunkGraph | undefined,
): Promise<string[]> {
  const outDir = resolvePath(resolved.root, resolved.build.outDir)

  const container = options.container ?? 'root'
  const base = resolved.base.endsWith('/') ? resolved.base : `${resolved.base}/`
  const readCss = (href: string): string | null => {
    if (!href.startsWith(base)) return null
    const file = join(outDir, href.slice(base.length))
    return existsSync(file) ? readFileSync(file, 'utf8') : null
  }
  const finish = (html: string) => (options.inlineCss ? inlineStylesheets(html, readCss) : html)
  const loadScripts = SCRIPT_LOADING[options.scriptLoading ?? 'after-paint']
  // The browser loads the routes' heads with the first page, like its layout (routesModuleCode()).
  const chunksOf = (page: _Rendered) =>
    options.preloadPageChunks && chunks
      ? pageChunks(chunks, [...(page.modules ?? []), RESOLVED_HEAD_MODULE]).map((file) => base + file)
      : []
  // A page with scripts: none gets no module script, only the maintenance watcher and speculation rules (static-page.ts).
  const finishPage = (html: string, page: _Rendered) =>
    finish(
      isStaticPage(config, page.route)
        ? staticPageHtml(html, { maintenanceUrl: siteFileUrl(base, MAINTENANCE_FILE), base })
        : loadScripts(html, chunksOf(page)),
    )

  const siteUrl = options.siteUrl ?? config.site?.url
  // Every page URL the build writes is `site.url` and a path. A canonical or hreflang link must be absolute (Google;
  // Lighthouse's SEO audit fails a relative canonical), so without a site URL a page gets neither.
  const root = siteUrl !== undefined ? absoluteUrl(siteUrl, '') : undefined
  const sitemap: SitemapPage[] = []

  const written: string[] = []
  const shell = options.shell ?? '200.html'
  writeFileSync(join(outDir, shell), finish(template))
  written.push(shell)
  const queue = [...paths]
  const crawl = limit === null ? null : createCrawl(config, { base, siteUrl, listed: queue }, limit)
  const listed = queue.length
  // Breadth first: the pages a link found join the queue, and their links are followed in turn.
  for (const [i, path] of queue.entries()) {
    const found = i >= listed
    let page: _Rendered
    try {
      page = await render(path)
    } catch (error) {
      throw new Error(`Prerendering ${path} failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      })
    }
    if (page.redirect !== undefined) {
      // For example VITE_MAINTENANCE=true: the shell answers this path, and the app redirects without showing content.
      if (found) crawl?.dropped(path, `redirects to ${page.redirect}`)
      else
        resolved.logger.warn(
          `routekit: ${path} redirects to ${page.redirect} at build time; it gets no HTML of its own (the SPA shell answers it).`,
        )
      continue
    }
    if (page.clientOnly) {
      if (found) crawl?.dropped(path, 'prerender = false')
      else
        resolved.logger.info(
          `routekit: ${path} exports prerender = false, so its loaders run in the browser; it gets no HTML of its own (the SPA shell answers it).`,
        )
      continue
    }
    // A linked page whose loader answers 404 (say) is the browser's to show; a listed one must render.
    if (page.status !== 200 && found) {
      crawl?.dropped(path, `status ${page.status}`)
      continue
    }
    if (page.status !== 200)
      throw new Error(
        `Prerendering ${path} gave status ${page.status}, not 200. Only pages that render can be prerendered; leave ${path} out of prerender.paths.`,
      )
    const head = headIn(page.route, page.locale, config.i18n?.default)
    const alternates = localeAlternates(config, path)
    const links = {
      ...(page.locale !== undefined && { lang: page.locale }),
      // The runtime points the links at each page a visitor then opens (applyPageLinks(), which follows `root`).
      ...(root !== undefined && {
        canonical: root + path,
        root,
        alternates: alternates.map((a) => ({ hreflang: a.hreflang, href: root + a.path })),
      }),
    }
    const html = addPageLinks(
      injectPage(template, {
        container,
        path: base + path.slice(1),
        html: page.html,
        route: head,
        // A page with scripts: none has no app to hydrate, so it carries no data for one.
        ...(!isStaticPage(config, page.route) && { hydrationScript: page.hydrationScript }),
      }),
      links,
    )
    sitemap.push({ path, alternates })
    const file = prerenderFile(path)
    mkdirSync(dirname(join(outDir, file)), { recursive: true })
    writeFileSync(join(outDir, file), finishPage(html, page))
    written.push(file)
    if (crawl) queue.push(...crawl.linksOf(path, html))
  }
  const summary = crawl?.summary()
  if (summary) resolved.logger.info(summary)
  const overflow = crawl?.overflow()
  if (overflow) resolved.logger.warn(overflow)
  // The app's 404 page in each locale, which servers send with status 404 (prerender-not-found.ts). Its scripts stay as
  // Vite wrote them, as the shell's: a host that sends one CSP for every missing path sends the shell's, which then fits.
  const notFound = await prerenderNotFound(
    config,
    outDir,
    render,
    (path, page, locale) =>
      finish(
        addPageLinks(
          injectPage(template, {
            container,
            path: base + path.slice(1),
            html: page.html,
            route: headIn(page.route, locale, config.i18n?.default),
          }),
          locale === undefined ? {} : { lang: locale },
        ),
      ),
    resolved.logger,
  )
  if (options.sitemap !== false) _writeSitemap(resolved, outDir, siteUrl, sitemap, options.sitemap === true)
  return [...written, ...notFound]
}

/**
 * sitemap.xml with every page prerendered (open, not redirected), and robots.txt naming it; skipped without a site
 * URL, with a word only when the build asked for it (a notice on every build of a site without one was noise).
 */
function _writeSitemap(
  resolved: ResolvedConfig,
  outDir: string,
  siteUrl: string | undefined,
  pages: readonly SitemapPage[],
  asked: boolean,
): void {
  if (siteUrl === undefined) {
    if (asked)
      resolved.logger.warn(
        'routekit: sitemap.xml skipped: no site URL. Set site.url in routes.yaml (or prerender.siteUrl in vite.config) to write it.',
      )
    return
  }
  writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(siteUrl, pages))
  const robotsFile = join(outDir, 'robots.txt')
  writeFileSync(
    robotsFile,
    robotsWithSitemap(
      existsSync(robotsFile) ? readFileSync(robotsFile, 'utf8') : null,
      absoluteUrl(siteUrl, '/sitemap.xml'),
    ),
  )
  resolved.logger.info(`routekit: sitemap.xml lists ${pages.length} pages; robots.txt names it`)
}

type _Render = (path: string) => Promise<_Rendered>

async function _buildServerEntry(
  resolved: ResolvedConfig,
  entry: string,
  outDir: string,
  markModules: boolean,
): Promise<_Render> {
  const entryFile = resolvePath(resolved.root, entry)
  if (!existsSync(entryFile))
    throw new Error(
      `Cannot prerender: the server entry ${entryFile} does not exist. Create it, or fix prerender.entry in vite.config.`,
    )
  await build({
    configFile: resolved.configFile ?? false,
    root: resolved.root,
    mode: resolved.mode,
    logLevel: 'warn',
    build: {
      ssr: entryFile,
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      sourcemap: false,
      rollupOptions: { output: { entryFileNames: 'entry-server.mjs' } },
    },
    plugins: markModules ? [_markModules()] : [],
  })
  const mod = (await import(pathToFileURL(join(outDir, 'entry-server.mjs')).href)) as { render?: unknown }
  if (typeof mod.render !== 'function') {
    throw new Error(
      `Cannot prerender: ${entry} must export render(path), which returns renderPage(...) from @routekit/router-core/server.`,
    )
  }
  return mod.render as _Render
}

/**
 * Adds MODULE_MARK to each chunk that a dynamic import() loads, set to the id
 * of the module it stands for: renderPage() reads it off the page and layout
 * modules it imports, so the prerenderer knows which browser chunks a page needs.
 */
function _markModules(): Plugin {
  return {
    name: 'routekit:prerender-modules',
    renderChunk(code, chunk) {
      if (!chunk.isDynamicEntry || chunk.facadeModuleId === null || chunk.exports.includes(MODULE_MARK)) return null
      return { code: `${code}\nexport const ${MODULE_MARK} = ${JSON.stringify(chunk.facadeModuleId)};\n`, map: null }
    },
  }
}
