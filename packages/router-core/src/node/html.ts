// The `@routekit/router-core/node/html` entry: built HTML read by parse5, for the CSP hashes of inline blocks.
// An entry of its own, so the node entry (readRoutesFile(), which `routekit validate` loads) starts without parse5.
export { inlineBlocksOf, pageHashesOf, writePageHashes } from './inline-blocks.js'
export { PAGE_HASHES_FILE, hashSources } from './page-hashes.js'
export type { PageHashes, PageHashesManifest } from './page-hashes.js'
