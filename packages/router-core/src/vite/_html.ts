import type { HeadText } from '../react/head.js'
import { DATA_SCRIPT_ID } from '../react/_prerendered-data.js'

/** Escapes text for an HTML attribute value or element content. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

function _unescape(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

const TITLE_RE = /<title>([\s\S]*?)<\/title>/
const DESCRIPTION_RE = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/

export interface PageHtml {
  /** The container's id in index.html, such as `root`. */
  container: string
  /** The URL path this file answers, base included, written on the container. */
  path: string
  /** The rendered markup of the app. */
  html: string
  /** The route's title and description in the page's locale (headIn()); missing ones keep index.html's. */
  route: HeadText | undefined
  /** The page's loader data, serialised by renderPage(): written right after the container for the browser to take. */
  data?: string | undefined
}

/**
 * Puts a prerendered page into the built index.html: the markup inside the
 * container (marked with `data-routekit-prerendered`), the route's title and
 * description in the head, and index.html's own title and description on
 * `<html>`, where readHeadDefaults() finds them for routes without a head.
 */
export function injectPage(template: string, page: PageHtml): string {
  const open = new RegExp(`<div\\s+id="${page.container}"\\s*>\\s*</div>`)
  if (!open.test(template)) {
    throw new Error(
      `Cannot prerender ${page.path}: index.html has no empty <div id="${page.container}"></div> to render into. Add it, or pass prerender.container with the id your app mounts on.`,
    )
  }
  // The data sits outside the container, so React hydrates exactly the markup it rendered.
  const data = page.data === undefined ? '' : `<script type="application/json" id="${DATA_SCRIPT_ID}">${page.data}</script>`
  let out = template.replace(open, () => `<div id="${page.container}" data-routekit-prerendered="${escapeHtml(page.path)}">${page.html}</div>${data}`)
  const kept: string[] = []
  const title = page.route?.title
  const oldTitle = TITLE_RE.exec(template)?.[1]
  if (title !== undefined && oldTitle !== undefined && _unescape(oldTitle.trim()) !== title) {
    out = out.replace(TITLE_RE, () => `<title>${escapeHtml(title)}</title>`)
    kept.push(`data-routekit-title="${escapeHtml(_unescape(oldTitle.trim()))}"`)
  }
  const description = page.route?.description
  const oldDescription = DESCRIPTION_RE.exec(template)?.[1]
  if (description !== undefined) {
    if (oldDescription === undefined) {
      out = out.replace('</head>', () => `<meta name="description" content="${escapeHtml(description)}" />\n</head>`)
    } else if (_unescape(oldDescription) !== description) {
      out = out.replace(DESCRIPTION_RE, () => `<meta name="description" content="${escapeHtml(description)}" />`)
      kept.push(`data-routekit-description="${oldDescription}"`)
    }
  }
  if (kept.length > 0) out = out.replace(/<html\b/, (tag) => `${tag} ${kept.join(' ')}`)
  return out
}

/** The page's language and its links to itself and its other locales, for injectPage(). */
export interface PageLinks {
  /** `<html lang>`: the locale resolve() decided. */
  lang?: string
  /** `<link rel="canonical">`. */
  canonical?: string
  /** The root the links' paths follow, kept on the canonical as `data-routekit-root` for the runtime's applyPageLinks(). */
  root?: string
  /** `<link rel="alternate" hreflang>`, one per locale and `x-default`. */
  alternates?: readonly { hreflang: string; href: string }[]
}

/**
 * Sets `<html lang>` and adds the canonical and `hreflang` links at the end
 * of the head, so a crawler reads the page's language and its other versions
 * from the HTML, before any script.
 */
export function addPageLinks(html: string, links: PageLinks): string {
  let out = html
  if (links.lang !== undefined) {
    const lang = escapeHtml(links.lang)
    out = /<html\b[^>]*\blang="[^"]*"/.test(out)
      ? out.replace(/(<html\b[^>]*\blang=")[^"]*"/, (_, open: string) => `${open}${lang}"`)
      : out.replace(/<html\b/, (tag) => `${tag} lang="${lang}"`)
  }
  const tags = [
    ...(links.canonical !== undefined
      ? [`<link rel="canonical" href="${escapeHtml(links.canonical)}"${links.root !== undefined ? ` data-routekit-root="${escapeHtml(links.root)}"` : ''} />`]
      : []),
    ...(links.alternates ?? []).map((a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}" />`),
  ]
  return tags.length === 0 ? out : out.replace('</head>', () => `${tags.join('\n')}\n</head>`)
}

/**
 * Replaces each `<link rel="stylesheet" href="/assets/x.css">` with the file's
 * content in a `<style>`, so the first paint needs no second request.
 */
export function inlineStylesheets(html: string, read: (href: string) => string | null): string {
  return html.replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/g, (tag) => {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1]
    const css = href === undefined ? null : read(href)
    return css === null ? tag : `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`
  })
}

/**
 * Adds `fetchpriority="low"` to the app's module scripts and module
 * preloads. On a prerendered page the HTML already holds the whole content;
 * the script only makes it interactive, so it should not compete with what
 * the first paint needs. Tags that set their own fetchpriority are left alone.
 */
export function lowerScriptPriority(html: string): string {
  return html.replace(/<(script\b[^>]*\btype="module"[^>]*|link\b[^>]*\brel="modulepreload"[^>]*)>/g, (tag, body: string) =>
    /\bfetchpriority=/.test(body) || (body.startsWith('script') && !/\bsrc=/.test(body))
      ? tag
      : `<${body.replace(/\s*\/$/, '')} fetchpriority="low"${body.endsWith('/') ? ' /' : ''}>`,
  )
}

/**
 * Adds a `<link rel="modulepreload">` for each of `hrefs` at the end of the
 * head, written as Vite writes its own (lowerScriptPriority() then lowers them).
 */
export function addModulePreloads(html: string, hrefs: readonly string[]): string {
  if (hrefs.length === 0) return html
  const links = hrefs.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">\n`).join('')
  return html.replace('</head>', () => `${links}</head>`)
}

/**
 * Replaces each module `<script src>` with a small inline module that imports
 * it once the browser has reported the page's paint (see _AFTER_PAINT_LOADER).
 *
 * The page's `<link rel="modulepreload">` tags go too: they would start the
 * downloads while the HTML is parsed, ahead of the paint. After the paint,
 * the loader imports the first chunk and adds the other links back, so every
 * chunk downloads in parallel (the first one's import starts its own
 * download: with the first load in one chunk, there is no link to add), then
 * imports the chunks one at a time, each in a task of its own, and the script
 * last: evaluating the first load is a few short tasks instead of one long one
 * (Total Blocking Time), and a tap in between is handled at once. Vite lists a
 * script's preloads in the order the browser evaluates them (dependencies
 * first), so the order is a plain `<script src>`'s. In a tab opened in the
 * background, which paints nothing and throttles timers, it imports the script
 * at once.
 *
 * `pageChunks` are the page's own chunks (its page and layout modules, see
 * prerender()): the loader preloads them too, after the first load's, so they
 * download alongside the entry instead of after the app has started and asked
 * for them. Vite's preload helper then finds their links and adds none.
 */
export function loadScriptsAfterPaint(html: string, pageChunks: readonly string[] = []): string {
  const preloads: string[] = []
  const unlinked = html.replace(/[ \t]*<link\b[^>]*\brel="modulepreload"[^>]*>\n?/g, (tag) => {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1]
    if (href !== undefined) preloads.push(href)
    return ''
  })
  return unlinked.replace(/<script\b([^>]*)><\/script>/g, (tag, attributes: string) => {
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1]
    if (!/\btype="module"/.test(attributes) || src === undefined) return tag
    // Each preload is chained once, before the first script.
    const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
    const chain = [...preloads.splice(0), src]
    const page = pageChunks.filter((href) => !chain.includes(href))
    // One pass, so a URL that happens to contain PAGE is left alone.
    return `<script type="module">${_AFTER_PAINT_LOADER.replace(/\b(CHAIN|PAGE)\b/g, (name) => json(name === 'CHAIN' ? chain : page))}</script>`
  })
}

/**
 * The inline loader of loadScriptsAfterPaint(); CHAIN is the list of chunk
 * URLs, the entry last, and PAGE the page's own chunks, which it only preloads.
 *
 * "After the paint" is when the browser reports it: a largest-contentful-paint
 * entry for a frame presented after the loader ran (the document is parsed by
 * then; module scripts wait for it). A frame is presented some milliseconds
 * after requestAnimationFrame and the task after it ran, and chunks fetched in
 * between would count as needed for that paint (Lighthouse's simulation counts
 * every request that ended before it). When no such entry comes (the largest
 * element was painted before), it starts 50 ms after the next frame; without
 * LCP support, right after the next frame.
 */
const _AFTER_PAINT_LOADER = [
  'const c = CHAIN',
  'const p = PAGE',
  'const next = (i) => import(c[i]).then(() => ++i < c.length && setTimeout(next, 0, i))',
  'let started = false',
  "const start = () => { if (started) return; started = true; next(0); for (const href of [...c.slice(1), ...p]) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href })) }",
  "const lcp = PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')",
  'const t0 = performance.now()',
  "if (document.visibilityState === 'hidden') import(c[c.length - 1])",
  "else { if (lcp) new PerformanceObserver((list, observer) => { if (list.getEntries().some((e) => e.startTime >= t0)) { observer.disconnect(); setTimeout(start) } }).observe({ type: 'largest-contentful-paint', buffered: true }); requestAnimationFrame(() => setTimeout(start, lcp ? 50 : 0)) }",
].join('; ')
