import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { MAINTENANCE_FILE } from '@routekit/router-core'
import { CliError } from '../_errors.js'
import { routePatternsInEveryLocale } from './_locale-redirects.js'
import { ASSET_CACHE, HSTS, PAGE_CACHE, expressIn, redirectOrigin, urlPath, type HostingPlan } from './_rules.js'
import * as firebase from './grammar/firebase.js'

type Header = { key: string; value: string }

/** Firebase Hosting's redirect types: 301 and 302 only. */
const FIREBASE_TYPES: Record<number, 301 | 302> = { 301: 301, 302: 302, 307: 302, 308: 301 }

/** A path whose last segment has no extension. RE2 has no lookahead: "the last segment has no dot" is spelled out. */
const APP_PATH = '^(?:/[^/]*)*/[^/.]*$'

/**
 * The `hosting` section of firebase.json, with `public` relative to the file:
 * cleanUrls, routes.yaml's redirects (a `/*` prefix as Firebase's `:splat*`
 * glob), a rewrite to the shell for each route's paths and for a missing
 * maintenance.json (Firebase serves a file first; any other path gets its
 * 404, the build's 404.html), headers in Firebase's order (a later entry wins for the same key:
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
  // The paths a page of its own answers (Firebase serves the file first): no rewrite needed there.
  const own = new Set(
    plan.pages
      .filter((p) => p.path !== undefined && p.file !== plan.site.shell)
      .map((p) => firebase.placeholderRegex(p.path!.split('/').map(firebase.regexSegment).join('/'))),
  )
  return {
    public: pub.split(path.sep).join('/'),
    ignore: ['firebase.json', '**/.*', '**/.*/**', '**/node_modules/**', 'maintenance.log', '**/*.br', '**/*.gz'],
    cleanUrls: true,
    trailingSlash: false,
    redirects: plan.redirects.map((r) => firebaseRedirect(plan, r)),
    rewrites: [
      // A missing flag gets the shell (200, text/html), which the app reads as "no flag": a 404 would be a failed
      // request in every tab's console at each poll, and Firebase has no empty answer (routekit preview's 204).
      { source: `/${MAINTENANCE_FILE}`, destination: `/${plan.site.shell}` },
      // Each route's paths (in every locale) get the shell where no file answers; any other path Firebase's 404, the
      // build's 404.html. Each static segment in RE2 (grammar/firebase.ts), matched against the path as sent.
      ...routePatternsInEveryLocale(plan.config, (segment) => firebase.regexSegment(urlPath(`/${segment}`).slice(1)))
        .map(firebase.placeholderRegex)
        .filter((regex) => !own.has(regex))
        .map((regex) => ({ regex, destination: `/${plan.site.shell}` })),
    ],
    headers: [
      { source: '**', headers },
      // What the shell may answer (any path without an extension) gets its CSP; files, errors and assets keep the base one.
      ...(shell.csp === plan.baseCsp
        ? []
        : [{ regex: APP_PATH, headers: [{ key: 'Content-Security-Policy', value: shell.csp }] }]),
      { source: '/assets/**', headers: [{ key: 'Cache-Control', value: ASSET_CACHE }] },
      ...pages.map((p) => ({
        ...firebase.matcher(p.path!),
        headers: [{ key: 'Content-Security-Policy', value: p.csp }],
      })),
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
function firebaseRedirect(plan: HostingPlan, r: HostingPlan['redirects'][number]): Record<string, unknown> {
  // Every path and destination in Firebase's own grammar (grammar/firebase.ts); what it cannot hold is refused.
  const express = (value: Parameters<typeof expressIn>[3]) =>
    expressIn(plan, firebase.FIREBASE, redirectOrigin(r, 'to'), value)
  const type = FIREBASE_TYPES[r.status]
  // Firebase matches a redirect's source against the decoded URL (superstatic's decodeURI): `/café`, where its
  // headers match the encoded path.
  const from = firebase.redirectSourcePath(r.from)
  if (!from.endsWith('/*')) return { ...firebase.matcher(from), destination: express(firebase.destination(r.to)), type }
  const prefix = from.slice(0, -1)
  if (!r.to.endsWith('/*')) {
    const match = firebase.matcher(prefix)
    return {
      ...('source' in match ? { source: `${prefix}**` } : { regex: `^${firebase.re2Literal(prefix)}.+$` }),
      destination: express(firebase.destination(r.to)),
      type,
    }
  }
  return {
    regex: `^${firebase.re2Literal(prefix)}(?P<splat>.+)$`,
    destination: express(firebase.splatDestination(r.to.slice(0, -1))),
    type,
  }
}

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
