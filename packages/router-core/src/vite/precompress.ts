import { availableParallelism } from 'node:os'
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { extname, join, relative, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { isRewrittenAtRunTime } from '../config/constants.js'

const _brotli = promisify(brotliCompress)
const _gzip = promisify(gzip)

/** Text formats; images, fonts and source maps are left alone. */
const TEXT_EXTENSIONS = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest'])

/** Below this, the saving is smaller than a packet and not worth a second file. */
const MIN_BYTES = 1024

/**
 * Brotli's quality for what a first load fetches, and for the rest. Measured on the site (docs/benchmarks.md): 10 is
 * within 2.5 % of 11's bytes at about 40 % of its CPU time, and 11 on the first load alone kept the build at twice
 * its bundle-and-prerender time; 5 is about 40 times cheaper than 11 for about 9 % more bytes, on files fetched
 * once the page has started.
 */
export const BROTLI_FIRST_LOAD = 10
export const BROTLI_LATER = 5

export interface PrecompressOptions {
  /**
   * The JavaScript files a first load fetches, relative to the folder with
   * `/`: the entry chunks and the chunks they import statically. With it,
   * they, every `.html` and every `.css` get brotli at quality 10, and every
   * other file (lazy chunks, JSON, SVG) quality 5. Without it, every file is
   * taken for the first load's (quality 10).
   */
  firstLoad?: readonly string[]
}

export interface PrecompressResult {
  /** Files that got a `.br` or a `.gz` sibling, or both, relative to the folder. */
  files: string[]
  /** Their total size, uncompressed. */
  bytes: number
  /** Their total size as brotli (the raw size where no `.br` was written). */
  brotliBytes: number
  /** Their total size as gzip (the raw size where no `.gz` was written). */
  gzipBytes: number
  /** How many of `files` got the first load's brotli quality (10); the others got 5. */
  firstLoadFiles: number
}

/**
 * Writes `<file>.br` (brotli) and `<file>.gz` (gzip, level 9) next to every
 * text file of at least 1 KiB under `dir`, each only when it is smaller than
 * the file. Brotli spends its effort where it pays: quality 10 for what a
 * first load fetches (`options.firstLoad`, every page's HTML and the
 * stylesheets), quality 5 for the rest (see PrecompressOptions). Servers such as nginx (`gzip_static`,
 * `brotli_static`) and `routekit preview` send them instead of compressing
 * on every request.
 *
 * `maintenance.json` and `builds/*` never get one: `routekit maintenance`
 * and deploys rewrite them in place, and a server would go on sending the old
 * sibling. A sibling the build did not write this time (such a file, a
 * small one, one that did not shrink) is removed, for the same reason.
 *
 * @example await precompress('dist') // { files: ['index.html', 'assets/index-3f2a.js'], ... }
 */
export async function precompress(dir: string, options: PrecompressOptions = {}): Promise<PrecompressResult> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile() && TEXT_EXTENSIONS.has(extname(entry.name).toLowerCase()))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
  const firstLoad = options.firstLoad && new Set(options.firstLoad)
  const quality = (file: string) =>
    !firstLoad || firstLoad.has(file) || /\.(html|css)$/i.test(file) ? BROTLI_FIRST_LOAD : BROTLI_LATER
  // The first load's first, largest first: the entry chunk takes longest, so it must not wait behind small or cheap files.
  const bySize = await Promise.all(files.map(async (file) => ({ file, size: (await stat(join(dir, file))).size })))
  bySize.sort((a, b) => quality(b.file) - quality(a.file) || b.size - a.size)
  // zlib's async calls run on libuv's thread pool. Capping the files in flight
  // keeps memory and open files bounded on big sites; the pool stays busy.
  const slot = _limit(Math.max(2, availableParallelism()) * 2)
  const sizes = await Promise.all(
    bySize.map(({ file, size }) =>
      slot(() => _compressFile(join(dir, file), size >= MIN_BYTES && !isRewrittenAtRunTime(file), quality(file))),
    ),
  )
  const result: PrecompressResult = { files: [], bytes: 0, brotliBytes: 0, gzipBytes: 0, firstLoadFiles: 0 }
  bySize.forEach(({ file }, i) => {
    const size = sizes[i]
    if (!size) return
    result.files.push(file)
    if (quality(file) === BROTLI_FIRST_LOAD) result.firstLoadFiles++
    result.bytes += size.raw
    result.brotliBytes += size.br
    result.gzipBytes += size.gz
  })
  result.files.sort()
  return result
}

type _Sizes = { raw: number; br: number; gz: number }

/**
 * Compresses one file into its siblings; null when it got none. A file that
 * gets none loses any sibling an earlier build left, which would be stale.
 */
async function _compressFile(file: string, wanted: boolean, quality: number): Promise<_Sizes | null> {
  if (!wanted) {
    await Promise.all([rm(`${file}.br`, { force: true }), rm(`${file}.gz`, { force: true })])
    return null
  }
  const source = await readFile(file)
  const [br, gz] = await Promise.all([
    _brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    _gzip(source, { level: 9 }),
  ])
  const [wroteBr, wroteGz] = await Promise.all([
    _writeIfSmaller(`${file}.br`, br, source.length),
    _writeIfSmaller(`${file}.gz`, gz, source.length),
  ])
  if (!wroteBr && !wroteGz) return null
  return { raw: source.length, br: wroteBr ? br.length : source.length, gz: wroteGz ? gz.length : source.length }
}

async function _writeIfSmaller(file: string, bytes: Buffer, rawLength: number): Promise<boolean> {
  if (bytes.length >= rawLength) {
    await rm(file, { force: true })
    return false
  }
  await writeFile(file, bytes)
  return true
}

/** Runs at most `n` tasks at once, in the order they were queued. */
function _limit(n: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0
  const waiting: Array<() => void> = []
  return async (task) => {
    // A finishing task hands its slot straight to the next one, so `running` never passes n.
    if (running < n) running++
    else await new Promise<void>((go) => waiting.push(go))
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
}
