import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs'
import path from 'node:path'
import { CliError } from '../_errors.js'

/** The lock's name: a dotfile, so no static server (and never `routekit preview`) serves it. */
export const LOCK_FILE = '.maintenance.lock'

/** A lock older than this belongs to a process that died holding it: the write it guards takes milliseconds. */
const STALE_MS = 10_000
const GIVE_UP_MS = 30_000

/**
 * Holds `<dir>/.maintenance.lock` while `work` runs. Racing `on` and `off`
 * then reach maintenance.json and maintenance.log in one order: each rename
 * is followed by its own log line before the next rename, so the last line
 * of the log always agrees with the flag. The lock is a file created with
 * O_EXCL, which works on every local file system and on NFS v3+. A lock whose
 * holder is dead (killed mid-write) is taken over at once; one older than
 * 10 s (a holder on another machine) too.
 *
 * Why not proper-lockfile (read 2026-11-28, 4.1.2): the write it guards is
 * synchronous, and its sync lockSync() refuses retries ("Cannot use retries
 * with the sync api"), so the wait for a racing toggle
 * (maintenance-race.test.ts runs 100) would stay hand-written around it; it
 * knows a stale lock by its age alone (2 s at the least, 10 s by default), so
 * a holder killed mid-write would make the next toggle wait, where the pid
 * here frees it at once; and it keeps its lock fresh from a timer whose
 * default onCompromised throws, ending the process from outside any try.
 */
export function withLock<T>(dir: string, work: () => T): T {
  const file = path.join(dir, LOCK_FILE)
  const started = Date.now()
  let fd: number | undefined
  while (fd === undefined) {
    try {
      fd = openSync(file, 'wx', 0o600)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      if (_holderIsGone(file) || _ageMs(file) > STALE_MS) _ignore(() => unlinkSync(file))
      else if (Date.now() - started > GIVE_UP_MS) {
        throw new CliError(
          `Another routekit maintenance has held ${file} for ${Math.round(_ageMs(file) / 1000)} s. If none is running, delete that file and run the command again. Nothing was changed.`,
        )
      } else _sleep(2 + Math.random() * 8)
    }
  }
  try {
    // Best effort: on a full disk the pid may not fit, and the age rule still frees the lock.
    _ignore(() => writeSync(fd!, `${process.pid}\n`))
    return work()
  } finally {
    closeSync(fd)
    _ignore(() => unlinkSync(file))
  }
}

/** The lock names its holder's pid; a holder that no longer runs on this machine (killed mid-write) left it behind. */
function _holderIsGone(file: string): boolean {
  let pid: number
  try {
    pid = Number(readFileSync(file, 'utf8').trim())
  } catch {
    return false
  }
  if (!Number.isInteger(pid) || pid <= 0) return false // being written: not yet known
  try {
    process.kill(pid, 0)
    return false
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
}

function _ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs
  } catch {
    return 0 // just released: try again
  }
}

/** The CLI is synchronous here; a short blocking sleep between tries is what it needs. */
function _sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}

function _ignore(action: () => void): void {
  try {
    action()
  } catch {
    /* best effort */
  }
}
