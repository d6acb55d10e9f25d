import { routekit } from '@routekit/router-core/vite'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

// The site is generated from the repository's root routes.yaml: the routekit
// plugin validates it (a bad file fails the build with file:line:col) and
// serves it as `virtual:routekit/routes`. Firebase reads its public config
// from VITE_FIREBASE_* in the root .env (see .env.example), hence envDir.
export default defineConfig(() => ({
  envDir: '../..',
  // prerender: after the client build, every open page gets its own HTML (docs/prerender.md),
  // with the CSS inlined and the app's script imported once the page has painted.
  plugins: [react(), tailwindcss(), routekit({ routes: '../../routes.yaml', prerender: { entry: 'src/entry-server.tsx', inlineCss: true, scriptLoading: 'after-paint' } })],
  resolve: {
    alias: [
      // react-i18next imports the useSyncExternalStore shim for React < 18; React 19 has the hook built in.
      { find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL('src/i18n/_sync-external-store.ts', import.meta.url)) },
      { find: /^@routekit\/router-core\/server$/, replacement: fileURLToPath(new URL('../../packages/router-core/src/server/index.ts', import.meta.url)) },
      { find: /^@routekit\/router-core\/react$/, replacement: fileURLToPath(new URL('../../packages/router-core/src/react/index.ts', import.meta.url)) },
      { find: /^@routekit\/router-core$/, replacement: fileURLToPath(new URL('../../packages/router-core/src/index.ts', import.meta.url)) },
    ],
  },
  build: {
    target: 'es2022',
    // Every browser that runs es2022 supports <link rel=modulepreload>: no polyfill in the first load.
    modulePreload: { polyfill: false },
    // The site has one stylesheet, and the prerendered pages inline it. Split
    // per chunk, every lazy chunk would list it as a dependency, and Vite's
    // preload helper, finding no <link> for it, would load it again and restyle
    // the whole page right after hydration.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // The first load in three chunks, imported one per task after the first
        // paint (prerender.scriptLoading 'after-paint'), so evaluating it is
        // three shorter tasks instead of one long one: React DOM, the other
        // libraries, the app. More chunks cost bytes (each has its own
        // import/export glue and gzip dictionary: a dozen cost about 4 KB).
        // Page chunks and lazy code keep the chunks Vite gives them.
        codeSplitting: { groups: _firstLoadGroups() },
      },
    },
  },
}))

const FIRST_LOAD_CHUNKS = ['react-dom', 'vendor', 'app'] as const

/**
 * One code-splitting group per first-load chunk, highest priority first: each
 * group also takes what its modules import, React DOM's first, then the
 * libraries'. Every group asks about every module, so each module's chunk is
 * worked out once (a walk of the module graph) and shared by the groups.
 */
function _firstLoadGroups() {
  const chunks = new Map<string, ReturnType<typeof _chunkOf>>()
  return FIRST_LOAD_CHUNKS.map((chunk, index) => ({
    debugName: chunk,
    priority: FIRST_LOAD_CHUNKS.length - index,
    name: (id: string, meta: { getModuleInfo: ModuleInfoOf }) => {
      if (!chunks.has(id)) chunks.set(id, _chunkOf(id, (other) => meta.getModuleInfo(other)))
      return chunks.get(id) === chunk ? chunk : null
    },
  }))
}

/**
 * The first-load chunk of a module, or null for modules loaded with import()
 * and the rest, which are left to Vite. React DOM is CommonJS: its code runs
 * where it is first required, so src/_evaluate-react-dom.ts requires it from
 * its own chunk. Lazy chunks import shared code from `app`, which holds the
 * entry too: so main.tsx must not await at top level.
 */
function _chunkOf(id: string, info: ModuleInfoOf): (typeof FIRST_LOAD_CHUNKS)[number] | null {
  const module = info(id)
  if (!module || module.dynamicImporters.length > 0 || !_inFirstLoad(id, info)) return null
  if (/[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/.test(id) || id.endsWith('/src/_evaluate-react-dom.ts')) return 'react-dom'
  if (/[\\/]node_modules[\\/]/.test(id)) return 'vendor'
  return 'app'
}

type ModuleInfoOf = (id: string) => { isEntry: boolean; importers: readonly string[]; dynamicImporters: readonly string[] } | null

/**
 * True when an entry reaches `id` through static imports only (dynamic
 * import() edges do not count): walks the static importers upwards.
 */
function _inFirstLoad(id: string, info: ModuleInfoOf): boolean {
  const seen = new Set([id])
  const queue = [id]
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const module = info(next)
    if (!module) continue
    if (module.isEntry) return true
    for (const importer of module.importers) {
      if (!seen.has(importer)) {
        seen.add(importer)
        queue.push(importer)
      }
    }
  }
  return false
}
