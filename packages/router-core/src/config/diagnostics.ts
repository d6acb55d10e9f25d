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
