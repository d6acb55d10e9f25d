import { existsSync, statSync } from 'node:fs'
import { join, resolve as resolvePath } from 'node:path'
import type { Plugin } from 'vite'
import { writeRouteTypes } from '../typegen.js'
import type { Loaded, RoutekitContext } from './context.js'

/** The default name of the route types' file, in src/. */
const DEFAULT_TYPES_FILE = 'routekit-routes.d.ts'

/**
 * `routekit:types`: writes the route types for `href()` (the `types` option)
 * as the build or the dev server starts and when routes.yaml changes in dev,
 * from a valid routes.yaml only (routekit:diagnostics reports a bad one).
 */
export function typesPlugin(context: RoutekitContext): Plugin {
  const _write = async (loaded: Loaded): Promise<void> => {
    const types = _typesFile(context.root, context.options.types)
    if (types !== null && loaded.ok) await writeRouteTypes(types, loaded.config)
  }
  return {
    name: 'routekit:types',
    enforce: 'pre',

    async buildStart() {
      if (context.file) await _write(await context.loadRoutes(context.file))
    },

    // Before routekit:diagnostics reloads the page, so the editor and the reloaded app see the same routes.
    async handleHotUpdate({ file: changed }) {
      const { file } = context
      if (!file || resolvePath(changed) !== file) return
      await _write(await context.load(file))
    },
  }
}

/** The route types' file: the `types` option, else src/routekit-routes.d.ts when `root` has a src folder; null for none. */
function _typesFile(root: string, option: string | false | undefined): string | null {
  if (option === false) return null
  if (typeof option === 'string') return resolvePath(root, option)
  const src = join(root, 'src')
  return existsSync(src) && statSync(src).isDirectory() ? join(src, DEFAULT_TYPES_FILE) : null
}
