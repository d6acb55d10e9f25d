/**
 * A routes.yaml param rule as every matcher runs it: a JavaScript regular
 * expression with the `u` flag, tested on the param's value decoded once.
 * A rule that does not compile never matches; one that could backtrack for
 * ever (RK405) never gets this far, since validation refuses it: resolve()
 * is handed validated configs (the checks that ask it see the config without
 * such rules), so the browser's first load carries no regex-safety scan.
 * resolve() runs rules through this; `routekit hosting nginx` asks it which
 * rules it may write.
 */

/** The rule compiled, or null for one that never matches. */
export function paramRule(source: string): RegExp | null {
  try {
    return new RegExp(source, 'u')
  } catch {
    return null
  }
}
