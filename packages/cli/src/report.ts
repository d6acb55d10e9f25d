import type { ChalkInstance } from 'chalk'
import type { Diagnostic } from '@routekit/router-core'
import { createColors } from './_color.js'

/**
 * Reporters: pure functions from a file's diagnostics to the text the CLI
 * prints. No I/O, so tests call them directly and the commands only print.
 */

export interface HumanReportOptions {
  /** Colour the output with ANSI escapes. */
  color: boolean
  /** When the file is valid, the summary line names these counts. */
  counts?: { routes: number; redirects: number }
}

/** The diagnostic as `--json` prints it: exactly these six keys. */
export interface JsonDiagnostic {
  code: string
  severity: Diagnostic['severity']
  message: string
  line: number
  column: number
  path: string
}

export interface JsonReport {
  file: string
  valid: boolean
  diagnostics: JsonDiagnostic[]
}

/** Characters of a line a code frame shows, and how many of them come before the problem on a long line. */
const FRAME_WIDTH = 160
const FRAME_LEAD = 40

/** Lines shown before and after the offending line in a code frame. */
const FRAME_CONTEXT = 2

/**
 * The human report: one row per problem (`file:line:col  severity  CODE  message`),
 * a code frame under each, then a summary line. Problems are sorted by position.
 *
 * @example formatHuman('routes.yaml', source, diagnostics, { color: false })
 */
export function formatHuman(file: string, source: string, diagnostics: readonly Diagnostic[], options: HumanReportOptions): string {
  const c = createColors(options.color)
  // Only code frames need the lines: a valid file is not split (that took ~9 ms for 10,000 routes).
  const lines = diagnostics.length > 0 ? source.split(/\r?\n/) : []
  // A final newline ends the last line; it does not start an empty one.
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop()
  const sorted = [...diagnostics].sort((a, b) => a.line - b.line || a.column - b.column)
  const blocks = sorted.map((d) => {
    const severity = d.severity === 'error' ? c.red(d.severity) : c.yellow(d.severity)
    const row = `${c.bold(`${file}:${d.line}:${d.column}`)}  ${severity}  ${c.dim(d.code)}  ${d.message}`
    const frame = formatCodeFrame(lines, d, c)
    return frame ? `${row}\n\n${frame}\n` : `${row}\n`
  })
  blocks.push(formatSummary(file, diagnostics, options))
  return blocks.join('\n')
}

/**
 * The summary line, such as `✖ 2 errors, 1 warning in routes.yaml` or
 * `✔ routes.yaml is valid: 13 routes, 0 redirects`.
 */
export function formatSummary(file: string, diagnostics: readonly Diagnostic[], options: HumanReportOptions): string {
  const c = createColors(options.color)
  const errors = diagnostics.filter((d) => d.severity === 'error').length
  const warnings = diagnostics.length - errors
  if (errors > 0) {
    const counts = [plural(errors, 'error')]
    if (warnings > 0) counts.push(plural(warnings, 'warning'))
    return `${c.red.bold('✖')} ${c.bold(counts.join(', '))} in ${file}\n`
  }
  const parts: string[] = []
  if (options.counts) parts.push(plural(options.counts.routes, 'route'), plural(options.counts.redirects, 'redirect'))
  if (warnings > 0) parts.push(c.yellow(plural(warnings, 'warning')))
  const tail = parts.length > 0 ? `: ${parts.join(', ')}` : ''
  return `${c.green.bold('✔')} ${file} is valid${tail}\n`
}

/** The `--json` report: `{ file, valid, diagnostics }`, valid when no diagnostic is an error. */
export function toJsonReport(file: string, diagnostics: readonly Diagnostic[]): JsonReport {
  return {
    file,
    valid: !diagnostics.some((d) => d.severity === 'error'),
    diagnostics: diagnostics.map(toJsonDiagnostic),
  }
}

/** The `--json` report as text, indented, with a trailing newline. */
export function formatJson(file: string, diagnostics: readonly Diagnostic[]): string {
  return `${JSON.stringify(toJsonReport(file, diagnostics), null, 2)}\n`
}

/** Keeps the six keys `--json` promises, in a fixed order. */
export function toJsonDiagnostic(d: Diagnostic): JsonDiagnostic {
  return { code: d.code, severity: d.severity, message: d.message, line: d.line, column: d.column, path: d.path }
}

/**
 * A few lines around the diagnostic with line numbers, a `>` on the offending
 * line and carets under its range. Empty when the position is outside the source.
 */
export function formatCodeFrame(
  lines: readonly string[],
  d: Pick<Diagnostic, 'line' | 'column' | 'endLine' | 'endColumn'>,
  c: ChalkInstance = createColors(false),
): string {
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
  const clip = (text: string) => (text.length <= FRAME_WIDTH && start === 0 ? text : `${start > 0 ? '…' : ''}${text.slice(start, start + FRAME_WIDTH)}${text.length > start + FRAME_WIDTH ? '…' : ''}`)
  const out: string[] = []
  for (let n = first; n <= last; n++) {
    const raw = lines[n - 1] ?? ''
    const text = n !== d.line && raw.length <= FRAME_WIDTH ? raw : clip(raw)
    const number = String(n).padStart(width)
    if (n !== d.line) {
      out.push(c.dim(`  ${number} |`) + (text ? ` ${text}` : ''))
      continue
    }
    out.push(`${c.red.bold('>')} ${c.bold(number)} ${c.dim('|')}${text ? ` ${text}` : ''}`)
    const end = d.endLine === d.line ? d.endColumn : target.length + 1
    const length = Math.max(1, Math.min(end, start + FRAME_WIDTH + 1) - column)
    // Keep tabs so the carets line up under the text in any terminal.
    const pad = (start > 0 ? ' ' : '') + target.slice(start, column - 1).replace(/[^\t]/g, ' ')
    out.push(`  ${' '.repeat(width)} ${c.dim('|')} ${pad}${c.red.bold('^'.repeat(length))}`)
  }
  return out.join('\n')
}

/** `1 route`, `2 routes`. */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}
