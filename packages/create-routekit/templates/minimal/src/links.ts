import { createHref } from '@routekit/router-core'
import routes from 'virtual:routekit/routes'

/**
 * href('about'), href('docs', { params: { '*': 'routes' } }): the URL of a route of routes.yaml, by its name.
 * `npm run dev` and `npm run build` write src/routekit-routes.d.ts from routes.yaml, so tsc checks each name and
 * each param.
 */
export const href = createHref(routes)
