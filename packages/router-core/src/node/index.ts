// Node-only helpers of @routekit/router-core: reading routes.yaml from disk.
export { readRoutesFile, MAX_ROUTES_FILE_BYTES } from './load.js'
export type { ReadResult, ReadError } from './load.js'
export { PAGE_HASHES_FILE, hashSources, inlineBlocksOf, pageHashesOf, writePageHashes } from './page-hashes.js'
export type { PageHashes, PageHashesManifest } from './page-hashes.js'
export { pageModuleKeys } from './page-keys.js'
export { ROUTEKIT_PACKAGES, localPackageSpecs } from './local-packages.js'
export type { LocalPackages } from './local-packages.js'
