import type { Plugin } from 'vite'
import type { RoutekitPluginOptions } from '../options.js'
import { buildManifestPlugin } from './build-manifest.js'
import { configPlugin } from './config.js'
import { createContext } from './context.js'
import { devCspPlugin } from './dev-csp.js'
import { devMaintenancePlugin } from './dev-maintenance.js'
import { diagnosticsPlugin } from './diagnostics.js'
import { firstLoadPlugin } from './first-load.js'
import { maintenanceFilePlugin } from './maintenance-file.js'
import { pageHashesPlugin } from './page-hashes.js'
import { precompressPlugin } from './precompress.js'
import { prerenderPlugin } from './prerender.js'
import { reactRouterPlugin } from './react-router.js'
import { typesPlugin } from './types.js'
import { virtualModulesPlugin } from './virtual-modules.js'

/**
 * routekit's plugins, one purpose each, sharing one context (routes.yaml
 * loaded once per content), as vite's own resolvePlugins() lists its own.
 * The order is the order their hooks run in where it matters:
 * - config first: the others read the root, routes.yaml's path and the build id it sets;
 * - types and dev-csp before diagnostics, whose hot update reloads the page;
 * - dev-maintenance before dev-csp, as their middlewares were;
 * - first-load before build-manifest (the last to read the bundle, so its file list is whole);
 * - after the build: prerender, the maintenance flag, compression, then the page hashes, which close the build.
 */
export function routekitPlugins(options: RoutekitPluginOptions): Plugin[] {
  const context = createContext(options)
  return [
    configPlugin(context),
    virtualModulesPlugin(context),
    reactRouterPlugin(context),
    typesPlugin(context),
    devMaintenancePlugin(),
    devCspPlugin(context),
    diagnosticsPlugin(context),
    firstLoadPlugin(context),
    buildManifestPlugin(context),
    prerenderPlugin(context),
    maintenanceFilePlugin(context),
    precompressPlugin(context),
    pageHashesPlugin(context),
  ]
}
