/**
 * The CSP hashes of pages' inline blocks, as data: the file the build writes
 * them to and the hash of a block. Reading the blocks out of HTML takes a
 * parser (inline-blocks.ts, the `@routekit/router-core/node/html` entry), which
 * stays out of this file so that the node entry, which every CLI command loads
 * to read routes.yaml, does not load parse5.
 */
import type { SiteCsp } from '../config/csp/csp.js'

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

/** `'sha256-…'` of each block, without repeats, in order. */
export function hashSources(blocks: readonly string[] | undefined): string[] {
  // node:crypto on first use: the node entry is in every CLI command's start-up, and only hashing needs it.
  const { createHash } = process.getBuiltinModule('node:crypto')
  return [...new Set((blocks ?? []).map((b) => `'sha256-${createHash('sha256').update(b, 'utf8').digest('base64')}'`))]
}
