/**
 * The prerenderer's edits to built pages. Each reads the page with parse5
 * (`node/html-tree.ts`) and splices the source at the offsets parse5 gives,
 * as Vite's traverseHtml() does: the tree decides what an element and an
 * attribute are (entities decoded, `>` inside a quoted value, a tag written
 * inside a script's text), and everything an edit does not touch stays
 * byte-identical.
 */
import escapeHtml from 'escape-html'
import MagicString from 'magic-string'
import type { HeadText } from '../config/head.js'
import { attributeOf, elementsOf, firstElement, parseHtml, textOf, type HtmlElement } from '../node/html-tree.js'

export interface PageHtml {
  /** The container's id in index.html, such as `root`. */
  container: string
  /** The URL path this file answers, base included, written on the container. */
  path: string
  /** The rendered markup of the app. */
  html: string
  /** The route's title and description in the page's locale (headIn()); missing ones keep index.html's. */
  route: HeadText | undefined
  /** React Router's hydration script (renderPage()'s `hydrationScript`): written right after the container. */
  hydrationScript?: string | undefined
}

/** Where an element starts and ends in the source; parse5 gives none to elements it made up (an implied `<head>`). */
function _span(
  element: HtmlElement,
): { start: number; end: number; startTagEnd: number; endTagStart: number | undefined } | undefined {
  const at = element.sourceCodeLocation
  if (!at?.startTag) return undefined
  return {
    start: at.startOffset,
    end: at.endOffset,
    startTagEnd: at.startTag.endOffset,
    endTagStart: at.endTag?.startOffset,
  }
}

/** Inserts `text` just before `</head>`; nothing when the head has no end tag in the source. */
function _beforeHeadEnd(s: MagicString, elements: readonly HtmlElement[], text: string): void {
  const head = firstElement(elements, 'head')
  const end = head && _span(head)?.endTagStart
  if (end !== undefined) s.appendLeft(end, text)
}

/**
 * Puts a prerendered page into the built index.html: the markup inside the
 * container (marked with `data-routekit-prerendered`), the route's title and
 * description in the head, and index.html's own title and description on
 * `<html>`, where readHeadDefaults() finds them for routes without a head.
 */
export function injectPage(template: string, page: PageHtml): string {
  const elements = elementsOf(parseHtml(template))
  const container = elements.find((e) => e.tagName === 'div' && attributeOf(e, 'id') === page.container)
  const box = container && _span(container)
  if (
    !container ||
    !box ||
    box.endTagStart === undefined ||
    container.attrs.length !== 1 ||
    textOf(container).trim() !== '' ||
    container.childNodes.some((c) => 'tagName' in c)
  ) {
    throw new Error(
      `Cannot prerender ${page.path}: index.html has no empty <div id="${page.container}"></div> to render into. Add it, or pass prerender.container with the id your app mounts on.`,
    )
  }
  const s = new MagicString(template)
  // React Router's hydration script sits outside the container, so React hydrates exactly the markup it rendered.
  s.overwrite(
    box.start,
    box.end,
    `<div id="${page.container}" data-routekit-prerendered="${escapeHtml(page.path)}">${page.html}</div>${page.hydrationScript ?? ''}`,
  )
  const kept: string[] = []
  const title = page.route?.title
  const oldTitle = firstElement(elements, 'title')
  const titleSpan = oldTitle && _span(oldTitle)
  const oldText = oldTitle && textOf(oldTitle).trim()
  if (title !== undefined && titleSpan && titleSpan.endTagStart !== undefined && oldText !== title) {
    s.overwrite(titleSpan.start, titleSpan.end, `<title>${escapeHtml(title)}</title>`)
    kept.push(`data-routekit-title="${escapeHtml(oldText!)}"`)
  }
  const description = page.route?.description
  const oldMeta = elements.find(
    (e) => e.tagName === 'meta' && attributeOf(e, 'name') === 'description' && attributeOf(e, 'content') !== undefined,
  )
  const metaSpan = oldMeta && _span(oldMeta)
  if (description !== undefined) {
    const oldDescription = oldMeta && attributeOf(oldMeta, 'content')
    if (!metaSpan || oldDescription === undefined) {
      _beforeHeadEnd(s, elements, `<meta name="description" content="${escapeHtml(description)}" />\n`)
    } else if (oldDescription !== description) {
      s.overwrite(metaSpan.start, metaSpan.end, `<meta name="description" content="${escapeHtml(description)}" />`)
      kept.push(`data-routekit-description="${escapeHtml(oldDescription)}"`)
    }
  }
  const root = firstElement(elements, 'html')
  const rootSpan = root && _span(root)
  if (kept.length > 0 && rootSpan) s.appendLeft(rootSpan.start + '<html'.length, ` ${kept.join(' ')}`)
  return s.toString()
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
  const elements = elementsOf(parseHtml(html))
  const s = new MagicString(html)
  const root = firstElement(elements, 'html')
  const rootAt = root?.sourceCodeLocation
  if (links.lang !== undefined && rootAt?.startTag) {
    const lang = escapeHtml(links.lang)
    const old = rootAt.attrs?.lang
    if (old) s.overwrite(old.startOffset, old.endOffset, `lang="${lang}"`)
    else s.appendLeft(rootAt.startOffset + '<html'.length, ` lang="${lang}"`)
  }
  const tags = [
    ...(links.canonical !== undefined
      ? [
          `<link rel="canonical" href="${escapeHtml(links.canonical)}"${links.root !== undefined ? ` data-routekit-root="${escapeHtml(links.root)}"` : ''} />`,
        ]
      : []),
    ...(links.alternates ?? []).map(
      (a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}" />`,
    ),
  ]
  if (tags.length > 0) _beforeHeadEnd(s, elements, `${tags.join('\n')}\n`)
  return s.toString()
}

/**
 * Replaces each `<link rel="stylesheet" href="/assets/x.css">` with the file's
 * content in a `<style>`, so the first paint needs no second request.
 */
export function inlineStylesheets(html: string, read: (href: string) => string | null): string {
  const s = new MagicString(html)
  for (const element of elementsOf(parseHtml(html))) {
    const span = element.tagName === 'link' && attributeOf(element, 'rel') === 'stylesheet' ? _span(element) : undefined
    const href = span && attributeOf(element, 'href')
    const css = href === undefined ? null : read(href)
    if (span && css !== null)
      s.overwrite(span.start, span.end, `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`)
  }
  return s.toString()
}

/**
 * Adds `fetchpriority="low"` to the app's module scripts and module
 * preloads. On a prerendered page the HTML already holds the whole content;
 * the script only makes it interactive, so it should not compete with what
 * the first paint needs. Tags that set their own fetchpriority are left alone.
 */
export function lowerScriptPriority(html: string): string {
  const s = new MagicString(html)
  for (const element of elementsOf(parseHtml(html))) {
    const script = element.tagName === 'script' && attributeOf(element, 'type') === 'module'
    if (!script && !(element.tagName === 'link' && attributeOf(element, 'rel') === 'modulepreload')) continue
    if (attributeOf(element, 'fetchpriority') !== undefined || (script && attributeOf(element, 'src') === undefined))
      continue
    const tag = element.sourceCodeLocation?.startTag
    if (!tag) continue
    // The start tag as written, with the attribute added last: `<link … />` keeps its slash.
    const body = html.slice(tag.startOffset + 1, tag.endOffset - 1)
    s.overwrite(
      tag.startOffset,
      tag.endOffset,
      `<${body.replace(/\s*\/$/, '')} fetchpriority="low"${body.endsWith('/') ? ' /' : ''}>`,
    )
  }
  return s.toString()
}

/**
 * Adds a `<link rel="modulepreload">` for each of `hrefs` at the end of the
 * head, written as Vite writes its own (lowerScriptPriority() then lowers them).
 */
export function addModulePreloads(html: string, hrefs: readonly string[]): string {
  if (hrefs.length === 0) return html
  const links = hrefs.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">\n`).join('')
  const s = new MagicString(html)
  _beforeHeadEnd(s, elementsOf(parseHtml(html)), links)
  return s.toString()
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
  const elements = elementsOf(parseHtml(html))
  const s = new MagicString(html)
  const preloads: string[] = []
  for (const element of elements) {
    const span =
      element.tagName === 'link' && attributeOf(element, 'rel') === 'modulepreload' ? _span(element) : undefined
    if (!span) continue
    const href = attributeOf(element, 'href')
    if (href !== undefined) preloads.push(href)
    // The whole line goes: its indentation and its line break.
    let start = span.start
    while (start > 0 && (html[start - 1] === ' ' || html[start - 1] === '\t')) start--
    s.remove(start, html[span.end] === '\n' ? span.end + 1 : span.end)
  }
  for (const element of elements) {
    const span = element.tagName === 'script' ? _span(element) : undefined
    // An empty module script with a src, written with its end tag: Vite's entry.
    if (!span || span.endTagStart !== span.startTagEnd || attributeOf(element, 'type') !== 'module') continue
    const src = attributeOf(element, 'src')
    if (src === undefined) continue
    // Each preload is chained once, before the first script.
    const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
    const chain = [...preloads.splice(0), src]
    const page = pageChunks.filter((href) => !chain.includes(href))
    // One pass, so a URL that happens to contain PAGE is left alone.
    s.overwrite(
      span.start,
      span.end,
      `<script type="module">${_AFTER_PAINT_LOADER.replace(/\b(CHAIN|PAGE)\b/g, (name) => json(name === 'CHAIN' ? chain : page))}</script>`,
    )
  }
  return s.toString()
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
