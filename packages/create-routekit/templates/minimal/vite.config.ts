import { routekit } from '@routekit/router-core/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// routekit() validates routes.yaml (a mistake fails the build with file:line:col),
// serves it as virtual:routekit/routes, and prerenders every open page.
export default defineConfig({
  plugins: [react(), routekit({ prerender: { entry: 'src/entry-server.tsx' } })],
})
