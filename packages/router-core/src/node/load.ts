/**
 * Reading routes.yaml from disk, for Node callers (the CLI, the Vite plugin).
 * Every way a file can fail to be read becomes a clear error with a stable
 * code (RK001..RK007, listed in docs/errors.md); the CLI exits 2 on them.
 * The config half stays free of node:fs; this is the only place that reads.
 */
import { open, stat } from 'node:fs/promises'
import path from 'node:path'
import { MAX_SOURCE_LENGTH } from '../config/file/limits.js'
import { SourceLines } from '../config/file/source-lines.js'

/** Largest routes.yaml read, in bytes (5 MiB). A bigger file is refused from its size alone, unread. */
export const MAX_ROUTES_FILE_BYTES = MAX_SOURCE_LENGTH

export interface ReadError {
  /** RK001..RK007; see docs/errors.md. */
  code: string
  /** What went wrong, with the file, and how to fix it. */
  message: string
}

export type ReadResult = { ok: true; source: string } | { ok: false; error: ReadError }

function _size(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB (${bytes} bytes)`
}

function _fail(code: string, message: string): ReadResult {
  return { ok: false, error: { code, message } }
}

function _fromErrno(error: unknown, file: string): ReadResult {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  if (code === 'ENOENT' || code === 'ENOTDIR') {
    return _fail(
      'RK001',
      `Cannot read ${file}: no such file. Check the path, or create it ("npx routekit explain-code RK105" shows a minimal routes.yaml).`,
    )
  }
  if (code === 'EACCES' || code === 'EPERM') {
    return _fail(
      'RK003',
      `Cannot read ${file}: permission denied. Give your user read access (for example "chmod u+r ${file}"), or run as a user who can read it.`,
    )
  }
  if (code === 'EISDIR') return _directory(file)
  const reason = error instanceof Error ? error.message : String(error)
  return _fail(
    'RK006',
    `Cannot read ${file}: ${reason}. Check that the file exists and is a regular file you can read.`,
  )
}

function _directory(file: string): ReadResult {
  return _fail(
    'RK002',
    `${file} is a directory, not a file. Pass the routes file inside it, such as ${path.join(file, 'routes.yaml')}.`,
  )
}

/** Decodes UTF-8 text, or explains why the bytes are not routes.yaml text. */
function _decode(bytes: Uint8Array, file: string): ReadResult {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return _fail(
      'RK007',
      `${file} is saved as UTF-16. routes.yaml must be UTF-8; save it again as UTF-8 in your editor.`,
    )
  }
  const nul = bytes.indexOf(0)
  if (nul !== -1) {
    return _fail(
      'RK005',
      `${file} looks like a binary file (it holds a NUL byte at byte ${nul}). routes.yaml must be UTF-8 text; check that the path names the right file.`,
    )
  }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    // Where: the line of the first byte the decoder had to replace.
    const lenient = new TextDecoder('utf-8').decode(bytes)
    const line = new SourceLines(lenient).at(Math.max(0, lenient.indexOf('\uFFFD'))).line
    return _fail(
      'RK007',
      `${file} is not valid UTF-8 text (the first bad byte is on line ${line}). routes.yaml must be UTF-8; save it again as UTF-8 in your editor.`,
    )
  }
  // TextDecoder drops a leading byte order mark by default (ignoreBOM: false).
  return { ok: true, source: text }
}

/**
 * Reads a routes.yaml as UTF-8 text, without a byte order mark. It never
 * throws: a missing, unreadable, binary or too large file (over
 * {@link MAX_ROUTES_FILE_BYTES}, checked from its size before reading) comes
 * back as `{ ok: false, error: { code, message } }`.
 *
 * @example
 * const read = await readRoutesFile('routes.yaml')
 * if (!read.ok) { console.error(read.error.message); process.exitCode = 2 }
 */
export async function readRoutesFile(file: string): Promise<ReadResult> {
  try {
    // stat first: opening a pipe would block, and a huge file is refused unread.
    const info = await stat(file)
    if (info.isDirectory()) return _directory(file)
    if (!info.isFile()) {
      return _fail(
        'RK006',
        `${file} is not a regular file (it is a device, a pipe or a socket). Pass the path of routes.yaml itself.`,
      )
    }
    if (info.size > MAX_ROUTES_FILE_BYTES) return _tooLarge(file, info.size)
    const handle = await open(file, 'r')
    try {
      // Read at most one byte past the limit, in case the file grew since stat.
      const buffer = Buffer.alloc(Math.min(info.size, MAX_ROUTES_FILE_BYTES) + 1)
      let length = 0
      while (length < buffer.length) {
        const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length)
        if (bytesRead === 0) break
        length += bytesRead
      }
      if (length > MAX_ROUTES_FILE_BYTES) return _tooLarge(file, length)
      return _decode(buffer.subarray(0, length), file)
    } finally {
      await handle.close()
    }
  } catch (error) {
    return _fromErrno(error, file)
  }
}

function _tooLarge(file: string, size: number): ReadResult {
  return _fail(
    'RK004',
    `${file} is ${_size(size)}, over the ${_size(MAX_ROUTES_FILE_BYTES)} limit for routes.yaml. A routes file this large is almost surely the wrong file; check the path.`,
  )
}
