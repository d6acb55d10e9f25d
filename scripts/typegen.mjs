#!/usr/bin/env node
// Writes the site's route types (apps/site/src/routekit-routes.d.ts) from the root routes.yaml, as the Vite plugin's
// `types` option does on `npm run dev` and `npm run build`, for tsc to check href() before any Vite run:
// `npm run typecheck` runs it first. Not committed (docs/runtime.md#typed-links); needs router-core built.
import { readRoutesFile } from '@routekit/router-core/node'
import { parseRoutes } from '@routekit/router-core'
import { writeRouteTypes } from '@routekit/router-core/vite'

const root = new URL('..', import.meta.url).pathname
const read = await readRoutesFile(`${root}routes.yaml`)
const parsed = read.ok ? parseRoutes(read.source) : null
if (!parsed?.ok) {
  console.error('typegen: routes.yaml is not valid; run `npm run routekit -- validate` to see why.')
  process.exit(1)
}
await writeRouteTypes(`${root}apps/site/src/routekit-routes.d.ts`, parsed.config)
