/**
 * Diagnostics: one problem in a routes.yaml, with a stable code and an exact
 * position. The list of codes, each with an example and its fix, is
 * docs/errors.md; keep the two in step.
 */

export type Severity = 'error' | 'warning'

export interface Diagnostic {
  /** Stable code such as `RK203`; never reused for another meaning. */
  code: string
  severity: Severity
  /** What is wrong, where, and how to fix it. */
  message: string
  /** 1-based line and column of the start of the offending node. */
  line: number
  column: number
  /** 1-based end position (exclusive), for editors and code frames. */
  endLine: number
  endColumn: number
  /** The config path, dot-separated, such as `routes.3.guards.0`; '' for the whole file. */
  path: string
}

/** A range in the file, 1-based, end exclusive. */
export interface Position {
  line: number
  column: number
  endLine: number
  endColumn: number
}

/**
 * Finds where a config path (such as `['routes', 3, 'guards', 0]`) sits in
 * the file. When the node itself is absent (a default, a missing field), it
 * answers the nearest ancestor that is present.
 */
export type Locate = (path: readonly (string | number)[]) => Position

/** Where a diagnostic points when no position is known: the start of the file. */
export const FILE_START: Position = Object.freeze({ line: 1, column: 1, endLine: 1, endColumn: 1 })

/** The locate function of a check run without positions: everything is at the start of the file. */
export const NO_POSITIONS: Locate = () => FILE_START

/** How a message refers to another node: "line 12" when positions are known, else its config path. */
export function referTo(locate: Locate, path: readonly (string | number)[]): string {
  return locate === NO_POSITIONS ? path.join('.') : `line ${locate(path).line}`
}

/**
 * Diagnostics in the order every report shows them: by line, then column,
 * errors before warnings at one position. A new array; the input is kept.
 */
export function sortByPosition<T extends Pick<Diagnostic, 'line' | 'column' | 'severity'>>(
  diagnostics: readonly T[],
): T[] {
  return [...diagnostics].sort(
    (a, b) =>
      a.line - b.line || a.column - b.column || (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1),
  )
}

/**
 * Most diagnostics one report shows: `routekit validate` (and `--json`), the
 * other commands that report a file, and the Vite plugin. A file can hold
 * hundreds of thousands of problems (one per route); past this many, a report
 * names how many more there are (formatOmitted()) instead of printing them.
 */
export const MAX_REPORTED = 100

/** The diagnostics a report shows, in report order (sortByPosition()), and those it only counts. */
export function reportedDiagnostics<T extends Pick<Diagnostic, 'line' | 'column' | 'severity'>>(
  diagnostics: readonly T[],
): { shown: T[]; omitted: T[] } {
  const sorted = sortByPosition(diagnostics)
  return { shown: sorted.slice(0, MAX_REPORTED), omitted: sorted.slice(MAX_REPORTED) }
}
