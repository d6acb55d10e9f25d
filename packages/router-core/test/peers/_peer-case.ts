// A path-matching case from a peer router's tests, as data, and how routekit runs it: the route table becomes a
// routes.yaml (flattened as React Router flattens nested routes), the path goes through parseRoutes() + resolve().
import { parseRoutes, resolve, routesConfigSchema, type RoutesConfig } from '../../src/index.js'
import { belowBasename, normalizeBasename } from '../../src/browser/basename.js'

export interface PeerRoute {
  id: string
  path?: string
  index?: boolean
  caseSensitive?: boolean
  children?: PeerRoute[]
}

export type PeerCase =
  | {
      kind: 'matchPath'
      test: string
      pattern: string | { path: string; caseSensitive?: boolean; end?: boolean }
      pathname: string
      expected: { params: Record<string, string | undefined> } | null
    }
  | {
      kind: 'matchRoutes'
      test: string
      routes: PeerRoute[]
      pathname: string
      basename?: string
      expected: { id: string; params: Record<string, string | undefined> } | null
    }

/** What a router answered: the route's id and its params (an undefined param left out), or null for no match. */
export type Answer = { id: string; params: Record<string, string> } | null

/** A peer's answer, with the undefined params React Router reports for absent optional params left out. */
export function expectedOf(c: PeerCase): Answer {
  if (!c.expected) return null
  const params = Object.fromEntries(Object.entries(c.expected.params).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >
  return { id: 'id' in c.expected ? c.expected.id : '0', params }
}

/** React Router's joinPaths(). */
const _join = (paths: string[]) => paths.join('/').replace(/\/\/+/g, '/')

/** The routes as React Router's flattenRoutes() lists its branches: children before their parent, each with its full path. */
export function flatten(
  routes: PeerRoute[],
  parentPath = '',
  out: Array<{ id: string; path: string; caseSensitive: boolean }> = [],
) {
  for (const route of routes) {
    let relative = route.path ?? ''
    if (relative.startsWith('/')) {
      if (!relative.startsWith(parentPath)) continue
      relative = relative.slice(parentPath.length)
    }
    const path = _join([parentPath, relative])
    if (route.children?.length) flatten(route.children, path, out)
    if (route.path === undefined && !route.index) continue
    out.push({ id: route.id, path: '/' + path.replace(/^\/+/, ''), caseSensitive: route.caseSensitive === true })
  }
  return out
}

/** The route table of a case, or null when routekit has no form for it (a prefix match, `end: false`). */
export function tableOf(c: PeerCase): Array<{ id: string; path: string; caseSensitive: boolean }> | null {
  if (c.kind === 'matchRoutes') return flatten(c.routes)
  const pattern = typeof c.pattern === 'string' ? { path: c.pattern } : c.pattern
  if (pattern.end === false) return null
  return [{ id: '0', path: '/' + pattern.path.replace(/^\/+/, ''), caseSensitive: pattern.caseSensitive === true }]
}

const MAINTENANCE = '/__maintenance'

/**
 * routekit's answer: the table as routes.yaml (case-insensitive, as React Router's default), then resolve().
 * `refused` holds the codes of the errors validation reports for the table (such as RK400 for two routes of one
 * path after flattening); resolve() still answers on the table as the schema reads it, so the ranking is compared
 * even where validation refuses the file.
 */
export function routekitAnswer(c: PeerCase): { answer: Answer; refused: string[] } | null {
  const setup = peerConfig(c)
  if (!setup) return null
  const { table, config, refused } = setup
  const pathname = pathBelowBasename(c)
  if (pathname === null) return { answer: null, refused }
  const r = resolve(config, pathname, { maintenance: false })
  if (r.kind !== 'render' || r.route.path === MAINTENANCE) return { answer: null, refused }
  return { answer: { id: table[Number(r.route.name.slice(1))]!.id, params: r.params }, refused }
}

/** The path below the case's basename, or null when it is outside it (React Router's stripBasename(): the basename, case-insensitively, then "/" or the end). */
export function pathBelowBasename(c: PeerCase): string | null {
  if (c.kind !== 'matchRoutes' || c.basename === undefined) return c.pathname
  const base = normalizeBasename(c.basename)
  const lower = c.pathname.toLowerCase()
  if (
    base !== '/' &&
    !(lower.startsWith(base.toLowerCase()) && (lower.length === base.length || lower[base.length] === '/'))
  )
    return null
  return belowBasename(c.pathname, base)
}

/** The case's table as a routes.yaml config (route `r<i>` shows page `p<i>`), the codes validation refuses it with, or null when routekit has no form for it. */
export function peerConfig(c: PeerCase): {
  table: Array<{ id: string; path: string; caseSensitive: boolean }>
  config: RoutesConfig
  refused: string[]
} | null {
  const table = tableOf(c)
  if (!table) return null
  const input = {
    version: 1,
    caseSensitive: false,
    maintenance: { route: MAINTENANCE },
    routes: [
      ...table.map((r, i) => ({
        path: r.path,
        name: `r${i}`,
        page: `p${i}`,
        ...(r.caseSensitive && { caseSensitive: true }),
      })),
      { path: MAINTENANCE, name: 'maintenance', page: 'maintenance' },
    ],
  }
  const parsed = parseRoutes(JSON.stringify(input))
  const refused = [...new Set(parsed.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code))]
  const config = parsed.ok ? parsed.config : routesConfigSchema.parse(input)
  return { table, config, refused }
}
