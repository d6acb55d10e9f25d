/**
 * The one line counter: from source offsets to 1-based line and column, and
 * the text of each line. Positions (`_positions.ts`, the parser's problems)
 * and code frames (`code-frame.ts`) both count with it, so a diagnostic's
 * line is the line its frame shows. It plays the part of the `yaml` package's
 * LineCounter, with one difference that matters here: every position is
 * clamped into the file, so a diagnostic never points past its last line,
 * whatever a parser reported.
 */
import type { Position } from '../diagnostics.js'

/** Line starts of `source`, counting `\r\n`, `\n` and a lone `\r` as line breaks. */
export class SourceLines {
  readonly starts: number[] = [0]
  constructor(readonly source: string) {
    for (let i = 0; i < source.length; i++) {
      const ch = source.charCodeAt(i)
      if (ch === 10) this.starts.push(i + 1)
      else if (ch === 13) {
        if (source.charCodeAt(i + 1) === 10) i++
        this.starts.push(i + 1)
      }
    }
  }

  get lineCount(): number {
    return this.starts.length
  }

  /** Length of a 1-based line, without its line break. */
  lineLength(line: number): number {
    const start = this.starts[line - 1] ?? 0
    const next = this.starts[line]
    if (next === undefined) return this.source.length - start
    let end = next
    while (end > start && (this.source.charCodeAt(end - 1) === 10 || this.source.charCodeAt(end - 1) === 13)) end--
    return end - start
  }

  /** 1-based line and column of an offset, clamped into the file. */
  at(offset: number): { line: number; column: number } {
    const safe = Math.max(0, Math.min(Number.isFinite(offset) ? offset : 0, this.source.length))
    let lo = 0
    let hi = this.starts.length - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if (this.starts[mid]! <= safe) lo = mid
      else hi = mid - 1
    }
    const line = lo + 1
    const column = Math.min(safe - this.starts[lo]! + 1, this.lineLength(line) + 1)
    return { line, column }
  }

  /** The text of each line, without its line break. */
  texts(): string[] {
    const out: string[] = []
    for (let line = 1; line <= this.starts.length; line++)
      out.push(this.source.slice(this.starts[line - 1], this.starts[line - 1]! + this.lineLength(line)))
    return out
  }

  /** A position for the range [start, end), end clamped to be at or after start. */
  range(start: number, end: number): Position {
    const from = this.at(start)
    const to = this.at(Math.max(start, end))
    return { line: from.line, column: from.column, endLine: to.line, endColumn: to.column }
  }
}
