import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { SITE_CSP_DIRECTIVES, type RoutesConfig, type SiteCsp } from '@routekit/router-core'
import { writeFileAtomic } from '../files/atomic-write.js'
import type { CspOptions } from '../policy/headers.js'
import {
  caseFoldedRoutes,
  extensionRoutes,
  leftOutSplat,
  unguardedSplats,
  unheldParamRules,
} from '../policy/host-rules.js'
import { HOSTING_RECORD, readHostingRecord, type HostingRecord } from '../gate/record.js'
import { planHosting, type HostingPlan, type Refusal } from './_rules.js'
import { UsageError } from '../_errors.js'
import { readBuiltSite } from '../site/built-site.js'
import { cloudflareFiles } from './cloudflare.js'
import { CLOUDFLARE_ROUTES, edgeFile, edgeFunction, removeEdgeFiles, type EdgeTarget } from './edge.js'
import { nginxServer } from './nginx.js'
import { firebaseHosting, firebaseStatusChanges, mergeFirebaseJson } from './firebase.js'
import { netlifyHeaders, netlifyRedirects } from './netlify.js'
import { VERCEL_IGNORE, vercelJson } from './vercel.js'

/** The hosts `routekit hosting` writes config for. */
export const TARGETS = ['nginx', 'vercel', 'netlify', 'firebase', 'cloudflare'] as const
export type Target = (typeof TARGETS)[number]

export interface HostingOptions {
  target: Target
  dir: string
  dirLabel: string
  config: RoutesConfig
  /** This run's additions (`--connect-src`, the emulators); the site's own sources come from the build (`.routekit/pages.json`). */
  csp: Omit<CspOptions, 'site'>
  hsts: boolean
  /** nginx: where to write (undefined: stdout); firebase: firebase.json (undefined: ./firebase.json). The other targets write into `dir`. */
  out: string | undefined
  nginx: { listen: string; serverName: string; brotli: boolean }
  /**
   * Cloudflare, Netlify and Vercel: also write the edge function (the maintenance gate, docs/deploy.md), with the
   * project folder Netlify reads `netlify/edge-functions/` from. Left out (undefined) for purely static hosting.
   */
  edge?: { projectDir: string; write: boolean }
}

export interface HostingResult {
  target: Target
  /** The files written (absolute), empty when the config went to stdout. */
  written: string[]
  /** The config text (nginx) or the main file's text. */
  text: string
  /** What this host cannot do as `routekit preview` does; the command prints each. */
  limits: string[]
  /** Warnings about the input. */
  warnings: string[]
}

const NO_SERVER_MAINTENANCE =
  'No server-side maintenance: every page answers 200 during maintenance (no 302, no 503 with Retry-After); the app redirects once it has read maintenance.json.'

/** What the edge function does otherwise than `routekit preview` (where it is written, it replaces NO_SERVER_MAINTENANCE). */
const EDGE_LIMITS = [
  'A ?preview= token on a held page gets the content-free shell with 503, whose app derives the key and writes the bypass cookie: the edge checks the cookie (one SHA-256), never the token (600,000 PBKDF2 iterations do not fit its CPU time).',
  "/maintenance.json is served as it is, bypass included (the browser checks its cookie against it), as on a static host; routekit preview shows bypass only to the cookie's holder.",
]

/** What each target cannot do that `routekit preview` does (docs/deploy.md has the table). */
const LIMITS: Record<Target, string[]> = {
  nginx: [
    'Retry-After on the maintenance route is a fixed 3600 s: nginx cannot read "until" without a reload.',
    "The maintenance redirect's ?from= carries the raw path without its query (preview: the path and query, encoded).",
  ],
  vercel: [
    NO_SERVER_MAINTENANCE,
    'A missing maintenance.json is a 404, not a 204 (the browser reads both as "no flag").',
    'maintenance.log, dotfiles and *.html.br|gz are kept out of the upload by .vercelignore, not refused by a rule: deploy the folder with the Vercel CLI (vercel deploy <dir>), which reads it.',
    "Redirects (routes.yaml's, and cleanUrls' and trailingSlash's 308) carry no security headers: Vercel answers them before it applies vercel.json's headers.",
    "vercel.json matches its sources case-insensitively (Vercel's default): /ABOUT gets /about's CSP, and the shell.",
  ],
  netlify: [
    NO_SERVER_MAINTENANCE,
    'A missing maintenance.json is a 404, not a 204 (the browser reads both as "no flag").',
    "A missing file with an extension outside /assets/ and /builds/ (say /favicon.ico) gets the app's 404 page in text/html with a 404, not a 404 without HTML: _redirects cannot match an extension.",
    'HTML siblings (*.html.br|gz) are served under their own name: _redirects cannot match a suffix. Build with routekit({ compress: false }) for Netlify, or delete them before the deploy.',
    "Each page's CSP is a rule after /* in _headers, which also sets the shell's CSP; where Netlify sends both values, the browser enforces both, so the page's inline blocks are blocked (never looser).",
    "Cache-Control outside /assets/ is Netlify's default (public, max-age=0, must-revalidate: revalidated on every use, as no-cache).",
  ],
  firebase: [
    NO_SERVER_MAINTENANCE,
    'A missing maintenance.json gets the shell (200, text/html), not a 204: Firebase has no empty answer, and a 404 would be a failed request in the console at every poll. The browser reads all three as "no flag".',
    "Each page's CSP is a headers entry after the shell's; Firebase lets the later entry win for the same key (observed, not documented: firebase/firebase-tools#9467).",
    "A missing file with an extension is a 404 with the app's 404 page (404.html) in text/html, not a 404 without HTML: Firebase sends one 404 page for every path. nosniff keeps a browser from running it.",
    'Redirects carry no security headers: Firebase answers a redirect before it applies headers (seen on the Hosting emulator). A redirect has no body, so nothing of the site goes out without them.',
  ],
  cloudflare: [
    NO_SERVER_MAINTENANCE,
    'A missing file with an extension (/assets/x.js) gets the app\'s 404 page (the nearest 404.html) in text/html with a 404, not a 404 without HTML: _redirects has no 404 and no "only if missing". nosniff keeps the browser from running it.',
    'A missing maintenance.json is that 404 too (preview: 204), a failed request in the console at each poll: write the flag before the first deploy (routekit maintenance off --dir <dir>).',
    'maintenance.log, top-level dotfiles (.routekit/) and *.html.br|gz are uploaded (wrangler pages deploy skips only its own files) and answered with 404.html by a rewrite to a missing path, not refused; a dotfile below the top level would be served (one splat per rule).',
    "A page's CSP longer than a _headers line (2,000 characters) goes out as two policies that allow exactly the same (the directives default-src does not stand in for in the second); the browser enforces both.",
  ],
}

/** What `target`'s grammar could not express (grammar/): the command reports each at its origin, and nothing is written. */
export class HostingRefused extends Error {
  readonly refusals: Refusal[]

  constructor(target: Target, refusals: Refusal[]) {
    super(`routekit hosting ${target}: ${refusals.length} value(s) the host cannot express; nothing was written.`)
    this.name = 'HostingRefused'
    this.refusals = refusals
  }
}

/**
 * Writes `target`'s config for the built site in `dir`, and records it in `<dir>/.routekit/hosting.json`. Every write is
 * atomic. Throws HostingRefused, before writing anything, when a value of routes.yaml or the build cannot be written in
 * the host's grammar.
 */
export function writeHosting(options: HostingOptions): HostingResult {
  const site = readBuiltSite(options.dir, options.dirLabel)
  const plan = planHosting(site, options.config, options.csp, options.hsts)
  const output = _output(options, plan)
  // nginx to stdout has no file: its text is built here, so its refusals are known before anything is printed.
  const text = output.files[0]?.[1] ?? output.text ?? ''
  if (plan.refusals.length > 0) throw new HostingRefused(options.target, plan.refusals)
  const { files } = output
  const warnings = [
    ..._cspDrift(options.config.csp, site.csp),
    ...output.warnings,
    ..._caseWarnings(options.target, options.config),
  ]
  const written: string[] = []
  for (const [file, content] of files) {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileAtomic(file, content)
    written.push(file)
  }
  if (options.edge && !options.edge.write && _hasEdge(options.target))
    removeEdgeFiles(options.target, site.dir, options.edge.projectDir)
  _record(site.dir, options.target, written[0] ?? '-', options.config)
  return { target: options.target, written, text, limits: _limits(options), warnings }
}

/** A warning when routes.yaml's `csp` is not what the build recorded: the config sends the build's, which its pages were built with. */
function _cspDrift(declared: SiteCsp | undefined, built: SiteCsp): string[] {
  const same = SITE_CSP_DIRECTIVES.every(
    (name) => JSON.stringify(declared?.[name] ?? []) === JSON.stringify(built[name] ?? []),
  )
  return same
    ? []
    : [
        "routes.yaml's csp is not the one the build recorded in .routekit/pages.json; the config sends the build's. Rebuild the site (npm run build), then run this again.",
      ]
}

/** The files a target writes, the main one first (none when nginx prints to stdout), and what the command says of them. */
function _output(
  options: HostingOptions,
  plan: HostingPlan,
): { files: Array<[string, string]>; warnings: string[]; text?: string } {
  if (options.target === 'nginx') {
    const server = nginxServer(plan, options.nginx)
    return {
      files: options.out === undefined ? [] : [[path.resolve(options.out), server.text]],
      warnings: server.warnings,
      text: server.text,
    }
  }
  if (options.target === 'firebase') {
    const file = path.resolve(options.out ?? 'firebase.json')
    return {
      files: [[file, mergeFirebaseJson(file, firebaseHosting(plan, file))]],
      warnings: [
        ...firebaseStatusChanges(plan),
        ...extensionRoutes(plan.config, 'Firebase Hosting'),
        ...unheldParamRules(plan.config, 'Firebase Hosting'),
        ..._oneNotFoundPage(plan, 'Firebase Hosting'),
      ],
    }
  }
  if (options.out !== undefined)
    throw new UsageError(
      `--out is for nginx and firebase: ${options.target} reads its config from the deployed folder, so it is written into --dir.`,
    )
  if (options.target === 'netlify')
    return {
      files: [
        [path.join(plan.site.dir, '_redirects'), netlifyRedirects(plan)],
        [path.join(plan.site.dir, '_headers'), netlifyHeaders(plan)],
        ..._edgeFiles(options, plan),
      ],
      warnings: [...unguardedSplats(plan).map(leftOutSplat), ...unheldParamRules(plan.config, 'Netlify')],
    }
  if (options.target === 'cloudflare') {
    const cloudflare = cloudflareFiles(plan)
    const files: Array<[string, string]> = [
      [path.join(plan.site.dir, '_redirects'), cloudflare.redirects],
      [path.join(plan.site.dir, '_headers'), cloudflare.headers],
    ]
    // Cloudflare answers a missing path with the nearest 404.html: the shell, so the app shows its 404 page.
    if (!plan.site.pages['404.html'])
      files.push([
        path.join(plan.site.dir, '404.html'),
        readFileSync(path.join(plan.site.dir, plan.site.shell), 'utf8'),
      ])
    files.push(..._edgeFiles(options, plan))
    return { files, warnings: [...cloudflare.warnings, ...unheldParamRules(plan.config, 'Cloudflare Pages')] }
  }
  return {
    files: [
      [path.join(plan.site.dir, 'vercel.json'), `${JSON.stringify(vercelJson(plan), null, 2)}\n`],
      [path.join(plan.site.dir, '.vercelignore'), VERCEL_IGNORE],
      ..._edgeFiles(options, plan),
    ],
    warnings: [
      ...extensionRoutes(plan.config, 'Vercel'),
      ...unheldParamRules(plan.config, 'Vercel'),
      ..._oneNotFoundPage(plan, 'Vercel'),
    ],
  }
}

/** The target's limits; with the edge function, server-side maintenance is no longer one of them. */
function _limits(options: HostingOptions): string[] {
  if (!options.edge?.write || !_hasEdge(options.target)) return LIMITS[options.target]
  return [...LIMITS[options.target].filter((line) => line !== NO_SERVER_MAINTENANCE), ...EDGE_LIMITS]
}

function _hasEdge(target: Target): target is EdgeTarget {
  return target === 'cloudflare' || target === 'netlify' || target === 'vercel'
}

/** The edge function's file for the target, and Cloudflare's `_routes.json`, when the options ask for it. */
function _edgeFiles(options: HostingOptions, plan: HostingPlan): Array<[string, string]> {
  if (!options.edge?.write || !_hasEdge(options.target)) return []
  const file = edgeFile(options.target, plan.site.dir, options.edge.projectDir)
  const files: Array<[string, string]> = [[file, edgeFunction(plan, options.target)]]
  if (options.target === 'cloudflare') files.push([path.join(plan.site.dir, '_routes.json'), CLOUDFLARE_ROUTES])
  return files
}

/** A host with one 404 page for every path (Vercel, Firebase): the other locales' 404 pages are not used. */
function _oneNotFoundPage(plan: HostingPlan, host: string): string[] {
  if (plan.notFound.length < 2) return []
  return [
    `${host} has one 404 page for every path: an unknown path in any locale gets ${plan.notFound[0]!.file} (${plan.notFound
      .slice(1)
      .map((p) => p.file)
      .join(', ')} go unused), and the app then shows the 404 page in the visitor's locale.`,
  ]
}

/** Netlify, Firebase and Cloudflare match paths as written; what another spelling of a `caseSensitive: false` route gets there. */
function _caseWarnings(target: Target, config: RoutesConfig): string[] {
  const shell = "gets the shell, where the app shows the page: no prerendered HTML, and the shell's CSP"
  if (target === 'cloudflare')
    return caseFoldedRoutes(
      config,
      'Cloudflare Pages',
      'gets 404.html (the shell) with a 404 status, where the app shows the page',
    )
  // Vercel matches in any case; nginx gets caseless locations for such pages (nginxServer()), and the shell for the rest, as every spelling does.
  if (target === 'vercel' || target === 'nginx') return []
  return caseFoldedRoutes(config, target === 'netlify' ? 'Netlify' : 'Firebase Hosting', shell)
}

function _record(dir: string, target: Target, out: string, config: RoutesConfig): void {
  const old = readHostingRecord(dir)
  const record: HostingRecord = {
    version: 1,
    targets: { ...old?.targets, [target]: { out } },
    maintenance: { route: config.maintenance.route, allow: [...config.maintenance.allow] },
  }
  mkdirSync(path.join(dir, '.routekit'), { recursive: true })
  writeFileAtomic(path.join(dir, HOSTING_RECORD), `${JSON.stringify(record, null, 2)}\n`)
}
