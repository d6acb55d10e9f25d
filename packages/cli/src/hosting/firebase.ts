import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { CliError } from '../_errors.js'
import { ASSET_CACHE, HSTS, PAGE_CACHE, type HostingPlan } from './_rules.js'

type Header = { key: string; value: string }

/** Firebase Hosting's redirect types: 301 and 302 only. */
const FIREBASE_TYPES: Record<number, 301 | 302> = { 301: 301, 302: 302, 307: 302, 308: 301 }

/**
 * The `hosting` section of firebase.json, with `public` relative to the file:
 * cleanUrls, routes.yaml's redirects (a `/*` prefix as Firebase's `:splat*`
 * glob), a rewrite to the shell for a path whose last segment has no
 * extension (Firebase serves a file first), headers in Firebase's order (a
 * later entry wins for the same key: `**`, then `/assets/**`, then each page's
 * CSP), and `ignore` for what must never be uploaded.
 */
export function firebaseHosting(plan: HostingPlan, file: string): Record<string, unknown> {
  const shell = plan.pages.find((p) => p.file === plan.site.shell)!
  const pub = path.relative(path.dirname(path.resolve(file)), plan.site.dir) || '.'
  const headers: Header[] = [
    { key: 'Content-Security-Policy', value: shell.csp },
    ...plan.otherHeaders.map(([key, value]) => ({ key, value })),
    ...(plan.hsts ? [{ key: 'Strict-Transport-Security', value: HSTS }] : []),
    { key: 'Cache-Control', value: PAGE_CACHE },
  ]
  const pages = plan.pages.filter((p) => p.path !== undefined && p.file !== plan.site.shell && p.csp !== shell.csp)
  return {
    public: pub.split(path.sep).join('/'),
    ignore: ['firebase.json', '**/.*', '**/node_modules/**', 'maintenance.log', '**/*.br', '**/*.gz'],
    cleanUrls: true,
    trailingSlash: false,
    redirects: plan.redirects.map((r) => ({
      source: r.from.endsWith('/*') ? `${r.from.slice(0, -1)}:splat*` : r.from,
      destination: r.to.endsWith('/*') ? `${r.to.slice(0, -1)}:splat` : r.to,
      type: FIREBASE_TYPES[r.status],
    })),
    // RE2 has no lookahead: "the last segment has no dot" is spelled out.
    rewrites: [{ regex: '^(?:/[^/]*)*/[^/.]*$', destination: `/${plan.site.shell}` }],
    headers: [
      { source: '**', headers },
      { source: '/assets/**', headers: [{ key: 'Cache-Control', value: ASSET_CACHE }] },
      ...pages.map((p) => ({ source: p.path, headers: [{ key: 'Content-Security-Policy', value: p.csp }] })),
    ],
  }
}

/** Redirect statuses Firebase cannot send, as the output says them. */
export function firebaseStatusChanges(plan: HostingPlan): string[] {
  return plan.redirects
    .filter((r) => FIREBASE_TYPES[r.status] !== r.status)
    .map((r) => `${r.from} -> ${r.to} is a ${FIREBASE_TYPES[r.status]}, not a ${r.status}: Firebase Hosting redirects are 301 or 302 only.`)
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
      throw new CliError(`${file} is not valid JSON (${(error as Error).message}); nothing was written. Fix it, or move it away to write a new one.`)
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new CliError(`${file} is not a JSON object; nothing was written.`)
    existing = parsed as Record<string, unknown>
  }
  return `${JSON.stringify({ ...existing, hosting }, null, 2)}\n`
}
