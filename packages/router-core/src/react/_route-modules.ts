/**
 * Route modules: what a page's or a layout's module gives React Router. A page module exports its component as
 * default and may export what a React Router route module exports (`loader`, `action`, `shouldRevalidate`,
 * `ErrorBoundary`, `HydrateFallback`, `handle`); a page's data module (`pages/<page>.data.ts`) may hold `loader`,
 * `action` and `shouldRevalidate` apart from the component, so its loader starts without waiting for the page's
 * chunk. A lazy layout's module exports the same. Each module is imported once, by whichever route property asks
 * first, and a failed import is forgotten so the next navigation tries again.
 */
import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router-dom'
import { NO_LAYOUT } from '../config/constants.js'
import { RoutekitError } from '../config/errors.js'
import { isLazyLayout } from './registrations.js'
import type { CreateRoutesOptions, PageImport } from './types.js'

/** What routekit reads of a page, data or layout module; `prerender = false` keeps a page out of the build's render. */
export interface RouteModule {
  default?: unknown
  loader?: RouteObject['loader']
  action?: RouteObject['action']
  shouldRevalidate?: RouteObject['shouldRevalidate']
  ErrorBoundary?: RouteObject['ErrorBoundary']
  HydrateFallback?: RouteObject['HydrateFallback']
  handle?: unknown
  prerender?: boolean
}

/** The route properties a module gives, as React Router takes them from a route or its `lazy` object. */
export type ModuleProps = Pick<
  RouteObject,
  'Component' | 'ErrorBoundary' | 'HydrateFallback' | 'handle' | 'loader' | 'action' | 'shouldRevalidate'
>

type _PropKey = keyof ModuleProps

/** Every property a module gives; the data module, when the page has one, gives those in _FROM_DATA. */
const _KEYS: readonly _PropKey[] = [
  'Component',
  'ErrorBoundary',
  'HydrateFallback',
  'handle',
  'loader',
  'action',
  'shouldRevalidate',
]
const _FROM_DATA: readonly _PropKey[] = ['loader', 'action', 'shouldRevalidate']

/** A component is a function, or an object for memo() and forwardRef(). */
function _isComponent(value: unknown): value is ComponentType {
  return typeof value === 'function' || (typeof value === 'object' && value !== null)
}

export class RouteModules {
  private readonly pending = new Map<string, Promise<RouteModule>>()
  private readonly loaded = new Map<string, RouteModule>()

  constructor(
    private readonly pages: ReadonlyMap<string, PageImport>,
    private readonly data: ReadonlyMap<string, PageImport>,
    private readonly layouts: NonNullable<CreateRoutesOptions['layouts']>,
    /** Called with an import that failed; returns what the caller gets instead (a reload, or the error again). */
    private readonly onImportError: (error: unknown) => Promise<never>,
  ) {}

  /** One import per module; a failed one is forgotten, so the next navigation tries again. */
  private once(key: string, load: () => Promise<unknown>, what?: { kind: 'page' | 'layout'; name: string }) {
    let pending = this.pending.get(key)
    if (!pending) {
      pending = load().then(
        (value) => {
          const module = (value ?? {}) as RouteModule
          if (what && !_isComponent(module.default)) {
            throw new RoutekitError(
              'RK705',
              `The module of ${what.kind} "${what.name}" has no default export. Export the ${what.kind} component as default.`,
            )
          }
          this.loaded.set(key, module)
          return module
        },
        (error: unknown) => {
          this.pending.delete(key)
          return this.onImportError(error)
        },
      )
      this.pending.set(key, pending)
    }
    return pending
  }

  private componentModule(kind: 'page' | 'layout', name: string): Promise<RouteModule> | RouteModule {
    if (kind === 'page') return this.once(`page:${name}`, this.pages.get(name)!, { kind, name })
    const layout = this.layouts[name]!
    return isLazyLayout(layout)
      ? this.once(`layout:${name}`, layout.lazy, { kind, name })
      : { default: layout as ComponentType }
  }

  private dataModule(kind: 'page' | 'layout', name: string): Promise<RouteModule> | RouteModule | undefined {
    const load = kind === 'page' ? this.data.get(name) : undefined
    return load && this.once(`data:${name}`, load)
  }

  /** One route property, from the module it comes from: the data module when the page has one, else its own. */
  private async prop(kind: 'page' | 'layout', name: string, key: _PropKey): Promise<unknown> {
    const module = await ((_FROM_DATA.includes(key) && this.dataModule(kind, name)) || this.componentModule(kind, name))
    return module[key === 'Component' ? 'default' : key]
  }

  /**
   * A route's module properties as React Router's `lazy` object: each loads its module on first use, the loader
   * from the data module in parallel with the component's chunk. An eager layout (a component) has them at once.
   */
  lazyProps(kind: 'page' | 'layout', name: string): Pick<RouteObject, 'Component' | 'lazy'> {
    if (kind === 'layout' && (name === NO_LAYOUT || !isLazyLayout(this.layouts[name])))
      return { Component: this.layouts[name] as ComponentType }
    // React Router never loads a lazy HydrateFallback (it only shows while hydrating): the first page's route has
    // its module loaded before the router starts (loadedProps()), HydrateFallback included.
    const keys = _KEYS.filter((key) => key !== 'HydrateFallback')
    return { lazy: Object.fromEntries(keys.map((key) => [key, () => this.prop(kind, name, key)])) }
  }

  /** The same properties, loaded: for the first page a router starts on (hydration) and for renderPage(). */
  async loadedProps(kind: 'page' | 'layout', name: string): Promise<ModuleProps> {
    const values = await Promise.all(_KEYS.map((key) => this.prop(kind, name, key)))
    return Object.fromEntries(_KEYS.flatMap((key, i) => (values[i] === undefined ? [] : [[key, values[i]]])))
  }
}
