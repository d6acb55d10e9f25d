/**
 * From config paths and source offsets to 1-based line and column. This
 * plays the part of the `yaml` package's LineCounter, with one difference
 * that matters here: every position is clamped into the file, so a
 * diagnostic never points past its last line, whatever a parser reported.
 */
import { isAlias, isMap, isPair, isScalar, isSeq, type Document, type Node } from 'yaml'
import { FILE_START, type Locate, type Position } from './diagnostics.js'

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

  /** A position for the range [start, end), end clamped to be at or after start. */
  range(start: number, end: number): Position {
    const from = this.at(start)
    const to = this.at(Math.max(start, end))
    return { line: from.line, column: from.column, endLine: to.line, endColumn: to.column }
  }
}

/**
 * Keeps a position reported by someone else (the `yaml` package's
 * LineCounter) inside the file.
 */
export function clampPosition(pos: Position, lines: SourceLines): Position {
  const line = Math.max(1, Math.min(Math.trunc(pos.line) || 1, lines.lineCount))
  const column = Math.max(1, Math.min(Math.trunc(pos.column) || 1, lines.lineLength(line) + 1))
  let endLine = Math.max(line, Math.min(Math.trunc(pos.endLine) || line, lines.lineCount))
  let endColumn = Math.max(1, Math.min(Math.trunc(pos.endColumn) || column, lines.lineLength(endLine) + 1))
  if (endLine === line && endColumn < column) endColumn = column
  if (endLine < line) endLine = line
  return { line, column, endLine, endColumn }
}

type Segment = string | number

function _child(node: unknown, segment: Segment): { value: Node | null; key: Node | null } | undefined {
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = pair.key
      const name = isScalar(key) ? key.value : key
      if (name !== null && typeof name !== 'object' && String(name) === String(segment)) {
        return { value: (pair.value as Node | null) ?? null, key: isScalar(key) ? key : null }
      }
    }
    return undefined
  }
  if (isSeq(node) && typeof segment === 'number') {
    const item = node.items[segment]
    return item === undefined ? undefined : { value: (item as Node | null) ?? null, key: null }
  }
  return undefined
}

function _rangeOf(node: Node | null | undefined): [number, number] | null {
  if (!node || isPair(node)) return null
  const range = node.range
  return range ? [range[0], range[1]] : null
}

/**
 * Locates config paths in a parsed `yaml` Document. `locate` answers the
 * value node, or the nearest ancestor present (a missing field points at its
 * parent mapping); `locateKey` answers the key node of the last segment.
 * Paths do not go through aliases: they stop at the alias.
 */
export function createLocator(doc: Document, lines: SourceLines): { locate: Locate; locateKey: Locate } {
  const walk = (path: readonly Segment[], wantKey: boolean): Position => {
    let node: unknown = doc.contents
    let best = _rangeOf(doc.contents as Node | null)
    for (let i = 0; i < path.length; i++) {
      if (isAlias(node)) break
      const next = _child(node, path[i]!)
      if (!next) break
      const last = i === path.length - 1
      const range = last && wantKey && next.key ? _rangeOf(next.key) : (_rangeOf(next.value) ?? _rangeOf(next.key))
      if (range) best = range
      node = next.value
    }
    return best ? lines.range(best[0], best[1]) : FILE_START
  }
  return {
    locate: (path) => walk(path, false),
    locateKey: (path) => walk(path, true),
  }
}

/** Joins a config path the way diagnostics show it: `routes.3.guards.0`. */
export function joinPath(path: readonly Segment[]): string {
  return path.map(String).join('.')
}
