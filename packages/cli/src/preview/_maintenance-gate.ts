import path from 'node:path'
import type { MaintenanceFile, RoutesConfig } from '@routekit/router-core'
import {
  MAINTENANCE_FILE,
  MAINTENANCE_FILE_MAX_BYTES,
  bypassCookieMatches,
  parseMaintenanceFile,
  routesConfigSchema,
} from '@routekit/router-core'
import { safeText } from '../_safe-text.js'
import { BYPASS_COOKIE, BYPASS_COOKIE_ATTRIBUTES, bypassCookieOf } from '../policy/bypass.js'
import { createTokenVerifier, type VerifyLimits } from '../policy/bypass-verifier.js'
import { readFlagFile } from '../site/flag-file.js'
import { maintenanceAnswer, retryAfterOf } from '../site/maintenance-answer.js'
import { encodedPathname } from '../site/request-path.js'
import { createJail, type Jail } from './_jail.js'
import { flagViews, type FlagViews, type PublishedFlag } from './_published-flag.js'

export type { PublishedFlag } from './_published-flag.js'

export type GateDecision =
  | { kind: 'pass'; setCookie?: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'maintenance-page'; retryAfter: number }
  /**
   * A held page asked with `?preview=` that the server did not check (its limits were reached): the content-free
   * shell with 503, whose app checks the token itself and, if it matches, writes the cookie and shows the page.
   */
  | { kind: 'check-in-browser'; retryAfter: number }

/** Who asks: what the gate needs of a request beyond its path. */
export interface GateRequest {
  cookieHeader: string | undefined
  secure: boolean
  /** The client's address: a `?preview=` token is checked within a limit per client. */
  client: string
  /** Aborts when the client goes away: a token still waiting is dropped unchecked. */
  signal: AbortSignal
}

export interface MaintenanceGate {
  /**
   * Decides a page request (anything that would send HTML) while maintenance.json may be on. `pathname` is the
   * request-path parser's decoded path, the one the file lookup uses too.
   */
  decide(pathname: string, search: string, request: GateRequest): Promise<GateDecision>
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
 * `/construction` and the file's `allow`. The bypass cookie (the key behind
 * `bypass`) passes, checked with one SHA-256; a `?preview=` token on a held
 * page is checked once (policy/bypass-verifier.ts: a derivation, within
 * limits per client and in total) and, if it matches, sets that cookie.
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
  /** How much `?preview=` checking the server takes on (policy/bypass-verifier.ts). */
  verifyLimits?: VerifyLimits
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
  const tokens = createTokenVerifier(options.verifyLimits)

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
      return (await bypassCookieMatches(bypassCookieOf(cookieHeader), state.flag.bypass))
        ? state.views.holder
        : state.views.public
    },
    async decide(pathname, search, request) {
      const state = (await current())?.flag
      if (!state?.enabled) return { kind: 'pass' }
      // The cookie is one SHA-256 (router-core's bypassCookieMatches()): checked on every request, nothing to queue.
      if (await bypassCookieMatches(bypassCookieOf(request.cookieHeader), state.bypass)) return { kind: 'pass' }
      // resolve() reads an encoded path and decodes each segment once; the parser has decoded once already. So the
      // decoded path goes back in encoded, and resolve() decides on exactly the path whose file would be served:
      // `/construction%3F` is the page `/construction?`, not `/construction` with a query.
      const answer = maintenanceAnswer(config, state, encodedPathname(pathname) + search, now())
      if (answer.kind !== 'redirect') return answer
      // A held page with `?preview=`: the token is checked once (a derivation), within limits no flood stretches.
      const token = state.bypass ? new URLSearchParams(search).get('preview') : null
      if (token && state.bypass) {
        const check = await tokens.verify(token, state.bypass, request.client, request.signal)
        if (check.kind === 'match') {
          const cookie = `${BYPASS_COOKIE}=${check.key.toString('base64url')}; ${BYPASS_COOKIE_ATTRIBUTES}`
          return { kind: 'pass', setCookie: `${cookie}${request.secure ? '; Secure' : ''}` }
        }
        if (check.kind === 'busy') return { kind: 'check-in-browser', retryAfter: retryAfterOf(state, now()) }
      }
      return answer
    },
  }
}

function _defaultConfig(): RoutesConfig {
  return routesConfigSchema.parse({
    version: 1,
    routes: [{ path: '/construction', name: 'construction', page: 'construction', layout: 'none' }],
  })
}
