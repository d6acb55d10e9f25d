import { defineConfig } from 'tsup'

// Three public entries, one per subpath of the exports map. The config half
// (".") must stay free of React, the DOM and node:fs so the CLI and the
// browser can both import it.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'node/index': 'src/node/index.ts',
    'react/index': 'src/react/index.ts',
    'vite/index': 'src/vite/index.ts',
    'server/index': 'src/server/index.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  splitting: true,
  treeshake: true,
  external: ['react', 'react-dom', 'react-dom/server', 'react-dom/client', 'react-router-dom', 'react-router', 'vite'],
})
