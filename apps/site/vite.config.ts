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
  // leanReactRouter: opted in (it rewrites React Router's code, so it is off by default). Without it the first load is
  // 123.1 KB gzip, over the 120 KB budget; docs/benchmarks.md says where the bytes are.
  // types: href()'s route types from routes.yaml (src/links.ts), not committed; docs/runtime.md#typed-links.
  plugins: [
    react(),
    tailwindcss(),
    routekit({
      routes: '../../routes.yaml',
      types: 'src/routekit-routes.d.ts',
      // The site registers its pages, layouts and guards itself (src/app.tsx, with the layouts in its first load), so
      // the plugin hands it none; its layout files are named default-layout.tsx and so on, so it checks none either.
      modules: false,
      layouts: false,
      leanReactRouter: true,
      prerender: { entry: 'src/entry-server.tsx', inlineCss: true, scriptLoading: 'after-paint' },
    }),
  ],
  resolve: {
    alias: [
      // react-i18next imports the useSyncExternalStore shim for React < 18; React 19 has the hook built in.
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('src/i18n/_sync-external-store.ts', import.meta.url)),
      },
      {
        find: /^@routekit\/router-core\/server$/,
        replacement: fileURLToPath(new URL('../../packages/router-core/src/server/index.ts', import.meta.url)),
      },
      {
        find: /^@routekit\/router-core\/react$/,
        replacement: fileURLToPath(new URL('../../packages/router-core/src/react/index.ts', import.meta.url)),
      },
      {
        find: /^@routekit\/router-core$/,
        replacement: fileURLToPath(new URL('../../packages/router-core/src/index.ts', import.meta.url)),
      },
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
        // The first load in one chunk. Each extra chunk costs bytes (its own
        // import/export glue and gzip dictionary: three chunks were 1.3 KB more
        // than one, a dozen about 4 KB), and the first load must fit 120 KB
        // (docs/benchmarks.md). The group takes the entry and the libraries it
        // reaches through static imports; the app's own modules join the
        // entry's chunk by the bundler's rules, which leave out a module that
        // only a lazy chunk uses, even one re-exported by a barrel the entry
        // imports (useMaintenance() from `@routekit/router-core/react` is the
        // maintenance page's). Page chunks and lazy code keep the chunks Vite gives them.
        codeSplitting: { groups: [{ debugName: 'app', name: _firstLoadChunk(new Map()) }] },
      },
    },
  },
}))

/**
 * The group's name function: `app` for the entry and for a library module
 * (in node_modules) that an entry reaches through static imports, else null,
 * which leaves the module to Vite. A module some code loads with import() is
 * lazy, whoever else imports it. `answers` keeps each module's answer, worked out once.
 */
function _firstLoadChunk(answers: Map<string, boolean>) {
  return (id: string, meta: { getModuleInfo: ModuleInfoOf }): 'app' | null => {
    if (!answers.has(id)) {
      const module = meta.getModuleInfo(id)
      const library = /[\\/]node_modules[\\/]/.test(id)
      answers.set(
        id,
        !!module &&
          module.dynamicImporters.length === 0 &&
          (module.isEntry || (library && _inFirstLoad(id, (other) => meta.getModuleInfo(other)))),
      )
    }
    return answers.get(id) ? 'app' : null
  }
}

type ModuleInfoOf = (
  id: string,
) => { isEntry: boolean; importers: readonly string[]; dynamicImporters: readonly string[] } | null

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
