/**
 * A routes.yaml param rule as every matcher runs it: a JavaScript regular
 * expression with the `u` flag, tested on the param's value decoded once.
 * A rule that does not compile never matches; one that could backtrack for
 * ever (RK405) never gets this far, since validation refuses it, and outside
 * production builds (React's NODE_ENV convention) it is refused here too, so
 * a config built by hand cannot hang resolve(): the browser's production
 * bundle runs only validated configs and leaves the scan out. resolve()
 * runs rules through this; `routekit hosting nginx` asks it which rules it
 * may write.
 */
import { findNestedQuantifier } from './_regex-safety.js'

/** The rule compiled, or null for one that never matches. */
export function paramRule(source: string): RegExp | null {
  if (process.env.NODE_ENV !== 'production' && findNestedQuantifier(source) !== null) return null
  try {
    return new RegExp(source, 'u')
  } catch {
    return null
  }
}
