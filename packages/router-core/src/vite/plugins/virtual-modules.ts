import { resolve as resolvePath, sep } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { findNamedModules } from '../../node/named-modules.js'
import {
  BUILD_MODULE,
  HEAD_MODULE,
  RESOLVED_BUILD_MODULE,
  RESOLVED_HEAD_MODULE,
  RESOLVED_ROUTES_MODULE,
  ROUTES_MODULE,
  buildModuleCode,
  headModuleCode,
  routesModuleCode,
} from '../virtual-module.js'
import type { RoutekitContext } from './context.js'

/**
 * `routekit:virtual-modules`: serves `virtual:routekit/routes` (the validated
 * routes.yaml as plain data, with the modules found for its names; in the
 * browser without the routes' titles and descriptions), `virtual:routekit/head`
 * (those) and `virtual:routekit/build` (this build's id and where its
 * latest.json lives). In dev, a module added to or removed from a folder of
 * named modules serves the routes module again.
 */
export function virtualModulesPlugin(context: RoutekitContext): Plugin {
  const { options } = context
  return {
    name: 'routekit:virtual-modules',
    enforce: 'pre',

    resolveId(id) {
      if (id === ROUTES_MODULE) return RESOLVED_ROUTES_MODULE
      if (id === BUILD_MODULE) return RESOLVED_BUILD_MODULE
      if (id === HEAD_MODULE) return RESOLVED_HEAD_MODULE
      return null
    },

    async load(id) {
      if (id === RESOLVED_BUILD_MODULE) return buildModuleCode(context.build, context.base)
      if (id !== RESOLVED_ROUTES_MODULE && id !== RESOLVED_HEAD_MODULE) return null
      const { file, root } = context
      if (!file) {
        const where = options.routes ? resolvePath(root, options.routes) : `${root} or any folder above it`
        this.error({
          message: `No routes.yaml found in ${where}. Create one, or pass its path: routekit({ routes: 'path/to/routes.yaml' }).`,
          id,
        })
      }
      this.addWatchFile(file)
      const loaded = await context.load(file)
      if (!loaded.ok) this.error({ message: loaded.message, id: file, loc: loaded.loc, frame: loaded.frame })
      context.config = loaded.config
      if (id === RESOLVED_HEAD_MODULE) return headModuleCode(loaded.config)
      if (loaded.warnings) this.warn(loaded.warnings)
      const modules = options.modules === false ? undefined : findNamedModules(loaded.config, context.folders())
      return routesModuleCode(loaded.config, { lazyHead: context.inClient(this), modules })
    },

    configureServer(server) {
      if (context.file) server.watcher.add(context.file)
      // A module added to or removed from a folder of named modules changes what the routes module hands over
      // (and whether a name has its module): serve it again, so a fixed RK802 clears without a restart.
      const _onFolderChange = (changed: string) => {
        const folders = Object.values(context.folders()).filter((dir): dir is string => dir !== null)
        if (!folders.some((dir) => resolvePath(changed).startsWith(dir + sep))) return
        invalidateRoutesModules(server)
        server.ws.send({ type: 'full-reload' })
      }
      server.watcher.on('add', _onFolderChange)
      server.watcher.on('unlink', _onFolderChange)
    },
  }
}

/** Drops the routes and head modules from every environment's module graph, so the next request loads them again. */
export function invalidateRoutesModules(server: ViteDevServer): void {
  for (const environment of Object.values(server.environments)) {
    for (const id of [RESOLVED_ROUTES_MODULE, RESOLVED_HEAD_MODULE]) {
      const mod = environment.moduleGraph.getModuleById(id)
      if (mod) environment.moduleGraph.invalidateModule(mod)
    }
  }
}
