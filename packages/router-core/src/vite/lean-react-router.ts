import MagicString from 'magic-string'
import { existsSync } from 'node:fs'

/**
 * React Router 7 ships two builds side by side, `dist/development` and
 * `dist/production`, and its exports map only names the development one: its
 * dev-only warnings and error screens end up in every app's production bundle.
 * This is the production file for a resolved development entry
 * (`react-router` or `react-router/dom`), or null for any other file, or when
 * the installed version has no production build beside it.
 */
export function productionBuildOf(resolvedId: string): string | null {
  const match = /^(.*[\\/]react-router[\\/]dist[\\/])development([\\/](?:index|dom-export)\.mjs)$/.exec(resolvedId)
  if (!match) return null
  const file = `${match[1]}production${match[2]}`
  return existsSync(file) ? file : null
}

/** The modules of React Router's production build, which leanReactRouterModule() rewrites. */
export const REACT_ROUTER_PRODUCTION = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/

/** A top-level `Name.displayName = "…";` statement, the whole line. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";\n/gm
/** A top-level component or context made by React: `= React.forwardRef(`, `= React3.createContext(`, `= React.memo(`. */
const REACT_FACTORY = /(?<== )React\d*\.(?:forwardRef|createContext|memo)\(/g

/**
 * React Router functions that only its framework mode (`<HydratedRouter>`) and
 * its RSC routers reach, with the body each gets instead. A routekit app is
 * always in data mode (`createBrowserRouter` + `<RouterProvider>`), where:
 * - `<Link>` and `<NavLink>` render `PrefetchPageLinks` only when
 *   `usePrefetchBehavior()` found a framework context, which only
 *   `<HydratedRouter>` and the RSC routers provide; anywhere else it throws React
 *   Router's own "You must render this element inside a <HydratedRouter>
 *   element", and still does;
 * - React Router's error boundary wraps its content in `RSCErrorHandler` only
 *   when its context type, `RSCRouterContext`, is true, which only the RSC
 *   routers set; its handler then reads redirects out of RSC error digests.
 * They are referenced from code every app runs, so the bundler keeps them, and
 * with them React Router's route-module prefetching and RSC fetch helpers.
 */
const FRAMEWORK_ONLY: Record<string, { body: string; calls?: string; reads?: string }> = {
  PrefetchPageLinks: { body: '{ useFrameworkContext(); return null; }', calls: 'useFrameworkContext' },
  RSCErrorHandler: { body: '{ return children; }', reads: 'children' },
}

/** The ESTree nodes leanReactRouterModule() reads from the bundler's parser (`this.parse` in a plugin hook). */
interface ParsedNode {
  type: string
  start: number
  end: number
  id?: { name: string } | null
  params?: ParsedNode[]
  body?: ParsedNode | ParsedNode[]
  properties?: { type: string; key?: { type: string; name?: string }; value?: ParsedNode }[]
}
export type ParseModule = (code: string) => { body: ParsedNode[] }

/** True when `fn` destructures `name` from its first parameter, as `({ children, error })`. */
function _destructures(fn: ParsedNode, name: string): boolean {
  const first = fn.params?.[0]
  return (
    first?.type === 'ObjectPattern' &&
    !!first.properties?.some((p) => p.key?.name === name && p.value?.type === 'Identifier')
  )
}

/**
 * Lets the bundler drop the parts of React Router an app never uses.
 * React Router builds its components as `var Form = React.forwardRef(…)`
 * followed by `Form.displayName = "Form"`: the call is not marked pure and the
 * property write counts as a side effect, so `<Form>` and the hooks it calls,
 * `<ScrollRestoration>` and `HistoryRouter` stay in every bundle. This marks
 * those calls `@__PURE__` (creating a component or a context has no effect of
 * its own) and removes the top-level `displayName` writes (React DevTools then
 * shows the function's own name). Returns null when nothing matched.
 *
 * Given the bundler's parser, it also replaces the bodies of the functions in
 * FRAMEWORK_ONLY, so React Router's framework-mode prefetching and RSC error
 * handling go too.
 *
 * On the site (docs/benchmarks.md) the pure marks and displayName writes took
 * 1.2 KB gzip off the first load, the framework-only bodies 1.6 KB more.
 */
export function leanReactRouterModule(
  code: string,
  id: string,
  parse?: ParseModule,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const s = new MagicString(code)
  if (parse && Object.keys(FRAMEWORK_ONLY).some((name) => code.includes(`function ${name}(`))) {
    const top = parse(code).body
    const declared = new Set(top.flatMap((n) => (n.type === 'FunctionDeclaration' && n.id ? [n.id.name] : [])))
    for (const fn of top) {
      const stub = fn.type === 'FunctionDeclaration' && fn.id ? FRAMEWORK_ONLY[fn.id.name] : undefined
      // A React Router whose code no longer looks as expected keeps its own function.
      if (!stub || (stub.calls && !declared.has(stub.calls)) || (stub.reads && !_destructures(fn, stub.reads))) continue
      const body = fn.body as ParsedNode
      s.overwrite(body.start, body.end, stub.body)
    }
  }
  for (const m of code.matchAll(DISPLAY_NAME)) s.remove(m.index, m.index + m[0].length)
  for (const m of code.matchAll(REACT_FACTORY)) s.appendLeft(m.index, '/* @__PURE__ */ ')
  if (!s.hasChanged()) return null
  return { code: s.toString(), map: s.generateMap({ source: id, hires: true, includeContent: true }) }
}
