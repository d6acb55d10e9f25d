import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import type { SiteCsp } from '../config/csp.js'

/**
 * Where the build records each page's inline-block hashes, and the sources
 * routes.yaml's `csp` adds to the policy, relative to the output folder. A dot folder: no host serves it (`routekit preview`, the
 * generated nginx config) or uploads it (Firebase's `ignore`), and only
 * `routekit hosting` and `routekit preview` read it, so the policy they send
 * is the one the pages were built with, and hosting never parses HTML.
 */
export const PAGE_HASHES_FILE = '.routekit/pages.json'

/** The CSP source expressions (`'sha256-…'`) of one page's inline blocks. */
export interface PageHashes {
  scripts: string[]
  styles: string[]
  styleAttributes: string[]
}

/** What `.routekit/pages.json` holds: every HTML file of the build (`about/index.html`, `200.html`) and its hashes, and the site's CSP sources. */
export interface PageHashesManifest {
  version: 1
  pages: Record<string, PageHashes>
  /** routes.yaml's `csp` as the build read it (`{}` when it has none). A build older than `csp` lacks it: it declared nothing. */
  csp?: SiteCsp
}

/** Inline script and style bodies (and style attributes) of an HTML page, to hash into its CSP. */
export function inlineBlocksOf(html: string): { scripts: string[]; styles: string[]; styleAttributes: string[] } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs]) => !/\bsrc\s*=/i.test(attrs ?? ''))
    .map(([, , body]) => body ?? '')
    .filter((b) => b !== '')
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body]) => body ?? '').filter((b) => b !== '')
  const unescape = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  const styleAttributes = [...html.matchAll(/<[a-z][^>]*?\sstyle="([^"]*)"/gi)].map(([, value]) => unescape(value ?? ''))
  return { scripts, styles, styleAttributes }
}

/** `'sha256-…'` of each block, without repeats, in order. */
export function hashSources(blocks: readonly string[] | undefined): string[] {
  return [...new Set((blocks ?? []).map((b) => `'sha256-${createHash('sha256').update(b, 'utf8').digest('base64')}'`))]
}

/** The hashes of one page's inline blocks. */
export function pageHashesOf(html: string): PageHashes {
  const blocks = inlineBlocksOf(html)
  return { scripts: hashSources(blocks.scripts), styles: hashSources(blocks.styles), styleAttributes: hashSources(blocks.styleAttributes) }
}

/** Hashes every `.html` file under `outDir` (dot folders skipped) and writes `.routekit/pages.json`, with the site's `csp`. Returns the manifest. */
export async function writePageHashes(outDir: string, csp: SiteCsp = {}): Promise<PageHashesManifest> {
  const pages: Record<string, PageHashes> = {}
  for (const file of (await _htmlFiles(outDir)).sort()) pages[relative(outDir, file).split(sep).join('/')] = pageHashesOf(await readFile(file, 'utf8'))
  const manifest: PageHashesManifest = { version: 1, pages, csp }
  await mkdir(join(outDir, '.routekit'), { recursive: true })
  await writeFile(join(outDir, PAGE_HASHES_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}

async function _htmlFiles(dir: string): Promise<string[]> {
  const found: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue
    const full = join(dir, entry.name)
    if (entry.isDirectory()) found.push(...(await _htmlFiles(full)))
    else if (entry.isFile() && entry.name.endsWith('.html')) found.push(full)
  }
  return found
}
