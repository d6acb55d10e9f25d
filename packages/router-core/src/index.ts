// The config half of @routekit/router-core: pure, free of React, the DOM and
// node:fs, so the CLI, the Vite plugin and the browser can all import it.
export {
  routesConfigSchema,
  routeSchema,
  redirectSchema,
  maintenanceSchema,
  i18nSchema,
  siteSchema,
  cspSchema,
  layoutSchema,
  NO_LAYOUT,
} from './config/file/schema.js'
export { MAINTENANCE_FILE, isRewrittenAtRunTime } from './config/constants.js'
export { layoutNames, layoutParent, layoutChain, MAX_LAYOUT_DEPTH } from './config/layouts.js'
export type { LayoutDef, LayoutsDef } from './config/layouts.js'
export { routesJsonSchema } from './config/file/json-schema.js'
export type {
  RoutesConfig,
  RoutesConfigInput,
  RouteDef,
  RedirectDef,
  MaintenanceDef,
  I18nDef,
  SiteDef,
  CspDef,
  LocalizedText,
  ScriptsMode,
} from './config/file/schema.js'
export { SITE_CSP_DIRECTIVES, cspSourceProblem, isSiteCspDirective } from './config/csp/csp.js'
export { EMULATOR_HOST_VARIABLES, contentSecurityPolicyOf, emulatorOrigin } from './config/csp/csp-policy.js'
export type { InlineSources, PolicySources } from './config/csp/csp-policy.js'
export type { SiteCsp, SiteCspDirective, CspSourceProblem } from './config/csp/csp.js'
export { localized, localizePath, localePrefixes, pathInLocale, localeAlternates } from './config/i18n.js'
export type { LocaleAlternate } from './config/i18n.js'
export { href, createHref } from './config/match/href.js'
export type { Register, Href, HrefOptions, RouteName, RouteParamsByName, RouteLocale } from './config/match/href.js'
export type { Diagnostic, Severity, Position, Locate } from './config/diagnostics.js'
export { formatCodeFrame, formatDiagnosticRow, formatOmitted, frameLines } from './config/file/code-frame.js'
export { MAX_REPORTED, reportedDiagnostics, sortByPosition } from './config/diagnostics.js'
export type { CodeFrameStyle } from './config/file/code-frame.js'
export { parseRoutes } from './config/file/parse.js'
export type { ParseResult } from './config/file/parse.js'
export { checkRoutes } from './config/check/checks.js'
export { DIAGNOSTIC_CODES } from './config/codes.js'
export type { DiagnosticCode } from './config/codes.js'
export { resolve } from './config/resolve.js'
export { followRedirects } from './config/follow-redirects.js'
export { redirectKey, RedirectChain, MAX_REDIRECTS } from './config/redirect-chain.js'
export type { RedirectWalk } from './config/follow-redirects.js'
export { scriptsOf } from './config/scripts.js'
export { describeStep } from './config/describe-step.js'
export { RoutekitError, RUNTIME_ERROR_CODES } from './config/errors.js'
export type { RuntimeErrorCode } from './config/errors.js'
export type { Resolution, ResolveState, ResolveStep, MaintenanceState } from './config/resolve.js'
export {
  parseMaintenanceFile,
  maintenanceFileSchema,
  MAINTENANCE_FILE_MAX_BYTES,
} from './config/maintenance/maintenance-file.js'
export { NOT_FOUND_PATH, notFoundPage, notFoundPages } from './config/not-found-page.js'
export { routeBranches } from './config/match/route-branches.js'
export { paramRule } from './config/match/param-rule.js'
export type { RouteBranch, RouteSegment } from './config/match/route-branches.js'
export { serializeMaintenanceFile } from './config/maintenance/maintenance-file-text.js'
export { maintenanceStateOf } from './config/maintenance/maintenance-state.js'
export type { MaintenanceFile, MaintenanceFileResult } from './config/maintenance/maintenance-file.js'
export {
  BYPASS_ITERATIONS,
  BYPASS_COOKIE,
  BYPASS_COOKIE_ATTRIBUTES,
  BYPASS_COOKIE_VALUE,
  parseBypass,
  formatBypass,
  bypassCookieMatches,
  bytesEqual,
  toBase64url,
} from './config/maintenance/bypass-verifier.js'
export type { ParsedBypass, KeyhashBypass } from './config/maintenance/bypass-verifier.js'
export { allow, redirect, notFound, isRedirect, isNotFound, isGuardOutcome } from './config/outcome.js'
export type { GuardOutcome } from './config/outcome.js'
export {
  splitPath,
  normalizePathname,
  matchPattern,
  browserPathname,
  decodedSegments,
  pathKey,
  isExternalTarget,
  httpOrigin,
  safeInternalPath,
  SITE_ORIGIN,
  sendablePath,
} from './config/match/paths.js'
export { routeShapeKey } from './config/match/route-keys.js'
export { findTargetProblem, pathProblem, shownPath, type PathKind } from './config/match/path-characters.js'
export { MAX_FILE_NAME_BYTES, MAX_FILE_PATH_BYTES, segmentFileName } from './config/match/file-names.js'
