/**
 * The layouts routes.yaml declares, in either form: a list of names
 * (`layouts: [default, dashboard]`), or a map from name to its place
 * (`layouts: { shell: {}, dashboard: { parent: shell } }`), where a layout
 * with a parent renders inside it, through the parent's `<Outlet/>`.
 *
 * Everything that reads layouts reads them here, so the two forms are one
 * thing to the rest of the code: resolve() (the chain of a render), the checks,
 * the React half's registrations and the CLI.
 */
import { NO_LAYOUT } from './constants.js'

/** Deepest chain of layouts, the outermost included: a page inside eight layouts is already hard to follow. */
export const MAX_LAYOUT_DEPTH = 8

/** One layout of the map form; `shell:` with nothing after it is `{}`. */
export interface LayoutDef {
  /** The layout this one renders inside. */
  parent?: string | undefined
}

/** `layouts:` as the schema accepts it. */
export type LayoutsDef = string[] | Record<string, LayoutDef | null>

/** What layoutChain() needs: the `layouts` field of a validated config. */
export interface WithLayouts {
  layouts: LayoutsDef
}

/** The declared layout names, in file order (the built-in `none` is not one). */
export function layoutNames(config: WithLayouts): string[] {
  return Array.isArray(config.layouts) ? config.layouts : Object.keys(config.layouts)
}

/** The parent a layout declares, if any; the list form has none. */
export function layoutParent(config: WithLayouts, name: string): string | undefined {
  if (Array.isArray(config.layouts) || !Object.hasOwn(config.layouts, name)) return undefined
  return config.layouts[name]?.parent
}

/**
 * The layouts a page in layout `name` renders inside, outermost first, `name`
 * last; empty for `none`. Stops at a cycle, an undeclared parent or
 * MAX_LAYOUT_DEPTH, which checkLayoutTree() reports in a file: the runtime
 * only sees files that passed it, and this never loops whatever it is given.
 *
 * @example layoutChain({ layouts: { shell: {}, dashboard: { parent: 'shell' } } }, 'dashboard') // ['shell', 'dashboard']
 */
export function layoutChain(config: WithLayouts, name: string): string[] {
  // In every visitor's first load (resolve() calls it): kept short, and a walk of at most MAX_LAYOUT_DEPTH steps needs no cache.
  const chain: string[] = []
  for (
    let at: string | undefined = name;
    at !== undefined && at !== NO_LAYOUT && !chain.includes(at) && chain.length < MAX_LAYOUT_DEPTH;
    at = layoutParent(config, at)
  ) {
    chain.unshift(at)
  }
  return chain
}
