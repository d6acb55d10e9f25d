/**
 * The catalogue of diagnostic codes: code -> short title. The CLI, the docs
 * (docs/errors.md) and the tests read this one table, so they agree.
 * A code is never reused for another meaning; retire it instead.
 *
 * RK0xx  unreadable input (reading the file; CLI exit code 2)
 * RK1xx  the YAML itself
 * RK2xx  the shape: types, keys, required fields
 * RK3xx  path syntax
 * RK4xx  routes: duplicates, layouts, guards, param rules
 * RK5xx  redirects
 * RK6xx  maintenance
 * RK8xx  the app's files (the Vite plugin checks them; `routekit validate` sees only routes.yaml)
 * RK9xx  languages (i18n): locales, localized titles, locale prefixes; and the site: site.url, csp (RK91x), what a
 *        host's config cannot express (RK92x: `routekit hosting` reports them; `validate` cannot know the host)
 */
import type { Diagnostic, Position } from './diagnostics.js'
import { chainText, listText } from './_words.js'
import { normalizePathname } from './match/paths.js'

export const DIAGNOSTIC_CODES = {
  RK001: 'File not found',
  RK002: 'Path is a directory',
  RK003: 'File not readable (permission denied)',
  RK004: 'File too large',
  RK005: 'Binary file',
  RK006: 'File could not be read',
  RK007: 'File is not valid UTF-8',

  RK100: 'YAML syntax error',
  RK101: 'Tab used for indentation',
  RK102: 'Duplicate YAML key',
  RK103: 'Too many YAML aliases',
  RK104: 'Nesting too deep',
  RK105: 'routes.yaml is empty',
  RK106: 'Top level is not a mapping',
  RK107: 'Unsupported routes.yaml version',
  RK108: 'Too many values',
  RK199: 'Internal parser error',

  RK200: 'Wrong type',
  RK201: 'Unknown key',
  RK202: 'Missing required field',
  RK203: 'Invalid value',
  RK204: 'Route without page',

  RK300: 'Path does not start with "/"',
  RK301: 'Empty path segment',
  RK302: 'Invalid param name',
  RK303: 'Trailing slash',
  RK304: 'Character with no UTF-8 form in path',
  RK305: 'Invalid character in path',
  RK306: 'Wildcard not allowed here',
  RK307: 'Param repeated in one path',
  RK308: 'Param in a redirect or maintenance path',
  RK309: 'Dot segment in path',
  RK310: 'Percent-escape is not UTF-8',
  RK311: 'Splat not at the end',
  RK312: 'Too many optional segments',
  RK313: 'Control character in path',
  RK314: 'Path too long for a file name',
  RK315: 'Whitespace or control character in a redirect target',
  RK316: 'Path React Router cannot match',

  RK400: 'Duplicate path',
  RK401: 'Duplicate name',
  RK402: 'Unknown layout',
  RK403: 'Unknown guard',
  RK404: 'Param rule for a param not in the path',
  RK405: 'Invalid regular expression in a param rule',
  RK406: 'Unknown parent layout',
  RK407: 'Layout cycle',
  RK408: 'Layouts nested too deep',
  RK409: 'Layout "none" as a parent',
  RK410: 'Route can never be reached',
  RK411: 'Optional segment duplicates another route',
  RK412: 'Param rule on a splat',
  RK413: 'Guarded route without scripts',
  RK414: 'Reserved route name',

  RK500: 'Redirect target matches no route',
  RK501: 'Redirect cycle',
  RK502: 'External redirect is not http(s)',
  RK503: 'Long redirect chain',
  RK504: 'Redirect shadows a route',
  RK505: 'Duplicate redirect',
  RK506: 'Splat target without a prefix source',
  RK507: 'Redirect can never apply',

  RK600: 'Maintenance route is not a route',
  RK601: 'Maintenance route is guarded',
  RK602: 'Maintenance route is redirected',
  RK603: 'Maintenance route without scripts',

  RK800: 'Page module not found',
  RK801: 'Page without scripts needs the browser',
  RK802: 'Layout module not found',
  RK803: 'Guard module not found',

  RK900: 'Invalid locale',
  RK901: 'Duplicate locale',
  RK902: 'Default locale is not a locale',
  RK903: 'Unknown locale in a localized text',
  RK904: 'Missing translation',
  RK905: 'Path starts with a locale prefix',
  RK906: 'Invalid site URL',
  RK910: 'Unsafe CSP source',
  RK911: 'Invalid CSP source',
  RK920: 'Value a host cannot express',
  RK921: 'Built file a host cannot name',
} as const

export type DiagnosticCode = keyof typeof DIAGNOSTIC_CODES

/** Codes that are warnings: the file is valid, but probably not what was meant. */
const WARNINGS: ReadonlySet<DiagnosticCode> = new Set<DiagnosticCode>(['RK303', 'RK503', 'RK504', 'RK507', 'RK904'])

/**
 * Builds a diagnostic; the severity follows from the code. A message whose
 * words cost work that grows with the file (a did-you-mean among every
 * declared name) may be given as a function: it runs when the message is
 * first read, and its text is kept. A report that prints 100 of 200,000
 * diagnostics builds 100 messages (docs/reliability.md).
 */
export function diagnostic(
  code: DiagnosticCode,
  message: string | (() => string),
  pos: Position,
  path: string,
): Diagnostic {
  const d: Diagnostic = { code, severity: WARNINGS.has(code) ? 'warning' : 'error', message: '', ...pos, path }
  if (typeof message === 'string') d.message = message
  else {
    Object.defineProperty(d, 'message', {
      enumerable: true,
      configurable: true,
      get: () => {
        const text = message()
        Object.defineProperty(d, 'message', { value: text, enumerable: true, writable: true, configurable: true })
        return text
      },
      set: (text: string) => {
        Object.defineProperty(d, 'message', { value: text, enumerable: true, writable: true, configurable: true })
      },
    })
  }
  return d
}

// Message builders. Each says what is wrong, where (in words; the position
// gives line and column) and how to fix it. The tests snapshot them inline.

function _didYouMean(candidate: string | undefined): string {
  return candidate === undefined ? '' : ` Did you mean "${candidate}"?`
}

export const messages = {
  unknownLayout(layout: string, route: string, declared: readonly string[], close: string | undefined): string {
    const head = `Unknown layout "${layout}" on route ${route}. Declared layouts: ${listText(declared)}.`
    if (close !== undefined) return head + _didYouMean(close)
    const omitted = layout === 'default' ? ' ("default" is the layout of a route that sets no layout.)' : ''
    return `${head}${omitted} Add "${layout}" to layouts, set another layout, or use "none" for a page without a layout.`
  },
  unknownGuard(guard: string, route: string, declared: readonly string[], close: string | undefined): string {
    const head = `Unknown guard "${guard}" on route ${route}. Declared guards: ${listText(declared)}.`
    return close !== undefined
      ? head + _didYouMean(close)
      : `${head} Add "${guard}" to guards, or remove it from the route.`
  },
  badPath(path: string, where: string, detail: string): string {
    return `Invalid path "${path}" ${where}. ${detail}`
  },
  badTarget(from: string, to: string, detail: string): string {
    return `Invalid redirect target "${to}" in redirect ${from}. ${detail}`
  },
  noReactRouterForm(path: string, name: string, problem: string): string {
    return `Path "${path}" of route "${name}" has no form React Router can match: ${problem}. Rename the segment, or match it with a param (":name") and check the value with a param rule.`
  },
  reservedRouteName(name: string, path: string): string {
    return `Route name "${name}" on route ${path} is reserved: routekit's own React Router routes use "routekit", "routekit:…" and "layout:…" as ids. Choose another name.`
  },
  duplicatePath(path: string, name: string, first: { path: string; name: string; where: string }): string {
    const same =
      first.path === path
        ? 'it'
        : normalizePathname(first.path) === normalizePathname(path)
          ? `${first.path}, the same page once the trailing slash is dropped`
          : first.path.includes('/:')
            ? `${first.path}, which matches the same paths: a param matches any segment, whatever its name`
            : `${first.path}, the same page once percent-escapes are decoded`
    return `Duplicate path ${path} on route "${name}": route "${first.name}" (${first.where}) already declares ${same}. Give each route its own path, or remove one of them.`
  },
  optionalDuplicate(
    route: { path: string; name: string },
    branch: string,
    other: { path: string; name: string; where: string },
    winner: string,
  ): string {
    return (
      `Route "${route.name}" (${route.path}) also stands for ${branch}, without its optional segments, and route "${other.name}" (${other.where}) already declares ${other.path}, ` +
      `which matches the same paths. Only route "${winner}" answers them. Remove the optional mark, or remove one of the routes.`
    )
  },
  unreachable(
    route: { path: string; name: string },
    by: { path: string; name: string; where: string },
    alike: boolean,
  ): string {
    const why = alike
      ? `They rank alike, and "${by.name}" comes first in the file. Move route "${route.name}" above it, or make one of the paths more specific.`
      : `It ranks higher (static segments before params, params before a splat). Make its path more specific, or remove route "${route.name}".`
    return `Route "${route.name}" (${route.path}) can never be reached: every path it matches is matched first by route "${by.name}" (${by.path}, ${by.where}). ${why}`
  },
  splatRule(route: string): string {
    return `Param rule for "*" on route ${route}: the splat is the rest of the path, "/" included, and takes no rule. Declare the routes below it, or use a param (":name") for one segment and give that a rule.`
  },
  duplicateName(name: string, path: string, first: { path: string; where: string }): string {
    return `Duplicate route name "${name}" on route ${path}: route ${first.path} (${first.where}) already uses it. Route names must be unique; rename one of them.`
  },
  paramNotInPath(param: string, route: string, inPath: readonly string[], close: string | undefined): string {
    const head = `Param rule "${param}" on route ${route} names a param that is not in the path.`
    const have = inPath.length === 0 ? ' The path has no params.' : ` Params in the path: ${listText(inPath)}.`
    return (
      head + have + (close !== undefined ? _didYouMean(close) : ` Remove the rule, or add ":${param}" to the path.`)
    )
  },
  badRegex(param: string, route: string, reason: string): string {
    return `Invalid regular expression for param "${param}" on route ${route}: ${reason}. Param rules are JavaScript regular expressions (with the "u" flag), such as "^[a-z0-9-]+$".`
  },
  slowRegex(param: string, route: string, nested: string): string {
    return `Unsafe regular expression for param "${param}" on route ${route}: "${nested}" repeats a group that itself repeats, which can take exponential time on some paths (a "regex bomb"). Repeat once, such as "^a+$" instead of "^(a+)+$".`
  },
  redirectNowhere(from: string, to: string, why: string, close: string | undefined, paramRule = false): string {
    const other = paramRule
      ? ' Point it at a value the param rule accepts, or change the rule.'
      : ' Point it at a declared route, or add the route.'
    const fix = close !== undefined ? ` Did you mean "${close}"?` : other
    return `Redirect ${from} -> ${to} leads nowhere: ${why}.${fix}`
  },
  redirectCycle(cycle: readonly string[]): string {
    return `Redirect cycle: ${chainText([...cycle, cycle[0]!])}. Visitors would bounce between these paths forever; point one of these redirects at a route.`
  },
  redirectGrows(from: string, chain: readonly string[]): string {
    return `Redirect loop: ${from} sends visitors to a longer path it matches again (${chainText(chain)} -> …), so they would be redirected without end. Point "to" outside ${from}, or at a route.`
  },
  externalNotHttp(from: string, to: string): string {
    if (to.startsWith('//') || to.startsWith('\\\\')) {
      return `Redirect ${from} -> ${to} is protocol-relative, so it leaves for another site with whatever scheme the page has. Write the full URL with https://, or a path that starts with a single "/".`
    }
    const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(to)?.[1]?.toLowerCase()
    if (scheme === 'http' || scheme === 'https') {
      return `Redirect ${from} -> ${to} is not a valid URL. Write a full URL such as https://example.org/docs.`
    }
    return `Redirect ${from} -> ${to} uses the "${scheme ?? '?'}:" scheme. External redirects must be http:// or https:// URLs; other schemes can run code or show content that is not a page.`
  },
  /** `start`: the chain's first paths, all of them when it has at most 5; `last`: where it ends; `length`: its paths. */
  longChain(hops: string, start: readonly string[], last: string, length: number): string {
    const shown = length > 5 ? [...start.slice(0, 3), '…', last] : start
    return `Redirect chain of ${hops} hops: ${shown.join(' -> ')}. Each hop costs the visitor a round trip; point ${start[0]} straight at ${last}.`
  },
  shadowsRoute(from: string, route: { name: string; path: string }): string {
    return `Redirect from ${from} shadows route "${route.name}" (${route.path}): redirects apply before routes, so the route is never shown. Remove the redirect or the route.`
  },
  duplicateRedirect(from: string, first: string): string {
    return `Duplicate redirect from ${from}: the redirect at ${first} already matches it, and the first match wins, so this one never applies. Remove one of them.`
  },
  unreachableRedirect(from: string, by: { from: string; where: string }): string {
    return `Redirect from ${from} can never apply: the redirect from ${by.from} (${by.where}) comes first and matches every path it matches, and the first match wins. Move it above that redirect, or remove it.`
  },
  splatWithoutPrefix(from: string, to: string): string {
    return `Redirect ${from} -> ${to}: "to" ends in "/*" to carry the rest of the path over, but "from" is an exact path, so there is no rest. Write "from" as a prefix ("${from === '/' ? '' : from}/*"), or drop the "/*" from "to".`
  },
  maintenanceMissing(route: string, close: string | undefined): string {
    const fix =
      close !== undefined
        ? ` Did you mean "${close}"?`
        : ` Add a route with path: ${route} (it renders without a layout), or set maintenance.route to a declared path.`
    const fallback =
      route === '/construction' ? ' (/construction is the default when maintenance.route is not set.)' : ''
    return `The maintenance route ${route} is not a route: no route declares it.${fallback}${fix}`
  },
  maintenanceGuarded(route: string, guards: readonly string[]): string {
    return `The maintenance route ${route} has guards (${listText(guards)}). During maintenance every visitor is sent there, so it must stay open; remove its guards.`
  },
  invalidLocale(locale: string, detail: string): string {
    return `Invalid locale "${locale}" in i18n.locales: ${detail} A locale is a BCP 47 language tag: a 2- or 3-letter language code, then an optional script and region, such as "en", "es" or "pt-BR".`
  },
  duplicateLocale(locale: string, first: { locale: string; where: string }): string {
    const same =
      first.locale === locale
        ? `it is already declared at ${first.where}`
        : `"${first.locale}" (${first.where}) is the same language tag, whatever the case`
    return `Duplicate locale "${locale}" in i18n.locales: ${same}. List each locale once.`
  },
  defaultNotALocale(locale: string, locales: readonly string[], close: string | undefined): string {
    const head = `The default locale "${locale}" is not one of i18n.locales (${listText(locales)}).`
    return close !== undefined
      ? head + _didYouMean(close)
      : `${head} Add "${locale}" to locales, or set default to one of them.`
  },
  unknownLocale(
    locale: string,
    field: string,
    route: string,
    locales: readonly string[],
    close: string | undefined,
  ): string {
    const head = `Unknown locale "${locale}" in the ${field} of route ${route}. Declared locales: ${listText(locales)}.`
    return close !== undefined
      ? head + _didYouMean(close)
      : `${head} Add "${locale}" to i18n.locales, or remove it from the ${field}.`
  },
  mapWithoutLocales(field: string, route: string, keys: readonly string[]): string {
    return `The ${field} of route ${route} is a map by locale (${listText(keys)}), but routes.yaml declares no locales. Add "i18n:" with locales and default, or write the ${field} as plain text.`
  },
  missingTranslation(
    field: string,
    route: string,
    missing: readonly string[],
    fallback: string,
    hasFallback: boolean,
  ): string {
    const which = listText(missing.map((l) => `"${l}"`))
    const seen = hasFallback ? `the ${field} of the default locale "${fallback}"` : `index.html's own ${field}`
    return `The ${field} of route ${route} has no text for ${missing.length === 1 ? 'locale' : 'locales'} ${which}, so ${missing.length === 1 ? 'its visitors see' : 'their visitors see'} ${seen}. Add ${listText(missing.map((l) => `${l}:`))} to the map, or write one plain text for every locale.`
  },
  localePrefixInPath(path: string, where: string, locale: string, inner: string): string {
    return `Path ${path} ${where} starts with /${locale}, the prefix of locale "${locale}": resolve() reads a visited ${path} as ${inner} in "${locale}", never as this path. Paths in routes.yaml are written without the locale prefix and apply in every locale; write ${inner}, or rename the segment.`
  },
  invalidSiteUrl(url: string, problem: string): string {
    return `Invalid site.url "${url}": ${problem} Write the absolute http(s) URL the site is published at, such as https://routekit.dev or https://example.com/docs, without query or hash.`
  },
  cspSource(code: 'RK910' | 'RK911', source: string, directive: string, detail: string): string {
    return `${code === 'RK910' ? 'Unsafe' : 'Invalid'} source "${source}" in csp.${directive}: ${detail}`
  },
  scriptsWithGuards(route: string, guards: readonly string[], inherited: boolean): string {
    const from = inherited ? ' (from the top-level scripts: none)' : ''
    const fix = inherited ? 'Add scripts: app to the route' : 'Set scripts: app on the route'
    return `Route ${route} has scripts: none${from} and guards (${listText(guards)}). Guards run in the browser before the page shows, and a page with scripts: none ships no app to run them. ${fix}, or remove its guards.`
  },
  maintenanceWithoutScripts(route: string, inherited: boolean): string {
    const from = inherited ? ' (from the top-level scripts: none)' : ''
    return `The maintenance route ${route} has scripts: none${from}. It needs the app: it shows the message and the back-by time of maintenance.json, and sends visitors back when maintenance ends. ${inherited ? 'Add scripts: app to it' : 'Set scripts: app on it, or remove the key'}.`
  },
  maintenanceRedirected(route: string, from: string, to: string): string {
    return `The maintenance route ${route} is itself redirected (${from} -> ${to}). During maintenance visitors would never reach it; remove that redirect, or choose another maintenance route.`
  },
}
