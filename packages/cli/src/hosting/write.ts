import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { RoutesConfig } from '@routekit/router-core'
import { writeFileAtomic } from '../maintenance/_atomic-write.js'
import type { CspOptions } from '../preview/_headers.js'
import { HOSTING_RECORD, readHostingRecord, type HostingRecord } from './_gate-record.js'
import { planHosting } from './_rules.js'
import { readBuiltSite } from './_site.js'
import { nginxConfig } from './nginx.js'

/** The hosts `routekit hosting` writes config for. */
export const TARGETS = ['nginx'] as const
export type Target = (typeof TARGETS)[number]

export interface HostingOptions {
  target: Target
  dir: string
  dirLabel: string
  config: RoutesConfig
  csp: CspOptions
  hsts: boolean
  /** Where to write; undefined prints nginx's block to stdout. */
  out: string | undefined
  nginx: { listen: string; serverName: string; brotli: boolean }
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

/** What each target cannot do that `routekit preview` does (docs/deploy.md has the table). */
const LIMITS: Record<Target, string[]> = {
  nginx: [
    'Retry-After on the maintenance route is a fixed 3600 s: nginx cannot read "until" without a reload.',
    "The maintenance redirect's ?from= carries the raw path without its query (preview: the path and query, encoded).",
  ],
}

/** Writes `target`'s config for the built site in `dir`, and records it in `<dir>/.routekit/hosting.json`. Every write is atomic. */
export function writeHosting(options: HostingOptions): HostingResult {
  const site = readBuiltSite(options.dir, options.dirLabel)
  const plan = planHosting(site, options.config, options.csp, options.hsts)
  const text = nginxConfig(plan, options.nginx)
  const written: string[] = []
  if (options.out !== undefined) {
    const out = path.resolve(options.out)
    mkdirSync(path.dirname(out), { recursive: true })
    writeFileAtomic(out, text)
    written.push(out)
  }
  _record(site.dir, options.target, options.out === undefined ? '-' : path.resolve(options.out), options.config)
  return { target: options.target, written, text, limits: LIMITS[options.target], warnings: [] }
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
