/**
 * Errors the runtime throws (the React half and prerendering), each with a
 * stable code listed in docs/errors.md next to its fix. Config problems are
 * diagnostics (codes.ts), never thrown; these are what only a running app
 * can find: a registration missing, a guard that fails.
 */
export const RUNTIME_ERROR_CODES = {
  RK700: 'Unknown guard',
  RK701: 'Unknown layout',
  RK702: 'Unknown page',
  RK703: 'Guard threw',
  RK704: 'Guard returned no outcome',
  RK705: 'Module without a default export',
  RK706: 'Two page files for one page key',
  RK707: 'Registration of the wrong kind',
  RK708: 'Redirect loop',
  RK709: 'Hook outside the routes',
  RK710: 'No element to mount into',
  RK711: 'Invalid VITE_MAINTENANCE',
  RK712: 'Unknown route name in href()',
  RK713: 'Missing or unknown param in href()',
  RK714: 'Param value refused by href()',
  RK715: 'Unknown locale in href()',
  RK716: "Fetcher outside the router's locale",
  RK717: 'React Router matched another route',
  RK718: "Routes without routekit's data strategy",
} as const

export type RuntimeErrorCode = keyof typeof RUNTIME_ERROR_CODES

/**
 * An error with a stable `code`; its message says what is wrong, where, and
 * how to fix it, and starts with the code so it can be looked up.
 *
 * @example
 * try { createRoutes(config, options) } catch (e) { if (e instanceof RoutekitError && e.code === 'RK702') ... }
 */
export class RoutekitError extends Error {
  readonly code: RuntimeErrorCode

  constructor(code: RuntimeErrorCode, message: string, options?: ErrorOptions) {
    super(`[${code}] ${message}`, options)
    this.name = 'RoutekitError'
    this.code = code
  }
}
