// The React half of @routekit/router-core: turns resolve()'s decisions into
// react-router-dom 7 data routes, redirects, error pages and reloads.
export { createRoutes } from './create-routes.js'
export type { CreateRoutesExtra, Prepared, RoutekitRoutes } from './create-routes.js'
export type { RouteDecision } from './root.js'
export { ROOT_ROUTE_ID, layoutRouteId } from '../config/match/route-ids.js'
export { createRouter, localeOf, mountApp, READY_ATTRIBUTE, startApp } from './create-router.js'
export type { CreateRouterOptions, RoutekitRouter } from './create-router.js'
export { hydrateApp, isHydrating, PRERENDERED_ATTRIBUTE } from './hydrate.js'
export type { HydrateResult } from './hydrate.js'
export { decideNavigation } from '../browser/guards.js'
export { runGuards } from '../browser/run-guards.js'
export type { DecideOptions } from '../browser/guards.js'
export { mergeMaintenance, createMaintenanceStore } from '../browser/maintenance.js'
export { parseBuildFlag } from '../config/maintenance/build-flag.js'
export type { MergedMaintenance, MaintenanceOrigin, MaintenanceStore } from '../browser/maintenance.js'
export { createMaintenanceFile, PREVIEW_STORAGE_KEY } from '../browser/maintenance-source.js'
export type { CookieJar, MaintenanceFileOptions, MaintenanceFileSource } from '../browser/maintenance-source.js'
export { createLazyMaintenanceFile } from '../browser/maintenance-file-lazy.js'
export { useMaintenance } from './use-maintenance.js'
export { useLocalePath } from './use-locale-path.js'
export { useLocale } from './use-locale.js'
export type { MaintenanceView } from './use-maintenance.js'
export { RoutekitErrorPage } from './error-page.js'
export { toErrorPageProps, defaultStatusText } from './error-props.js'
export {
  isChunkLoadError,
  claimChunkReload,
  reloadForChunkError,
  listenForPreloadErrors,
  CHUNK_RELOAD_WINDOW_MS,
} from '../browser/chunk-reload.js'
export { watchBuild } from '../browser/build-manifest.js'
export type { BuildManifest, BuildWatcher, WatchBuildOptions } from '../browser/build-manifest.js'
export { applyHead, readHeadDefaults } from '../browser/head.js'
export type { HeadDefaults, RouteHead, RouteHeads, RoutesConfigWithHead } from '../browser/head.js'
export type { FoundModules, RoutesConfigWithModules } from './found-modules.js'
export type {
  CreateRoutesOptions,
  ErrorPageProps,
  Guard,
  GuardContext,
  MaintenanceSource,
  LazyLayout,
  PageImport,
  BuildWatcherLike,
} from './types.js'
// Re-exported so an app's guards import everything from one place.
export { allow, redirect, notFound } from '../config/outcome.js'
// And the locale helpers, for an app's language switch and first-visit redirect.
export { pathInLocale, localizePath } from '../config/i18n.js'
export type { GuardOutcome } from '../config/outcome.js'
export type { MaintenanceState } from '../config/resolve.js'
export type { RoutesConfig, RouteDef } from '../config/file/schema.js'
