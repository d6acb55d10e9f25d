#!/usr/bin/env node
// Size budgets of a built site (docs/prerender.md#budgets). Usage:
//   node scripts/budgets.mjs [distDir]      default apps/site/dist; exit code 1 when a budget is exceeded
// "First-load JS" of a page is what its HTML makes the browser fetch before the
// app runs: <script src> and <link rel=modulepreload>, plus their static
// imports, transitively. Dynamic import() is not followed (the page's own chunk
// comes after). Every file is gzipped at level 9; KB = 1024 bytes.
// Beside it, each row shows the page's and its layout's lazy chunks with the
// routes' head chunk, and the JS the page needs before it hydrates: first load
// + those chunks.
// No dependencies besides router-core's dist (for the layouts); the vitest
// `build` project imports these functions.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

export const KB = 1024

/** The budgets, in gzip bytes. */
export const BUDGETS = {
  /**
   * 125 KB since 2026-11-26 (120 before): the ranked route tree of React Router 7's path language (issue 33) and
   * the data APIs (issue 36: nested layouts, loaders, and React Router's submission code for /subscribe's action)
   * added 4.5 KB to every hydrated page (docs/benchmarks.md, "First load"). Pages with scripts: none ship 1 KB.
   */
  firstLoadJs: 125 * KB,
  /** A page with `scripts: none` (routes.yaml): no module script, only its inline maintenance watcher. */
  staticPageJs: 2 * KB,
  loginChunk: 40 * KB,
  css: 15 * KB,
  criticalHtml: 14 * KB,
}

/** Libraries that must never be in a marketing page's first load: source path patterns and content fingerprints. */
export const FORBIDDEN = [
  {
    name: 'firebase',
    source: /node_modules\/(firebase|@firebase)\//,
    content: /\bFirebaseError\b|@firebase\/(app|auth|firestore)/,
  },
  { name: 'zod', source: /node_modules\/zod\//, content: /\bZodError\b|\$ZodType\b/ },
  { name: 'yaml', source: /node_modules\/(yaml|js-yaml)\//, content: /\bYAMLParseError\b|\bYAMLException\b/ },
]

const gz = (buf) => gzipSync(buf, { level: 9 }).length
const isFile = (p) => existsSync(p) && statSync(p).isFile()

const STATIC_RE = new RegExp(
  String.raw`(?<![\w$.])(?:import\s*(?:(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*as\s+[\w$]+)?\s*from\s*)?|export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*)(["'])([^"'\n]+)\1`,
  'g',
)

/** Relative specifiers a chunk imports statically (bare ones cannot load in a browser). */
function staticImports(code) {
  return [...code.matchAll(STATIC_RE)].map((m) => m[2]).filter((s) => /^(\.{1,2}\/|\/)/.test(s))
}

/** A dist-relative file for a URL found in `fromFile` (a dist-relative path) or in a page. */
function toDistFile(dist, ref, fromFile) {
  const base = new URL(`http://site.invalid/${fromFile}`)
  const url = new URL(ref, base)
  if (url.origin !== base.origin) return null
  const file = decodeURIComponent(url.pathname).slice(1)
  return isFile(join(dist, file)) ? file : null
}

/** Static import closure of some JS files (dist-relative paths). */
export function staticClosure(dist, files) {
  const seen = new Set()
  const queue = [...files]
  while (queue.length > 0) {
    const file = queue.shift()
    if (seen.has(file)) continue
    seen.add(file)
    for (const ref of staticImports(readFileSync(join(dist, file), 'utf8'))) {
      const next = toDistFile(dist, ref, file)
      if (next) queue.push(next)
    }
  }
  return [...seen]
}

const attrs = (tag) =>
  Object.fromEntries([...tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((m) => [m[1].toLowerCase(), m[2] ?? '']))

/** What a page's HTML loads: first-load JS files, stylesheets, and the HTML sizes. */
export function pageLoad(dist, htmlFile) {
  const html = readFileSync(join(dist, htmlFile), 'utf8')
  const js = []
  const css = []
  const inlineJs = []
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const a = attrs(m[1])
    // Inline JavaScript (not JSON such as speculationrules): the after-paint loader, or the watcher of a page without scripts.
    if (!a.src && m[2] !== '' && (a.type === undefined || a.type === 'module' || a.type === 'text/javascript'))
      inlineJs.push(m[2])
    if (a.src) js.push(a.src)
    // An inline module that imports the entry (prerender.scriptLoading "after-paint") loads it as surely as a
    // src: every script URL it names, whether in import("…") or in the list of chunks it imports one by one.
    else if (a.type === 'module' && /\bimport\(/.test(m[2]))
      for (const i of m[2].matchAll(/"([^"]+\.m?js)"/g)) js.push(i[1])
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const a = attrs(m[1])
    const rel = (a.rel ?? '').split(/\s+/)
    if (rel.includes('modulepreload') && a.href) js.push(a.href)
    if (rel.includes('stylesheet') && a.href) css.push(a.href)
  }
  const resolveAll = (refs) => refs.map((r) => toDistFile(dist, r, htmlFile)).filter(Boolean)
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]).join('\n')
  const inlineCss = Buffer.byteLength(styles)
  return {
    js: staticClosure(dist, resolveAll(js)),
    css: resolveAll(css),
    htmlGzip: gz(Buffer.from(html)),
    inlineCss,
    inlineCssGzip: inlineCss > 0 ? gz(Buffer.from(styles)) : 0,
    inlineJsGzip: inlineJs.length > 0 ? gz(Buffer.from(inlineJs.join('\n'))) : 0,
    // scripts: none (routes.yaml): the page carries no module script, so the app never starts on it.
    noApp: !/<script\b[^>]*\btype="module"/i.test(html),
  }
}

/** Sum of gzip sizes of dist-relative files. */
export function gzipOf(dist, files) {
  return files.reduce((n, f) => n + gz(readFileSync(join(dist, f))), 0)
}

/** Which forbidden libraries a JS file holds: by its sourcemap's sources when there is one, and by content always. */
export function forbiddenIn(dist, file) {
  const found = new Set()
  const code = readFileSync(join(dist, file), 'utf8')
  const mapFile = join(dist, `${file}.map`)
  const sources = isFile(mapFile) ? (JSON.parse(readFileSync(mapFile, 'utf8')).sources ?? []) : []
  for (const lib of FORBIDDEN) {
    if (lib.content.test(code) || sources.some((s) => lib.source.test(s))) found.add(lib.name)
  }
  return [...found]
}

/** Every prerendered page of the build: route and HTML file (the HTML carries data-routekit-prerendered). */
export function prerenderedPages(dist) {
  const pages = []
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name)
      if (entry.isDirectory() && entry.name !== 'assets' && entry.name !== 'builds') walk(full)
      else if (entry.name === 'index.html') {
        const m = /data-routekit-prerendered="([^"]*)"/.exec(readFileSync(full, 'utf8'))
        if (m) pages.push({ route: m[1], html: relative(dist, full) })
      }
    }
  }
  walk(dist)
  return pages.sort((a, b) => a.route.localeCompare(b.route))
}

/**
 * The build's JS chunks, each with its code and its source map's sources (empty without a map), read once for the
 * chunkOf() calls of one measurement.
 */
export function jsAssets(dist) {
  return readdirSync(join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((name) => {
      const file = `assets/${name}`
      const mapFile = join(dist, `${file}.map`)
      const sources = isFile(mapFile) ? (JSON.parse(readFileSync(mapFile, 'utf8')).sources ?? []) : []
      return { file, code: readFileSync(join(dist, file), 'utf8'), sources }
    })
}

/**
 * A chunk that holds `source` (a path fragment such as `src/pages/login.tsx`): by sourcemap; else by the key the
 * app's import.meta.glob gives it (the page `src/pages/index.tsx` is in `pages-*.js`); else by its file name,
 * skipping `exclude` (the page's first load: the entry chunk is `index-*.js` too). `assets` is jsAssets(dist),
 * passed in when several chunks are looked up in one build.
 */
export function chunkOf(dist, source, namePrefix, exclude = [], assets = jsAssets(dist)) {
  const byMap = assets.find((a) => a.sources.some((s) => s.endsWith(source)))
  if (byMap) return byMap.file
  // The app's import.meta.glob names each page's chunk: "./pages/index.tsx":()=>…import(`./pages-1a2b.js`)
  const key = `./${source.replace(/^src\//, '')}`
  for (const { code } of assets) {
    const at = code.indexOf(`"${key}":`)
    if (at < 0) continue
    const target = /import\(\s*[`"']\.\/([\w.-]+\.js)[`"']/.exec(code.slice(at, at + 300))?.[1]
    if (target && isFile(join(dist, 'assets', target))) return `assets/${target}`
  }
  return assets.map((a) => a.file).find((f) => f.startsWith(`assets/${namePrefix}-`) && !exclude.includes(f)) ?? null
}

/**
 * Path to the layouts of every route of a routes.yaml, outermost first, as
 * resolve() decides them (a nested layout brings its parents; the maintenance
 * route renders without any). Reads router-core's dist, so build the packages first.
 */
export async function layoutsOf(routesFile) {
  const core = join(dirname(fileURLToPath(import.meta.url)), '../packages/router-core/dist/index.js')
  const { parseRoutes, resolve: decide } = await import(pathToFileURL(core).href)
  const parsed = parseRoutes(readFileSync(routesFile, 'utf8'))
  if (!parsed.ok) throw new Error(`${routesFile} is invalid: run \`routekit validate ${routesFile}\`.`)
  const layouts = new Map()
  for (const route of parsed.config.routes) {
    const decision = decide(parsed.config, route.path, { maintenance: { enabled: false } })
    if (decision.kind === 'render') layouts.set(route.path, decision.layouts)
  }
  return layouts
}

/**
 * Measures the build: a row per prerendered page (first-load JS, its page
 * and layout chunks, CSS, HTML) and the login figure (the login page's chunk
 * with its static imports, plus the Firebase start-up chunk that signing in
 * imports, minus what the first load already brought). `layouts` (from
 * layoutsOf()) names each page's layouts; a layout `x` is the chunk of
 * `src/layouts/x-layout.tsx`, and `none` has none. A page's data module
 * (`src/pages/x.data.ts`, its loader and action) counts with its page.
 */
export function measure(distDir, layouts = new Map()) {
  const dist = resolve(distDir)
  const assets = jsAssets(dist)
  // The routes' titles and descriptions (virtual:routekit/head), which the router loads with any page.
  const head = chunkOf(dist, 'virtual:routekit/head', 'head', [], assets)
  const pages = prerenderedPages(dist).map(({ route, html }) => {
    const load = pageLoad(dist, html)
    // A page in another locale (/en/about) is the same page module and layout as /about.
    const inner = layouts.has(route) ? route : route.replace(/^\/[a-z]{2,3}(?:-[A-Za-z]{2})?(?=\/)/, '')
    const name = inner === '/' ? 'index' : inner.slice(1).replace(/\/$/, '')
    const chain = layouts.get(inner) ?? []
    const lazy = [
      chunkOf(dist, `src/pages/${name}.tsx`, name, load.js, assets),
      chunkOf(dist, `src/pages/${name}.data.ts`, `${name}.data`, load.js, assets),
      ...chain.map((layout) => chunkOf(dist, `src/layouts/${layout}-layout.tsx`, `${layout}-layout`, load.js, assets)),
      head,
    ]
    // A page without the app never asks for its page or layout chunk.
    const lazyOnly = load.noApp ? [] : staticClosure(dist, lazy.filter(Boolean)).filter((f) => !load.js.includes(f))
    return {
      route,
      jsFiles: load.js.length,
      js: gzipOf(dist, load.js),
      noApp: load.noApp,
      inlineJs: load.inlineJsGzip,
      page: gzipOf(dist, lazyOnly),
      beforeHydration: gzipOf(dist, [...load.js, ...lazyOnly]),
      // Linked stylesheets plus the CSS inlined in <style> (prerender.inlineCss).
      css: gzipOf(dist, load.css) + load.inlineCssGzip,
      html: load.htmlGzip,
      inlineCss: load.inlineCss,
      forbidden: [...new Set(load.js.flatMap((f) => forbiddenIn(dist, f)))],
      files: load.js,
    }
  })
  const home = pages.find((p) => p.route === '/')
  const firstLoad = new Set(home?.files ?? [])
  const login = chunkOf(dist, 'src/pages/login.tsx', 'login', [], assets)
  const services = chunkOf(dist, 'src/firebase/services.ts', 'services', [], assets)
  const loginFiles = login
    ? staticClosure(dist, [login, ...(services ? [services] : [])]).filter((f) => !firstLoad.has(f))
    : []
  return {
    pages,
    login: {
      files: loginFiles,
      gzip: gzipOf(dist, loginFiles),
      forbidden: [...new Set(loginFiles.flatMap((f) => forbiddenIn(dist, f)))],
    },
    criticalHome: home ? home.html : 0,
  }
}

/** The budgets a measurement breaks, as readable lines; empty when all hold. */
export function checkBudgets(result, budgets = BUDGETS) {
  const kb = (n) => `${(n / KB).toFixed(1)} KB`
  const broken = []
  if (result.pages.length === 0)
    broken.push('No prerendered pages found: build the site with routekit({ prerender }) first.')
  for (const p of result.pages) {
    if (p.noApp && p.js + p.inlineJs > budgets.staticPageJs) {
      broken.push(
        `${p.route}: a page with scripts: none carries ${kb(p.js + p.inlineJs)} gzip of JavaScript, over the ${kb(budgets.staticPageJs)} budget.`,
      )
    }
    if (p.js > budgets.firstLoadJs)
      broken.push(`${p.route}: first-load JS is ${kb(p.js)} gzip, over the ${kb(budgets.firstLoadJs)} budget.`)
    if (p.forbidden.length > 0)
      broken.push(
        `${p.route}: the first load holds ${p.forbidden.join(', ')}; load it with import() from the page that needs it.`,
      )
    if (p.css > budgets.css) broken.push(`${p.route}: CSS is ${kb(p.css)} gzip, over the ${kb(budgets.css)} budget.`)
  }
  if (result.login.files.length === 0) broken.push('No login page chunk found (src/pages/login.tsx).')
  if (result.login.gzip > budgets.loginChunk)
    broken.push(
      `/login: the page chunk with Firebase Auth is ${kb(result.login.gzip)} gzip, over the ${kb(budgets.loginChunk)} budget.`,
    )
  if (result.criticalHome > budgets.criticalHtml)
    broken.push(
      `/: the HTML with its inline CSS is ${kb(result.criticalHome)} gzip, over the ${kb(budgets.criticalHtml)} budget.`,
    )
  return broken
}

/** The size table, one row per page, then the login and critical-HTML figures. */
export function formatTable(result) {
  const kb = (n) => (n / KB).toFixed(1)
  const rows = [
    '| page | first-load JS gz (files) | inline JS gz | page + layout chunks gz | JS before hydration gz | CSS gz | HTML gz (inline CSS raw) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...result.pages.map(
      (p) =>
        `| \`${p.route}\`${p.noApp ? ' (scripts: none)' : ''} | ${kb(p.js)} KB (${p.jsFiles}) | ${kb(p.inlineJs)} KB | ${kb(p.page)} KB | ${p.noApp ? '(no hydration)' : `${kb(p.beforeHydration)} KB`} | ${kb(p.css)} KB | ${kb(p.html)} KB (${kb(p.inlineCss)} KB) |`,
    ),
  ]
  rows.push(
    '',
    `/login chunk with Firebase Auth: ${kb(result.login.gzip)} KB gz (${result.login.files.length} files${result.login.forbidden.length ? `; holds ${result.login.forbidden.join(', ')}` : ''})`,
  )
  rows.push(`critical HTML of / (with inline CSS): ${kb(result.criticalHome)} KB gz`)
  return rows.join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? 'apps/site/dist'
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(
      `No build in ${dist}: run \`npm run build\` first, or pass the folder: node scripts/budgets.mjs path/to/dist`,
    )
    process.exit(2)
  }
  const layouts = await layoutsOf(join(dirname(fileURLToPath(import.meta.url)), '../routes.yaml'))
  const result = measure(dist, layouts)
  console.log(formatTable(result))
  const broken = checkBudgets(result)
  for (const line of broken) console.error(`over budget: ${line}`)
  process.exit(broken.length > 0 ? 1 : 0)
}
