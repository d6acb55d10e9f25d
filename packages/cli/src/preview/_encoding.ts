import type { Stats } from 'node:fs'
import type { Jail } from './_jail.js'

/** The codings the build precompresses (`<file>.br`, `<file>.gz`), in the order they win a tie. */
export type Encoding = 'br' | 'gzip'

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

/** A precompressed file to send in place of the file the request named. */
export interface Sibling {
  encoding: Encoding
  /** Its real path. */
  file: string
  stats: Stats
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
 * The precompressed sibling of the file at `pathname` to send for a request
 * with this `Accept-Encoding`: the best accepted coding whose sibling is a
 * regular file inside the folder (through the jail, like every file) and not
 * older than the file. An older one belongs to an earlier version of the file
 * (a hand edit, a rebuild without compression), so the file goes out as it is.
 */
export async function pickSibling(jail: Jail, pathname: string, original: Stats, acceptEncoding: string | undefined): Promise<Sibling | null> {
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    const sibling = await jail.locate(pathname + SUFFIX[encoding]).catch(() => null)
    if (sibling?.kind === 'file' && sibling.stats.mtimeMs >= original.mtimeMs) return { encoding, file: sibling.file, stats: sibling.stats }
  }
  return null
}
