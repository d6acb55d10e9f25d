// Node-only helpers of @routekit/router-core: reading routes.yaml from disk, page keys, the CSP hash records.
export { readRoutesFile, MAX_ROUTES_FILE_BYTES } from './load.js'
export type { ReadResult, ReadError } from './load.js'
export { displayPath } from './display-path.js'
// inlineBlocksOf(), pageHashesOf() and writePageHashes() read HTML with parse5: they are the node/html entry's.
export { PAGE_HASHES_FILE, hashSources } from './page-hashes.js'
export type { PageHashes, PageHashesManifest } from './page-hashes.js'
export { pageModuleKeys } from './page-keys.js'
// The modules routes.yaml names (checkNamedModules() and the rest) are the node/modules entry's: they read YAML, which
// create-routekit's bundle of this entry must not carry.
export { ROUTEKIT_PACKAGES, localPackageSpecs } from './local-packages.js'
export type { LocalPackages } from './local-packages.js'
