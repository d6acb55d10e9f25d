import { formatDiagnosticRow, formatOmitted } from '../config/file/code-frame.js'
import { reportedDiagnostics, type Diagnostic } from '../config/diagnostics.js'

/**
 * Formats diagnostics the way `routekit validate` prints them, one row per
 * problem (formatDiagnosticRow(): `file:line:col  severity  CODE  message`),
 * so the terminal, the dev overlay and the CLI all say the same thing; past
 * MAX_REPORTED rows, one line counts the rest, as `routekit validate` does.
 */
export function formatRows(file: string, diagnostics: readonly Diagnostic[]): string {
  const { shown, omitted } = reportedDiagnostics(diagnostics)
  const rows = shown.map((d) => formatDiagnosticRow(file, d))
  if (omitted.length > 0) rows.push(formatOmitted(omitted))
  return rows.join('\n')
}

/** A value from vite.config as a build message shows it: JSON where it can be, `a function` for a function. */
export function shownValue(value: unknown): string {
  if (typeof value === 'function') return 'a function'
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}
