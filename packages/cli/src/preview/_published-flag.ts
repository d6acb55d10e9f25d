import { createHash } from 'node:crypto'
import type { MaintenanceFile } from '@routekit/router-core'

/** One view of the flag file as `/maintenance.json` sends it. */
export interface PublishedFlag {
  bytes: Buffer
  etag: string
  lastModified: string
}

/** The two views of one good flag file: for everyone, and for a visitor who already holds the preview token. */
export interface FlagViews {
  /** The file without `bypass`: what anyone may read. */
  public: PublishedFlag
  /** The file as it lies on disk, `bypass` included; only for a request whose cookie holds the matching token. */
  holder: PublishedFlag
}

/**
 * `bypass` is a verifier of the preview token: a slow salted PBKDF2 one, or an
 * older file's plain SHA-256. Published to everyone, it is a target for a
 * dictionary attack on a weak token (issue 35: `password` fell to a short word
 * list in 1 ms against the SHA-256). So the public view leaves it out, and
 * only a visitor whose cookie already holds the token gets it back, which the
 * browser runtime needs to check its own `?preview=` token against: that
 * visitor learns nothing they did not know. The file on disk is unchanged.
 */
export function flagViews(bytes: Buffer, flag: MaintenanceFile, lastModified: string): FlagViews {
  const holder = { bytes, etag: _etag(bytes), lastModified }
  if (flag.bypass === undefined) return { public: holder, holder }
  const { bypass: _secret, ...rest } = flag
  const open = Buffer.from(JSON.stringify(rest, null, 2) + '\n')
  return { public: { bytes: open, etag: _etag(open), lastModified }, holder }
}

function _etag(bytes: Buffer): string {
  return `"${createHash('sha1').update(bytes).digest('base64url')}"`
}
