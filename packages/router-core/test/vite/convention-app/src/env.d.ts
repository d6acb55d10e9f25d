/// <reference types="vite/client" />
declare module 'virtual:routekit/routes' {
  import type { RoutesConfig } from '../../../../src/index.js'
  const routes: RoutesConfig
  export default routes
}
