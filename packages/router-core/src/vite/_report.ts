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

/** A short code frame around a diagnostic, for the overlay: two lines of context and a caret. */
export function codeFrame(source: string, d: Pick<Diagnostic, 'line' | 'column' | 'endLine' | 'endColumn'>): string {
  const lines = source.split(/\r?\n/)
  const first = Math.max(1, d.line - 2)
  const last = Math.min(lines.length, d.line + 2)
  const width = String(last).length
  const out: string[] = []
  for (let n = first; n <= last; n++) {
    const text = lines[n - 1] ?? ''
    out.push(`${n === d.line ? '>' : ' '} ${String(n).padStart(width)} | ${text}`)
    if (n === d.line) {
      const span = d.endLine === d.line ? Math.max(1, d.endColumn - d.column) : Math.max(1, text.length - d.column + 1)
      out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, d.column - 1))}${'^'.repeat(span)}`)
    }
  }
  return out.join('\n')
}
