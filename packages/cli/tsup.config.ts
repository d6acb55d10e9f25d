import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  // Bundle router-core's config half, zod, js-yaml, commander and chalk into the
  // CLI: resolving and loading dozens of modules from node_modules was most of
  // `routekit validate`'s start-up time. Commands stay in their own chunks.
  noExternal: [/.*/],
  splitting: true,
  // Some bundled CommonJS code calls require(); give the ESM bundle one.
  banner: { js: "#!/usr/bin/env node\nimport { createRequire as __rkCreateRequire } from 'node:module';\nconst require = __rkCreateRequire(import.meta.url);" },
})
