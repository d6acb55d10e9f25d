import type { Stats } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { baseContentSecurityPolicy, contentSecurityPolicy, inlineBlocksOf, type CspOptions } from './headers.js'

/** HTML larger than this is not scanned for inline blocks: its CSP is the base one. A built page is far smaller. */
const SCAN_LIMIT_BYTES = 8 * 1024 * 1024
/** Pages remembered; a site has a few dozen. Past this the oldest goes. */
const MAX_ENTRIES = 2000

export interface PageCsp {
  /** The policy of every response that is not a page (baseContentSecurityPolicy), built once. */
  base: string
  /** The policy of the HTML page `file`, which hashes its inline scripts and styles. */
  of(file: string, stats: Stats): Promise<string>
}

/**
 * The CSP of each response a server sends: the base one, and each HTML
 * page's own. A page is read (asynchronously) only when its stat changes, so
 * a page request costs a stat, not a read and a hash of the whole page.
 */
export function createPageCsp(options: CspOptions): PageCsp {
  const base = baseContentSecurityPolicy(options)
  const cache = new Map<string, { stamp: string; csp: string }>()
  return {
    base,
    async of(file, stats) {
      const stamp = `${stats.mtimeMs}:${stats.size}:${stats.ino}`
      const hit = cache.get(file)
      if (hit?.stamp === stamp) return hit.csp
      const csp =
        stats.size > SCAN_LIMIT_BYTES
          ? base
          : contentSecurityPolicy(options, inlineBlocksOf(await readFile(file, 'utf8')))
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!)
      cache.set(file, { stamp, csp })
      return csp
    },
  }
}
