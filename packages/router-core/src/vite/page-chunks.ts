/** One chunk of the browser build, as pageChunks() reads it (a Rollup/Rolldown output chunk has these fields). */
export interface GraphChunk {
  fileName: string
  isEntry: boolean
  /** The module the chunk stands for, when it is an entry or a dynamic import's target. */
  facadeModuleId: string | null
  moduleIds: readonly string[]
  /** The chunks it imports statically, by file name. */
  imports: readonly string[]
}

/** The browser build's chunks by file name. */
export type ChunkGraph = ReadonlyMap<string, GraphChunk>

/** What the first load is worked out from: each chunk's static imports. */
type ImportGraph = ReadonlyMap<string, Pick<GraphChunk, 'isEntry' | 'imports'>>

/** The chunks of an output bundle; assets are left out. */
export function chunkGraphOf(bundle: Record<string, { type: string; fileName: string }>): ChunkGraph {
  const graph = new Map<string, GraphChunk>()
  for (const out of Object.values(bundle)) {
    if (out.type !== 'chunk') continue
    const { fileName, isEntry, facadeModuleId, moduleIds, imports } = out as unknown as GraphChunk
    graph.set(fileName, { fileName, isEntry, facadeModuleId, moduleIds: [...moduleIds], imports: [...imports] })
  }
  return graph
}

/**
 * The given chunks and every chunk they import statically, in breadth-first
 * order (each before the chunks it imports), leaving out `skip`.
 */
export function staticClosure(
  graph: ImportGraph,
  roots: readonly string[],
  skip: ReadonlySet<string> = new Set(),
): string[] {
  const seen = new Set<string>()
  const queue = roots.filter((name) => !skip.has(name))
  for (let i = 0; i < queue.length; i++) {
    const name = queue[i]!
    if (seen.has(name)) continue
    seen.add(name)
    for (const imported of graph.get(name)?.imports ?? [])
      if (!skip.has(imported) && !seen.has(imported)) queue.push(imported)
  }
  return [...seen].filter((name) => graph.has(name))
}

/** The first load: each entry chunk and the chunks it imports statically. */
export function firstLoadOf(graph: ImportGraph): Set<string> {
  return new Set(
    staticClosure(
      graph,
      [...graph].flatMap(([name, chunk]) => (chunk.isEntry ? [name] : [])),
    ),
  )
}

/**
 * The chunks a page needs beyond the first load, by file name: for each of
 * `modules` (the page's and its layout's module ids, as renderPage() reports
 * them), the chunk that holds it and every chunk that one imports
 * statically. A module in no chunk of the graph, or inside the first load,
 * adds nothing. These are the files Vite's preload helper would request once
 * the app has started and asked for the page; listed in the page's HTML, they
 * download alongside the entry instead of after it.
 */
export function pageChunks(graph: ChunkGraph, modules: readonly string[]): string[] {
  const firstLoad = firstLoadOf(graph)
  const chunks = [...graph.values()]
  const holders = modules.flatMap((id) => {
    const holder =
      chunks.find((chunk) => chunk.facadeModuleId === id) ?? chunks.find((chunk) => chunk.moduleIds.includes(id))
    return holder ? [holder.fileName] : []
  })
  return staticClosure(graph, holders, firstLoad)
}
