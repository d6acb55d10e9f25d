/**
 * Links by route name: `href('blog-post', { params: { slug } })` writes the
 * URL of a route of routes.yaml, with the config's own path and localizePath().
 * It builds a URL and matches nothing: which page a URL shows stays resolve()'s
 * decision. The Vite plugin's `types` option writes a declaration that fills
 * `Register` from routes.yaml, so names, params and locales are checked by tsc.
 */
import { suggest } from '../suggest.js'
import { RoutekitError } from '../errors.js'
import { _splitLocale, localizePath } from '../i18n.js'
import { PARAM_HEAD, isOptional, rawSegments } from './route-pattern.js'
import type { RoutesConfig } from '../file/schema.js'

/**
 * Filled by the declaration the Vite plugin generates (module augmentation):
 * `routes` maps each route name to its params, `locales` is the union of
 * routes.yaml's locales. Empty, href() takes any name, params and locale.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Register {}

/** Each route name to its params (`{ slug: string }`), from the generated types; any name when none are generated. */
export type RouteParamsByName = Register extends { routes: infer R } ? R : Record<string, Record<string, string>>
/** A route name of routes.yaml. */
export type RouteName = keyof RouteParamsByName & string
/** A locale of routes.yaml's `i18n` (never without it). */
export type RouteLocale = Register extends { locales: infer L } ? L : string

/** The options of href() for the route `N`: `params` holds exactly its `:param`s, required when one is. */
export type HrefOptions<N extends RouteName> = [keyof RouteParamsByName[N]] extends [never]
  ? { params?: Record<string, never>; locale?: RouteLocale }
  : Record<never, never> extends RouteParamsByName[N]
    ? { params?: RouteParamsByName[N]; locale?: RouteLocale }
    : { params: RouteParamsByName[N]; locale?: RouteLocale }

/**
 * The options argument: required for a route with a required param once the types are generated (optional params
 * and a splat may be left out), always optional before.
 */
type _OptionsArg<N extends RouteName> = Register extends { routes: unknown }
  ? Record<never, never> extends RouteParamsByName[N]
    ? [options?: HrefOptions<N>]
    : [options: HrefOptions<N>]
  : [options?: { params?: Record<string, string>; locale?: string }]

/** href() bound to one config. */
export type Href = <N extends RouteName>(name: N, ...options: _OptionsArg<N>) => string

/**
 * href() for one config (the app's `virtual:routekit/routes`).
 *
 * @example
 * const href = createHref(routes)
 * href('about') // '/about'
 * href('blog-post', { params: { slug: 'hello world' }, locale: 'en' }) // '/en/blog/hello%20world'
 */
export function createHref(config: RoutesConfig): Href {
  return ((name: string, options?: { params?: Record<string, string>; locale?: string }) =>
    href(config, name, options)) as Href
}

/**
 * The URL of the route called `name`: each `:param` replaced by its value,
 * percent-encoded as one segment (resolve() decodes each segment once, so the
 * page gets the value back as given), then written in `locale` with
 * localizePath() (default: the default locale). Throws a RoutekitError for an
 * unknown name (RK712), a missing or unknown param (RK713), a value the
 * param's rule refuses or no URL can carry (RK714), and an unknown locale (RK715).
 */
export function href(
  config: RoutesConfig,
  name: string,
  options: { params?: Record<string, string>; locale?: string } = {},
): string {
  const route = config.routes.find((r) => r.name === name)
  const names = () => config.routes.map((r) => r.name)
  if (!route) {
    const close = suggest(name, names())
    throw new RoutekitError(
      'RK712',
      `Unknown route "${name}" in href(). Route names in routes.yaml: ${names().join(', ')}.${close ? ` Did you mean "${close}"?` : ''}`,
    )
  }
  const where = `route "${name}" (${route.path})`
  const params = options.params ?? {}
  const used = new Set<string>()
  const encode = (param: string, value: string): string => {
    try {
      return encodeURIComponent(value)
    } catch {
      throw new RoutekitError(
        'RK714',
        `Param "${param}" for ${where} in href() is not valid Unicode text (a lone surrogate). Pass well-formed text.`,
      )
    }
  }
  // href()'s types ask for text; a caller without them (plain JS, React Router's generatePath({ id: 0 }) habit) gets
  // a RoutekitError that says so, not a TypeError or "missing".
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && typeof value !== 'string')
      throw new RoutekitError(
        'RK714',
        `Param "${key}" = ${String(value)} for ${where} in href() is a ${typeof value}, not text. Pass it as text: '${String(value)}'.`,
      )
  }
  const out: string[] = []
  for (const raw of rawSegments(route.path)) {
    const optional = isOptional(raw)
    const text = optional ? raw.slice(0, -1) : raw
    if (text === '*') {
      // The splat: the rest of the path, each of its segments encoded; '' when left out.
      used.add('*')
      const value = params['*'] ?? ''
      if (value !== '')
        out.push(
          value
            .split('/')
            .map((part) => encode('*', part))
            .join('/'),
        )
      continue
    }
    const head = PARAM_HEAD.exec(text)
    if (!head) {
      out.push(text) // a static segment, an optional one included (as React Router's generatePath() writes it)
      continue
    }
    const param = head[1]!
    const rest = text.slice(head[0].length)
    const suffix = rest.startsWith('?') ? rest.slice(1) : rest
    const canOmit = optional || rest.startsWith('?')
    used.add(param)
    const value = params[param]
    if ((typeof value !== 'string' || value === '') && canOmit) {
      if (suffix !== '') out.push(suffix)
      continue
    }
    if (typeof value !== 'string' || value === '') {
      throw new RoutekitError(
        'RK713',
        `Missing param "${param}" for ${where} in href(). Pass it: href('${name}', { params: { ${param}: '…' } }).`,
      )
    }
    const rule = route.params?.[param]
    // A dot segment is removed by the browser before any router sees it, escaped or not.
    const refused =
      (value === '.' || value === '..') && suffix === ''
        ? 'no URL can carry "." or ".." as a segment'
        : value.includes('%2F')
          ? 'React Router reads the text "%2F" in a path as an escaped "/", so no URL can carry it (resolve() answers 404)'
          : rule !== undefined && !new RegExp(rule, 'u').test(value)
            ? `it fails the rule ${rule}`
            : null
    if (refused)
      throw new RoutekitError(
        'RK714',
        `Param "${param}" = ${JSON.stringify(value)} for ${where} in href(): ${refused}. Pass a value its page accepts.`,
      )
    out.push(encode(param, value) + suffix)
  }
  const path = '/' + out.join('/')
  for (const key of Object.keys(params)) {
    if (!used.has(key))
      throw new RoutekitError(
        'RK713',
        `Unknown param "${key}" for ${where} in href(): its path has ${used.size ? [...used].map((p) => `"${p}"`).join(', ') : 'no params'}. Remove it, or fix its name.`,
      )
  }
  const { i18n } = config
  const locale = options.locale ?? i18n?.default
  if (locale === undefined) return path
  if (!i18n?.locales.includes(locale)) {
    throw new RoutekitError(
      'RK715',
      `Unknown locale "${locale}" in href('${name}'). ${i18n ? `Locales in routes.yaml: ${i18n.locales.join(', ')}.` : 'routes.yaml declares no i18n: leave locale out.'}`,
    )
  }
  const url = localizePath(config, path, locale)
  // A first param whose value spells another locale's prefix (`/:section` with "en") would read as that locale.
  if (i18n.prefix !== 'never' && _splitLocale(i18n, url)?.locale !== locale) {
    throw new RoutekitError(
      'RK714',
      `The URL ${url} of ${where} in href() would read as another locale: its first segment is a locale prefix. Pass another value.`,
    )
  }
  return url
}
