import { NO_LAYOUT } from './constants.js'
import type { I18nDef, RouteDef, RoutesConfig } from './file/schema.js'
import type { GuardOutcome } from './outcome.js'
import {
  SITE_ORIGIN,
  segmentsKey,
  browserPathname,
  decodedSegments,
  httpOrigin,
  isExternalTarget,
  normalizePathname,
  pathKey,
  safeInternalPath,
  sendablePath,
  splitPath,
} from './match/paths.js'
import { paramRule } from './match/param-rule.js'
import { matchTree, paramsOf, patternTree, restOf, type PatternTree, type RouteTree } from './match/route-tree.js'
import { routeTreeOf } from './match/route-branches.js'
import { paramNames } from './match/route-pattern.js'
import { _splitLocale } from './i18n.js'
import { layoutChain } from './layouts.js'

/** The maintenance flag as the runtime knows it, after its sources are merged. */
export interface MaintenanceState {
  enabled: boolean
  /** Extra paths that stay reachable, on top of routes.yaml's `maintenance.allow`. */
  allow?: readonly string[]
  /** The visitor holds a valid preview token: maintenance does not apply to them. */
  bypass?: boolean
  /** Shown on the maintenance page; no effect on routing. */
  message?: string
  /** When the site is expected back (ISO 8601), shown on the maintenance page; no effect on routing. */
  until?: string
}

export interface ResolveState {
  /** Defaults to routes.yaml's `maintenance.enabled`. */
  maintenance?: boolean | MaintenanceState
  /** Outcomes of guards that have already run, by guard name. */
  guards?: Readonly<Record<string, GuardOutcome>>
}

/**
 * One link of the decision chain, as data: `rule` is the rule that spoke and
 * `what` what it found, with the paths and names involved. describeStep()
 * words it (`routekit explain` prints that); the runtime never needs the words.
 */
export type ResolveStep =
  /** `prefix: always` and the visited path is `/`: it goes to the default locale's `/<locale>/`. */
  | { rule: 'locale'; what: 'root'; locale: string }
  /** `prefix: always` and `path` has no locale prefix. */
  | { rule: 'locale'; what: 'unprefixed'; path: string; locales: readonly string[] }
  /** `path` is in `locale`; `prefix` is '' when it has none, and `inner` is what the rules below match. */
  | { rule: 'locale'; what: 'in'; path: string; locale: string; prefix: string; inner: string; mode: I18nDef['prefix'] }
  | { rule: 'maintenance'; what: 'bypass' }
  /** Maintenance is on and `path` is not allowed: it goes to `to`. */
  | { rule: 'maintenance'; what: 'closed'; path: string; to: string }
  /** Maintenance is on and `path` stays reachable: `by` is the `allow` entry that lets it through, null for the maintenance route itself. */
  | { rule: 'maintenance'; what: 'open'; path: string; by: string | null }
  | { rule: 'redirect'; what: 'match'; from: string; to: string; status: number }
  /** `path` matches route `name`; `pattern` is the route's path when it has params. */
  | { rule: 'route'; what: 'match'; path: string; name: string; pattern?: string }
  | { rule: 'params'; what: 'fails'; param: string; value: string | undefined; pattern: string | undefined }
  | { rule: 'guard'; what: 'pending' | 'allow' | 'not-found'; guard: string }
  | { rule: 'guard'; what: 'redirect'; guard: string; to: string }
  /** The guard's target is refused: `message` says why (the resolution's own message). */
  | { rule: 'guard'; what: 'refused'; guard: string; message: string }
  | { rule: 'not-found'; what: 'bad-escape' | 'no-match'; path: string }
  /** A splat redirect would lead off the site (or, for an external `site`, to another origin). */
  | { rule: 'not-found'; what: 'leaves-site'; target: string; site: string | undefined }

/**
 * Where a navigation ends. With routes.yaml's `i18n`, every kind carries
 * `locale`, the locale the visited path is in; without it, `locale` is absent.
 */
export type Resolution = (
  | {
      kind: 'render'
      route: RouteDef
      /** The layout to render in; `none` for the maintenance route. */
      layout: string
      /** The layouts the page renders inside, outermost first, `layout` last (layouts.ts); empty for `none`. */
      layouts: string[]
      /** Each param decoded once, as the param rule saw it; the page's useParams() returns exactly this. */
      params: Record<string, string>
      /** True when this is the maintenance route (visited by its own path or matched by a param route). */
      maintenanceRoute: boolean
      /** Guards of the route, in order, whose outcome is not known yet. Empty means the page may render. */
      pendingGuards: string[]
      steps: ResolveStep[]
    }
  | {
      kind: 'redirect'
      /** An internal path, with the query when the rule carries it. */
      to: string
      status: number
      reason: 'maintenance' | 'redirect' | 'guard'
      steps: ResolveStep[]
    }
  | { kind: 'external'; to: string; status: number; reason: 'redirect' | 'guard'; steps: ResolveStep[] }
  | {
      kind: 'not-found'
      status: 404
      message: string
      reason: 'unknown-path' | 'param-rule' | 'guard' | 'bad-escape'
      steps: ResolveStep[]
    }
  | { kind: 'error'; status: 500; message: string; steps: ResolveStep[] }
) & { locale?: string }

/** The visited path's locale, as resolve() read it: the prefix redirects keep, and the path as the visitor wrote it. */
interface _Here {
  /** `/en`, or '' when the path has no locale prefix (the default locale, or no i18n). */
  prefix: string
  /** The visited pathname, prefix included: what 404 messages and `?from=` show. */
  visited: string
  /** routes.yaml's `i18n`, to keep a guard's target that already names a locale. */
  i18n?: I18nDef
}

interface CompiledRoute {
  /** Param rules, each compiled once; null for a rule that never matches (invalid, or one that could backtrack for ever). */
  rules: Array<[name: string, rule: RegExp | null]>
  /** The params the route's path names, so a rule on an optional param left out of the URL does not apply. */
  names: readonly string[]
}

interface Compiled {
  /** Every branch of every route, ranked as React Router ranks them, in one tree (route-tree.ts). */
  tree: RouteTree
  /** Per route (by index in config.routes), only for routes with param rules. */
  byRoute: Array<CompiledRoute | undefined>
  externalOrigins: Set<string>
  /** The redirect sources in a second tree built by the same parser, ranked in file order: a path finds its redirect in one walk. */
  redirects: PatternTree
  /** What stays reachable during maintenance: the maintenance route, then routes.yaml's `maintenance.allow`. */
  allowed: string[]
  /** `allowed`, then the flag file's last `allow`, in a tree of their own (built again when that list changes). */
  allowTree?: { extra: readonly string[]; tree: PatternTree }
  /** The maintenance route's key, and its path as written. */
  maintenanceKey: string | null
  maintenancePath: string
}

const cache = new WeakMap<RoutesConfig, Compiled>()

function compile(config: RoutesConfig): Compiled {
  const hit = cache.get(config)
  if (hit) return hit
  // Many routes share a rule (a slug pattern): each distinct one is checked and compiled once.
  const compiledRules = new Map<string, RegExp | null>()
  const ruleOf = (source: string): RegExp | null => {
    let rule = compiledRules.get(source)
    if (rule !== undefined) return rule
    // resolve() reads validated files: a rule that could backtrack for ever (RK405) never reaches it; one that does
    // not compile never matches.
    rule = paramRule(source)
    compiledRules.set(source, rule)
    return rule
  }
  const byRoute = config.routes.map((route) =>
    route.params
      ? {
          rules: Object.entries(route.params).map(([name, source]): [string, RegExp | null] => [name, ruleOf(source)]),
          names: paramNames(route.path),
        }
      : undefined,
  )
  const tree = routeTreeOf(config)
  const externalOrigins = new Set<string>()
  for (const r of config.redirects) {
    const origin = isExternalTarget(r.to) ? httpOrigin(r.to) : null
    if (origin) externalOrigins.add(origin)
  }
  const maintenancePath = normalizePathname(config.maintenance.route)
  const compiled: Compiled = {
    tree,
    byRoute,
    externalOrigins,
    redirects: patternTree(config.redirects.map((r) => r.from)),
    allowed: [config.maintenance.route, ...config.maintenance.allow],
    maintenanceKey: pathKey(maintenancePath),
    maintenancePath,
  }
  cache.set(config, compiled)
  return compiled
}

function maintenanceOf(config: RoutesConfig, state: ResolveState): MaintenanceState {
  const m = state.maintenance
  if (m === undefined) return { enabled: config.maintenance.enabled }
  return typeof m === 'boolean' ? { enabled: m } : m
}

/**
 * Decides where a navigation to `path` ends. Pure: no React, no DOM, no I/O.
 * The runtime, `routekit explain` and the tests all call it; no other code
 * holds routing rules.
 *
 * The rules, in order:
 * 1. While maintenance is on (and not bypassed), every path but the
 *    maintenance route and the allowed paths redirects to the maintenance route.
 * 2. A declared redirect whose `from` matches sends the visitor on.
 * 3. A route whose path matches renders; a failed param rule is a 404
 *    `Page Not Found: {path}`.
 * 4. The route's guards decide in order: the first that does not allow wins.
 * 5. Anything else is a 404 `Page not found: {path}`.
 *
 * @example
 * resolve(config, '/dashboard', { guards: { auth: redirect('/login?redirect=/dashboard') } })
 * // { kind: 'redirect', to: '/login?redirect=/dashboard', reason: 'guard', ... }
 */
export function resolve(config: RoutesConfig, path: string, state: ResolveState = {}): Resolution {
  const { pathname: rawPathname, search } = splitPath(path)
  // What a browser would request: dot segments removed, the trailing slash dropped.
  const visited = browserPathname(rawPathname || '/')
  const i18n = config.i18n
  if (!i18n) return _decide(config, visited, search, state, { prefix: '', visited }, [])
  // The locale comes first: the rules below see the path without its prefix, in every locale alike.
  const steps: ResolveStep[] = []
  const split = _splitLocale(i18n, visited)
  if (split === null) {
    const locale = i18n.default
    if (visited === '/') {
      const to = `/${locale}/${search}`
      steps.push({ rule: 'locale', what: 'root', locale })
      return { kind: 'redirect', to, status: 302, reason: 'redirect', steps, locale }
    }
    steps.push({ rule: 'locale', what: 'unprefixed', path: visited, locales: i18n.locales })
    return {
      kind: 'not-found',
      status: 404,
      message: `Page not found: ${visited}`,
      reason: 'unknown-path',
      steps,
      locale,
    }
  }
  const { locale, prefix, inner } = split
  steps.push({ rule: 'locale', what: 'in', path: visited, locale, prefix, inner, mode: i18n.prefix })
  const resolution = _decide(config, inner, search, state, { prefix, visited, i18n }, steps)
  resolution.locale = locale
  return resolution
}

/** resolve() below the locale: `pathname` has no locale prefix; `here` says how the visitor wrote it. */
function _decide(
  config: RoutesConfig,
  pathname: string,
  search: string,
  state: ResolveState,
  here: _Here,
  steps: ResolveStep[],
): Resolution {
  const compiled = compile(config)
  const segments = decodedSegments(pathname)
  const { prefix, visited } = here

  const maintenance = maintenanceOf(config, state)
  if (maintenance.enabled) {
    // The flag file's own `allow` comes per call: the tree is built again only when it changes.
    const extra = maintenance.allow ?? []
    const last = compiled.allowTree?.extra
    if (!last || last.length !== extra.length || last.some((source, i) => source !== extra[i]))
      compiled.allowTree = { extra, tree: patternTree([...compiled.allowed, ...extra]) }
    const leaf = segments && matchTree(compiled.allowTree!.tree, segments)
    const hit = leaf ? (compiled.allowed[leaf.route] ?? extra[leaf.route - compiled.allowed.length]) : undefined
    if (maintenance.bypass) {
      steps.push({ rule: 'maintenance', what: 'bypass' })
    } else if (hit === undefined) {
      // `?from=` lets the maintenance page send the visitor back once the site is open; `/` needs none.
      // The maintenance route in the visitor's locale; `?from=` is the path as they visited it.
      const route = sendablePath(prefix + config.maintenance.route)
      const to =
        pathname === '/'
          ? route
          : `${route}${route.includes('?') ? '&' : '?'}from=${encodeURIComponent(visited + search)}`
      steps.push({ rule: 'maintenance', what: 'closed', path: pathname, to })
      return { kind: 'redirect', to, status: 302, reason: 'maintenance', steps }
    } else {
      steps.push({
        rule: 'maintenance',
        what: 'open',
        path: pathname,
        by: hit === config.maintenance.route ? null : hit,
      })
    }
  }

  if (segments === null) {
    steps.push({ rule: 'not-found', what: 'bad-escape', path: pathname })
    return { kind: 'not-found', status: 404, message: `Page not found: ${visited}`, reason: 'bad-escape', steps }
  }

  // The first redirect in file order whose source matches: one walk down the path, however many redirects.
  const source = matchTree(compiled.redirects, segments)
  if (source) {
    const rule = config.redirects[source.route]!
    const target = rule.to.endsWith('/*') ? rule.to.slice(0, -1) + restOf(source, pathname) : rule.to
    steps.push({ rule: 'redirect', what: 'match', from: rule.from, to: rule.to, status: rule.status })
    // The rest of a splat comes from the visitor: it must not change where the redirect leads. Through
    // `/old/* -> /*`, `/old//evil.example` would become `//evil.example`; through `/go/* -> https:/*`,
    // `/go/evil.example` would become `https:/evil.example`, which browsers read as https://evil.example.
    const site = isExternalTarget(rule.to) ? rule.to : undefined
    if (site ? httpOrigin(target) !== httpOrigin(site) : _leavesSite(target)) {
      steps.push({ rule: 'not-found', what: 'leaves-site', target, site })
      return { kind: 'not-found', status: 404, message: `Page not found: ${visited}`, reason: 'unknown-path', steps }
    }
    if (site) return { kind: 'external', to: target, status: rule.status, reason: 'redirect', steps }
    // routes.yaml's redirects are written without prefix and apply in every locale: the visitor keeps theirs.
    return {
      kind: 'redirect',
      to: sendablePath(prefix + target) + search,
      status: rule.status,
      reason: 'redirect',
      steps,
    }
  }

  // React Router reads the text "%2F" in a decoded segment as an escaped slash (`/a%252Fb` gives a param `a/b`): no
  // page can be sure what such a path names, so it names none (docs/routes-yaml.md, "How paths compare").
  if (segments.some((s) => s.includes('%2F'))) {
    steps.push({ rule: 'not-found', what: 'bad-escape', path: pathname })
    return { kind: 'not-found', status: 404, message: `Page not found: ${visited}`, reason: 'bad-escape', steps }
  }
  const leaf = matchTree(compiled.tree, segments)
  const route = leaf === null ? undefined : config.routes[leaf.route]
  let params: Record<string, string> = {}
  if (leaf && route) {
    params = paramsOf(leaf, segments)
    const dynamic = leaf.segments.some((s) => s.kind !== 'static')
    steps.push(
      dynamic
        ? { rule: 'route', what: 'match', path: pathname, name: route.name, pattern: route.path }
        : { rule: 'route', what: 'match', path: pathname, name: route.name },
    )
    for (const [name, rule] of compiled.byRoute[leaf.route]?.rules ?? []) {
      const value = params[name]
      // An optional param the URL leaves out has no value to check.
      if (value === undefined && compiled.byRoute[leaf.route]!.names.includes(name)) continue
      if (value === undefined || !rule || !rule.test(value)) {
        const message = `Page Not Found: ${visited}`
        steps.push({ rule: 'params', what: 'fails', param: name, value, pattern: route.params?.[name] })
        return { kind: 'not-found', status: 404, message, reason: 'param-rule', steps }
      }
    }
  }
  if (!route) {
    steps.push({ rule: 'not-found', what: 'no-match', path: pathname })
    return { kind: 'not-found', status: 404, message: `Page not found: ${visited}`, reason: 'unknown-path', steps }
  }
  const isMaintenance =
    segmentsKey(segments) === compiled.maintenanceKey || normalizePathname(route.path) === compiled.maintenancePath

  const outcomes = state.guards ?? {}
  const guards = route.guards
  for (let i = 0; i < guards.length; i++) {
    const name = guards[i]!
    const outcome = outcomes[name]
    if (!outcome) {
      steps.push({ rule: 'guard', what: 'pending', guard: name })
      return renderOf(config, route, isMaintenance, params, guards.slice(i), steps)
    }
    if (outcome.type === 'allow') {
      steps.push({ rule: 'guard', what: 'allow', guard: name })
      continue
    }
    if (outcome.type === 'not-found') {
      steps.push({ rule: 'guard', what: 'not-found', guard: name })
      return { kind: 'not-found', status: 404, message: `Page not found: ${visited}`, reason: 'guard', steps }
    }
    steps.push({ rule: 'guard', what: 'redirect', guard: name, to: outcome.to })
    return guardRedirect(compiled, name, outcome.to, here, steps)
  }
  return renderOf(config, route, isMaintenance, params, [], steps)
}

/**
 * A render decision. The maintenance route renders without a layout (`none`),
 * whatever routes.yaml says, also when a param route is what matches its path.
 */
function renderOf(
  config: RoutesConfig,
  route: RouteDef,
  isMaintenance: boolean,
  params: Record<string, string>,
  pendingGuards: string[],
  steps: ResolveStep[],
): Resolution {
  const layout = isMaintenance ? NO_LAYOUT : route.layout
  return {
    kind: 'render',
    route,
    layout,
    layouts: layoutChain(config, layout),
    params,
    maintenanceRoute: isMaintenance,
    pendingGuards,
    steps,
  }
}

/** True when a browser would read `target` as another site (`//host`, `/\host`, `/<tab>/host`, a scheme). */
function _leavesSite(target: string): boolean {
  if (isExternalTarget(target)) return true
  try {
    return new URL(target, SITE_ORIGIN).origin !== SITE_ORIGIN
  } catch {
    return true
  }
}

/** A guard may only send visitors to this site's own paths or to origins routes.yaml declares. */
function guardRedirect(compiled: Compiled, guard: string, to: string, here: _Here, steps: ResolveStep[]): Resolution {
  if (isExternalTarget(to)) {
    const origin = httpOrigin(to)
    if (origin && compiled.externalOrigins.has(origin))
      return { kind: 'external', to, status: 302, reason: 'guard', steps }
    const message = `Guard "${guard}" redirected to ${to}, an origin routes.yaml does not declare. Declare it as a redirect target, or redirect to a path of this site.`
    steps.push({ rule: 'guard', what: 'refused', guard, message })
    return { kind: 'error', status: 500, message, steps }
  }
  const safe = safeInternalPath(to)
  if (safe === null) {
    const message = `Guard "${guard}" redirected to ${JSON.stringify(to)}, which is not a path of this site. Redirect to a path that starts with a single "/".`
    steps.push({ rule: 'guard', what: 'refused', guard, message })
    return { kind: 'error', status: 500, message, steps }
  }
  return { kind: 'redirect', to: _inLocale(safe, here), status: 302, reason: 'guard', steps }
}

/**
 * A guard's target in the visitor's locale: `/login` from `/en/dashboard` is `/en/login`. A target whose
 * first segment already is a locale prefix (`/es/login`) keeps it, so a guard can send a visitor to another locale.
 */
function _inLocale(target: string, here: _Here): string {
  if (here.prefix === '') return target
  // The target's first segment, read as resolve() reads a visited path's (_splitLocale()).
  return _splitLocale(here.i18n!, target.split(/[?#]/, 1)[0]!)?.prefix ? target : here.prefix + target
}
