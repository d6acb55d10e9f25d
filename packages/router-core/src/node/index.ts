// Node-only helpers of @routekit/router-core: reading routes.yaml from disk,
// and parsing it with the YAML parsers loaded only when needed (this entry,
// unlike ".", does not import them, so a CLI that validates a file starts fast).
export { readRoutesFile, MAX_ROUTES_FILE_BYTES } from './load.js'
export type { ReadResult, ReadError } from './load.js'
export { parseRoutesAsync } from '../config/parse-async.js'
