import type { LocaleAlternate } from '../config/i18n.js'
// escape-html writes XML too: &amp; &lt; &gt; &quot; and &#39;, which an XML reader decodes as HTML's does.
import escapeHtml from 'escape-html'
import { sendablePath } from '../config/match/paths.js'

/** One page of the sitemap: its path (as visited, locale prefix included) and its locales' paths. */
export interface SitemapPage {
  path: string
  alternates: readonly LocaleAlternate[]
}

/**
 * A page's absolute URL: `site.url` (a folder is kept: `https://example.com/docs`)
 * followed by the path.
 *
 * @example absoluteUrl('https://routekit.dev/', '/en/about') // 'https://routekit.dev/en/about'
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  return siteUrl.replace(/\/+$/, '') + sendablePath(path)
}

/**
 * sitemap.xml as the sitemaps.org protocol writes it, with Google's
 * `xhtml:link rel="alternate" hreflang` for each locale of a page (every
 * version lists every other, itself included, as Google asks).
 */
export function sitemapXml(siteUrl: string, pages: readonly SitemapPage[]): string {
  const urls = pages.map((page) => {
    const links = page.alternates
      .map(
        (a) =>
          `\n    <xhtml:link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(absoluteUrl(siteUrl, a.path))}"/>`,
      )
      .join('')
    return `  <url>\n    <loc>${escapeHtml(absoluteUrl(siteUrl, page.path))}</loc>${links}\n  </url>\n`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('')}</urlset>\n`
}

/**
 * robots.txt naming the sitemap: the site's own file (from public/) with a
 * `Sitemap:` line added, or one that allows everything. A file that already
 * names this sitemap is left as it is.
 */
export function robotsWithSitemap(robots: string | null, sitemapUrl: string): string {
  const line = `Sitemap: ${sitemapUrl}`
  if (robots === null) return `User-agent: *\nAllow: /\n\n${line}\n`
  if (robots.split(/\r?\n/).some((l) => l.trim() === line)) return robots
  return `${robots.replace(/\s*$/, '')}\n\n${line}\n`
}
