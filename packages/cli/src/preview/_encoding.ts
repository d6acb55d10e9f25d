import { statSync } from 'node:fs'

/** The codings the build precompresses (`<file>.br`, `<file>.gz`), in the order they win a tie. */
export type Encoding = 'br' | 'gzip'

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

/** A precompressed file to send in place of the file the request named. */
export interface Sibling {
  encoding: Encoding
  file: string
}

/**
 * The codings an `Accept-Encoding` header accepts, best first, ties going to
 * brotli. `q=0` (and a malformed q) means "not acceptable"; `*` stands for any
 * coding the header does not name; `x-gzip` is gzip. No header, or an empty
 * one, accepts none of them: the file goes out as it is.
 *
 * @example acceptedEncodings('br;q=0, gzip') // ['gzip']
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const q = new Map<string, number>()
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase())
    if (name === '') continue
    const weight = params.find((p) => p.startsWith('q='))
    const value = weight === undefined ? 1 : /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(weight) ? Number(weight.slice(2)) : 0
    const coding = name === 'x-gzip' ? 'gzip' : name
    // A coding named twice keeps its best weight.
    q.set(coding, Math.max(q.get(coding) ?? 0, value))
  }
  const weightOf = (coding: Encoding) => q.get(coding) ?? q.get('*') ?? 0
  return (['br', 'gzip'] as const).filter((coding) => weightOf(coding) > 0).sort((a, b) => weightOf(b) - weightOf(a))
}

/**
 * The precompressed sibling of `file` to send for a request with this
 * `Accept-Encoding`: the best accepted coding whose sibling exists and is not
 * older than the file. An older one belongs to an earlier version of the file
 * (a hand edit, a rebuild without compression), so the file goes out as it is.
 */
export function pickSibling(file: string, acceptEncoding: string | undefined): Sibling | null {
  const wanted = acceptedEncodings(acceptEncoding)
  if (wanted.length === 0) return null
  const original = _mtime(file)
  if (original === null) return null
  for (const encoding of wanted) {
    const sibling = file + SUFFIX[encoding]
    const mtime = _mtime(sibling)
    if (mtime !== null && mtime >= original) return { encoding, file: sibling }
  }
  return null
}

function _mtime(file: string): number | null {
  try {
    const stats = statSync(file)
    return stats.isFile() ? stats.mtimeMs : null
  } catch {
    return null
  }
}
