import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { MaintenanceFile, RoutesConfig } from '@routekit/router-core'
import { normalizePathname, parseMaintenanceFile, resolve, routesConfigSchema } from '@routekit/router-core'

/** The cookie that remembers a valid `?preview=` token: it holds the token's SHA-256, as maintenance.json does. */
export const BYPASS_COOKIE = 'routekit_bypass'

/** `Retry-After` when maintenance.json gives no `until`, or one that has passed: one hour, and one minute. */
const RETRY_AFTER_DEFAULT_S = 3600
const RETRY_AFTER_OVERDUE_S = 60

export type GateDecision = { kind: 'pass'; setCookie?: string } | { kind: 'redirect'; to: string } | { kind: 'maintenance-page'; retryAfter: number }

export interface MaintenanceGate {
  /** Decides a page request (not an asset) while maintenance.json may be on. */
  decide(pathname: string, search: string, cookieHeader: string | undefined): GateDecision
}

/**
 * The server side of maintenance, as Laravel's `down` behaves: while
 * `<dir>/maintenance.json` says `enabled: true`, a page that is not allowed
 * answers 302 to the maintenance route, and the maintenance route answers 503
 * with `Retry-After`. `resolve()` decides which paths are allowed, with
 * routes.yaml when the server has it, else with the default maintenance route
 * `/construction` and the file's `allow`. A `?preview=` token whose SHA-256
 * matches `bypass` sets a cookie, so the ops preview lasts across full page
 * loads. The file is re-read when it changes; a bad file keeps the last good
 * state, with one warning.
 */
export function createMaintenanceGate(options: { dir: string; routes?: RoutesConfig; now?: () => number; warn?: (message: string) => void }): MaintenanceGate {
  const file = path.join(options.dir, 'maintenance.json')
  const config = options.routes ?? _defaultConfig()
  const now = options.now ?? Date.now
  const warn = options.warn ?? ((message: string) => console.warn(message))
  let stamp = ''
  let flag: MaintenanceFile | undefined
  let warned = false

  const current = (): MaintenanceFile | undefined => {
    let next: string
    try {
      const stats = statSync(file)
      next = `${stats.mtimeMs}:${stats.size}:${stats.ino}`
    } catch {
      stamp = ''
      flag = undefined // no file: the built site decides on its own
      return undefined
    }
    if (next === stamp) return flag
    stamp = next
    let parsed: ReturnType<typeof parseMaintenanceFile>
    try {
      const bytes = readFileSync(file)
      parsed = parseMaintenanceFile(bytes.length > 65_536 ? 'x'.repeat(65_537) : bytes.toString('utf8'))
    } catch (error) {
      parsed = { ok: false, error: `it could not be read (${(error as NodeJS.ErrnoException).code ?? String(error)})` }
    }
    if (parsed.ok) {
      flag = parsed.flag
      warned = false
    } else if (!warned) {
      warned = true
      warn(`routekit preview: ${file} is not usable, so the last known state stays (${flag?.enabled ? 'maintenance on' : 'maintenance off'}): ${parsed.error}`)
    }
    return flag
  }

  return {
    decide(pathname, search, cookieHeader) {
      const state = current()
      if (!state?.enabled) return { kind: 'pass' }
      if (state.bypass) {
        const token = new URLSearchParams(search).get('preview')
        if (token && _sha256(token) === state.bypass) {
          return { kind: 'pass', setCookie: `${BYPASS_COOKIE}=${state.bypass}; HttpOnly; SameSite=Lax; Path=/` }
        }
        if (_cookie(cookieHeader, BYPASS_COOKIE) === state.bypass) return { kind: 'pass' }
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

function _sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex')
}

function _cookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return undefined
}
