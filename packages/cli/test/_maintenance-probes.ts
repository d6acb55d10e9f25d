// The forms of a page that must never send HTML while maintenance is on,
// shared by the real-process suite and the createPreviewHandler suite.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

/** Plants what the probes need in a copy of the built-site fixture: a shell, one more page, and the build's siblings. */
export function plantPages(site: string): void {
  writeFileSync(path.join(site, '200.html'), '<!doctype html><div id="root"></div><!-- shell -->')
  writeFileSync(path.join(site, 'pricing.html'), '<!doctype html><h1>Pricing (prerendered)</h1>')
  for (const page of ['index.html', 'about/index.html', 'pricing.html', '200.html']) {
    const html = readFileSync(path.join(site, page))
    writeFileSync(path.join(site, `${page}.br`), brotliCompressSync(html))
    writeFileSync(path.join(site, `${page}.gz`), gzipSync(html))
  }
}

/** Every odd way to name a page: its own HTML, the shell, the index, a sibling, a fragment, an escape, absolute form. */
export const PAGE_FORMS = [
  '/',
  '/about',
  '/about/',
  '/about//',
  '/about/index.html',
  '/about/index.html#',
  '/about/index.html?x=1#y',
  '/%61bout/index%2ehtml',
  '/index.html',
  '/index.html#',
  '/200.html',
  '/pricing',
  '/pricing.html',
  '/pricing.html#x',
  'http://127.0.0.1/about/index.html',
  '/about/index.html.br',
  '/about/index.html.gz',
  '/index.html.br',
  '/index.html.gz',
  '/200.html.br',
  '/pricing.html.gz',
  '/about/index.html.br#',
  '/about.html',
  '/nowhere',
  '/nowhere.html',
  '/construction/index.html',
  '/construction.html',
  // Issue 35: spellings that decode to another page than the maintenance route.
  '/construction%3F',
  '/construction%23x',
  '/construction%20',
  '/construction%3F.br',
  '/about/%252e%252e/construction',
]

export const CODINGS = ['', 'br', 'gzip', 'br, gzip', '*', 'identity', 'gzip;q=0, br;q=0']

/** What a page's HTML looks like in an answer, compressed bodies aside (those are caught by Content-Encoding). */
export const PAGE_HTML = /<html|<!doctype|<div id="root"|\(prerendered\)/i
