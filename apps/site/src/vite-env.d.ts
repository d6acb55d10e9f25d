/// <reference types="vite/client" />
/// <reference types="@routekit/router-core/client" />

interface ImportMetaEnv {
  /** `true` or `false`: the build-time maintenance flag (see src/maintenance.ts). */
  readonly VITE_MAINTENANCE?: string
}
