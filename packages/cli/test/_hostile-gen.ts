// Generated routes.yaml files whose every field that reaches a host config holds hostile characters: what
// hosting-injection.property.test.ts hands each host's writer and reads back with the host's own reader. Each field's
// path starts with its own letter, so a probe under /q can only be answered by a rule no field declared.
import fc from 'fast-check'
import { decodedSegments, parseRoutes, type RoutesConfig } from '@routekit/router-core'
import { writeHosting, HostingRefused, type Target } from '../src/hosting/write.js'
import type { Refusal } from '../src/hosting/_rules.js'
import { makeHostileSite, type HostileSite } from './_hostile-site.js'

/** Characters some host grammar reads as syntax, and Unicode text and spaces. */
const HOSTILE = [...' ;{}$"\'\\#*:?%/()+[]!@&=,<>|^`~-._', 'é', '\u00a0', '\u2028']
/** Controls, which validate refuses (RK313, RK315): rarer, so most cases reach the hosts. */
const CONTROLS = ['\n', '\t', '\u0000', '\u0085', '\u007f']
const hostileChar = fc.oneof(
  { weight: 24, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 8, arbitrary: fc.constantFrom('a', 'z', '0') },
  { weight: 1, arbitrary: fc.constantFrom(...CONTROLS) },
)

/** Characters a routes.yaml path may hold as written (RFC 3986 sub-delims and "@"): written so half the time. */
const WRITABLE = new Set([...";$&'()+,=@!~-._"])

/** One decoded segment of hostile text. */
export const hostileSegment = fc.array(hostileChar, { minLength: 1, maxLength: 6 }).map((cs) => cs.join(''))

/** `text` as a routes.yaml path segment: each character percent-encoded, or written as such where a path may hold it. */
export function encodeSegment(text: string, written: boolean): string {
  let out = ''
  for (const ch of text)
    out +=
      /[A-Za-z0-9]/.test(ch) || (written && WRITABLE.has(ch))
        ? ch
        : encodeURIComponent(ch).replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return out
}

/** `text` with every character but letters and digits percent-encoded: one spelling of the path every reader decodes alike. */
export function encodeAll(text: string): string {
  return encodeSegment(text, false)
}

export interface HostileCase {
  /** The decoded text of each field. */
  page: string
  from: string
  prefix: string
  maintenance: string
  external: string
  status: 301 | 302 | 307 | 308
  /** Written (not encoded) where a path may hold the character. */
  written: boolean
  /** The external target's text written raw (validate decides: RK315, RK502), else encoded as a path. */
  externalRaw: boolean
  /** A path under /q that no field declares, decoded. */
  probe: string
}

export const hostileCase: fc.Arbitrary<HostileCase> = fc.record({
  page: hostileSegment,
  from: hostileSegment,
  prefix: hostileSegment,
  maintenance: hostileSegment,
  external: hostileSegment,
  status: fc.constantFrom(301 as const, 302 as const, 307 as const, 308 as const),
  written: fc.boolean(),
  externalRaw: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
  probe: hostileSegment,
})

/** The routes.yaml fields of a case, as written in the file. */
export function fieldsOf(c: HostileCase) {
  const seg = (letter: string, text: string) => `/${letter}${encodeSegment(text, c.written)}`
  return {
    page: seg('p', c.page),
    from: seg('r', c.from),
    prefix: `${seg('s', c.prefix)}/*`,
    maintenance: seg('m', c.maintenance),
    externalFrom: '/x',
    // The external target's path raw, whatever it holds (validate decides: RK315, RK502), or encoded as a path.
    external: `https://other.example/${c.externalRaw ? c.external : encodeSegment(c.external, c.written)}`,
  }
}

/** routes.yaml for a case: a page, a redirect to it, a prefix redirect to it, an external redirect, the maintenance route. */
export function routesOf(c: HostileCase): string {
  const f = fieldsOf(c)
  return `version: 1
maintenance: { route: ${JSON.stringify(f.maintenance)} }
routes:
  - { path: /, name: home, page: home }
  - { path: ${JSON.stringify(f.maintenance)}, name: construction, page: construction, layout: none }
  - { path: ${JSON.stringify(f.page)}, name: page, page: page }
redirects:
  - { from: ${JSON.stringify(f.from)}, to: ${JSON.stringify(f.page)}, status: ${c.status} }
  - { from: ${JSON.stringify(f.prefix)}, to: ${JSON.stringify(f.page)}, status: ${c.status} }
  - { from: ${JSON.stringify(f.externalFrom)}, to: ${JSON.stringify(f.external)}, status: ${c.status} }
`
}

export type Written =
  | { kind: 'invalid'; codes: string[] }
  | { kind: 'refused'; refusals: Refusal[] }
  | { kind: 'written'; site: HostileSite; config: RoutesConfig; files: string[] }

/**
 * What `routekit hosting <target>` does with a case, in this process: validate refuses it, the host's grammar refuses
 * it, or the config is written into a built site (which the caller cleans up).
 */
export function writeCase(
  c: HostileCase,
  target: Target,
  extra: { connectSrc?: string[]; out?: string } = {},
): Written {
  const text = routesOf(c)
  const parsed = parseRoutes(text)
  if (!parsed.ok)
    return { kind: 'invalid', codes: parsed.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code) }
  const f = fieldsOf(c)
  const site = makeHostileSite(text, ['/', f.maintenance, f.page])
  try {
    const result = writeHosting({
      target,
      dir: site.dir,
      dirLabel: 'dist',
      config: parsed.config,
      csp: { connectSrc: extra.connectSrc ?? [] },
      hsts: false,
      out:
        target === 'nginx'
          ? `${site.root}/routekit.conf`
          : target === 'firebase'
            ? `${site.root}/firebase.json`
            : undefined,
      nginx: { listen: '80', serverName: '_', brotli: false },
    })
    return { kind: 'written', site, config: parsed.config, files: result.written }
  } catch (error) {
    site.cleanup()
    if (error instanceof HostingRefused) return { kind: 'refused', refusals: error.refusals }
    throw error
  }
}

/** The decoded segments of a path, joined: how routekit compares two spellings (each segment decoded once). */
export function meaning(path: string): string | null {
  const segments = decodedSegments(path.split('?')[0]!.replace(/\/+$/, '') || '/')
  return segments === null ? null : `/${segments.map((s) => s.replace(/%/g, '%25').replace(/\//g, '%2F')).join('/')}`
}

/** What a field means once decoded (as `meaning()`), from its decoded text and letter. */
export function decodedPath(letter: string, text: string): string {
  return `/${letter}${text.replace(/%/g, '%25').replace(/\//g, '%2F')}`
}
