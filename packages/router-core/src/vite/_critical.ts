import Beasties from 'beasties'

/** Where a page's stylesheets come from, and where beasties' warnings go. */
export interface CriticalCssSource {
  /** The CSS of a stylesheet `href`, or null when it is not the build's own file (then it stays a `<link>`). */
  read: (href: string) => string | null
  warn: (message: string) => void
}

const STYLESHEET_RE = /<link\b[^>]*\brel="stylesheet"[^>]*>/g
const MARK = 'data-routekit-critical'

/**
 * Inlines, for each `<link rel="stylesheet">` of the build, only the rules
 * the page's own markup uses, in a `<style>` where the link was; the link
 * moves into a `<noscript>`, so a page without JavaScript still gets the
 * whole stylesheet. Returns the page and the hrefs it deferred: the
 * after-paint loader adds those once the page has painted (and before the app
 * starts, whose other pages and states need the rest).
 *
 * beasties does the selecting (every rule with a selector that matches an
 * element, pseudo-classes such as :hover kept; @property, @layer and the
 * keyframes used come along; rules with :where(), :is(), :not() or :has()
 * always). It is handed the stylesheets already inline
 * and only its reduced `<style>` texts are kept: the page's own HTML is not
 * serialised again.
 */
export async function inlineCriticalCss(html: string, source: CriticalCssSource): Promise<{ html: string; deferred: string[] }> {
  // The build's own stylesheets, by their place among the page's <link rel="stylesheet"> tags.
  const hrefs = new Map<number, string>()
  let seen = 0
  const marked = html.replace(STYLESHEET_RE, (tag) => {
    const at = seen++
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1]
    const css = href === undefined ? null : source.read(href)
    if (href === undefined || css === null) return tag
    hrefs.set(at, href)
    return `<style ${MARK}="${at}">${css.replace(/<\/style/gi, '<\\/style')}</style>`
  })
  if (hrefs.size === 0) return { html, deferred: [] }
  const beasties = new Beasties({
    external: false,
    reduceInlineStyles: true,
    mergeStylesheets: false,
    pruneSource: false,
    // beasties judges a selector with its pseudo-classes cut off, and cuts a whole :where(…) or :is(…) away with
    // them: `:where(.space-y-4>:not(:last-child))` (Tailwind's space-y, divide-y) would never be inlined. Rules
    // with such a selector are kept on every page instead; they are few.
    allowRules: [/:(?:where|is|not|has)\(/],
    logLevel: 'warn',
    logger: { warn: source.warn, error: source.warn },
  })
  const reduced = await beasties.process(marked)
  const critical = new Map<string, string>()
  for (const m of reduced.matchAll(new RegExp(`<style\\b[^>]*\\b${MARK}="(\\d+)"[^>]*>([\\s\\S]*?)</style>`, 'g'))) critical.set(m[1]!, m[2]!)
  seen = 0
  const out = html.replace(STYLESHEET_RE, (tag) => {
    const at = seen++
    if (!hrefs.has(at)) return tag
    // No rule of the sheet applies to this page: nothing to inline, the whole sheet still comes after the paint.
    const css = critical.get(String(at)) ?? ''
    return `${css === '' ? '' : `<style>${css}</style>`}<noscript>${tag}</noscript>`
  })
  return { html: out, deferred: [...hrefs.values()] }
}
