import { routekit } from '@routekit/router-core/vite'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The site is generated from the repository's root routes.yaml: the routekit
// plugin validates it (a bad file fails the build with file:line:col) and
// serves it as `virtual:routekit/routes`. Firebase reads its public config
// from VITE_FIREBASE_* in the root .env (see .env.example), hence envDir.
export default defineConfig({
  envDir: '../..',
  // prerender: after the client build, every open page gets its own HTML (docs/prerender.md).
  plugins: [react(), tailwindcss(), routekit({ routes: '../../routes.yaml', prerender: { entry: 'src/entry-server.tsx' } })],
  build: {
    target: 'es2022',
  },
})
