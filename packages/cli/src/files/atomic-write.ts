import { closeSync, fsyncSync, openSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs'
import path from 'node:path'
import { CliError } from '../_errors.js'

/**
 * Replaces `file` with `text` atomically: the text goes to a temp file in the
 * same folder, is flushed to disk, and is renamed over the old file. Readers
 * (the web server, a racing `routekit maintenance`) see the old file or the
 * new one, never a half-written one; if anything fails, the old file stays.
 * The temp name starts with a dot, so static servers do not serve it.
 *
 * Why not npm's write-file-atomic (read 2026-11-28, 7.0.1; 8.x needs Node 22):
 * its temp file is `maintenance.json.<number>`, no dotfile (npm/write-file-atomic#30
 * asked for one and was closed), so a write killed before its rename leaves a
 * file nginx and every static host would serve (maintenance-faults.test.ts
 * holds ours to a dotfile); it writes through a symlinked file to wherever the
 * link points (realpath) instead of replacing the link inside the site folder;
 * it does not fsync the folder after the rename, so the new name may not survive
 * a power cut; and it loads node:crypto as it loads, which `routekit validate`
 * must not (test/startup.test.ts). Those are the four things this file is for.
 */
export function writeFileAtomic(file: string, text: string): void {
  const dir = path.dirname(file)
  // node:crypto loads here, not with the CLI: every command, `validate` too, would pay for it at start-up.
  const { randomBytes } = process.getBuiltinModule('node:crypto')
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`)
  let fd: number | undefined
  try {
    fd = openSync(temp, 'wx', _modeOf(file))
    const bytes = Buffer.from(text, 'utf8')
    let written = 0
    while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written)
    fsyncSync(fd)
    closeSync(fd)
    fd = undefined
    _testPauseBeforeRename(temp)
    renameSync(temp, file)
  } catch (error) {
    if (fd !== undefined) _ignore(() => closeSync(fd!))
    _ignore(() => unlinkSync(temp))
    throw new CliError(`Could not write ${file}: ${describeFsError(error, dir)} The old file is unchanged.`)
  }
  // The rename is durable only once the folder's entry is on disk; not every platform lets us open a folder.
  _ignore(() => {
    const dirFd = openSync(dir, 'r')
    try {
      fsyncSync(dirFd)
    } finally {
      closeSync(dirFd)
    }
  })
}

/** A file-system error as a reason and a fix, for messages. */
export function describeFsError(error: unknown, dir: string): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  switch (code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return `the disk is full (${code}). Free some space on the disk that holds ${dir}, then run the command again.`
    case 'EACCES':
    case 'EPERM':
      return `permission denied (${code}). Run the command as a user who can write ${dir}.`
    case 'EROFS':
      return `the file system is read-only (EROFS). Switch maintenance where the site's files can be written.`
    case 'ENOENT':
      return `the folder ${dir} is gone (ENOENT). Check --dir.`
    default:
      return `${error instanceof Error ? error.message : String(error)}.`
  }
}

/**
 * Test seam, inert unless ROUTEKIT_TEST_PAUSE_BEFORE_RENAME=1: the writer then
 * prints `routekit-test: paused before rename <temp>` on stderr and blocks
 * (up to a minute), so a test can SIGKILL the real process between the temp
 * file and the rename (packages/cli/test/maintenance-faults.test.ts).
 */
function _testPauseBeforeRename(temp: string): void {
  if (process.env.ROUTEKIT_TEST_PAUSE_BEFORE_RENAME !== '1') return
  writeSync(2, `routekit-test: paused before rename ${temp}\n`)
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60_000)
}

// Keep the old file's permissions, so a web server that could read it still can.
function _modeOf(file: string): number {
  try {
    return statSync(file).mode & 0o777
  } catch {
    return 0o644
  }
}

function _ignore(action: () => void): void {
  try {
    action()
  } catch {
    /* best effort */
  }
}
