import { firstLoadOf } from './page-chunks.js'

/**
 * V8's explicit compile hint: a file whose first line is this comment has
 * every function compiled eagerly, on a background thread while the script
 * streams in, instead of lazily on the main thread the first time each one
 * runs (Chromium 136 and later; other engines read it as a comment).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/** The part of a Rollup/Rolldown output bundle that markFirstLoadChunks() reads and writes. */
export type HintBundle = Record<
  string,
  | {
      type: 'chunk'
      fileName: string
      code: string
      isEntry: boolean
      imports: readonly string[]
      map?: { mappings: string } | null
    }
  | { type: 'asset'; fileName: string; source: string | Uint8Array }
>

/**
 * Puts COMPILE_HINT on the first line of each entry chunk and of every chunk
 * it imports statically: the code a page runs as it starts (React, the
 * router, hydration), nearly all of it called at once. Lazy chunks are left
 * alone, since most of a lazily loaded library is never called. The chunk's
 * source map, inline (`chunk.map`) or emitted beside it (`<file>.map`), is
 * shifted down by the added line. Returns the marked file names, sorted.
 *
 * Measured on the site (docs/benchmarks.md): with real 4x CPU throttling, the
 * task that evaluates the entry went from about 94 ms to 22 ms, because the
 * functions hydration calls were no longer compiled one by one on the main thread.
 */
export function markFirstLoadChunks(bundle: HintBundle): string[] {
  const chunks = new Map(
    Object.values(bundle).flatMap((out) => (out.type === 'chunk' ? [[out.fileName, out] as const] : [])),
  )
  const marked = [...firstLoadOf(chunks)].sort()
  for (const name of marked) {
    const chunk = chunks.get(name)!
    if (chunk.code.startsWith(COMPILE_HINT)) continue
    chunk.code = `${COMPILE_HINT}\n${chunk.code}`
    // A leading ";" in `mappings` is an empty first generated line: every mapping moves down one line.
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`
    const mapFile = bundle[`${name}.map`]
    if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
      const map = JSON.parse(mapFile.source) as { mappings: string }
      map.mappings = `;${map.mappings}`
      mapFile.source = JSON.stringify(map)
    }
  }
  return marked
}
