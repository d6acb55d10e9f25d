import { defineConfig } from 'tsup'

// No source maps: they were 1.5 MB of the tarball, and Node ignores them unless run with --enable-source-maps.
const shared = { platform: 'node', target: 'node20', sourcemap: false, minify: true } as const

export default defineConfig([
  {
    ...shared,
    // The bin: a small CommonJS script that loads the bundle below. CommonJS,
    // because Node 20 starts an ES module entry through its ES module loader,
    // a few ms more on every run. It cleans dist of everything but the bundle,
    // which the other build writes at the same time.
    entry: { index: 'src/index.ts' },
    format: ['cjs'],
    outExtension: () => ({ js: '.cjs' }),
    clean: ['**/*', '!cli.cjs', '!init.cjs', '!links.cjs', '!explain-code.cjs'],
    banner: { js: '#!/usr/bin/env node' },
  },
  {
    ...shared,
    // Everything else in one CommonJS file: router-core's config half, zod,
    // the `yaml` package, commander and chalk. One file, because resolving and
    // loading dozens of modules was most of `routekit validate`'s start-up
    // time. Code a run does not reach (the other commands) is never compiled.
    // init.cjs is `routekit init` alone, with the JavaScript parser it edits
    // vite.config with: a file of its own, loaded by that command only.
    // links.cjs is the same for `routekit links` and its HTML parser (parse5).
    // explain-code.cjs holds docs/errors.md as text, for `routekit explain-code` alone.
    entry: { cli: 'src/cli.ts', init: 'src/init/index.ts', links: 'src/links/html.ts', 'explain-code': 'src/explain-code/index.ts' },
    loader: { '.md': 'text' },
    format: ['cjs'],
    outExtension: () => ({ js: '.cjs' }),
    noExternal: [/.*/],
    // router-core's dist imports its shared chunks bare (`import './chunk-X.js'`), for
    // order only: their bindings come through named imports. Its package.json says
    // "sideEffects": false, so esbuild drops those lines, rightly, and warned about each.
    esbuildOptions(options) {
      options.logOverride = { ...options.logOverride, 'ignored-bare-import': 'silent' }
    },
    removeNodeProtocol: false,
  },
])
