/**
 * Reads the inline blocks of built pages and writes their CSP hashes
 * (`.routekit/pages.json`). Build time and node only: the Vite plugin calls
 * writePageHashes(), `routekit preview` hashes the pages it serves.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { attributeOf, elementsOf, parseHtml, textOf } from './html-tree.js'
import type { SiteCsp } from '../config/csp/csp.js'
import { PAGE_HASHES_FILE, hashSources, type PageHashes, type PageHashesManifest } from './page-hashes.js'

/**
 * Inline script and style bodies (and style attributes) of an HTML page, to
 * hash into its CSP: read from parse5's tree (`html-tree.ts`), so each is
 * exactly the text the browser hashes: a script's text as its tokenizer ends
 * it, an attribute with its character references decoded. Empty blocks need
 * no hash and are left out.
 */
export function inlineBlocksOf(html: string): { scripts: string[]; styles: string[]; styleAttributes: string[] } {
  const scripts: string[] = []
  const styles: string[] = []
  const styleAttributes: string[] = []
  for (const element of elementsOf(parseHtml(html))) {
    if (element.tagName === 'script' && attributeOf(element, 'src') === undefined) scripts.push(textOf(element))
    else if (element.tagName === 'style') styles.push(textOf(element))
    const style = attributeOf(element, 'style')
    if (style !== undefined) styleAttributes.push(style)
  }
  return { scripts: scripts.filter((b) => b !== ''), styles: styles.filter((b) => b !== ''), styleAttributes }
}

/** The hashes of one page's inline blocks. */
export function pageHashesOf(html: string): PageHashes {
  const blocks = inlineBlocksOf(html)
  return {
    scripts: hashSources(blocks.scripts),
    styles: hashSources(blocks.styles),
    styleAttributes: hashSources(blocks.styleAttributes),
  }
}

/** Hashes every `.html` file under `outDir` (dot folders skipped) and writes `.routekit/pages.json`, with the site's `csp`. Returns the manifest. */
export async function writePageHashes(outDir: string, csp: SiteCsp = {}): Promise<PageHashesManifest> {
  const pages: Record<string, PageHashes> = {}
  for (const file of (await _htmlFiles(outDir)).sort())
    pages[relative(outDir, file).split(sep).join('/')] = pageHashesOf(await readFile(file, 'utf8'))
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
