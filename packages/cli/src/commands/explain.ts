import { Option, type Command } from 'commander'
import {
  MAX_REDIRECTS,
  describeStep,
  type Resolution,
  type ResolveState,
  type ResolveStep,
  type RoutesConfig,
} from '@routekit/router-core'
import type { CommandContext } from '../_context.js'
import { EXIT, UsageError } from '../_errors.js'
import { loadConfig } from '../_load.js'
import { formatExplanation } from './_explain-format.js'
import type { Explanation, GuardMode, Hop } from './_explanation.js'

const HELP = `
Examples:
  $ routekit explain /                          the route of the home page
  $ routekit explain /dashboard --signed-out    ends at /login?redirect=/dashboard
  $ routekit explain /dashboard --signed-out --login /signin
                                                ends at /signin?redirect=/dashboard
  $ routekit explain /dashboard --signed-in     renders the dashboard
  $ routekit explain /about --maintenance on    sent to the maintenance route
  $ routekit explain /nope --json               the 404, as JSON

Guards are app code, so explain simulates them:
  --signed-in   every guard allows.
  --signed-out  every guard redirects to the login route, adding
                ?redirect=<path>. The login route is --login <path>, else
                the route named "login" in routes.yaml; without either, every
                guard answers not found (404). Put {path} in --login to
                choose the parameter: --login '/signin?next={path}'.
  neither       guards are not run; the chain stops at the guarded route.

Internal redirects are followed (resolve() is called again on the target) for
up to ${MAX_REDIRECTS} hops; a redirect loop stops the chain.

Exit codes:
  0  explained, whatever the outcome (a 404 included)
  1  routes.yaml is invalid, or the chain loops or passes ${MAX_REDIRECTS} hops
  2  usage error, or the file cannot be read`

/** The router-core functions explain calls; loaded lazily by the action. */
type Core = Pick<
  typeof import('@routekit/router-core'),
  'resolve' | 'allow' | 'redirect' | 'notFound' | 'followRedirects'
>

interface ExplainOptions {
  file: string
  maintenance?: 'on' | 'off'
  signedIn?: boolean
  signedOut?: boolean
  login?: string
  json?: boolean
}

/** `routekit explain <path>`: prints the decision chain resolve() takes for a path. */
export function register(program: Command, ctx: CommandContext): void {
  program
    .command('explain')
    .summary('show how a path resolves: route, redirects, guards, layout, page or 404')
    .description(
      'Show the decision chain for a path, as resolve() takes it: the route or redirect that matched, the guards and their outcome, the layout and page, or the 404 and its message.',
    )
    .argument('<path>', 'the path to explain, starting with "/" (a query is kept: /login?redirect=/x)')
    .option('-f, --file <file>', 'the routes file', 'routes.yaml')
    .addOption(
      new Option('--maintenance <state>', 'override maintenance.enabled of routes.yaml').choices(['on', 'off']),
    )
    .addOption(new Option('--signed-in', 'simulate guards: every guard allows').conflicts('signedOut'))
    .addOption(
      new Option('--signed-out', 'simulate guards: every guard redirects to the login route with ?redirect=<path>'),
    )
    .option('--login <path>', 'with --signed-out: the login route guards send to (default: the route named "login")')
    .option('--json', 'print the chain as JSON')
    .addHelpText('after', HELP)
    .action(async (path: string, options: ExplainOptions) => {
      if (!path.startsWith('/') || path.startsWith('//')) {
        const fixed = `/${path.replace(/^\/+/, '')}`
        throw new UsageError(
          `The path to explain must start with a single "/": got "${path}". Did you mean: routekit explain ${fixed}`,
        )
      }
      if (options.login !== undefined && !options.signedOut)
        throw new UsageError('--login only applies with --signed-out: add --signed-out, or drop --login.')
      if (options.login !== undefined && (!options.login.startsWith('/') || options.login.startsWith('//'))) {
        throw new UsageError(
          `--login must be a path of this site, starting with a single "/": got "${options.login}". For example: --login /signin`,
        )
      }
      const loaded = await loadConfig(options.file, ctx.io, { json: options.json === true })
      if (!loaded) return ctx.setExitCode(EXIT.invalid)
      const guards: GuardMode = options.signedIn ? 'signed-in' : options.signedOut ? 'signed-out' : 'not-run'
      const maintenance = options.maintenance === undefined ? undefined : options.maintenance === 'on'
      const core = await import('@routekit/router-core')
      const explanation = explainPath(
        loaded.config,
        path,
        { file: loaded.file, guards, maintenance, login: options.login },
        core,
      )
      ctx.io.out(
        options.json
          ? `${JSON.stringify(toJson(explanation), null, 2)}\n`
          : formatExplanation(explanation, { color: ctx.io.color }),
      )
      if (explanation.stopped) ctx.setExitCode(EXIT.invalid)
    })
}

/**
 * Follows `path` through resolve(): one hop per internal redirect, each hop
 * resolved again, until the chain renders, leaves the site, ends in a 404 or
 * error, loops, or reaches MAX_REDIRECTS (followRedirects()). Guards are simulated per `guards`.
 */
export function explainPath(
  config: RoutesConfig,
  path: string,
  options: { file: string; guards: GuardMode; maintenance?: boolean | undefined; login?: string | undefined },
  core: Core,
): Explanation {
  const login = options.guards === 'signed-out' ? loginTarget(config, options.login) : null
  const maintenance = options.maintenance ?? config.maintenance.enabled
  const state: ResolveState = options.maintenance === undefined ? {} : { maintenance: options.maintenance }
  const hops: Hop[] = []
  // The chain is walked as the checks and the runtime walk it: a path is reached again when its pathname is (the query only rides along).
  const walk = core.followRedirects(path, (current) => {
    const resolution = _resolveHop(config, current, state, options.guards, login, core)
    hops.push({ path: current, resolution })
    return resolution.kind === 'redirect' ? { to: resolution.to } : { end: resolution }
  })
  let stopped: Explanation['stopped'] = null
  if (walk.kind === 'loop') {
    const chain = [...walk.paths, walk.to].join(' → ')
    stopped = {
      reason: 'loop',
      message: `Redirect loop: ${chain}. Change a redirect or guard so the chain ends on a page.`,
    }
  } else if (walk.kind === 'limit') {
    stopped = {
      reason: 'hop-limit',
      message: `Stopped after ${MAX_REDIRECTS} redirects without reaching a page. Check the redirects and guards along the chain.`,
    }
  }
  return { path, file: options.file, maintenance, guards: options.guards, login, hops, stopped }
}

/** Resolves once; when guards are pending and a simulation is on, resolves again with their outcomes. */
function _resolveHop(
  config: RoutesConfig,
  path: string,
  state: ResolveState,
  mode: GuardMode,
  login: string | null,
  core: Core,
): Resolution {
  const first = core.resolve(config, path, state)
  if (first.kind !== 'render' || first.pendingGuards.length === 0 || mode === 'not-run') return first
  const outcome =
    mode === 'signed-in'
      ? core.allow()
      : login !== null
        ? core.redirect(login.replace('{path}', _encodeRedirect(path)))
        : core.notFound()
  const guards = Object.fromEntries(first.pendingGuards.map((name) => [name, outcome]))
  return core.resolve(config, path, { ...state, guards })
}

/**
 * Where a simulated signed-out guard sends the visitor, with `{path}` for the
 * return path: `--login` (`?redirect={path}` added unless it holds `{path}`),
 * else the route named "login", else null (guards answer 404).
 */
export function loginTarget(config: RoutesConfig, flag: string | undefined): string | null {
  const base = flag ?? config.routes.find((r) => r.name === 'login')?.path
  if (base === undefined) return null
  if (base.includes('{path}')) return base
  return `${base}${base.includes('?') ? '&' : '?'}redirect={path}`
}

/** Encodes the return path as a query value, keeping `/` readable: `/login?redirect=/dashboard`. */
function _encodeRedirect(path: string): string {
  return encodeURIComponent(path).replace(/%2F/gi, '/')
}

/** A step as `--json` prints it: the rule, its words (describeStep()), then resolve()'s data. */
function _stepJson(step: ResolveStep): object {
  const { rule, ...facts } = step
  return { rule, detail: describeStep(step), ...facts }
}

/** The `--json` shape: the resolution of each hop with its steps, and the final result. */
export function toJson(explanation: Explanation): object {
  const hops = explanation.hops.map((h) => ({
    path: h.path,
    ..._outcomeJson(h.resolution),
    steps: h.resolution.steps.map(_stepJson),
  }))
  const last = explanation.hops[explanation.hops.length - 1]
  return {
    path: explanation.path,
    file: explanation.file,
    maintenance: explanation.maintenance,
    guards: explanation.guards,
    login: explanation.login,
    hops,
    result: last ? _outcomeJson(last.resolution) : null,
    stopped: explanation.stopped,
  }
}

/** A hop's answer, with resolve()'s locale when routes.yaml declares i18n. */
function _outcomeJson(r: Resolution): Record<string, unknown> {
  return r.locale === undefined ? _answerJson(r) : { ..._answerJson(r), locale: r.locale }
}

function _answerJson(r: Resolution): Record<string, unknown> {
  switch (r.kind) {
    case 'render':
      return {
        kind: r.kind,
        route: r.route.name,
        routePath: r.route.path,
        page: r.route.page,
        layout: r.layout,
        layouts: r.layouts,
        params: r.params,
        pendingGuards: r.pendingGuards,
      }
    case 'redirect':
    case 'external':
      return { kind: r.kind, to: r.to, status: r.status, reason: r.reason }
    case 'not-found':
      return { kind: r.kind, status: r.status, message: r.message, reason: r.reason }
    case 'error':
      return { kind: r.kind, status: r.status, message: r.message }
  }
}
