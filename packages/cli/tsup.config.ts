import { defineConfig, type Options } from 'tsup'

/**
 * Packages only some commands need, each in a file of its own beside the bundle (dist/vendor-<name>.cjs), which the
 * code that imports them requires on first use: `routekit validate` no longer reads and compiles the preview
 * server's MIME database or the HTML parser (docs/architecture.md, CLI start-up). Each file is the package as
 * published, bundled alone; the bundles require it instead of holding a copy.
 */
const VENDOR = ['parse5', 'send', 'mime-types', 'negotiator', 'fresh', 'cookie']
const vendorFiles: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'routekit-vendor-files',
  setup(build) {
    // Every import of one, but its own file's (src/vendor/<name>.cjs), which bundles the package.
    build.onResolve({ filter: new RegExp(`^(${VENDOR.join('|')})$`) }, (args) =>
      args.importer.endsWith(`/src/vendor/${args.path}.cjs`)
        ? undefined
        : { path: `./vendor-${args.path}.cjs`, external: true },
    )
  },
}

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
    clean: [
      '**/*',
      '!cli.cjs',
      '!init.cjs',
      '!links.cjs',
      '!vite-config.cjs',
      '!explain-code.cjs',
      '!vendor-*.cjs',
      '!preview.js',
      '!preview.d.ts',
      '!edge/**',
    ],
    banner: { js: '#!/usr/bin/env node' },
  },
  {
    ...shared,
    // Everything else in one CommonJS file: router-core's config half, zod,
    // the `yaml` package, commander and chalk. One file, because resolving and
    // loading dozens of modules was most of `routekit validate`'s start-up
    // time. Code a run does not reach (the other commands) is never compiled.
    // init.cjs is `routekit init` alone, loaded by that command only.
    // vite-config.cjs is the JavaScript parser (@babel/parser) and what reads
    // vite.config with it: init's edit, and the build folder of a project
    // that the site commands look in; loaded by those, on first use, once.
    // links.cjs is the same for `routekit links` and its HTML parser (parse5).
    // explain-code.cjs holds docs/errors.md as text, for `routekit explain-code` alone.
    entry: {
      cli: 'src/cli.ts',
      init: 'src/init/index.ts',
      'vite-config': 'src/vite-config/index.ts',
      links: 'src/links/html.ts',
      'explain-code': 'src/explain-code/index.ts',
      ...Object.fromEntries(VENDOR.map((name) => [`vendor-${name}`, `src/vendor/${name}.cjs`])),
    },
    esbuildPlugins: [vendorFiles],
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
  {
    ...shared,
    // `@routekit/cli/preview` (docs/deploy.md): the handler to import, an ES module with its types. Its dependencies
    // (send, mime-types, router-core's config half) are bundled in, as in cli.cjs: the package has no dependencies.
    // Node 20.19 and 22.12, the engines above, load it with require() too. send and mime-types are CommonJS and
    // require() Node's modules; an ES module has no `require`, so the banner makes one.
    entry: { preview: 'src/preview/index.ts' },
    format: ['esm'],
    dts: true,
    noExternal: [/.*/],
    banner: {
      js: "import { createRequire as __routekitRequire } from 'node:module'; const require = __routekitRequire(import.meta.url);",
    },
    esbuildOptions(options) {
      options.logOverride = { ...options.logOverride, 'ignored-bare-import': 'silent' }
    },
    removeNodeProtocol: false,
  },
  {
    // The edge functions `routekit hosting cloudflare|netlify|vercel` writes (src/edge/): Web-standard modules with
    // resolve() and maintenance.json's reader bundled in, no Node built-in, no import left; the command writes the
    // site's data (ROUTEKIT_EDGE) above the bundle. ES2022, the JavaScript of workerd, Deno and Vercel's Edge runtime.
    entry: {
      'edge/cloudflare': 'src/edge/cloudflare.ts',
      'edge/netlify': 'src/edge/netlify.ts',
      'edge/vercel': 'src/edge/vercel.ts',
    },
    format: ['esm'],
    platform: 'neutral',
    target: 'es2022',
    sourcemap: false,
    minify: true,
    splitting: false,
    noExternal: [/.*/],
    esbuildOptions(options) {
      options.mainFields = ['module', 'main']
      options.conditions = ['worker', 'browser', 'import', 'default']
      options.logOverride = { ...options.logOverride, 'ignored-bare-import': 'silent' }
    },
  },
])
