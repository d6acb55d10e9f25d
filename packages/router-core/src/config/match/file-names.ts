/**
 * How a page's path becomes a file name on disk, and how long one may be:
 * the prerenderer writes each path as folders named after its segments, and
 * routes.yaml's checks refuse a path whose folders no file system takes
 * (RK314), so a valid file always builds.
 */

/** The longest file name common file systems take (ext4, APFS, NTFS: 255 bytes of UTF-8, or 255 UTF-16 units). */
export const MAX_FILE_NAME_BYTES = 255

/**
 * The longest relative file path a page may be written to (its folders, `/index.html` and a `.br` sibling
 * included), leaving room under Linux's 4,096-byte PATH_MAX for the build folder's own path.
 */
export const MAX_FILE_PATH_BYTES = 2048

/**
 * A path segment as the prerenderer names its folder: decoded once, as static
 * hosts decode a request before they look for its file (`caf%C3%A9` is
 * `café`), unless the decoded text is a separator or a dot segment: such a
 * segment keeps its escapes, so a file name never leaves its folder.
 *
 * @example segmentFileName('caf%C3%A9') // 'café'
 * @example segmentFileName('a%2Fb') // 'a%2Fb'
 */
export function segmentFileName(segment: string): string {
  if (!segment.includes('%')) return segment
  let decoded: string
  try {
    decoded = decodeURIComponent(segment)
  } catch {
    return segment
  }
  return /[/\\]|^\.\.?$/.test(decoded) ? segment : decoded
}

/** The bytes `text` takes as UTF-8, as a file system counts a name. */
export function utf8Length(text: string): number {
  let bytes = 0
  for (const ch of text) {
    const code = ch.codePointAt(0)!
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
  }
  return bytes
}
