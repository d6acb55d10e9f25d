import { parseMaintenanceFile, type MaintenanceFile } from './maintenance-file.js'

/**
 * A flag as the text of `maintenance.json`: the contract's field order, two
 * spaces, a final newline. The one writer of the file's format: `routekit
 * maintenance on|off` and the build's default file both go through it, so a
 * file the build wrote reads exactly as one the CLI wrote.
 *
 * The text is parsed back with the browser's schema before it is handed out:
 * a flag the site would refuse gives `{ ok: false, error }`, never a file.
 *
 * @example
 * const out = serializeMaintenanceFile({ enabled: false, updatedAt: new Date().toISOString(), updatedBy: 'ops' })
 * if (out.ok) writeFileSync('dist/maintenance.json', out.text)
 */
export function serializeMaintenanceFile(
  flag: MaintenanceFile,
): { ok: true; text: string } | { ok: false; error: string } {
  const ordered: MaintenanceFile = {
    enabled: flag.enabled,
    ...(flag.message !== undefined && { message: flag.message }),
    ...(flag.until !== undefined && { until: flag.until }),
    ...(flag.allow !== undefined && flag.allow.length > 0 && { allow: flag.allow }),
    ...(flag.bypass !== undefined && { bypass: flag.bypass }),
    updatedAt: flag.updatedAt,
    updatedBy: flag.updatedBy,
  }
  const text = JSON.stringify(ordered, null, 2) + '\n'
  const check = parseMaintenanceFile(text)
  return check.ok ? { ok: true, text } : { ok: false, error: check.error }
}
