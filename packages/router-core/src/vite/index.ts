// The Vite half of @routekit/router-core: the routekit() plugin and its virtual modules.
export { routekit } from './plugin.js'
export type { RoutekitPluginOptions } from './plugin.js'
export { ROUTES_MODULE, BUILD_MODULE, LATEST_MANIFEST } from './virtual-module.js'
export type { BuildInfo } from './virtual-module.js'
export { prerender, prerenderFile } from './prerender.js'
export type { PrerenderOptions } from './prerender.js'
export { prerenderPaths } from './prerender-paths.js'
