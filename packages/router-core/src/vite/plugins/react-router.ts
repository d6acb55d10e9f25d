import type { Plugin } from 'vite'
import {
  REACT_ROUTER_PRODUCTION,
  leanReactRouterModule,
  productionBuildOf,
  type ParseModule,
} from '../lean-react-router.js'
import type { RoutekitContext } from './context.js'

/**
 * `routekit:react-router`: in the browser build, resolves `react-router` and
 * `react-router/dom` to React Router's production build (its exports map names
 * only the development one), unless `reactRouterProductionBuild: false`; with
 * the opt-in `leanReactRouter`, rewrites that build so the bundler can drop what
 * a data-mode app never runs (lean-react-router.ts).
 */
export function reactRouterPlugin(context: RoutekitContext): Plugin {
  const { options } = context
  const _production = (hookContext: unknown): boolean =>
    (options.reactRouterProductionBuild !== false || options.leanReactRouter === true) &&
    context.isBrowserBuild(hookContext)
  const _lean = (hookContext: unknown): boolean =>
    options.leanReactRouter === true && context.isBrowserBuild(hookContext)
  return {
    name: 'routekit:react-router',
    enforce: 'pre',

    async resolveId(id, importer, resolveOptions) {
      if ((id !== 'react-router' && id !== 'react-router/dom') || !_production(this)) return null
      const resolved = await this.resolve(id, importer, { ...resolveOptions, skipSelf: true })
      const production = resolved && !resolved.external ? productionBuildOf(resolved.id) : null
      return production ? { ...resolved, id: production } : resolved
    },

    transform: {
      filter: { id: REACT_ROUTER_PRODUCTION },
      handler(code, id) {
        return _lean(this)
          ? leanReactRouterModule(code, id, (source) => this.parse(source) as unknown as ReturnType<ParseModule>)
          : null
      },
    },
  }
}
