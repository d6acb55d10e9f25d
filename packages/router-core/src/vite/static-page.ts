import MagicString from 'magic-string'
import type { RouteDef, RoutesConfig } from '../config/file/schema.js'
import { attributeOf, elementsOf, firstElement, parseHtml } from '../node/html-tree.js'
import { scriptsOf } from '../config/scripts.js'

/** A route as the server entry reports it: renderPage() gives the whole routes.yaml entry, older entries less. */
type ReportedRoute = Partial<Pick<RouteDef, 'name' | 'path'>> | undefined

/**
 * Whether a prerendered page is written with `scripts: none`: its route
 * (found by name in routes.yaml, as resolve() chose it) takes `none`, its own
 * or the top-level default.
 */
export function isStaticPage(config: RoutesConfig, route: ReportedRoute): boolean {
  const def = route?.name === undefined ? undefined : config.routes.find((r) => r.name === route.name)
  return def !== undefined && scriptsOf(config, def) === 'none'
}

export interface StaticPageOptions {
  /** The URL of the runtime flag, base included: `/maintenance.json`. */
  maintenanceUrl: string
  /** The site's base path, ending in `/`: the links the browser may prefetch start with it. */
  base: string
}

/**
 * A prerendered page with `scripts: none` (docs/prerender.md): its HTML is
 * the whole page, so it carries no module script and no module preload.
 * Instead, before `</body>`:
 *
 * - a classic inline script (STATIC_WATCHER) that reads `maintenance.json`
 *   with the runtime's policy and, once the file switches maintenance on,
 *   imports the app's entry: the app hydrates this page and resolve() decides
 *   where the visitor belongs (no routing rule lives in the watcher);
 * - Speculation Rules that prefetch a same-origin page when the pointer rests
 *   on its link, and prerender it when the press starts, so the full
 *   navigation a plain link makes still feels instant where supported.
 *
 * Every block is inline: `.routekit/pages.json` lists its hash per page, as
 * for any other (page-hashes.ts), for the CSP.
 */
export function staticPageHtml(html: string, options: StaticPageOptions): string {
  // Read by parse5 and spliced at its offsets (node/html-tree.ts), as every other edit of built HTML.
  const elements = elementsOf(parseHtml(html))
  const s = new MagicString(html)
  let entry: string | undefined
  for (const element of elements) {
    const at = element.sourceCodeLocation
    if (!at) continue
    const isPreload =
      element.tagName === 'link' &&
      (attributeOf(element, 'rel') ?? '').toLowerCase().split(/\s+/).includes('modulepreload')
    const src =
      element.tagName === 'script' && attributeOf(element, 'type') === 'module'
        ? attributeOf(element, 'src')
        : undefined
    if (!isPreload && src === undefined) continue
    if (src !== undefined) entry ??= src
    s.remove(..._lineOf(html, at.startOffset, at.endOffset))
  }
  if (entry === undefined)
    throw new Error(
      'Cannot write a page with scripts: none: index.html has no <script type="module" src> to name as the app\'s entry.',
    )
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
  const watcher = STATIC_WATCHER.replace(/\b(FLAG_URL|ENTRY_URL)\b/g, (name) =>
    json(name === 'FLAG_URL' ? options.maintenanceUrl : entry),
  )
  const pages = { href_matches: `${options.base}*` }
  const rules = {
    prefetch: [{ where: pages, eagerness: 'moderate' }],
    prerender: [{ where: pages, eagerness: 'conservative' }],
  }
  const blocks = `<script>${watcher}</script>\n<script type="speculationrules">${json(rules)}</script>\n`
  const bodyEnd = firstElement(elements, 'body')?.sourceCodeLocation?.endTag?.startOffset
  if (bodyEnd === undefined) s.append(blocks)
  else s.appendLeft(bodyEnd, blocks)
  return s.toString()
}

/** An element's range widened to its whole line when it stands alone there: the indentation before it and the line break after. */
function _lineOf(html: string, start: number, end: number): [number, number] {
  let from = start
  while (from > 0 && (html[from - 1] === ' ' || html[from - 1] === '\t')) from--
  const alone = from === 0 || html[from - 1] === '\n'
  if (!alone) return [start, end]
  return [from, html[end] === '\n' ? end + 1 : end]
}

/**
 * The watcher of a page with `scripts: none`: the runtime's maintenance poll
 * (createMaintenanceFile() on _poll.ts's poller) in a few hundred bytes. It
 * reads the file at once, then 10 s after the start of its last request while
 * the tab is visible; none while hidden (a retry that waits gives up); when
 * the tab shows again, or the browser comes back online, at once if one is
 * due. Every request is `cache: 'no-store'` with `If-None-Match` once an ETag
 * is known. Busy answers (408, 409, 425, 429, 500, 502, 503, 504) and network
 * errors get up to 3 retries with jittered exponential backoff, waiting at
 * least `Retry-After` (capped at 30 s). A file that says `enabled: true`
 * hands over: it imports ENTRY_URL, and the app decides (the preview token,
 * `allow`, the maintenance route are resolve()'s, not this script's).
 * A missing file (404, 410, 204, the host's HTML fallback) or a bad one
 * keeps the page as it is, as the runtime keeps the build's state.
 */
const STATIC_WATCHER = [
  '(() => {',
  'const url = FLAG_URL, entry = ENTRY_URL, every = 1e4, busy = [408, 409, 425, 429, 500, 502, 503, 504]',
  'let tag = null, last = -1e9, timer, flight = null, gen = 0, done = false',
  "const hidden = () => document.visibilityState === 'hidden'",
  'const plan = () => { clearTimeout(timer); if (!done && !hidden()) timer = setTimeout(read, Math.max(0, last + every - Date.now())) }',
  "const after = (v) => { v = (v || '').trim(); if (/^\\d+$/.test(v)) return v * 1e3; const at = /[a-z]{3}/i.test(v) ? Date.parse(v) : NaN; return at === at ? Math.max(0, at - Date.now()) : undefined }",
  'const attempt = async () => { const mine = gen; for (let tries = 0; ; tries++) {',
  "last = Date.now(); let r; try { r = await fetch(url, { cache: 'no-store', headers: tag ? { accept: 'application/json', 'if-none-match': tag } : { accept: 'application/json' } }) } catch {}",
  'if ((r && !busy.includes(r.status)) || tries >= 3 || mine !== gen || hidden()) {',
  'if (!r || r.status === 304) return',
  "const flag = r.ok && r.status !== 204 && !(r.headers.get('content-type') || '').includes('html') ? await r.json().catch(() => null) : await r.arrayBuffer().then(() => null, () => null)",
  'if (flag && flag.enabled === true) { done = true; clearTimeout(timer); return void import(entry).catch(() => { done = false; plan() }) }',
  "tag = r.ok || r.status === 404 || r.status === 410 ? r.headers.get('etag') : null; return }",
  "if (r) r.body?.cancel().catch(() => {}); const span = 1e3 * 2 ** tries, back = span / 2 + Math.random() * span / 2, wait = r ? after(r.headers.get('retry-after')) : undefined",
  'await new Promise((ok) => setTimeout(ok, wait === undefined ? back : Math.max(Math.min(wait, 3e4), back))); if (mine !== gen || hidden()) return } }',
  'const read = () => flight || (clearTimeout(timer), flight = attempt().finally(() => { flight = null; plan() }))',
  "document.addEventListener('visibilitychange', () => { if (hidden()) { gen++; clearTimeout(timer) } else if (!flight && Date.now() - last >= every) read(); else plan() })",
  "addEventListener('online', () => done || read())",
  'read()',
  '})()',
].join('\n')
