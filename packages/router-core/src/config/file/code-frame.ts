import type { Diagnostic, Position } from '../diagnostics.js'
import { SourceLines } from './source-lines.js'

/**
 * The code frame under a diagnostic, shared by `routekit validate` and the
 * Vite overlay so both show the same lines. Pure: colour comes in as a style.
 */

/** Wraps parts of a frame or a row, e.g. in ANSI colours. Each function returns its text unchanged by default. */
export interface CodeFrameStyle {
  /** Context lines and the `|` gutter. */
  dim(text: string): string
  /** The offending line's number. */
  bold(text: string): string
  /** The `>` marker and the carets. */
  mark(text: string): string
  /** A row's severity word; plain unless given. */
  error?(text: string): string
  warning?(text: string): string
}

const _plain: CodeFrameStyle = { dim: (t) => t, bold: (t) => t, mark: (t) => t }

/**
 * One diagnostic as every report's row shows it: `file:line:col  severity  CODE  message`.
 * `routekit validate` (in colour) and the Vite plugin (plain) both call it, as they call formatCodeFrame().
 *
 * @example formatDiagnosticRow('routes.yaml', d) // 'routes.yaml:3:9  error  RK201  Unknown layout …'
 */
export function formatDiagnosticRow(
  file: string,
  d: Pick<Diagnostic, 'line' | 'column' | 'severity' | 'code' | 'message'>,
  style: CodeFrameStyle = _plain,
): string {
  const severity = (d.severity === 'error' ? style.error : style.warning)?.(d.severity) ?? d.severity
  return `${style.bold(`${file}:${d.line}:${d.column}`)}  ${severity}  ${style.dim(d.code)}  ${d.message}`
}

/**
 * The line a report ends its rows with when it shows only MAX_REPORTED of
 * them (reportedDiagnostics()): how many more, errors and warnings, and what
 * to do. Empty when none is left out.
 *
 * @example formatOmitted(rest) // '… and 195900 more (195900 errors), not shown: fix the ones above, then check again.'
 */
export function formatOmitted(omitted: readonly Pick<Diagnostic, 'severity'>[]): string {
  if (omitted.length === 0) return ''
  const errors = omitted.filter((d) => d.severity === 'error').length
  const warnings = omitted.length - errors
  const counts = [
    ...(errors > 0 ? [`${errors} error${errors === 1 ? '' : 's'}`] : []),
    ...(warnings > 0 ? [`${warnings} warning${warnings === 1 ? '' : 's'}`] : []),
  ]
  return `… and ${omitted.length} more (${counts.join(', ')}), not shown: fix the ones above, then check again.`
}

/** Characters of a line a code frame shows, and how many of them come before the problem on a long line. */
const FRAME_WIDTH = 160
const FRAME_LEAD = 40

/** Lines shown before and after the offending line. */
const FRAME_CONTEXT = 2

/**
 * The source split into lines as a code frame counts them, with the one line
 * counter positions use (SourceLines): `\n`, `\r\n` and a lone `\r` end a
 * line, and a final line break does not start an empty line. Split once and
 * pass the lines when framing many diagnostics of one file.
 */
export function frameLines(source: string): string[] {
  const lines = new SourceLines(source).texts()
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop()
  return lines
}

/**
 * A few lines around the position with line numbers, a `>` on the offending
 * line and carets under its range. A line longer than 160 characters shows a
 * 160-character window that starts a little before the problem. Empty when
 * the position is outside the source.
 *
 * @example
 * formatCodeFrame('a: 1\nb: [\n', { line: 2, column: 4, endLine: 2, endColumn: 5 })
 * // '  1 | a: 1\n> 2 | b: [\n    |    ^'
 */
export function formatCodeFrame(
  source: string | readonly string[],
  position: Position,
  style: CodeFrameStyle = _plain,
): string {
  const lines = typeof source === 'string' ? frameLines(source) : source
  const d = position
  // A problem at the very end of the file (after the final newline) points one line past the last.
  const target = lines[d.line - 1] ?? (d.line === lines.length + 1 ? '' : undefined)
  if (d.line < 1 || target === undefined) return ''
  const first = Math.max(1, d.line - FRAME_CONTEXT)
  const last = Math.min(Math.max(lines.length, d.line), d.line + FRAME_CONTEXT)
  const width = String(last).length
  const column = Math.min(Math.max(1, d.column), target.length + 1)
  // A generated or minified file can hold a line of a megabyte: show FRAME_WIDTH characters of each
  // line, from a little before the problem, so the frame stays a frame.
  const start = target.length > FRAME_WIDTH && column - 1 > FRAME_WIDTH - FRAME_LEAD ? column - 1 - FRAME_LEAD : 0
  const clip = (text: string) =>
    text.length <= FRAME_WIDTH && start === 0
      ? text
      : `${start > 0 ? '…' : ''}${text.slice(start, start + FRAME_WIDTH)}${text.length > start + FRAME_WIDTH ? '…' : ''}`
  const out: string[] = []
  for (let n = first; n <= last; n++) {
    const raw = lines[n - 1] ?? ''
    const text = n !== d.line && raw.length <= FRAME_WIDTH ? raw : clip(raw)
    const number = String(n).padStart(width)
    if (n !== d.line) {
      out.push(style.dim(`  ${number} |`) + (text ? ` ${text}` : ''))
      continue
    }
    out.push(`${style.mark('>')} ${style.bold(number)} ${style.dim('|')}${text ? ` ${text}` : ''}`)
    const end = d.endLine === d.line ? d.endColumn : target.length + 1
    const length = Math.max(1, Math.min(end, start + FRAME_WIDTH + 1) - column)
    // Keep tabs so the carets line up under the text in any terminal.
    const pad = (start > 0 ? ' ' : '') + target.slice(start, column - 1).replace(/[^\t]/g, ' ')
    out.push(`  ${' '.repeat(width)} ${style.dim('|')} ${pad}${style.mark('^'.repeat(length))}`)
  }
  return out.join('\n')
}
