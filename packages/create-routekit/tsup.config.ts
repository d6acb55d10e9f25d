import { defineConfig } from 'tsup'

// One ES module with no dependencies: npm create downloads it on every run, so it stays small.
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: false,
})
