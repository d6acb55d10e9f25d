import type { Diagnostic } from '../config/diagnostics.js'

/**
 * Formats diagnostics the way `routekit validate` prints them, one row per
 * problem (`file:line:col  severity  CODE  message`), so the terminal, the
 * dev overlay and the CLI all say the same thing.
 */
export function formatRows(file: string, diagnostics: readonly Diagnostic[]): string {
  return [...diagnostics]
    .sort((a, b) => a.line - b.line || a.column - b.column)
    .map((d) => `${file}:${d.line}:${d.column}  ${d.severity}  ${d.code}  ${d.message}`)
    .join('\n')
}
