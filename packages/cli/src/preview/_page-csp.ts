import type { Stats } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { contentSecurityPolicy, inlineBlocksOf, type CspOptions } from './_headers.js'

/** HTML larger than this is not scanned for inline blocks: its CSP is the base one. A built page is far smaller. */
const SCAN_LIMIT_BYTES = 8 * 1024 * 1024
/** Pages remembered; a site has a few dozen. Past this the oldest goes. */
const MAX_ENTRIES = 2000

/**
 * The CSP of an HTML page, which hashes the page's inline scripts and styles.
 * The page is read (asynchronously) only when its stat changes, so a page
 * request costs a stat, not a read and a hash of the whole page.
 */
export function createPageCsp(options: CspOptions): (file: string, stats: Stats) => Promise<string> {
  const base = contentSecurityPolicy(options)
  const cache = new Map<string, { stamp: string; csp: string }>()
  return async (file, stats) => {
    const stamp = `${stats.mtimeMs}:${stats.size}:${stats.ino}`
    const hit = cache.get(file)
    if (hit?.stamp === stamp) return hit.csp
    const csp = stats.size > SCAN_LIMIT_BYTES ? base : contentSecurityPolicy(options, inlineBlocksOf(await readFile(file, 'utf8')))
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!)
    cache.set(file, { stamp, csp })
    return csp
  }
}
