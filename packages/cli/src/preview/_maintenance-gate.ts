import path from 'node:path'
import type { MaintenanceFile, RoutesConfig } from '@routekit/router-core'
import { parseCookie } from 'cookie'
import {
  MAINTENANCE_FILE,
  MAINTENANCE_FILE_MAX_BYTES,
  parseMaintenanceFile,
  resolve,
  routesConfigSchema,
} from '@routekit/router-core'
import { safeText } from '../_safe-text.js'
import { BYPASS_COOKIE, BYPASS_COOKIE_ATTRIBUTES, BYPASS_TOKEN_PATTERN } from '../policy/bypass.js'
import { createBypassChecker } from '../policy/bypass-verifier.js'
import { readFlagFile } from '../site/flag-file.js'
import { encodedPathname } from '../site/request-path.js'
import { createJail, type Jail } from './_jail.js'
import { flagViews, type FlagViews, type PublishedFlag } from './_published-flag.js'

export type { PublishedFlag } from './_published-flag.js'

/** `Retry-After` when maintenance.json gives no `until`, or one that has passed: one hour, and one minute. */
const RETRY_AFTER_DEFAULT_S = 3600
const RETRY_AFTER_OVERDUE_S = 60

/** A token the cookie can carry (policy/bypass.ts). */
const TOKEN = new RegExp(`^${BYPASS_TOKEN_PATTERN}$`)

export type GateDecision =
  | { kind: 'pass'; setCookie?: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'maintenance-page'; retryAfter: number }

export interface MaintenanceGate {
  /**
   * Decides a page request (anything that would send HTML) while maintenance.json may be on. `pathname` is the
   * request-path parser's decoded path, the one the file lookup uses too.
   */
  decide(pathname: string, search: string, cookieHeader: string | undefined, secure: boolean): Promise<GateDecision>
  /**
   * The flag the server goes by: the last good maintenance.json. `/maintenance.json` answers with it, so a fresh
   * tab and the server agree even while the file on disk is invalid; undefined when there is none. Without the
   * preview token in the cookie, `bypass` is left out (_published-flag.ts).
   */
  published(cookieHeader?: string): Promise<PublishedFlag | undefined>
}

interface Good {
  flag: MaintenanceFile
  views: FlagViews
}

/**
 * The server side of maintenance, as Laravel's `down` behaves: while
 * `<dir>/maintenance.json` says `enabled: true`, a page that is not allowed
 * answers 302 to the maintenance route, and the maintenance route answers 503
 * with `Retry-After`. `resolve()` decides which paths are allowed, with
 * routes.yaml when the server has it, else with the default maintenance route
 * `/construction` and the file's `allow`. A `?preview=` token that matches
 * `bypass` (policy/bypass-verifier.ts: PBKDF2, remembered per token and
 * verifier, so a cookie costs one derivation, not one per request) sets a
 * cookie holding the token, so the ops preview lasts across full page loads.
 *
 * The file is read again only when its stat (mtime, size, inode) changes,
 * through readFlagFile(): never blocking, at most 64 KB, regular files only.
 * It is found through the folder's jail, as every served file is. A bad file
 * (invalid, too large, a FIFO or a device, a symlink loop, a link out of the
 * folder, a hard link) keeps the last good state, with one warning until a
 * good read.
 */
export function createMaintenanceGate(options: {
  dir: string
  jail?: Jail
  routes?: RoutesConfig
  now?: () => number
  warn?: (message: string) => void
}): MaintenanceGate {
  const file = path.join(options.dir, MAINTENANCE_FILE)
  const jail = options.jail ?? createJail(options.dir)
  const config = options.routes ?? _defaultConfig()
  const now = options.now ?? Date.now
  const warn = options.warn ?? ((message: string) => console.warn(message))
  let stamp = ''
  let good: Good | undefined
  let warned = false
  let pending: Promise<Good | undefined> | undefined
  let statting: ReturnType<Jail['locate']> | undefined
  const bypass = createBypassChecker()
  const matches = (token: string | null | undefined, verifier: string): Promise<boolean> =>
    token ? bypass.check(token, verifier) : Promise.resolve(false)

  const keep = (problem: string): Good | undefined => {
    if (!warned) {
      warned = true
      warn(
        `routekit preview: ${file} is not usable, so the last known state stays (${good?.flag.enabled ? 'maintenance on' : 'maintenance off'}): ${safeText(problem)}`,
      )
    }
    return good
  }

  const refresh = async (next: string, real: string): Promise<Good | undefined> => {
    const read = await readFlagFile(real, MAINTENANCE_FILE_MAX_BYTES)
    stamp = next
    if (read.kind === 'missing') {
      stamp = ''
      good = undefined
      return good
    }
    const parsed =
      read.kind === 'ok'
        ? parseMaintenanceFile(read.bytes.toString('utf8'))
        : ({ ok: false, error: read.error } as const)
    if (parsed.ok && read.kind === 'ok') {
      good = { flag: parsed.flag, views: flagViews(read.bytes, parsed.flag, read.stats.mtime.toUTCString()) }
      warned = false
    } else if (!parsed.ok) keep(parsed.error)
    return good
  }

  const current = async (): Promise<Good | undefined> => {
    // Requests that arrive while a lookup is under way share it: one per moment, not one per request. The jail
    // resolves the flag as it resolves any file: a link loop, a link out of the folder, a FIFO or a hard link
    // keeps the last good state (with one warning), as an invalid file does.
    statting ??= jail.locate(`/${MAINTENANCE_FILE}`).finally(() => (statting = undefined))
    const located = await statting.catch(
      (error: NodeJS.ErrnoException) =>
        ({ kind: 'refused', reason: `it could not be read (${error.code ?? String(error)})` }) as const,
    )
    if (located.kind === 'missing') {
      stamp = ''
      good = undefined // no file: the built site decides on its own
      return undefined
    }
    if (located.kind === 'refused') return keep(`${located.reason}, so it is not read.`)
    if (located.kind === 'directory') return keep('it is a folder, not a file, so it is not read.')
    const { stats } = located
    const next = `${located.file}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.size}:${stats.ino}`
    if (next === stamp) return good
    // Requests that arrive during a read share it.
    pending ??= refresh(next, located.file).finally(() => (pending = undefined))
    return pending
  }

  return {
    async published(cookieHeader) {
      const state = await current()
      if (!state) return undefined
      if (!state.flag.bypass) return state.views.public
      return (await matches(_bypassCookie(cookieHeader), state.flag.bypass)) ? state.views.holder : state.views.public
    },
    async decide(pathname, search, cookieHeader, secure) {
      const state = (await current())?.flag
      if (!state?.enabled) return { kind: 'pass' }
      if (state.bypass) {
        const token = new URLSearchParams(search).get('preview')
        if (token && (await matches(token, state.bypass))) {
          // A hand-written bypass may hash a token a cookie cannot carry: that one passes this request only.
          if (!TOKEN.test(token)) return { kind: 'pass' }
          return {
            kind: 'pass',
            setCookie: `${BYPASS_COOKIE}=${token}; ${BYPASS_COOKIE_ATTRIBUTES}${secure ? '; Secure' : ''}`,
          }
        }
        // The value as sent, not percent-decoded: a token has no `%`, so a decoded one could only be another value.
        const cookie = _bypassCookie(cookieHeader)
        if (await matches(cookie, state.bypass)) return { kind: 'pass' }
      }
      // resolve() reads an encoded path and decodes each segment once; the parser has decoded once already. So the
      // decoded path goes back in encoded, and resolve() decides on exactly the path whose file would be served:
      // `/construction%3F` is the page `/construction?`, not `/construction` with a query.
      const decision = resolve(config, encodedPathname(pathname) + search, {
        maintenance: { enabled: true, ...(state.allow && { allow: state.allow }) },
      })
      // resolve()'s target carries the `?from=` the browser runtime follows too.
      if (decision.kind === 'redirect' && decision.reason === 'maintenance')
        return { kind: 'redirect', to: decision.to }
      // The maintenance route in any locale (`/en/construction`), as resolve() recognises it.
      if (decision.kind === 'render' && decision.maintenanceRoute) {
        const until = state.until ? Date.parse(state.until) : NaN
        const retryAfter = Number.isNaN(until)
          ? RETRY_AFTER_DEFAULT_S
          : until > now()
            ? Math.ceil((until - now()) / 1000)
            : RETRY_AFTER_OVERDUE_S
        return { kind: 'maintenance-page', retryAfter }
      }
      return { kind: 'pass' }
    },
  }
}

function _defaultConfig(): RoutesConfig {
  return routesConfigSchema.parse({
    version: 1,
    routes: [{ path: '/construction', name: 'construction', page: 'construction', layout: 'none' }],
  })
}

/** The bypass cookie's value as sent (no percent-decoding: a token holds none of those characters). */
function _bypassCookie(header: string | undefined): string | undefined {
  return parseCookie(header ?? '', { decode: (value) => value })[BYPASS_COOKIE]
}
