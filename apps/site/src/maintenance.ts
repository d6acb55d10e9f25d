import { createLazyMaintenanceFile, parseBuildFlag, type MaintenanceSource } from '@routekit/router-core/react'
import { maintenanceUrl } from 'virtual:routekit/build'

/**
 * The site's maintenance sources, in router-core's order:
 * 1. `/maintenance.json` next to the built site, which `routekit maintenance on|off`
 *    writes on a deployed site; an open, visible tab re-reads it every 10 s, so no rebuild is needed;
 * 2. the build flag `VITE_MAINTENANCE=true|false`;
 * 3. routes.yaml's `maintenance.enabled`.
 * The first that answers wins (see docs/maintenance.md).
 */
export function createSiteMaintenance(): MaintenanceSource {
  // Lazy: the source's code downloads alongside its first read, outside the first load.
  return createLazyMaintenanceFile({ url: maintenanceUrl })
}

/** `VITE_MAINTENANCE` as router-core reads it: undefined when unset, so routes.yaml decides. */
export function readBuildFlag(): boolean | undefined {
  return parseBuildFlag(import.meta.env.VITE_MAINTENANCE)
}
