// Links by route name: href('about'), href('index', { locale: 'en' }). The route types come from routes.yaml
// (src/routekit-routes.d.ts, written by the Vite plugin and by `npm run typecheck`), so tsc refuses an unknown name
// or a wrong param.
import { createHref } from '@routekit/router-core'
import routes from 'virtual:routekit/routes'

/** The URL of a route of routes.yaml, by its name (docs/runtime.md#typed-links). */
export const href = createHref(routes)
