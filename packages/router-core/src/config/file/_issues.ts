/**
 * From zod issues to diagnostics: one code per kind of problem, a message in
 * routes.yaml's own words, and the position of the offending node (the key,
 * for an unknown key; the parent mapping, for a missing field).
 */
import type { z } from 'zod'
import { diagnostic, type DiagnosticCode } from '../codes.js'
import type { Diagnostic, Locate } from '../diagnostics.js'
import {
  cspSchema,
  i18nSchema,
  layoutSchema,
  maintenanceSchema,
  redirectSchema,
  routeSchema,
  routesConfigSchema,
} from './schema.js'
import { suggest } from '../suggest.js'
import { unwrapLayoutIssues } from './_layout-issues.js'

type Path = (string | number)[]

/** What each field holds, keyed by its path with indexes as `*`. */
const EXPECTED: Record<string, string> = {
  version: 'the number 1',
  layouts:
    'a list of layout names, such as [default, dashboard], or a map from layout name to its parent, such as { shell: {}, dashboard: { parent: shell } }',
  'layouts.*': 'a layout name, such as "default"',
  'layouts.#': 'a mapping with an optional parent, such as { parent: shell }, or {}',
  'layouts.#.parent': 'a layout name, such as "shell"',
  guards: 'a list of guard names, such as [auth]',
  'guards.*': 'a guard name, such as "auth"',
  maintenance: 'a mapping with enabled, route and allow',
  'maintenance.enabled': 'true or false',
  'maintenance.route': 'a path, such as "/construction"',
  'maintenance.allow': 'a list of paths, such as [/status, /legal/*]',
  'maintenance.allow.*': 'a path, such as "/status"',
  routes: 'a list of routes',
  'routes.*': 'a mapping with path, name and page',
  'routes.*.path': 'a path, such as "/about"',
  'routes.*.name': 'a route name, such as "about"',
  'routes.*.page': 'a page key, such as "about"',
  'routes.*.layout': 'a layout name, such as "default"',
  'routes.*.guards': 'a list of guard names, such as [auth]',
  'routes.*.guards.*': 'a guard name, such as "auth"',
  'routes.*.title': 'text',
  'routes.*.description': 'text',
  'routes.*.params': 'a mapping from param name to a regular expression, such as { slug: "^[a-z0-9-]+$" }',
  'routes.*.params.*': 'a regular expression written as text, such as "^[0-9]+$"',
  'routes.*.scripts': 'app or none',
  scripts: 'app or none',
  redirects: 'a list of redirects',
  'redirects.*': 'a mapping with from and to',
  'redirects.*.from': 'a path, such as "/old", or a prefix, such as "/old/*"',
  'redirects.*.to': 'a path, such as "/new", or an https:// URL',
  'redirects.*.status': 'one of 301, 302, 307 or 308',
  i18n: 'a mapping with locales, default and prefix',
  'i18n.locales': 'a list of locales, such as [es, en]',
  'i18n.locales.*': 'a locale, such as "en" or "pt-BR"',
  'i18n.default': 'one of the locales, such as "es"',
  'i18n.prefix': 'one of except-default, always or never',
  csp: 'a mapping from directive to sources, such as { connect-src: [https://api.example.com] }',
  'csp.*': 'a list of sources, such as [https://api.example.com]',
  'csp.*.*': 'a source, such as https://api.example.com',
}

function _shapeKey(path: Path): string {
  if (path[0] === 'routes' && path[2] === 'params' && path.length === 4) return 'routes.*.params.*'
  if (path[0] === 'csp' && path.length > 1) return path.length === 2 ? 'csp.*' : 'csp.*.*'
  // A layout of the map form, by its name.
  if (path[0] === 'layouts' && typeof path[1] === 'string') return ['layouts', '#', ...path.slice(2)].join('.')
  return path.map((s) => (typeof s === 'number' ? '*' : s)).join('.')
}

function _valueAt(root: unknown, path: Path): unknown {
  let node = root
  for (const segment of path) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string | number, unknown>)[segment]
  }
  return node
}

function _describe(value: unknown): string {
  if (value === null || value === undefined) return 'empty'
  if (typeof value === 'string')
    return `the text ${JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value)}`
  if (typeof value === 'number' || typeof value === 'bigint') return `the number ${String(value)}`
  if (typeof value === 'boolean') return `the value ${value}`
  if (Array.isArray(value)) return 'a list'
  return 'a mapping'
}

/** How to turn the value written into the value expected, when that is plain. */
function _hint(expected: string, value: unknown): string {
  // `[data:]` and `- blob:` are YAML keys with no value: a CSP scheme source needs quotes.
  const entries = value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : []
  if (expected.startsWith('a source') && entries.length === 1 && entries[0]![1] === null) {
    return ` YAML reads ${entries[0]![0]}: without quotes as a key with no value; write it in quotes: "${entries[0]![0]}:".`
  }
  const scalar = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
  if (expected.startsWith('a list') && scalar) return ` Write it as a list: [${String(value)}].`
  if (typeof value !== 'number' && typeof value !== 'boolean') return ''
  if (expected.startsWith('a path')) return ` Write it as a path in quotes, such as "/${String(value)}".`
  if (/^(a route name|a page key|a layout name|a guard name|text|a regular expression)/.test(expected)) {
    return ` Put it in quotes if you mean the text: "${String(value)}".`
  }
  return ''
}

/** Names a field the way a reader finds it: `routes.3.path (route "/about")`. */
function _label(root: unknown, path: Path): string {
  if (path.length === 0) return 'The top level'
  const joined = path.join('.')
  if (path[0] === 'routes' && typeof path[1] === 'number' && path.length > 2) {
    const routePath = _valueAt(root, ['routes', path[1], 'path'])
    if (typeof routePath === 'string') return `${joined} (route ${routePath})`
  }
  return joined
}

/** Where a mapping sits, in words, and which keys it takes. */
function _mapping(path: Path, root: unknown): { where: string; keys: string[] } | null {
  if (path.length === 0) return { where: 'the top level of routes.yaml', keys: Object.keys(routesConfigSchema.shape) }
  if (path.length === 1 && path[0] === 'maintenance')
    return { where: 'maintenance', keys: Object.keys(maintenanceSchema.shape) }
  if (path.length === 1 && path[0] === 'i18n') return { where: 'i18n', keys: Object.keys(i18nSchema.shape) }
  if (path.length === 1 && path[0] === 'csp')
    return {
      where: 'csp (the directives a site adds sources to; routekit sets the others)',
      keys: Object.keys(cspSchema.shape),
    }
  if (path.length === 2 && path[0] === 'routes') {
    const routePath = _valueAt(root, [...path, 'path'])
    const where = typeof routePath === 'string' ? `route ${routePath} (routes.${path[1]})` : `route routes.${path[1]}`
    return { where, keys: Object.keys(routeSchema.shape) }
  }
  if (path.length === 2 && path[0] === 'redirects')
    return { where: `redirect redirects.${path[1]}`, keys: Object.keys(redirectSchema.shape) }
  if (path.length === 2 && path[0] === 'layouts' && typeof path[1] === 'string')
    return { where: `layout "${path[1]}" (layouts.${path[1]})`, keys: Object.keys(layoutSchema.shape) }
  return null
}

function _missing(root: unknown, path: Path): { code: DiagnosticCode; message: string } {
  const field = String(path[path.length - 1])
  const parent = path.slice(0, -1)
  if (parent.length === 0 && field === 'version')
    return { code: 'RK202', message: 'routes.yaml has no "version". Add "version: 1" as the first line.' }
  if (parent.length === 0 && field === 'routes') {
    return {
      code: 'RK202',
      message: 'routes.yaml has no "routes". Add a "routes:" list with at least one route (path, name and page).',
    }
  }
  const where = _mapping(parent, root)?.where ?? parent.join('.')
  const routePath = parent[0] === 'routes' ? _valueAt(root, [...parent, 'path']) : undefined
  const named =
    typeof routePath === 'string'
      ? `Route ${routePath} (${parent.join('.')})`
      : where === 'i18n'
        ? where
        : where.charAt(0).toUpperCase() + where.slice(1)
  if (parent[0] === 'routes' && field === 'page') {
    const name = _valueAt(root, [...parent, 'name'])
    const key = typeof name === 'string' && name ? name : 'about'
    return {
      code: 'RK204',
      message: `${named} has no page. Add "page: ${key}", the key of the page module the app registers for it.`,
    }
  }
  return {
    code: 'RK202',
    message: `${named} is missing "${field}". Add ${field}: with ${EXPECTED[_shapeKey(path)] ?? 'a value'}.`,
  }
}

/**
 * Turns the issues of a failed `routesConfigSchema.safeParse(root)` into
 * diagnostics. `locateKey` points at a key node; `locate` at a value node or
 * its nearest ancestor.
 */
export function issuesToDiagnostics(
  issues: readonly z.core.$ZodIssue[],
  root: unknown,
  locate: Locate,
  locateKey: Locate,
): Diagnostic[] {
  const out: Diagnostic[] = []
  for (const issue of unwrapLayoutIssues(issues, root)) {
    const path = issue.path.filter((s): s is string | number => typeof s !== 'symbol')
    const joined = path.join('.')
    const shape = _shapeKey(path)
    // A map by locale is only worth offering to a file that declares its locales.
    const byLocale =
      (shape === 'routes.*.title' || shape === 'routes.*.description') && _valueAt(root, ['i18n']) !== undefined
    const expected = byLocale
      ? `text, or a map from locale to text, such as { es: Inicio, en: Home }`
      : (EXPECTED[shape] ?? 'a different value')
    const value = _valueAt(root, path)
    const label = _label(root, path)
    if (issue.code === 'unrecognized_keys') {
      const mapping = _mapping(path, root)
      for (const key of issue.keys) {
        const keys = mapping?.keys ?? []
        const close = suggest(key, keys)
        const fix = close !== undefined ? ` Did you mean "${close}"?` : ' Remove it, or check its spelling.'
        const message = `Unknown key "${key}" in ${mapping?.where ?? joined}. It takes: ${keys.join(', ')}.${fix}`
        out.push(diagnostic('RK201', message, locateKey([...path, key]), [...path, key].join('.')))
      }
      continue
    }
    if (
      value === undefined &&
      (issue.code === 'invalid_type' || issue.code === 'invalid_value' || issue.code === 'invalid_union')
    ) {
      const { code, message } = _missing(root, path)
      // A mapping under a key (i18n:) is pointed at by its key, as editors do; a list item (- path: ...) by itself.
      const parent = path.slice(0, -1)
      const at = parent.length > 0 && typeof parent[parent.length - 1] === 'string' ? locateKey(parent) : locate(path)
      out.push(diagnostic(code, message, at, joined))
      continue
    }
    if (issue.code === 'too_small') {
      const message =
        path.length === 1 && path[0] === 'routes'
          ? 'routes.yaml declares no routes ("routes" is empty). Add at least one route with path, name and page.'
          : `${label} is empty. Give it ${expected}.`
      out.push(diagnostic('RK203', message, locate(path), joined))
      continue
    }
    if (_shapeKey(path) === 'redirects.*.status' && typeof value === 'number') {
      const message = `Redirect status ${value} at ${joined} is not supported. Use 301 or 308 (permanent) or 302 or 307 (temporary); 302 when omitted.`
      out.push(diagnostic('RK203', message, locate(path), joined))
      continue
    }
    if (joined === 'i18n.prefix' && typeof value === 'string') {
      const message = `i18n.prefix "${value}" is not supported. Use except-default (the default locale without a prefix), always or never.`
      out.push(diagnostic('RK203', message, locate(path), joined))
      continue
    }
    let message: string
    if (value === null) message = `${label} is empty. Give it ${expected}, or remove the line.`
    else if (joined === 'version')
      message = `version must be the number 1, but it is ${_describe(value)}. Write "version: 1" (no quotes).`
    else message = `${label} must be ${expected}, but it is ${_describe(value)}.${_hint(expected, value)}`
    out.push(diagnostic('RK200', message, locate(path), joined))
  }
  return out
}
