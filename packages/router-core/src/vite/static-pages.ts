import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { Visitor, parseSync } from 'vite'
import { SourceLines } from '../config/file/source-lines.js'
import { diagnostic } from '../config/codes.js'
import type { Diagnostic, Locate } from '../config/diagnostics.js'
import type { RoutesConfig } from '../config/file/schema.js'
import { scriptsOf } from '../config/scripts.js'
import { moduleFile } from '../node/named-modules.js'

/** Exports that only the browser runs: React Router's data APIs of a page that handles its own data. */
const BROWSER_EXPORTS = ['action', 'clientAction', 'clientLoader']

/** Hooks whose work happens only in a browser that runs the app: state, effects, subscriptions. */
const BROWSER_HOOKS =
  /^use(State|Reducer|Effect|LayoutEffect|InsertionEffect|SyncExternalStore|Transition|ActionState|Optimistic)$/

/**
 * One RK801 per route with `scripts: none` whose page module needs the
 * browser: it exports an action or a browser-only loader, sets an event
 * handler (`onClick={…}`), or calls a state or effect hook. Such a page ships
 * no app, so none of it would run. Only the page module itself is read
 * (parsed with Vite's own parser); what the components it imports do is the
 * author's to keep static (docs/routes-yaml.md says so). The diagnostics take
 * their positions from parseRoutes()' result (`locate`).
 */
export function checkStaticPages(
  config: RoutesConfig,
  { locate }: { locate: Locate },
  dir: string,
  root: string,
): Diagnostic[] {
  const found: Diagnostic[] = []
  config.routes.forEach((route, i) => {
    if (scriptsOf(config, route) !== 'none') return
    const file = moduleFile(dir, route.page)
    if (file === undefined) return // RK800 reports it
    const needs = browserNeedsOf(file, readFileSync(file, 'utf8'))
    if (needs.length === 0) return
    const at = route.scripts !== undefined ? ['routes', i, 'scripts'] : ['routes', i, 'page']
    const inherited = route.scripts === undefined ? ' (from the top-level scripts: none)' : ''
    const message =
      `Page "${route.page}" of route ${route.path} has scripts: none${inherited}, but ${relative(root, file)} needs the browser: ${needs.slice(0, 5).join('; ')}${needs.length > 5 ? `; and ${needs.length - 5} more` : ''}. ` +
      `A page with scripts: none ships no app, so none of it would run. ${route.scripts === undefined ? 'Add scripts: app to the route' : 'Set scripts: app on the route'}, or make the page static.`
    found.push(diagnostic('RK801', message, locate(at), at.join('.')))
  })
  return found
}

/** What in a page module's own source needs the browser, each with its line, in source order. */
export function browserNeedsOf(file: string, code: string): string[] {
  const parsed = parseSync(file, code)
  const lines = new SourceLines(code)
  const lineOf = (offset: number) => lines.at(offset).line
  const needs: { at: number; text: string }[] = []
  for (const declaration of parsed.module.staticExports) {
    for (const entry of declaration.entries) {
      const name = entry.exportName.name
      if (name !== null && BROWSER_EXPORTS.includes(name))
        needs.push({ at: entry.start, text: `it exports ${name} (line ${lineOf(entry.start)})` })
    }
  }
  new Visitor({
    JSXAttribute(node) {
      const name = node.name.type === 'JSXIdentifier' ? node.name.name : ''
      if (/^on[A-Z]/.test(name)) needs.push({ at: node.start, text: `it sets ${name} (line ${lineOf(node.start)})` })
    },
    CallExpression(node) {
      const callee = node.callee
      const name =
        callee.type === 'Identifier'
          ? callee.name
          : callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
            ? callee.property.name
            : ''
      if (BROWSER_HOOKS.test(name))
        needs.push({ at: node.start, text: `it calls ${name} (line ${lineOf(node.start)})` })
    },
  }).visit(parsed.program)
  return needs.sort((a, b) => a.at - b.at).map((n) => n.text)
}
