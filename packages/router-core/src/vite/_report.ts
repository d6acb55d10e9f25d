import { formatDiagnosticRow } from '../config/code-frame.js'
import { sortByPosition, type Diagnostic } from '../config/diagnostics.js'

/**
 * Formats diagnostics the way `routekit validate` prints them, one row per
 * problem (formatDiagnosticRow(): `file:line:col  severity  CODE  message`),
 * so the terminal, the dev overlay and the CLI all say the same thing.
 */
export function formatRows(file: string, diagnostics: readonly Diagnostic[]): string {
  return sortByPosition(diagnostics)
    .map((d) => formatDiagnosticRow(file, d))
    .join('\n')
}
