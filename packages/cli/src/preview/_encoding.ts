import type { Stats } from 'node:fs'
import Negotiator from 'negotiator'
import type { Jail } from './_jail.js'

/** The codings the build precompresses (`<file>.br`, `<file>.gz`), in the order they win a tie. */
export type Encoding = 'br' | 'gzip'

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' }
const CODINGS: readonly Encoding[] = ['br', 'gzip']

/** A precompressed file to send in place of the file the request named. */
export interface Sibling {
  encoding: Encoding
  /** Its real path. */
  file: string
  stats: Stats
}

/** `x-gzip` as one coding of a list: gzip (RFC 9110 §8.4.1.3), a name negotiator compares as written. */
const X_GZIP = /(^|,)(\s*)x-gzip(?=\s*(?:;|,|$))/gi

/**
 * The codings an `Accept-Encoding` header accepts, best first, ties going to
 * brotli, as `negotiator` (Express's) reads the header: `q=0` (and a q that is
 * not a number) means "not acceptable", a named coding wins over `*`, and a
 * coding named twice keeps its best weight; `x-gzip` is gzip. No header, or an
 * empty one, accepts none of them: the file goes out as it is.
 *
 * @example acceptedEncodings('br;q=0, gzip') // ['gzip']
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const accept = (header ?? '').replace(X_GZIP, '$1$2gzip')
  return new Negotiator({ headers: { 'accept-encoding': accept } }).encodings(CODINGS, {
    preferred: CODINGS,
  }) as Encoding[]
}

/**
 * The precompressed sibling of the file at `pathname` to send for a request
 * with this `Accept-Encoding`: the best accepted coding whose sibling is a
 * regular file inside the folder (through the jail, like every file) and not
 * older than the file. An older one belongs to an earlier version of the file
 * (a hand edit, a rebuild without compression), so the file goes out as it is.
 */
export async function pickSibling(
  jail: Jail,
  pathname: string,
  original: Stats,
  acceptEncoding: string | undefined,
): Promise<Sibling | null> {
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    const sibling = await jail.locate(pathname + SUFFIX[encoding]).catch(() => null)
    if (sibling?.kind === 'file' && sibling.stats.mtimeMs >= original.mtimeMs)
      return { encoding, file: sibling.file, stats: sibling.stats }
  }
  return null
}
