import { routekit } from '@routekit/router-core/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  // The reference SPA's favicon.svg and robots.txt, the same files.
  publicDir: '../react-spa/public',
  plugins: [react(), routekit({ prerender: { entry: 'src/entry-server.tsx' } })],
})
