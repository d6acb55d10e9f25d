import { defineConfig } from 'tsup'

// One ES module with no dependencies: npm create downloads it on every run, so it stays small. The one function
// it takes from router-core (localPackageSpecs, for --from) is bundled in.
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: false,
  noExternal: ['@routekit/router-core'],
})
