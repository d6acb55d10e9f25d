// Types for routekit's virtual modules. Reference them from the app:
//   /// <reference types="@routekit/router-core/client" />
// or add "@routekit/router-core/client" to compilerOptions.types.

declare module 'virtual:routekit/routes' {
  import type { RoutesConfigWithHead } from '@routekit/router-core/react'
  /**
   * routes.yaml, validated at build time, with every default filled in. In the
   * browser its routes leave out `title` and `description`: createRoutes()
   * loads them from `virtual:routekit/head` (through the config's `head()`) with the first page.
   */
  const routes: RoutesConfigWithHead
  export default routes
}

declare module 'virtual:routekit/head' {
  import type { RouteHeads } from '@routekit/router-core/react'
  /** Each route's title and description, keyed by its routes.yaml path. */
  const heads: RouteHeads
  export default heads
}

declare module 'virtual:routekit/build' {
  /** The id of the running build; null on the dev server. */
  export const buildId: string | null
  /** When the running build was made (ms since the epoch); null on the dev server. */
  export const buildTimestamp: number | null
  /** Where builds/latest.json lives, with Vite's base applied. */
  export const manifestUrl: string
  /** Where maintenance.json lives, with Vite's base applied: pass it to createMaintenanceFile({ url }). */
  export const maintenanceUrl: string
}
