import { writeFileSync } from 'node:fs'
import { defineConfig } from 'tsup'

// Three public entries, one per subpath of the exports map. The config half
// (".") must stay free of React, the DOM and node:fs so the CLI and the
// browser can both import it.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'node/index': 'src/node/index.ts',
    'node/html': 'src/node/html.ts',
    'node/modules': 'src/node/named-modules.ts',
    'react/index': 'src/react/index.ts',
    'vite/index': 'src/vite/index.ts',
    'server/index': 'src/server/index.ts',
  },
  format: ['esm'],
  dts: true,
  // No source maps: dist is readable, unminified ESM, and the maps pointed at src/, which does not ship.
  sourcemap: false,
  clean: true,
  target: 'es2022',
  splitting: true,
  treeshake: true,
  // The JSON Schema of routes.yaml ships as a file (the "./routes.schema.json"
  // export), generated from the zod schema by the code just built.
  async onSuccess() {
    const { routesJsonSchema } = (await import(
      new URL('./dist/index.js', import.meta.url).href
    )) as typeof import('./src/index.js')
    writeFileSync(
      new URL('./dist/routes.schema.json', import.meta.url),
      `${JSON.stringify(routesJsonSchema(), null, 2)}\n`,
    )
  },
  external: ['react', 'react-dom', 'react-dom/server', 'react-dom/client', 'react-router-dom', 'react-router', 'vite'],
})
