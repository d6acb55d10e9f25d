import { routekit } from '@routekit/router-core/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// routekit() validates routes.yaml (a mistake fails the build with file:line:col),
// serves it as virtual:routekit/routes, and prerenders every open page. scriptLoading 'after-paint' (the default,
// written out so it is easy to find) fetches the app's scripts once the prerendered page has painted.
export default defineConfig({
  plugins: [react(), routekit({ prerender: { entry: 'src/entry-server.tsx', scriptLoading: 'after-paint' } })],
})
