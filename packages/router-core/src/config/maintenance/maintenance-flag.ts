import { parseBypass } from './bypass-verifier.js'
import { MAINTENANCE_FILE_MAX_BYTES } from '../constants.js'

/**
 * The rules of `maintenance.json`, in one place for its two readers: the zod schema (maintenance-file.ts), which the
 * CLI and the servers use and which says what is wrong, and readMaintenanceFlag() below, which the browser uses on
 * every read and which only says yes or no. The validator is 7 KB gzip; this reader a few hundred bytes, so a page view
 * downloads no validator while the file is well formed (issue 45). `maintenance-flag.test.ts` holds the two to the
 * same answer on generated files.
 */

/** A well-formed `maintenance.json`: the type of maintenanceFileSchema too (maintenance-file.ts checks the two are one). */
export interface MaintenanceFile {
  enabled: boolean
  /** Shown on the construction page. */
  message?: string | undefined
  /** When the site is expected back: shown to visitors, and the `Retry-After` of the 503. */
  until?: string | undefined
  /** Extra paths that stay reachable, on top of routes.yaml's `maintenance.allow`. */
  allow?: string[] | undefined
  /** The verifier of the `?preview=` token (bypass-verifier.ts); the token itself is never stored. */
  bypass?: string | undefined
  updatedAt: string
  updatedBy: string
}

/** Every field a file may hold, in the order the CLI writes them. */
export const MAINTENANCE_FIELDS = ['enabled', 'message', 'until', 'allow', 'bypass', 'updatedAt', 'updatedBy'] as const

export const MESSAGE_MAX = 2000
export const ALLOW_MAX = 200
export const ALLOWED_PATH_MAX = 512
export const UPDATED_BY_MAX = 200

/** An allowed path: starts with "/" (it may end in "/*"), with no whitespace, "?" or "#". */
export const ALLOWED_PATH = /^\/[^\s?#]*$/

const DATE_TIME =
  /^(\d{4})-(\d\d)-(\d\d)T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/

/**
 * An RFC 3339 date-time with seconds and `Z` or an offset, on a day the calendar has (`2030-06-01T18:00:00Z`,
 * `2032-02-29T00:00:00.5+02:00`): what zod's `iso.datetime({ offset: true })` accepts, without its 6 KB of patterns
 * (the property test holds the two together).
 */
export function isDateTime(value: unknown): boolean {
  const parts = typeof value === 'string' ? DATE_TIME.exec(value) : null
  if (!parts) return false
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])]
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31
  return month >= 1 && month <= 12 && day >= 1 && day <= days
}

const encoder = new TextEncoder()

/** The size limit in UTF-8 bytes; a string is at least as many bytes as characters, so only a long one is encoded. */
export function overMaintenanceFileLimit(text: string): number | null {
  const bytes =
    text.length > MAINTENANCE_FILE_MAX_BYTES
      ? text.length
      : text.length * 3 > MAINTENANCE_FILE_MAX_BYTES
        ? encoder.encode(text).length
        : 0
  return bytes > MAINTENANCE_FILE_MAX_BYTES ? bytes : null
}

const text = (value: unknown, max: number, min = 0): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max

/**
 * The flag in the text of a `maintenance.json`, or null for anything that is not a well-formed file (which
 * parseMaintenanceFile() then explains). Accepts exactly what parseMaintenanceFile() accepts.
 *
 * @example
 * const flag = readMaintenanceFlag(await response.text())
 * if (flag?.enabled) showMaintenance(flag.message)
 */
export function readMaintenanceFlag(source: string): MaintenanceFile | null {
  if (typeof source !== 'string' || overMaintenanceFileLimit(source) !== null) return null
  let data: Record<string, unknown>
  try {
    data = JSON.parse(source.charCodeAt(0) === 0xfeff ? source.slice(1) : source)
  } catch {
    return null
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null
  if (Object.keys(data).some((key) => !(MAINTENANCE_FIELDS as readonly string[]).includes(key))) return null
  const { enabled, message, until, allow, bypass, updatedAt, updatedBy } = data
  const ok =
    typeof enabled === 'boolean' &&
    (message === undefined || text(message, MESSAGE_MAX)) &&
    (until === undefined || isDateTime(until)) &&
    (allow === undefined ||
      (Array.isArray(allow) &&
        allow.length <= ALLOW_MAX &&
        allow.every((path) => text(path, ALLOWED_PATH_MAX) && ALLOWED_PATH.test(path)))) &&
    (bypass === undefined || (typeof bypass === 'string' && parseBypass(bypass) !== null)) &&
    isDateTime(updatedAt) &&
    text(updatedBy, UPDATED_BY_MAX, 1)
  return ok ? (data as unknown as MaintenanceFile) : null
}
