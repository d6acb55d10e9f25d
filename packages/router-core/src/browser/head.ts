import { pathInLocale } from '../config/i18n.js'
import type { HeadText } from '../config/head.js'
import type { RoutesConfig } from '../config/file/schema.js'

export type { HeadText, RouteHead, RouteHeads, RoutesConfigWithHead } from '../config/head.js'

/** What the document had before routekit touched it, to fall back on for routes without a title or description. */
export interface HeadDefaults {
  title: string
  description: string | null
}

/**
 * Reads the document's own title and description once, before the first route
 * changes them. A prerendered page already carries its route's head, so the
 * prerenderer keeps index.html's originals on `<html data-routekit-title
 * data-routekit-description>`; those win when present.
 */
export function readHeadDefaults(doc: Document = document): HeadDefaults {
  const kept = doc.documentElement.dataset
  return {
    title: kept.routekitTitle ?? doc.title,
    description:
      kept.routekitDescription ?? doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
  }
}

/**
 * Sets `document.title` and `<meta name="description">` from the route's
 * `title` and `description` in routes.yaml; a route without them gets the
 * document's defaults back.
 */
export function applyHead(route: HeadText | undefined, defaults: HeadDefaults, doc: Document = document): void {
  const title = route?.title ?? defaults.title
  if (doc.title !== title) doc.title = title
  const description = route?.description ?? defaults.description
  let meta = doc.querySelector('meta[name="description"]')
  if (description === null) {
    meta?.remove()
    return
  }
  if (!meta) {
    meta = doc.createElement('meta')
    meta.setAttribute('name', 'description')
    doc.head.appendChild(meta)
  }
  if (meta.getAttribute('content') !== description) meta.setAttribute('content', description)
}

/**
 * After a navigation on the client, points a prerendered page's canonical and
 * `hreflang` links at the page now shown, so a share sheet or a crawler that
 * runs scripts never reads the first page's URLs: the canonical at `pathname`,
 * each alternate at pathInLocale(). The prerenderer marks the canonical with
 * the site's root (`data-routekit-root`: `site.url`, or the base path); a
 * document without it (the SPA shell) is left alone.
 */
export function applyPageLinks(config: Pick<RoutesConfig, 'i18n'>, pathname: string, doc: Document = document): void {
  const canonical = doc.querySelector('link[rel="canonical"][data-routekit-root]')
  if (!canonical) return
  const root = canonical.getAttribute('data-routekit-root')!
  canonical.setAttribute('href', root + pathname)
  for (const link of doc.querySelectorAll('link[rel="alternate"][hreflang]')) {
    const hreflang = link.getAttribute('hreflang')!
    link.setAttribute(
      'href',
      root + pathInLocale(config, pathname, hreflang === 'x-default' && config.i18n ? config.i18n.default : hreflang),
    )
  }
}

/**
 * `<html lang>` in the locale resolve() decided for the page now shown. The
 * prerenderer writes it into each page's HTML; on the client (the dev server,
 * the SPA shell, every navigation after the first) nothing else would, and a
 * page under `/es/` kept the shell's `lang="en"`. Without `i18n`, the
 * document's own `lang` stays.
 */
export function applyLang(locale: string | undefined, doc: Document = document): void {
  if (locale !== undefined && doc.documentElement.lang !== locale) doc.documentElement.lang = locale
}
