// Regression: createMaintenanceFile()'s validator chunk imported the app's entry chunk, so a main.tsx awaiting hydrateApp() hung.
// That chunk held maintenanceStateOf's import of the entry; the entry, still evaluating while it awaited the first
// navigation, could not finish before the navigation, and the navigation waited for the chunk. Once maintenance.json
// existed, the page stayed plain HTML, nothing was logged, and the stuck read kept the source from reading the file again.
//
// A real Vite build of the top-level-await-app fixture, once per maintenance source: every chunk the source loads
// lazily must reach no entry chunk through its static imports, or an entry that is still evaluating blocks it.
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Rolldown } from 'vite'
import { build } from 'vite'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('./top-level-await-app/', import.meta.url))
/** router-core's modules behind the maintenance sources' import() calls. */
const LAZY_MODULES = [
  /\/src\/config\/maintenance\/maintenance-file\.ts$/,
  /\/src\/browser\/maintenance-source\.ts$/,
  /\/src\/browser\/_bypass-check\.ts$/,
]

type Chunk = Rolldown.OutputChunk

async function chunksOf(entry: string): Promise<Map<string, Chunk>> {
  const result = await build({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    mode: 'production',
    build: { write: false, rolldownOptions: { input: join(ROOT, entry) } },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunks = outputs.flatMap((output) => output.output).filter((item): item is Chunk => item.type === 'chunk')
  return new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
}

/** The entry chunks that `chunk` reaches through static imports, by file name. */
function entriesReachedFrom(chunk: Chunk, chunks: Map<string, Chunk>): string[] {
  const seen = new Set<string>()
  const stack = [...chunk.imports]
  while (stack.length > 0) {
    const name = stack.pop()!
    if (seen.has(name)) continue
    seen.add(name)
    stack.push(...(chunks.get(name)?.imports ?? []))
  }
  return [...seen].filter((name) => chunks.get(name)?.isEntry)
}

describe('maintenance.json froze a prerendered page whose main.tsx awaits hydrateApp()', () => {
  it.each([
    // The entry imports maintenance-source statically; the watchers' lazy chunk needs it too (they share the poller), so
    // it sits in a chunk of its own that both import, never in the entry chunk.
    ['createMaintenanceFile()', 'src/main-file.tsx', ['_bypass-check', 'maintenance-file', 'maintenance-source']],
    ['createLazyMaintenanceFile()', 'src/main-lazy.tsx', ['_bypass-check', 'maintenance-file', 'maintenance-source']],
  ])(
    '%s: the chunks it loads with import() import nothing from the entry chunk',
    async (_source, entry, expected) => {
      const chunks = await chunksOf(entry)
      const lazy = [...chunks.values()].filter(
        (chunk) => !chunk.isEntry && chunk.moduleIds.some((id) => LAZY_MODULES.some((module) => module.test(id))),
      )
      const held = lazy.flatMap((chunk) =>
        chunk.moduleIds.flatMap((id) =>
          LAZY_MODULES.filter((module) => module.test(id)).map(() => id.replace(/^.*\/|\.ts$/g, '')),
        ),
      )
      expect(held.sort(), 'the modules behind import()').toEqual(expected)
      for (const chunk of lazy) expect(entriesReachedFrom(chunk, chunks), `${chunk.fileName} imports`).toEqual([])
    },
    60_000,
  )
})
