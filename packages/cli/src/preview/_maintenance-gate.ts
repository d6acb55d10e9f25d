import { createHash, timingSafeEqual } from 'node:crypto'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { MaintenanceFile, RoutesConfig } from '@routekit/router-core'
import { parseCookie } from 'cookie'
import { MAINTENANCE_FILE_MAX_BYTES, normalizePathname, parseMaintenanceFile, resolve, routesConfigSchema } from '@routekit/router-core'
import { safeText } from '../_safe-text.js'
import { BYPASS_COOKIE, BYPASS_COOKIE_ATTRIBUTES, BYPASS_TOKEN_PATTERN } from '../policy/bypass.js'
import { FLAG_FILE, readFlagFile } from '../site/flag-file.js'

/** `Retry-After` when maintenance.json gives no `until`, or one that has passed: one hour, and one minute. */
const RETRY_AFTER_DEFAULT_S = 3600
const RETRY_AFTER_OVERDUE_S = 60

/** A token the cookie can carry (policy/bypass.ts). */
const TOKEN = new RegExp(`^${BYPASS_TOKEN_PATTERN}$`)

export type GateDecision = { kind: 'pass'; setCookie?: string } | { kind: 'redirect'; to: string } | { kind: 'maintenance-page'; retryAfter: number }

/** The flag file the server goes by, as `/maintenance.json` publishes it. */
export interface PublishedFlag {
  bytes: Buffer
  etag: string
  lastModified: string
}

export interface MaintenanceGate {
  /** Decides a page request (anything that would send HTML) while maintenance.json may be on. */
  decide(pathname: string, search: string, cookieHeader: string | undefined, secure: boolean): Promise<GateDecision>
  /**
   * The flag the server goes by: the last good maintenance.json, byte for byte.
   * `/maintenance.json` answers with it, so a fresh tab and the server agree
   * even while the file on disk is invalid; undefined when there is none.
   */
  published(): Promise<PublishedFlag | undefined>
}

interface Good extends PublishedFlag {
  flag: MaintenanceFile
}

/**
 * The server side of maintenance, as Laravel's `down` behaves: while
 * `<dir>/maintenance.json` says `enabled: true`, a page that is not allowed
 * answers 302 to the maintenance route, and the maintenance route answers 503
 * with `Retry-After`. `resolve()` decides which paths are allowed, with
 * routes.yaml when the server has it, else with the default maintenance route
 * `/construction` and the file's `allow`. A `?preview=` token whose SHA-256
 * matches `bypass` sets a cookie holding the token, so the ops preview lasts
 * across full page loads.
 *
 * The file is read again only when its stat (mtime, size, inode) changes,
 * through readFlagFile(): never blocking, at most 64 KB, regular files only.
 * A bad file (invalid, too large, a FIFO or a device) keeps the last good
 * state, with one warning until a good read.
 */
export function createMaintenanceGate(options: { dir: string; routes?: RoutesConfig; now?: () => number; warn?: (message: string) => void }): MaintenanceGate {
  const file = path.join(options.dir, FLAG_FILE)
  const config = options.routes ?? _defaultConfig()
  const now = options.now ?? Date.now
  const warn = options.warn ?? ((message: string) => console.warn(message))
  let stamp = ''
  let good: Good | undefined
  let warned = false
  let pending: Promise<Good | undefined> | undefined
  let statting: Promise<import('node:fs').Stats | null> | undefined

  const refresh = async (next: string, isFile: boolean): Promise<Good | undefined> => {
    const read = isFile
      ? await readFlagFile(file, MAINTENANCE_FILE_MAX_BYTES)
      : ({ kind: 'unusable', error: 'it is not a regular file (a FIFO, a device or a folder), so it is not read.' } as const)
    stamp = next
    if (read.kind === 'missing') {
      stamp = ''
      good = undefined
      return good
    }
    const parsed = read.kind === 'ok' ? parseMaintenanceFile(read.bytes.toString('utf8')) : ({ ok: false, error: read.error } as const)
    if (parsed.ok && read.kind === 'ok') {
      const etag = `"${createHash('sha1').update(read.bytes).digest('base64url')}"`
      good = { flag: parsed.flag, bytes: read.bytes, etag, lastModified: read.stats.mtime.toUTCString() }
      warned = false
    } else if (!parsed.ok && !warned) {
      warned = true
      warn(`routekit preview: ${file} is not usable, so the last known state stays (${good?.flag.enabled ? 'maintenance on' : 'maintenance off'}): ${safeText(parsed.error)}`)
    }
    return good
  }

  const current = async (): Promise<Good | undefined> => {
    // Requests that arrive while a stat is under way share it: one stat per moment, not one per request.
    statting ??= stat(file)
      .catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null
        throw error
      })
      .finally(() => (statting = undefined))
    const stats = await statting
    if (stats === null) {
      stamp = ''
      good = undefined // no file: the built site decides on its own
      return undefined
    }
    const next = `${stats.mtimeMs}:${stats.ctimeMs}:${stats.size}:${stats.ino}`
    if (next === stamp) return good
    // Requests that arrive during a read share it.
    pending ??= refresh(next, stats.isFile()).finally(() => (pending = undefined))
    return pending
  }

  return {
    published: current,
    async decide(pathname, search, cookieHeader, secure) {
      const state = (await current())?.flag
      if (!state?.enabled) return { kind: 'pass' }
      if (state.bypass) {
        const token = new URLSearchParams(search).get('preview')
        if (token && _matches(token, state.bypass)) {
          // A hand-written bypass may hash a token a cookie cannot carry: that one passes this request only.
          if (!TOKEN.test(token)) return { kind: 'pass' }
          return { kind: 'pass', setCookie: `${BYPASS_COOKIE}=${token}; ${BYPASS_COOKIE_ATTRIBUTES}${secure ? '; Secure' : ''}` }
        }
        // The value as sent, not percent-decoded: a token has no `%`, so a decoded one could only be another value.
        const cookie = parseCookie(cookieHeader ?? '', { decode: (value) => value })[BYPASS_COOKIE]
        if (cookie && _matches(cookie, state.bypass)) return { kind: 'pass' }
      }
      const decision = resolve(config, pathname + search, { maintenance: { enabled: true, ...(state.allow && { allow: state.allow }) } })
      // resolve()'s target carries the `?from=` the browser runtime follows too.
      if (decision.kind === 'redirect' && decision.reason === 'maintenance') return { kind: 'redirect', to: decision.to }
      if (normalizePathname(pathname) === normalizePathname(config.maintenance.route)) {
        const until = state.until ? Date.parse(state.until) : NaN
        const retryAfter = Number.isNaN(until) ? RETRY_AFTER_DEFAULT_S : until > now() ? Math.ceil((until - now()) / 1000) : RETRY_AFTER_OVERDUE_S
        return { kind: 'maintenance-page', retryAfter }
      }
      return { kind: 'pass' }
    },
  }
}

function _defaultConfig(): RoutesConfig {
  return routesConfigSchema.parse({ version: 1, routes: [{ path: '/construction', name: 'construction', page: 'construction', layout: 'none' }] })
}

/** The token's SHA-256 against the stored hex hash, in constant time. */
function _matches(token: string, bypassHex: string): boolean {
  const expected = Buffer.from(bypassHex, 'hex')
  const actual = createHash('sha256').update(token, 'utf8').digest()
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
