import { MAINTENANCE_FILE, type MaintenanceFile } from '@routekit/router-core'
import path from 'node:path'
import { writeFileAtomic } from '../files/atomic-write.js'
import { openAuditLog, type AuditEntry } from './audit-log.js'
import { withLock } from './_lock.js'
import type { PersistPlan } from './persist.js'

/**
 * Writes a change that has passed every check: the flag (atomically), then
 * routes.yaml when `--persist` asked for it (atomically), then one audit line.
 * The log is opened first, so a log that cannot be written stops the command
 * before the flag changes. The three run under the folder's lock, so the log
 * lists changes in the order they reached maintenance.json.
 */
export function applyChange(dir: string, flagText: string, persist: PersistPlan | undefined, entry: AuditEntry): void {
  const log = openAuditLog(dir)
  try {
    withLock(dir, () => {
      writeFileAtomic(path.join(dir, MAINTENANCE_FILE), flagText)
      if (persist?.changed) writeFileAtomic(persist.file, persist.text)
      log.append(entry)
    })
  } finally {
    log.close()
  }
}

/** The audit options of a flag: what it sets, never the preview token. */
export function auditOptionsOf(flag: MaintenanceFile, extra: Record<string, unknown>): Record<string, unknown> {
  return {
    ...(flag.message !== undefined && { message: flag.message }),
    ...(flag.until !== undefined && { until: flag.until }),
    ...(flag.allow?.length && { allow: flag.allow }),
    ...extra,
  }
}
