// Types for routekit's virtual modules. Reference them from the app:
//   /// <reference types="@routekit/router-core/client" />
// or add "@routekit/router-core/client" to compilerOptions.types.

declare module 'virtual:routekit/routes' {
  import type { RoutesConfig } from '@routekit/router-core'
  /** routes.yaml, validated at build time, with every default filled in. */
  const routes: RoutesConfig
  export default routes
}

declare module 'virtual:routekit/build' {
  /** The id of the running build; null on the dev server. */
  export const buildId: string | null
  /** When the running build was made (ms since the epoch); null on the dev server. */
  export const buildTimestamp: number | null
  /** Where builds/latest.json lives, with Vite's base applied. */
  export const manifestUrl: string
}
