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
 * Lets the bundler drop the parts of React Router an app never uses.
 * React Router builds its components as `var Form = React.forwardRef(…)`
 * followed by `Form.displayName = "Form"`: the call is not marked pure and the
 * property write counts as a side effect, so `<Form>` and the hooks it calls,
 * `<ScrollRestoration>` and `HistoryRouter` stay in every bundle. This marks
 * those calls `@__PURE__` (creating a component or a context has no effect of
 * its own) and removes the top-level `displayName` writes (React DevTools then
 * shows the function's own name). Returns null when nothing matched.
 *
 * On the site (docs/benchmarks.md) this took 1.2 KB gzip off the first load.
 */
export function leanReactRouterModule(code: string, id: string): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const s = new MagicString(code)
  for (const m of code.matchAll(DISPLAY_NAME)) s.remove(m.index, m.index + m[0].length)
  for (const m of code.matchAll(REACT_FACTORY)) s.appendLeft(m.index, '/* @__PURE__ */ ')
  if (!s.hasChanged()) return null
  return { code: s.toString(), map: s.generateMap({ source: id, hires: true, includeContent: true }) }
}
