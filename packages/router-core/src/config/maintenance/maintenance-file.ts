// zod/mini: the browser loads this file when it first polls maintenance.json,
// and classic zod would add about 9 KB gzip to that chunk. Every rule names its
// own message, so no zod locale is needed.
import * as z from 'zod/mini'
import { BYPASS_FORMAT, BYPASS_ITERATIONS_MAX, BYPASS_ITERATIONS_MIN, parseBypass } from './bypass-verifier.js'
import {
  ALLOW_MAX,
  ALLOWED_PATH,
  ALLOWED_PATH_MAX,
  isDateTime,
  MESSAGE_MAX,
  overMaintenanceFileLimit,
  type MaintenanceFile,
  UPDATED_BY_MAX,
} from './maintenance-flag.js'

/**
 * `maintenance.json`: the runtime maintenance flag, a file in the built site's
 * folder that `routekit maintenance on|off` writes and the browser polls.
 * Pure. The CLI and the servers parse it here; the browser reads it with
 * readMaintenanceFlag() (maintenance-flag.ts: the same rules, no validator) and
 * loads this file only to say what is wrong with a bad one.
 */

/** A bigger file is refused unread: the real one is a few hundred bytes. */
import { MAINTENANCE_FILE_MAX_BYTES } from '../constants.js'

export { MAINTENANCE_FILE_MAX_BYTES }

const isoTimeError = 'must be an ISO date-time such as 2030-06-01T18:00:00Z'
const isoTime = z.string({ error: isoTimeError }).check(z.refine(isDateTime, isoTimeError))

const text = (max: number) =>
  z.string({ error: 'must be text' }).check(z.maxLength(max, `must be at most ${max} characters`))

const allowedPath = text(ALLOWED_PATH_MAX).check(
  z.regex(ALLOWED_PATH, 'must be a path that starts with "/" (it may end in "/*"), with no spaces, "?" or "#"'),
)

export const maintenanceFileSchema = z.strictObject({
  enabled: z.boolean({ error: 'must be true or false' }),
  /** Shown on the construction page. */
  message: z.optional(text(MESSAGE_MAX)),
  /** When the site is expected back: shown to visitors, and the `Retry-After` of the 503. */
  until: z.optional(isoTime),
  /** Extra paths that stay reachable, on top of routes.yaml's `maintenance.allow`. */
  allow: z.optional(
    z
      .array(allowedPath, { error: 'must be a list of paths' })
      .check(z.maxLength(ALLOW_MAX, `must list at most ${ALLOW_MAX} paths`)),
  ),
  /** The SHA-256 of a slow salted key of the `?preview=` token (bypass-verifier.ts); the token itself is never stored. */
  bypass: z.optional(
    z.string({ error: 'must be text' }).check(
      z.regex(
        BYPASS_FORMAT,
        'must be the verifier `routekit maintenance on --secret` writes ("pbkdf2-sha256-keyhash$<iterations>$<salt>$<hash>") or a form older versions wrote',
      ),
      z.refine(
        (v) => !BYPASS_FORMAT.test(v) || parseBypass(v) !== null,
        `must name between ${BYPASS_ITERATIONS_MIN} and ${BYPASS_ITERATIONS_MAX} iterations`,
      ),
    ),
  ),
  updatedAt: isoTime,
  updatedBy: text(UPDATED_BY_MAX).check(z.minLength(1, 'must name who made the change')),
})

/** A valid `maintenance.json`. */
export type { MaintenanceFile }

// The browser's type (maintenance-flag.ts) and the schema's are one: a field in one and not the other fails typecheck.
type _Schema = z.infer<typeof maintenanceFileSchema>
type _Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
const _sameType: _Same<_Schema, MaintenanceFile> = true
void _sameType

export type MaintenanceFileResult = { ok: true; flag: MaintenanceFile } | { ok: false; error: string }

/**
 * Parses the text of a `maintenance.json`. Never throws: an empty, truncated,
 * oversized or malformed file gives `{ ok: false, error }`, where `error` says
 * what is wrong and how to fix it.
 *
 * @example
 * const read = parseMaintenanceFile(await response.text())
 * if (read.ok && read.flag.enabled) showMaintenance(read.flag.message)
 */
export function parseMaintenanceFile(text: string): MaintenanceFileResult {
  const fix = 'Fix the file, or write a fresh one with `routekit maintenance on` or `routekit maintenance off`.'
  if (typeof text !== 'string') return { ok: false, error: `maintenance.json could not be read as text. ${fix}` }
  const bytes = overMaintenanceFileLimit(text)
  if (bytes !== null) {
    return {
      ok: false,
      error: `maintenance.json is too large (${bytes} bytes; the limit is ${MAINTENANCE_FILE_MAX_BYTES}). ${fix}`,
    }
  }
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  if (body.trim() === '') return { ok: false, error: `maintenance.json is empty. ${fix}` }
  let data: unknown
  try {
    data = JSON.parse(body)
  } catch (error) {
    // V8 quotes the start of the text in its message: keep the warning on one line.
    const reason = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ')
    return { ok: false, error: `maintenance.json is not valid JSON (${reason}); it may be truncated. ${fix}` }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { ok: false, error: `maintenance.json must hold a JSON object such as {"enabled": false, ...}. ${fix}` }
  }
  const parsed = maintenanceFileSchema.safeParse(data)
  if (parsed.success) return { ok: true, flag: parsed.data }
  const problems = parsed.error.issues.slice(0, 5).map((issue) => describeIssue(issue, data))
  return { ok: false, error: `maintenance.json is not valid: ${problems.join('; ')}. ${fix}` }
}

function describeIssue(issue: z.core.$ZodIssue, data: object): string {
  if (issue.code === 'unrecognized_keys') {
    const known = Object.keys(maintenanceFileSchema.shape).join(', ')
    return `unknown field ${issue.keys.map((k) => JSON.stringify(k)).join(', ')} (known fields: ${known})`
  }
  const where =
    issue.path.length === 0
      ? 'the file'
      : `"${issue.path.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? String(k) : `.${String(k)}`)).join('')}"`
  if (issue.code === 'invalid_type' && valueAt(data, issue.path) === undefined) return `${where} is missing`
  return `${where} ${issue.message.replace(/^Invalid input: /, '')} (got ${JSON.stringify(valueAt(data, issue.path))?.slice(0, 80)})`
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}
