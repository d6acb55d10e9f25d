import type { ChalkInstance } from 'chalk'
import {
  formatCodeFrame,
  formatDiagnosticRow,
  formatOmitted,
  frameLines,
  reportedDiagnostics,
  type CodeFrameStyle,
  type Diagnostic,
} from '@routekit/router-core'
import { createColors } from './_color.js'
import type { LinksReport } from './links/check.js'

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
  /** The first MAX_REPORTED (100), in file order. */
  diagnostics: JsonDiagnostic[]
  /** How many more the file has, left out; only when some are. */
  omitted?: number
}

/**
 * The human report: one row per problem (`file:line:col  severity  CODE  message`),
 * a code frame under each, then a summary line. Problems are sorted by position;
 * past MAX_REPORTED (100) of them, one line says how many more there are.
 *
 * @example formatHuman('routes.yaml', source, diagnostics, { color: false })
 */
export function formatHuman(
  file: string,
  source: string,
  diagnostics: readonly Diagnostic[],
  options: HumanReportOptions,
): string {
  const c = createColors(options.color)
  // Only code frames need the lines: a valid file is not split (that took ~9 ms for 10,000 routes).
  const lines = diagnostics.length > 0 ? frameLines(source) : []
  const style = _frameStyle(c)
  const { shown, omitted } = reportedDiagnostics(diagnostics)
  const blocks = shown.map((d) => {
    const row = formatDiagnosticRow(file, d, style)
    const frame = formatCodeFrame(lines, d, style)
    return frame ? `${row}\n\n${frame}\n` : `${row}\n`
  })
  if (omitted.length > 0) blocks.push(`${c.dim(formatOmitted(omitted))}\n`)
  blocks.push(formatSummary(file, diagnostics, options))
  return blocks.join('\n')
}

/** The code frame in the report's colours. */
function _frameStyle(c: ChalkInstance): CodeFrameStyle {
  return {
    dim: (text) => c.dim(text),
    bold: (text) => c.bold(text),
    mark: (text) => c.red.bold(text),
    error: (text) => c.red(text),
    warning: (text) => c.yellow(text),
  }
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

/**
 * The `--json` report: `{ file, valid, diagnostics }`, valid when no diagnostic is an error; the first
 * MAX_REPORTED (100) diagnostics in file order, and `omitted`, how many more, when there are more.
 */
export function toJsonReport(file: string, diagnostics: readonly Diagnostic[]): JsonReport {
  const { shown, omitted } = reportedDiagnostics(diagnostics)
  return {
    file,
    valid: !diagnostics.some((d) => d.severity === 'error'),
    diagnostics: shown.map(toJsonDiagnostic),
    ...(omitted.length > 0 && { omitted: omitted.length }),
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

/** `1 route`, `2 routes`. */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}

/**
 * `routekit links`: one row per broken link (`page:line:col  error  link  (element attribute, text: "…")  why`),
 * sorted by page and position, then a summary line and, when a link is broken, how to fix it.
 * `pageOf` turns a page file into the path the row shows (the site folder in front).
 */
export function formatLinksHuman(
  report: LinksReport,
  pageOf: (page: string) => string,
  options: { color: boolean },
): string {
  const c = createColors(options.color)
  const rows = report.broken.map((b) => {
    const what = [`${b.element} ${b.attribute}`, ...(b.text ? [`text: ${JSON.stringify(_short(b.text))}`] : [])].join(
      ', ',
    )
    return `${c.bold(`${pageOf(b.page)}:${b.line}:${b.column}`)}  ${c.red('error')}  ${b.link}  ${c.dim(`(${what})`)}  ${b.reason}\n`
  })
  const checked = `${plural(report.links, 'link')} checked`
  if (report.broken.length === 0)
    return `${c.green.bold('✔')} no broken links in ${plural(report.pages, 'page')} (${checked})\n`
  const pages = new Set(report.broken.map((b) => b.page)).size
  const summary = `${c.red.bold('✖')} ${c.bold(`${plural(report.broken.length, 'broken link')} in ${plural(pages, 'page')}`)} (${checked} in ${plural(report.pages, 'page')})\n`
  const hint =
    'Fix each link, or make something answer it: a route or a redirect in routes.yaml, or a file in the build. "routekit explain <path>" shows how routes.yaml decides a path.\n'
  return `${rows.join('')}\n${summary}${hint}`
}

/** `routekit links --json`: `{ dir, pages, links, broken: [{ page, line, column, element, attribute, link, text, reason }] }`. */
export function formatLinksJson(dir: string, report: LinksReport): string {
  return `${JSON.stringify({ dir, pages: report.pages, links: report.links, broken: report.broken }, null, 2)}\n`
}

/** Link text cut to 60 characters, so a row stays readable. */
function _short(text: string): string {
  return text.length <= 60 ? text : `${text.slice(0, 59)}…`
}
