// Node-only helpers of @routekit/router-core: reading routes.yaml from disk.
export { readRoutesFile, MAX_ROUTES_FILE_BYTES } from './load.js'
export type { ReadResult, ReadError } from './load.js'
