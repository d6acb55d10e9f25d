import { localePrefixes, paramRule, routeBranches, type RouteBranch } from '@routekit/router-core'
import { fileUrl, type Expressed, type HostingPlan, type Origin } from './_rules.js'
import * as ngx from './grammar/nginx.js'

/**
 * The true status of every path in the generated nginx config (issue 42,
 * docs/deploy.md "The true status"): a path a route matches gets its page or
 * the shell with 200, a failed param rule and a path no route matches the
 * app's own 404 page with 404. nginx cannot run resolve(), so each branch of
 * each route becomes one regex location, in the order resolve() ranks them
 * (router-core's routeBranches()): nginx tries regex locations in order and
 * the first match wins, so it picks the route resolve() picks. This writes
 * syntax only, each value through nginx's grammar (grammar/nginx.ts): the
 * ranking, the branches and the rules are router-core's.
 * `packages/cli/test/server-status.test.ts` holds nginx's answers to
 * resolve()'s on generated routes and paths.
 */
export interface NginxRouteParts {
  /** Server-level lines (the rewrite phase): which 404 page a missing path of each locale gets. */
  server: string[]
  /** The route locations, best first, and their shells. After the pages and redirects, before `location /`. */
  routes: string[]
  /** The 404 pages and the location a missing page falls to. */
  notFound: string[]
  warnings: string[]
}

export interface NginxRouteContext {
  /** A location's header lines for a CSP (the security headers with it, indented for a location). */
  headers(csp: string): string[]
  /** The lines of a location that serves files (symlink checks, the open-file cache). */
  files: string[]
  /** A value through the grammar: its text, or '' once its refusal is recorded at `origin`. */
  express(origin: Origin, value: Expressed): string
  /** The maintenance gate's lines for a page location. */
  held: string[]
  /** The shell file (`200.html`) and its CSP. */
  shell: { file: string; csp: string }
}

/** The variable the server sets to the 404 page of the visited path's locale. */
const NOT_FOUND_VAR = '$routekit_nf'

export function nginxRoutes(plan: HostingPlan, ctx: NginxRouteContext): NginxRouteParts {
  const warnings: string[] = []
  const branches = routeBranches(plan.config)
  const names = _paramNamesByRoute(branches)
  const errorPage =
    plan.notFound.length > 0 ? `    error_page 404 ${NOT_FOUND_VAR};` : '    error_page 404 @routekit_not_found;'
  const routes: string[] = []
  const shells: string[] = []
  const seen = new Set<string>()
  const refused = new Set<string>()
  for (const branch of branches) {
    const route = plan.config.routes[branch.route]!
    const branchRegex = _branchRegex(plan, branch)
    const regex = ctx.express({ config: ['routes', branch.route, 'path'] }, branchRegex)
    if (regex === '') continue
    const captures = branchRegex.captures ?? new Map<string, string>()
    if (seen.has(regex)) continue // a branch of the same shape ranks first: nginx would never reach this one
    seen.add(regex)
    const checks: string[] = []
    for (const [name, source] of Object.entries(route.params ?? {})) {
      const variable = captures.get(name)
      if (variable === undefined) {
        // An optional param this branch leaves out has no value to check; a rule on a param the path never names fails.
        if (!names.get(branch.route)!.has(name)) checks.push('    return 404;')
        continue
      }
      const pcre = paramRule(source) === null ? null : _pcreRule(source)
      if (paramRule(source) === null) checks.push('    return 404;')
      else if (pcre === null) {
        if (!refused.has(`${route.path} ${name}`))
          warnings.push(
            `nginx cannot check the param rule of ${route.path} (${name}: ${source}: only plain character classes, groups, alternatives, quantifiers and anchors are written), so its paths get the shell with 200 and the app shows the 404 page where the rule fails.`,
          )
        refused.add(`${route.path} ${name}`)
      } else checks.push(`    if (${variable} !~ ${ngx.regex(pcre)}) { return 404; }`)
    }
    // A route whose rules the path may fail gets a shell location of its own, which checks them; the others share one.
    const shell = checks.length > 0 ? `@routekit_shell_${branch.route}_${shells.length}` : '@routekit_shell'
    routes.push(
      `  location ~ ${ngx.regex(regex)} {`,
      ...ctx.headers(plan.baseCsp),
      ...ctx.files,
      `    try_files $uri ${shell};`,
      `  }`,
    )
    if (checks.length > 0)
      shells.push(
        `  location ${shell} {`,
        ...ctx.headers(ctx.shell.csp),
        ...ctx.files,
        errorPage,
        ...ctx.held,
        ...checks,
        `    rewrite ^ ${ngx.text(`/${ctx.shell.file}`)} break;`,
        `  }`,
      )
  }
  // With `prefix: always`, `/` is no page: resolve() sends it to the default locale's root.
  const i18n = plan.config.i18n
  if (i18n?.prefix === 'always')
    routes.unshift(
      `  location = / {`,
      ...ctx.headers(plan.baseCsp),
      `    return 302 "${ngx.urlInString(`/${i18n.default}/`)}$is_args$args";`,
      `  }`,
    )
  routes.push(
    `  # A missing file with an extension that no route matches: a 404, not HTML.`,
    `  location ~ "\\.[A-Za-z0-9]+$" {`,
    ...ctx.headers(plan.baseCsp),
    ...ctx.files,
    `    try_files $uri @routekit_404;`,
    `  }`,
    ...shells,
  )
  return { server: _server(plan), routes, notFound: _notFound(plan, ctx, errorPage), warnings }
}

/** `$routekit_nf`: the 404 page of the locale a missing path is in, as resolve() reads the prefix. */
function _server(plan: HostingPlan): string[] {
  const [fallback, ...prefixed] = plan.notFound
  if (!fallback) return []
  return [
    `set ${NOT_FOUND_VAR} ${ngx.text(fileUrl(fallback.file))};`,
    ...prefixed.map(
      (page) =>
        `if ($uri ~ ${ngx.regex(`^${ngx.regexLiteral(page.prefix)}(?:/|$)`)}) { set ${NOT_FOUND_VAR} ${ngx.text(fileUrl(page.file))}; }`,
    ),
  ].map((line) => `  ${line}`)
}

/** The 404 pages (each with its own CSP, reached only through error_page), and where a missing page goes. */
function _notFound(plan: HostingPlan, ctx: NginxRouteContext, errorPage: string): string[] {
  const pages = plan.notFound.flatMap((page) => [
    `  location = ${ngx.literal(fileUrl(page.file))} {`,
    `    internal;`,
    ...ctx.headers(page.csp),
    ...ctx.files,
    `  }`,
  ])
  // A build without a 404 page (an app built without prerender): the shell, with 404; the app shows its 404 page.
  const shell =
    plan.notFound.length > 0
      ? []
      : [
          `  location @routekit_not_found {`,
          ...ctx.headers(ctx.shell.csp),
          ...ctx.files,
          `    rewrite ^ ${ngx.text(`/${ctx.shell.file}`)} break;`,
          `  }`,
        ]
  return [
    ...pages,
    ...shell,
    `  # A path no route matches: the app's own 404 page, with 404 (during maintenance, the maintenance route).`,
    `  location @routekit_missing {`,
    ...ctx.headers(plan.baseCsp),
    errorPage,
    ...ctx.held,
    `    return 404;`,
    `  }`,
  ]
}

/** Each route's param names, over all its branches: a rule on a name none of them has can never pass. */
function _paramNamesByRoute(branches: readonly RouteBranch[]): Map<number, Set<string>> {
  const names = new Map<number, Set<string>>()
  for (const branch of branches) {
    const set = names.get(branch.route) ?? new Set<string>()
    for (const s of branch.segments) if (s.kind === 'param' || s.kind === 'suffix') set.add(s.name)
    if (branch.segments.some((s) => s.kind === 'splat')) set.add('*')
    names.set(branch.route, set)
  }
  return names
}

/**
 * A branch as a regex on nginx's `$uri` (decoded once, slashes merged, dot
 * segments removed, as resolve() reads a path): static text as written
 * (caseless where the route is), a param one non-empty segment, a suffix
 * param a segment that ends in the suffix, a splat the rest; a trailing slash
 * allowed; the locale prefix as resolve() splits it. Each param a rule checks
 * is a named capture.
 */
function _branchRegex(plan: HostingPlan, branch: RouteBranch): Expressed & { captures?: Map<string, string> } {
  const captures = new Map<string, string>()
  const capture = (name: string, body: string) => {
    const variable = `rk${branch.route}_${name === '*' ? 'splat' : name}`
    captures.set(name, `$${variable}`)
    return `(?<${variable}>${body})`
  }
  // Static text as nginx's `$uri` holds it: a segment with an escaped "/" cannot be told from two there (refused).
  const texts: string[] = []
  for (const s of branch.segments) {
    const t = s.kind === 'static' ? s.text : s.kind === 'suffix' ? s.suffix : undefined
    if (t === undefined) continue
    const uri = ngx.uriOf([t])
    if ('refused' in uri) return uri
    texts.push(t)
  }
  const text = (s: string) => (branch.caseSensitive ? ngx.regexLiteral(s) : `(?i:${ngx.regexLiteral(s)})`)
  let inner = ''
  for (const s of branch.segments) {
    if (s.kind === 'static') inner += `/${text(s.text)}`
    else if (s.kind === 'param') inner += `/${capture(s.name, '[^/]+')}`
    else if (s.kind === 'suffix') inner += `/${capture(s.name, s.optional ? '[^/]*' : '[^/]+')}${text(s.suffix)}`
    else inner += `(?:/${capture('*', '.*')})?`
  }
  const i18n = plan.config.i18n
  const prefixes = localePrefixes(i18n).map(ngx.regexLiteral).join('|')
  const locale =
    prefixes === ''
      ? ''
      : i18n?.prefix === 'always'
        ? `/(?:${prefixes})`
        : `(?:/(?:${prefixes})|(?!/(?:${prefixes})(?:/|$)))`
  return { text: `${ngx.utf8Mode(...texts)}^${locale}${inner}/?$`, captures }
}

/**
 * A param rule as PCRE that matches what the JavaScript one matches, or null
 * when it holds more than nginx is trusted with here: plain characters,
 * escapes of punctuation and `\d \w \s` (and their capitals), classes,
 * groups (`( )`, `(?: )`, lookaheads), alternatives, quantifiers and anchors.
 * JavaScript's `$` is the end of the value; PCRE's would also match before a
 * final newline, so it is written `\z`.
 */
function _pcreRule(source: string): string | null {
  let out = ''
  let inClass = false
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!
    if (ch === '\\') {
      const next = source[i + 1]
      if (next === undefined || !/[dDwWsSbB.\\/^$()[\]{}*+?|-]/.test(next)) return null
      out += ch + next
      i++
    } else if (inClass) {
      if (ch === ']') inClass = false
      out += ch
    } else if (ch === '[') {
      inClass = true
      out += ch
    } else if (ch === '(' && source[i + 1] === '?') {
      const kind = source.slice(i, i + 3)
      if (kind !== '(?:' && kind !== '(?=' && kind !== '(?!') return null
      out += kind
      i += 2
    } else out += ch === '$' ? '\\z' : ch
  }
  return `${ngx.utf8Mode(out)}${out}`
}
