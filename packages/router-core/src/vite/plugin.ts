import type { Plugin } from 'vite'
import type { RoutekitPluginOptions } from './options.js'
import { routekitPlugins } from './plugins/index.js'

export type { RoutekitPluginOptions } from './options.js'

/**
 * The routekit Vite plugins: one per purpose (`routekit:config`,
 * `routekit:virtual-modules`, `routekit:diagnostics`, …; plugins/index.ts lists
 * them), sharing one loaded routes.yaml. Vite takes the array as one plugin.
 *
 * - `virtual:routekit/routes` is the validated routes.yaml as plain data; in
 *   the browser without the routes' titles and descriptions, which
 *   `virtual:routekit/head` holds and the runtime loads with the first page.
 * - `virtual:routekit/build` is the id of the running build and where its latest.json lives.
 * - A bad routes.yaml fails `vite build` and shows in the dev overlay with
 *   the same `file:line:col  error  CODE  message` rows as `routekit validate`;
 *   so does a name with no module: a `page:` in src/pages (RK800), a layout in
 *   src/layouts (RK802), a guard in src/guards (RK803).
 * - The modules it finds there ride on `virtual:routekit/routes`, so the app
 *   registers nothing twice (docs/runtime.md#where-modules-live).
 * - Editing routes.yaml re-validates it and reloads the page in dev.
 * - `vite build` writes `builds/latest.json` and `builds/meta/{id}.json`.
 * - `vite build` writes `.br` and `.gz` beside each text file, last, so prerendered pages get them too.
 * - `VITE_MAINTENANCE` (from Vite's env files or the environment) must be `true` or `false` when set.
 *
 * @example
 * // vite.config.ts
 * export default defineConfig({ plugins: [react(), routekit()] })
 */
export function routekit(options: RoutekitPluginOptions = {}): Plugin[] {
  return routekitPlugins(options)
}
