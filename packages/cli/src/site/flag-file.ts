import { constants, type Stats } from 'node:fs'
import { open } from 'node:fs/promises'

export type FlagFileBytes =
  { kind: 'missing' } | { kind: 'ok'; bytes: Buffer; stats: Stats } | { kind: 'unusable'; error: string; stats?: Stats }

/**
 * Reads maintenance.json without ever blocking or reading without bound:
 * it opens with O_NONBLOCK (a FIFO with no writer would block a plain open
 * forever), refuses anything that is not a regular file (a FIFO, a device
 * such as /dev/zero, a folder), and reads at most `maxBytes + 1` bytes, so a
 * 50 MB file costs 64 KB. The server and the CLI both read the flag here.
 */
export async function readFlagFile(file: string, maxBytes: number): Promise<FlagFileBytes> {
  let handle: Awaited<ReturnType<typeof open>>
  try {
    handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ENOTDIR') return { kind: 'missing' }
    return { kind: 'unusable', error: `it could not be read (${code ?? String(error)}).` }
  }
  try {
    const stats = await handle.stat()
    if (!stats.isFile())
      return {
        kind: 'unusable',
        error: `it is not a regular file (${_kindOf(stats)}), so it is not read. Replace it with \`routekit maintenance on\` or \`off\`.`,
        stats,
      }
    if (stats.size > maxBytes) return _tooLarge(`${stats.size}`, maxBytes, stats)
    const buffer = Buffer.alloc(maxBytes + 1)
    let length = 0
    while (length < buffer.length) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length)
      if (bytesRead === 0) break
      length += bytesRead
    }
    // The file grew while it was read.
    if (length > maxBytes) return _tooLarge(`more than ${maxBytes}`, maxBytes, stats)
    return { kind: 'ok', bytes: buffer.subarray(0, length), stats }
  } catch (error) {
    return {
      kind: 'unusable',
      error: `it could not be read (${(error as NodeJS.ErrnoException).code ?? String(error)}).`,
    }
  } finally {
    await handle.close().catch(() => undefined)
  }
}

function _tooLarge(size: string, maxBytes: number, stats: Stats): FlagFileBytes {
  return {
    kind: 'unusable',
    error: `maintenance.json is too large (${size} bytes; the limit is ${maxBytes}). Write a fresh one with \`routekit maintenance on\` or \`routekit maintenance off\`.`,
    stats,
  }
}

function _kindOf(stats: Stats): string {
  if (stats.isFIFO()) return 'a FIFO'
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device'
  if (stats.isDirectory()) return 'a folder'
  if (stats.isSocket()) return 'a socket'
  return 'not a file'
}
