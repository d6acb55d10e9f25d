/** routes.yaml's `csp`: every source is one its directive takes (csp.ts decides), reported at the source itself. */
import { diagnostic, messages } from '../codes.js'
import type { Diagnostic, Locate } from '../diagnostics.js'
import { cspSourceProblem, SITE_CSP_DIRECTIVES } from '../csp/csp.js'
import type { RoutesConfig } from '../file/schema.js'

/** RK910 for a source that would switch a protection off, RK911 for one that is not a source of its directive. */
export function checkCsp(config: RoutesConfig, locate: Locate): Diagnostic[] {
  const out: Diagnostic[] = []
  for (const directive of SITE_CSP_DIRECTIVES) {
    config.csp?.[directive]?.forEach((source, i) => {
      const problem = cspSourceProblem(directive, source)
      if (problem === null) return
      const path = ['csp', directive, i]
      out.push(
        diagnostic(
          problem.code,
          messages.cspSource(problem.code, source, directive, problem.detail),
          locate(path),
          path.join('.'),
        ),
      )
    })
  }
  return out
}
