import type { Stats } from 'node:fs'
import { realpath, stat } from 'node:fs/promises'
import path from 'node:path'

/** Where a request path leads inside the served folder. */
export type Located =
  /** `file` is the real path; `inside` is it relative to the folder's real path, as a URL path (`/about/index.html`). */
  | { kind: 'file'; file: string; inside: string; stats: Stats }
  | { kind: 'directory' }
  | { kind: 'missing' }
  /** A symlink (or a path through one) that leads out of the folder; a FIFO, socket or device, which would block a read; a hard-linked file. */
  | { kind: 'refused'; reason: string }

export interface Jail {
  /** The served folder, its real path. */
  root(): Promise<string>
  /** Resolves `pathname` (already parsed and decoded, see site/request-path.ts) to a regular file inside the folder, symlinks resolved. */
  locate(pathname: string): Promise<Located>
}

/**
 * The served folder as a jail, as nginx's `disable_symlinks if_not_owner`
 * would want it but stricter: every path is resolved with `realpath`, so a
 * symlink anywhere on the way (to /etc/passwd, to another folder) counts by
 * where it leads, and anything that does not lie inside the folder's own real
 * path is refused. Only regular files come out: a FIFO, a socket or a device
 * would hang or never end a read.
 */
export function createJail(dir: string): Jail {
  let rootPromise: Promise<string> | undefined
  const root = () => {
    rootPromise ??= realpath(dir).catch((error: unknown) => {
      rootPromise = undefined // the folder may appear later (a deploy in progress)
      throw error
    })
    return rootPromise
  }
  // Lookups of one path that overlap share one: under load, 200 requests for /about cost one realpath and one stat,
  // each as fresh as a lookup started while the request was already waiting.
  const inflight = new Map<string, Promise<Located>>()
  const locate = async (pathname: string): Promise<Located> => {
    const top = await root()
    let real: string
    try {
      real = await realpath(path.join(top, pathname))
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ENAMETOOLONG') return { kind: 'missing' }
      if (code === 'ELOOP') return { kind: 'refused', reason: 'a symlink loop' }
      throw error
    }
    if (real !== top && !real.startsWith(top + path.sep))
      return { kind: 'refused', reason: 'it leads outside the served folder' }
    const stats = await stat(real).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null // removed since realpath: a rebuild in progress
      throw error
    })
    if (stats === null) return { kind: 'missing' }
    if (stats.isDirectory()) return { kind: 'directory' }
    if (!stats.isFile()) return { kind: 'refused', reason: 'it is not a regular file' }
    // A file with another name (a hard link) may be the audit log, the lock or a dotfile under a public name: refused.
    if (stats.nlink > 1) return { kind: 'refused', reason: 'it has more than one name (a hard link)' }
    return { kind: 'file', file: real, inside: '/' + path.relative(top, real).split(path.sep).join('/'), stats }
  }
  return {
    root,
    locate(pathname) {
      let pending = inflight.get(pathname)
      if (!pending) {
        pending = locate(pathname).finally(() => inflight.delete(pathname))
        inflight.set(pathname, pending)
      }
      return pending
    },
  }
}
