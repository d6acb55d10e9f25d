import path from 'node:path'
import { MAINTENANCE_FILE, type MaintenanceFile } from '@routekit/router-core'
import { UsageError } from '../_errors.js'
import { readFlagFile } from '../site/flag-file.js'

export type FlagRead =
  | { kind: 'missing'; file: string }
  | { kind: 'ok'; file: string; flag: MaintenanceFile }
  | { kind: 'invalid'; file: string; error: string }

/** Reads and checks `<dir>/maintenance.json` with the same schema the browser uses. */
export async function readFlag(dir: string): Promise<FlagRead> {
  const file = path.join(dir, MAINTENANCE_FILE)
  const { parseMaintenanceFile, MAINTENANCE_FILE_MAX_BYTES } = await import('@routekit/router-core')
  const read = await readFlagFile(file, MAINTENANCE_FILE_MAX_BYTES)
  if (read.kind === 'missing') return { kind: 'missing', file }
  if (read.kind === 'unusable') return { kind: 'invalid', file, error: read.error }
  const parsed = parseMaintenanceFile(read.bytes.toString('utf8'))
  return parsed.ok ? { kind: 'ok', file, flag: parsed.flag } : { kind: 'invalid', file, error: parsed.error }
}

/**
 * The flag as file text, fields in the contract's order. It is parsed back
 * with the browser's schema before anything is written: a flag that the site
 * would refuse is a usage error, not a file on disk.
 */
export async function serializeFlag(flag: MaintenanceFile): Promise<string> {
  // router-core holds the one writer of the format, which the build's default file uses too.
  const { serializeMaintenanceFile } = await import('@routekit/router-core')
  const out = serializeMaintenanceFile(flag)
  if (!out.ok) throw new UsageError(`${out.error.replace(/ Fix the file, or .*$/, '')} Check the options you passed.`)
  return out.text
}
