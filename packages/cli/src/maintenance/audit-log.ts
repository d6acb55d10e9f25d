import { closeSync, existsSync, openSync, readSync, fstatSync, writeSync } from 'node:fs'
import { userInfo } from 'node:os'
import path from 'node:path'
import { CliError } from '../_errors.js'
import { describeFsError } from '../files/atomic-write.js'

/** The audit log next to the flag: one JSON line per change. */
export const AUDIT_LOG = 'maintenance.log'

export interface AuditEntry {
  time: string
  user: string
  action: 'on' | 'off'
  /** What the change set; never the preview token itself. */
  options: Record<string, unknown>
}

/** Who runs the command: the OS account, else `$USER`, else `unknown`. */
export function currentUser(): string {
  try {
    const name = userInfo().username
    if (name) return name
  } catch {
    /* no passwd entry, as in some containers */
  }
  return process.env.USER || process.env.USERNAME || 'unknown'
}

/**
 * Opens the audit log for appending before anything is changed, so a log that
 * cannot be written stops the command while the flag is still untouched.
 * `append()` then adds exactly one line with one O_APPEND write: lines from
 * racing processes never interleave.
 */
export function openAuditLog(dir: string): { append(entry: AuditEntry): void; close(): void } {
  const file = path.join(dir, AUDIT_LOG)
  let fd: number
  try {
    fd = openSync(file, 'a', 0o640)
  } catch (error) {
    throw new CliError(`Could not open the audit log ${file}: ${describeFsError(error, dir)} Nothing was changed.`)
  }
  return {
    append(entry) {
      const line = Buffer.from(JSON.stringify(entry) + '\n', 'utf8')
      try {
        const written = writeSync(fd, line)
        if (written !== line.length) throw new Error(`only ${written} of ${line.length} bytes were written`)
      } catch (error) {
        throw new CliError(
          `The change was made, but the audit log ${file} could not be written: ${describeFsError(error, dir)}`,
        )
      }
    },
    close() {
      closeSync(fd)
    },
  }
}

/** The last `count` entries of the audit log, oldest first; lines that are not entries are skipped. */
export function readAuditTail(dir: string, count: number): AuditEntry[] {
  const file = path.join(dir, AUDIT_LOG)
  if (!existsSync(file) || count <= 0) return []
  const fd = openSync(file, 'r')
  try {
    // Only the end of a long log is needed: read at most its last 256 KB.
    const size = fstatSync(fd).size
    const length = Math.min(size, 256 * 1024)
    const buffer = Buffer.alloc(length)
    readSync(fd, buffer, 0, length, size - length)
    const lines = buffer
      .toString('utf8')
      .split('\n')
      .slice(length < size ? 1 : 0)
    const entries: AuditEntry[] = []
    for (const line of lines) {
      if (line.trim() === '') continue
      try {
        const entry = JSON.parse(line) as AuditEntry
        if (typeof entry?.time === 'string' && typeof entry.action === 'string') entries.push(entry)
      } catch {
        /* a foreign or damaged line: skip it */
      }
    }
    return entries.slice(-count)
  } finally {
    closeSync(fd)
  }
}
