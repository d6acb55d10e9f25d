/**
 * What a site may add to its Content-Security-Policy (routes.yaml's `csp`):
 * which directives, and which sources each takes. routekit's base policy
 * (the CLI's policy/headers.ts) allows the site itself and each page's own
 * inline blocks by hash; a site adds the origins it talks to, and nothing
 * that would switch a protection off. The schema names the directives; this
 * file decides every source, for `routekit validate`, the Vite plugin and the
 * CLI when it reads the build's record back.
 */
import type { DiagnosticCode } from '../codes.js'
import type { CspDef } from '../file/schema.js'

/** A directive routes.yaml's `csp` may extend. */
export type SiteCspDirective = keyof CspDef
/** The sources a site adds, by directive. */
export type SiteCsp = CspDef

interface DirectiveRule {
  /** Scheme sources this directive takes: only those a page cannot turn into code or markup. */
  schemes: readonly string[]
  /** Whether ws:// and wss:// origins count (connect-src only: WebSocket). */
  sockets: boolean
  /** What an injected tag could do with a scheme source this directive refuses, for the message. */
  risk: string
}

/** Every directive of the schema, with its rule: a directive added to the schema without one fails to compile. */
const RULES: Record<SiteCspDirective, DirectiveRule> = {
  'connect-src': { schemes: ['data:', 'blob:'], sockets: true, risk: 'send data' },
  'img-src': { schemes: ['data:', 'blob:'], sockets: false, risk: 'show an image' },
  'font-src': { schemes: ['data:'], sockets: false, risk: 'load a font' },
  'style-src': { schemes: [], sockets: false, risk: 'apply a stylesheet' },
  'script-src': { schemes: [], sockets: false, risk: 'run a script' },
  'media-src': { schemes: ['data:', 'blob:'], sockets: false, risk: 'play media' },
  'frame-src': { schemes: [], sockets: false, risk: 'frame a document' },
}

/** The directives a site may extend, in the schema's order. */
export const SITE_CSP_DIRECTIVES = Object.keys(RULES) as SiteCspDirective[]

/** Whether `name` is a directive routes.yaml's `csp` may extend. */
export function isSiteCspDirective(name: string): name is SiteCspDirective {
  return Object.hasOwn(RULES, name)
}

/** What is wrong with one source: RK910 when it would switch a protection off, RK911 when it is not a source this directive takes. `detail` says why and how to fix it. */
export interface CspSourceProblem {
  code: Extract<DiagnosticCode, 'RK910' | 'RK911'>
  detail: string
}

const ORIGIN_EXAMPLE = 'such as https://api.example.com'
/** Keywords that turn a protection off, with why (quoted or not: unquoted, the browser would read a host name, but the intent is the same). */
const UNSAFE_KEYWORDS: Record<string, string> = {
  'unsafe-inline':
    "it lets any inline script or style run, the hole a CSP exists to close. routekit already allows each page's own inline blocks by their hashes; move other inline code into a file.",
  'unsafe-eval':
    'it lets code built from text run (eval, new Function). Use a build of the library that needs no eval.',
  'wasm-unsafe-eval':
    'it lets WebAssembly be compiled from any bytes the page holds. Leave it out, or serve the module from the site.',
  'unsafe-hashes':
    "it lets inline event handlers and style attributes run by their hash. routekit allows each prerendered page's own style attributes itself (style-src-attr); move the rest into a file.",
  'strict-dynamic':
    'it lets any script a trusted script adds run, from any origin, and makes the browser ignore the origins listed.',
}

/** What csp.<directive> takes, in words. */
function _takes(directive: SiteCspDirective): string {
  const rule = RULES[directive]
  const origins = rule.sockets ? 'http(s) and ws(s) origins' : 'http(s) origins'
  const schemes = rule.schemes.length
    ? `, and ${rule.schemes.map((scheme) => `"${scheme}"`).join(' and ')} (in quotes: YAML reads a bare data: as a key)`
    : ''
  return `csp.${directive} takes ${origins} (scheme, host and an optional port), ${ORIGIN_EXAMPLE}${schemes}.`
}

const unsafe = (detail: string): CspSourceProblem => ({ code: 'RK910', detail })
const invalid = (detail: string): CspSourceProblem => ({ code: 'RK911', detail })

/**
 * The problem with `source` in `csp.<directive>`, or null when the directive
 * takes it as written. Accepted: an origin (`https://api.example.com`,
 * `http://localhost:3000`, `https://*.example.com`; `wss://` in connect-src)
 * in the form the URL parser prints it, and the scheme sources the directive
 * allows (`data:` in img-src). Nothing that could end the directive (`;`, a
 * space) passes, so the value is safe to write into any host's config.
 */
export function cspSourceProblem(directive: SiteCspDirective, source: string): CspSourceProblem | null {
  if (/\s/.test(source)) return invalid('it holds a space. Write each source as its own list item.')
  if (source === '*')
    return unsafe(
      `it allows every origin, so the policy would stop nothing. List the origins the site talks to, ${ORIGIN_EXAMPLE}.`,
    )
  const keyword = /^'?([a-z-]+)'?$/i.exec(source)?.[1]?.toLowerCase()
  if (keyword !== undefined && (UNSAFE_KEYWORDS[keyword] !== undefined || keyword.startsWith('unsafe-'))) {
    return unsafe(UNSAFE_KEYWORDS[keyword] ?? 'it switches off a protection of the CSP. Remove it.')
  }
  if (keyword === 'self')
    return invalid(
      `'self' is already in csp.${directive}: routekit's base policy allows the site itself everywhere. Remove it.`,
    )
  if (keyword === 'none')
    return invalid(
      "'none' cannot be added to a directive that allows the site itself. Remove it; routekit's base policy refuses everything not listed.",
    )
  if (/^'(nonce|sha256|sha384|sha512)-/i.test(source)) {
    return invalid(
      "routekit hashes each page's own inline blocks when it builds; a nonce or hash written here would match nothing of the site's. Remove it, and load other code from a file.",
    )
  }
  const scheme = /^([a-z][a-z0-9+.-]*):$/i.exec(source)?.[1]?.toLowerCase()
  if (scheme !== undefined) return _schemeProblem(directive, `${scheme}:`)
  return _originProblem(directive, source)
}

function _schemeProblem(directive: SiteCspDirective, scheme: string): CspSourceProblem | null {
  const rule = RULES[directive]
  if (rule.schemes.includes(scheme)) return null
  if (['http:', 'https:', 'ws:', 'wss:'].includes(scheme))
    return unsafe(
      `it allows every host over ${scheme.slice(0, -1)}, so the policy would stop nothing there. List the origins, ${ORIGIN_EXAMPLE}.`,
    )
  if (scheme === 'data:' || scheme === 'blob:')
    return unsafe(`it would let an injected tag ${rule.risk} from a URL it writes itself. ${_takes(directive)}`)
  return invalid(`${_takes(directive)}`)
}

function _originProblem(directive: SiteCspDirective, source: string): CspSourceProblem | null {
  const rule = RULES[directive]
  const written = /^([a-z][a-z0-9+.-]*):\/\/(.*)$/i.exec(source)
  if (!written) {
    const looksLikeHost = /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?$/i.test(source)
    return invalid(
      looksLikeHost
        ? `it has no scheme. Write https://${source.toLowerCase()}.`
        : `it is not a source. ${_takes(directive)}`,
    )
  }
  const scheme = written[1]!.toLowerCase()
  const schemes = rule.sockets ? ['http', 'https', 'ws', 'wss'] : ['http', 'https']
  if (!schemes.includes(scheme))
    return invalid(`${scheme}:// is not a scheme csp.${directive} takes. ${_takes(directive)}`)
  let url: URL
  try {
    url = new URL(source)
  } catch {
    return invalid(`it is not a URL the browser can read. ${_takes(directive)}`)
  }
  const host = url.host
  if (host === '*' || host.startsWith('*:'))
    return unsafe(
      `it allows every host, so the policy would stop nothing. List the origins the site talks to, ${ORIGIN_EXAMPLE}.`,
    )
  // A host of letters, digits, dots and hyphens (or an IPv6 literal), with an optional leading "*." and port: nothing else reaches a policy.
  if (!/^((\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/.test(host))
    return invalid(`its host "${url.hostname}" is not a host name. ${_takes(directive)}`)
  if (/^\*\.[a-z0-9-]+(:\d+)?$/.test(host)) {
    return unsafe(
      `a wildcard over a top-level domain allows every site under it. Name the origins, or a wildcard under the site's own domain, such as https://*.example.com.`,
    )
  }
  const canonical = `${url.protocol}//${host}`
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash || source !== canonical) {
    return invalid(
      `it is not an origin as a CSP compares it (scheme, host and an optional port, nothing after, in lower case). Write ${canonical}.`,
    )
  }
  return null
}
