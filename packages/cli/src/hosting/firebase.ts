import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { MAINTENANCE_FILE, isExternalTarget } from '@routekit/router-core'
import { CliError } from '../_errors.js'
import { ASSET_CACHE, HSTS, PAGE_CACHE, type HostingPlan } from './_rules.js'

type Header = { key: string; value: string }

/** Firebase Hosting's redirect types: 301 and 302 only. */
const FIREBASE_TYPES: Record<number, 301 | 302> = { 301: 301, 302: 302, 307: 302, 308: 301 }

/** A path whose last segment has no extension. RE2 has no lookahead: "the last segment has no dot" is spelled out. */
const APP_PATH = '^(?:/[^/]*)*/[^/.]*$'

/**
 * The `hosting` section of firebase.json, with `public` relative to the file:
 * cleanUrls, routes.yaml's redirects (a `/*` prefix as Firebase's `:splat*`
 * glob), a rewrite to the shell for a path whose last segment has no
 * extension and for a missing maintenance.json (Firebase serves a file
 * first), headers in Firebase's order (a later entry wins for the same key:
 * `**` with the base CSP, the shell's CSP on every path without an extension,
 * `/assets/**`, then each page's CSP), and `ignore` for what must never be
 * uploaded (dot folders such as `.routekit/` included).
 */
export function firebaseHosting(plan: HostingPlan, file: string): Record<string, unknown> {
  const shell = plan.pages.find((p) => p.file === plan.site.shell)!
  const pub = path.relative(path.dirname(path.resolve(file)), plan.site.dir) || '.'
  const headers: Header[] = [
    { key: 'Content-Security-Policy', value: plan.baseCsp },
    ...plan.otherHeaders.map(([key, value]) => ({ key, value })),
    ...(plan.hsts ? [{ key: 'Strict-Transport-Security', value: HSTS }] : []),
    { key: 'Cache-Control', value: PAGE_CACHE },
  ]
  const pages = plan.pages.filter((p) => p.path !== undefined && p.file !== plan.site.shell && p.csp !== shell.csp)
  return {
    public: pub.split(path.sep).join('/'),
    ignore: ['firebase.json', '**/.*', '**/.*/**', '**/node_modules/**', 'maintenance.log', '**/*.br', '**/*.gz'],
    cleanUrls: true,
    trailingSlash: false,
    redirects: plan.redirects.map(firebaseRedirect),
    rewrites: [
      // A missing flag gets the shell (200, text/html), which the app reads as "no flag": a 404 would be a failed
      // request in every tab's console at each poll, and Firebase has no empty answer (routekit preview's 204).
      { source: `/${MAINTENANCE_FILE}`, destination: `/${plan.site.shell}` },
      { regex: APP_PATH, destination: `/${plan.site.shell}` },
    ],
    headers: [
      { source: '**', headers },
      // What the shell may answer (any path without an extension) gets its CSP; files, errors and assets keep the base one.
      ...(shell.csp === plan.baseCsp
        ? []
        : [{ regex: APP_PATH, headers: [{ key: 'Content-Security-Policy', value: shell.csp }] }]),
      { source: '/assets/**', headers: [{ key: 'Cache-Control', value: ASSET_CACHE }] },
      ...pages.map((p) => ({ source: p.path, headers: [{ key: 'Content-Security-Policy', value: p.csp }] })),
    ],
  }
}

/**
 * One routes.yaml redirect as Firebase matches it (checked on the Hosting
 * emulator, superstatic): a `/old/*` prefix whose target keeps nothing is the
 * glob `/old/**` (a `:splat*` capture the destination does not use is a
 * literal there, and never matches); one whose target keeps the rest is an
 * RE2 named capture (`:splat` of a glob capture takes one segment only, so
 * `/old/a/b` would not redirect). Neither matches the prefix itself, as in
 * routes.yaml.
 */
function firebaseRedirect(encoded: HostingPlan['redirects'][number]): Record<string, unknown> {
  // Firebase matches a redirect's source against the decoded URL and encodes the destination itself (superstatic's
  // decodeURI/encodeURI): both are written decoded (`/café`), where its headers match the encoded path.
  const r = {
    ...encoded,
    from: _decoded(encoded.from),
    to: isExternalTarget(encoded.to) ? encoded.to : _decoded(encoded.to),
  }
  const type = FIREBASE_TYPES[r.status]
  if (!r.from.endsWith('/*')) return { source: r.from, destination: r.to, type }
  const prefix = r.from.slice(0, -1)
  if (!r.to.endsWith('/*')) return { source: `${prefix}**`, destination: r.to, type }
  return { regex: `^${escapeRe2(prefix)}(?P<splat>.+)$`, destination: `${r.to.slice(0, -1)}:splat`, type }
}

/** A path with each %XX decoded as decodeURI() does (an undecodable one left as written). */
function _decoded(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

const escapeRe2 = (text: string) => text.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&')

/** Redirect statuses Firebase cannot send, as the output says them. */
export function firebaseStatusChanges(plan: HostingPlan): string[] {
  return plan.redirects
    .filter((r) => FIREBASE_TYPES[r.status] !== r.status)
    .map(
      (r) =>
        `${r.from} -> ${r.to} is a ${FIREBASE_TYPES[r.status]}, not a ${r.status}: Firebase Hosting redirects are 301 or 302 only.`,
    )
}

/** firebase.json's text with `hosting` replaced and every other key kept; an existing file that is not a JSON object exits 1. */
export function mergeFirebaseJson(file: string, hosting: Record<string, unknown>): string {
  let existing: Record<string, unknown> = {}
  if (existsSync(file)) {
    const text = readFileSync(file, 'utf8')
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch (error) {
      throw new CliError(
        `${file} is not valid JSON (${(error as Error).message}); nothing was written. Fix it, or move it away to write a new one.`,
      )
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new CliError(`${file} is not a JSON object; nothing was written.`)
    existing = parsed as Record<string, unknown>
  }
  return `${JSON.stringify({ ...existing, hosting }, null, 2)}\n`
}
