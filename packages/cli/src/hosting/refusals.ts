import { shownPath, type Diagnostic, type Locate, type RoutesConfig } from '@routekit/router-core'
import type { Refusal } from './_rules.js'

/** What a refused value is, in words: `the path "/a%2Fb" of route "x"`, `the redirect /a -> /b`. */
function _what(config: RoutesConfig, path: ReadonlyArray<string | number>): string {
  const [section, index, field] = path
  if (section === 'routes' && typeof index === 'number') {
    const route = config.routes[index]!
    return `the path "${shownPath(route.path)}" of route "${route.name}"`
  }
  if (section === 'redirects' && typeof index === 'number') {
    const r = config.redirects[index]!
    return `the redirect ${shownPath(r.from)} -> ${shownPath(r.to)} (its ${String(field)})`
  }
  if (section === 'maintenance' && index === 'route')
    return `the maintenance route "${shownPath(config.maintenance.route)}"`
  return path.join('.')
}

/**
 * The host's refusals as diagnostics at their routes.yaml fields (RK920), and a line for each built file a host cannot
 * name (RK921), for `routekit hosting` to print as `validate` prints a file's problems.
 */
export function refusalReport(
  refusals: readonly Refusal[],
  config: RoutesConfig,
  locate: Locate,
): { diagnostics: Diagnostic[]; files: string[] } {
  const diagnostics: Diagnostic[] = []
  const files: string[] = []
  for (const { origin, host, reason } of refusals) {
    if ('file' in origin) {
      files.push(`RK921 ${host} cannot name the built file "${shownPath(origin.file)}": ${reason}`)
      continue
    }
    const pos = locate(origin.config)
    diagnostics.push({
      code: 'RK920',
      severity: 'error',
      message: `${host} cannot express ${_what(config, origin.config)}: ${reason} Nothing was written.`,
      ...pos,
      path: origin.config.join('.'),
    })
  }
  return { diagnostics, files }
}
