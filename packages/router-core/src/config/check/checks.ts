/**
 * Cross-field checks: what the schema cannot see on its own, each in its own
 * function. They run on a config the schema accepted, so every field has its
 * type and its default.
 */
import { checkReactRouterForms } from './_check-react-router.js'
import { diagnostic, messages } from '../codes.js'
import { NO_POSITIONS, referTo, sortByPosition, type Diagnostic, type Locate } from '../diagnostics.js'
import { NO_LAYOUT, type RoutesConfig } from '../file/schema.js'
import { isExternalTarget, matchPattern } from '../match/paths.js'
import { routeShapeKey } from '../match/route-keys.js'
import { resolve } from '../resolve.js'
import { _withoutLocales } from '../i18n.js'
import { findPathProblem, type PathKind } from '../match/path-syntax.js'
import { findCharacterProblem, findTargetProblem, shownPath } from '../match/path-characters.js'
import { paramNames } from '../match/route-pattern.js'
import { checkRedirects } from './_check-redirects.js'
import { checkBranches } from './_check-branches.js'
import { checkI18n } from './_check-i18n.js'
import { checkCsp } from './_check-csp.js'
import { checkLayoutTree } from './_check-layouts.js'
import { layoutNames } from '../layouts.js'
import { checkScripts } from './_check-scripts.js'
import { findNestedQuantifier } from './_regex-safety.js'
import { suggest } from '../suggest.js'

type Path = (string | number)[]

/**
 * Runs every cross-field check and returns what they found, errors and
 * warnings, in file order when `locate` is given.
 *
 * @param locate Maps a config path to its place in the file. Without it,
 * every diagnostic points at line 1, column 1 (the fast path uses that: it
 * only needs to know whether anything is wrong).
 */
export function checkRoutes(config: RoutesConfig, locate: Locate = NO_POSITIONS): Diagnostic[] {
  const found: Diagnostic[] = [
    ...checkPathSyntax(config, locate),
    ...checkDuplicates(config, locate),
    ...checkBranches(config, locate),
    ...checkLayouts(config, locate),
    ...checkLayoutTree(config, locate),
    ...checkGuards(config, locate),
    ...checkParamRules(config, locate),
    // They ask resolve(), which runs param rules: never one that RK405 refuses (a regex bomb would hang validate).
    ...checkRedirects(_withSafeRules(config), locate),
    ...checkMaintenance(config, locate),
    ...checkI18n(config, locate),
    ...checkCsp(config, locate),
    ...checkScripts(config, locate),
    ...checkReactRouterForms(config, locate),
  ]
  return sortByPosition(found)
}

function _at(locate: Locate, path: Path): { pos: ReturnType<Locate>; path: string } {
  return { pos: locate(path), path: path.join('.') }
}

/** Every path in the file follows the path syntax of its kind. */
export function checkPathSyntax(config: RoutesConfig, locate: Locate): Diagnostic[] {
  const out: Diagnostic[] = []
  const problemOf = (value: string, kind: PathKind) => findPathProblem(value, kind) ?? findCharacterProblem(value, kind)
  const check = (value: string, kind: PathKind, where: string, path: Path) => {
    const problem = problemOf(value, kind)
    if (!problem) return
    const at = _at(locate, path)
    out.push(diagnostic(problem.code, messages.badPath(shownPath(value), where, problem.detail), at.pos, at.path))
  }
  config.routes.forEach((route, i) => {
    // The words and the config path of a report are built only for a path with a problem, which few have.
    if (problemOf(route.path, 'route')) check(route.path, 'route', `on route "${route.name}"`, ['routes', i, 'path'])
  })
  config.redirects.forEach((r, i) => {
    check(r.from, 'pattern', 'in redirect from', ['redirects', i, 'from'])
    // External targets have their own checks (RK502 for the scheme, RK315 for what they hold); the rest are paths of this site.
    if (!isExternalTarget(r.to)) check(r.to, 'target', 'in redirect to', ['redirects', i, 'to'])
    else {
      const problem = findTargetProblem(r.to)
      const at = problem && _at(locate, ['redirects', i, 'to'])
      if (problem && at)
        out.push(diagnostic(problem.code, messages.badTarget(r.from, shownPath(r.to), problem.detail), at.pos, at.path))
    }
  })
  check(config.maintenance.route, 'route', 'in maintenance.route', ['maintenance', 'route'])
  config.maintenance.allow.forEach((p, i) => check(p, 'pattern', 'in maintenance.allow', ['maintenance', 'allow', i]))
  return out
}

/** No two routes share a path (as resolve() compares paths) or a name. */
export function checkDuplicates(config: RoutesConfig, locate: Locate): Diagnostic[] {
  const out: Diagnostic[] = []
  const byPath = new Map<string, number>()
  const byName = new Map<string, number>()
  config.routes.forEach((route, i) => {
    // An undecodable path (key null) is reported by checkPathSyntax (RK310).
    const key = routeShapeKey(route.path)
    const samePath = key === null ? undefined : byPath.get(key)
    if (key !== null && samePath === undefined) byPath.set(key, i)
    else if (samePath !== undefined) {
      const first = config.routes[samePath]!
      const at = _at(locate, ['routes', i, 'path'])
      const where = referTo(locate, ['routes', samePath, 'path'])
      out.push(
        diagnostic(
          'RK400',
          messages.duplicatePath(route.path, route.name, { path: first.path, name: first.name, where }),
          at.pos,
          at.path,
        ),
      )
    }
    const sameName = byName.get(route.name)
    if (sameName === undefined) byName.set(route.name, i)
    else {
      const at = _at(locate, ['routes', i, 'name'])
      const first = { path: config.routes[sameName]!.path, where: referTo(locate, ['routes', sameName, 'name']) }
      out.push(diagnostic('RK401', messages.duplicateName(route.name, route.path, first), at.pos, at.path))
    }
  })
  return out
}

/** Every route's layout is declared, or is the built-in `none`. */
export function checkLayouts(config: RoutesConfig, locate: Locate): Diagnostic[] {
  const names = layoutNames(config)
  const declared = new Set(names)
  const out: Diagnostic[] = []
  config.routes.forEach((route, i) => {
    if (route.layout === NO_LAYOUT || declared.has(route.layout)) return
    const at = _at(locate, ['routes', i, 'layout'])
    const message = () =>
      messages.unknownLayout(route.layout, route.path, names, suggest(route.layout, [...names, NO_LAYOUT]))
    out.push(diagnostic('RK402', message, at.pos, at.path))
  })
  return out
}

/** Every guard a route names is declared. */
export function checkGuards(config: RoutesConfig, locate: Locate): Diagnostic[] {
  const declared = new Set(config.guards)
  const out: Diagnostic[] = []
  const routes = config.routes
  for (let i = 0; i < routes.length; i++) {
    const route = routes[i]!
    // Most routes have no guard: the loop below is not even entered.
    for (let g = 0; g < route.guards.length; g++) {
      const guard = route.guards[g]!
      if (declared.has(guard)) continue
      const at = _at(locate, ['routes', i, 'guards', g])
      out.push(
        diagnostic(
          'RK403',
          () => messages.unknownGuard(guard, route.path, config.guards, suggest(guard, config.guards)),
          at.pos,
          at.path,
        ),
      )
    }
  }
  return out
}

/** What is wrong with a param rule's source, if anything: it does not compile, or it nests quantifiers. */
type RuleProblem = { reason: string } | { nested: string } | null

function _ruleProblem(source: string): RuleProblem {
  try {
    new RegExp(source, 'u') // the same flags resolve() compiles with
  } catch (error) {
    return { reason: error instanceof Error ? error.message : String(error) }
  }
  const nested = findNestedQuantifier(source)
  return nested === null ? null : { nested }
}

/** The config without the param rules RK405 refuses (invalid, or slow on some paths), for the checks that run resolve(). */
function _withSafeRules(config: RoutesConfig): RoutesConfig {
  let dropped = false
  const routes = config.routes.map((route) => {
    if (!route.params) return route
    const safe = Object.entries(route.params).filter(([, source]) => _ruleProblem(source) === null)
    if (safe.length === Object.keys(route.params).length) return route
    dropped = true
    return { ...route, params: Object.fromEntries(safe) }
  })
  return dropped ? { ...config, routes } : config
}

/** Every param rule names a param of its path and holds a valid regular expression. */
export function checkParamRules(config: RoutesConfig, locate: Locate): Diagnostic[] {
  const out: Diagnostic[] = []
  // Many routes share a rule (a slug pattern): each distinct one is checked once.
  const problems = new Map<string, RuleProblem>()
  config.routes.forEach((route, i) => {
    if (!route.params) return
    const names = paramNames(route.path)
    for (const [param, source] of Object.entries(route.params)) {
      if (param === '*' && route.path.endsWith('*')) {
        const at = _at(locate, ['routes', i, 'params', param])
        out.push(diagnostic('RK412', messages.splatRule(route.path), at.pos, at.path))
        continue
      }
      if (!names.includes(param)) {
        const at = _at(locate, ['routes', i, 'params', param])
        out.push(
          diagnostic(
            'RK404',
            () => messages.paramNotInPath(param, route.path, names, suggest(param, names)),
            at.pos,
            at.path,
          ),
        )
        continue
      }
      let problem = problems.get(source)
      if (problem === undefined) problems.set(source, (problem = _ruleProblem(source)))
      if (problem === null) continue
      const at = _at(locate, ['routes', i, 'params', param])
      const message =
        'reason' in problem
          ? messages.badRegex(param, route.path, problem.reason)
          : messages.slowRegex(param, route.path, problem.nested)
      out.push(diagnostic('RK405', message, at.pos, at.path))
    }
  })
  return out
}

/** The maintenance route is a route, open to everyone, and not redirected away. */
export function checkMaintenance(config: RoutesConfig, locate: Locate): Diagnostic[] {
  const route = config.maintenance.route
  if (findPathProblem(route, 'route') ?? findCharacterProblem(route, 'route')) return [] // reported by checkPathSyntax
  // Written without prefix, the maintenance route is the same route in every locale.
  const outcome = resolve(_withoutLocales(config), route, { maintenance: false })
  if (outcome.kind === 'redirect' || outcome.kind === 'external') {
    // Point at the redirect that takes the route away: that is what to change.
    const index = config.redirects.findIndex((r) => matchPattern(r.from, route) !== null)
    const rule = config.redirects[index]
    const at = index === -1 ? _at(locate, ['maintenance', 'route']) : _at(locate, ['redirects', index, 'from'])
    return [
      diagnostic(
        'RK602',
        messages.maintenanceRedirected(route, rule?.from ?? route, rule?.to ?? outcome.to),
        at.pos,
        at.path,
      ),
    ]
  }
  if (outcome.kind === 'not-found') {
    const at = _at(locate, ['maintenance', 'route'])
    const close = suggest(
      route,
      config.routes.map((r) => r.path),
    )
    return [diagnostic('RK600', messages.maintenanceMissing(route, close), at.pos, at.path)]
  }
  if (outcome.kind === 'render' && outcome.route.guards.length > 0) {
    const at = _at(locate, ['routes', config.routes.indexOf(outcome.route), 'guards'])
    return [diagnostic('RK601', messages.maintenanceGuarded(route, outcome.route.guards), at.pos, at.path)]
  }
  return []
}
