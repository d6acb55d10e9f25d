/**
 * parseRoutes: from routes.yaml text to a validated config, or to
 * diagnostics with exact positions. It never throws.
 *
 * Three paths give one answer. The quick path (a scanner for the YAML
 * subset routes.yaml files use, the schema, the checks) and, for a file
 * outside that subset, the fast path (js-yaml instead of the scanner) answer
 * only for a file with nothing to report. Anything else (an error, a
 * warning, YAML aliases, a js-yaml exception) goes to the slow path (the
 * `yaml` package's Document), which knows where every node is. Positions
 * therefore never depend on which path ran, and a valid 10,000-route file
 * never pays for positions it does not need.
 */
import { diagnostic } from './codes.js'
import { FILE_START, type Diagnostic } from './diagnostics.js'
import type { RoutesConfig } from './schema.js'
import { findTooDeep } from './_depth.js'
import { parseFast } from './_fast.js'
import { MAX_DEPTH, MAX_DEPTH_BOUND, MAX_SOURCE_LENGTH } from './_limits.js'
import { SourceLines } from './_positions.js'
import { parseQuick, type QuickResult } from './_quick.js'
import { parseSlow } from './_slow.js'

export type ParseResult =
  | { ok: true; config: RoutesConfig; diagnostics: Diagnostic[] }
  | { ok: false; diagnostics: Diagnostic[] }

function _tooDeep(source: string, offset: number): ParseResult {
  const pos = new SourceLines(source).range(offset, offset + 1)
  const message = `The YAML nests more than ${MAX_DEPTH} levels deep, or opens too many "[" or "{" without closing them. A routes.yaml needs about 5 levels; check for unclosed brackets or runaway indentation.`
  return { ok: false, diagnostics: [diagnostic('RK104', message, pos, '')] }
}

/** `known`: the quick path's answer for this very input, when the caller already has it (parseRoutesAsync). */
function _parse(input: string, known?: { quick: QuickResult }): ParseResult {
  if (input.length > MAX_SOURCE_LENGTH) {
    const message = `routes.yaml is ${input.length} characters long, over the limit of ${MAX_SOURCE_LENGTH} (5 MiB). A routes file this large is almost surely the wrong file; check the path.`
    return { ok: false, diagnostics: [diagnostic('RK004', message, FILE_START, '')] }
  }
  // A UTF-8 byte order mark is valid; editors on Windows write one.
  const source = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input
  const quick = known ? known.quick : parseQuick(source)
  if (quick?.kind === 'valid') return { ok: true, config: quick.config, diagnostics: [] }
  // js-yaml would read the value the scanner read, which was just refused; skip to the slow path.
  const fast = quick ? null : parseFast(source)
  if (fast?.kind === 'valid') return { ok: true, config: fast.config, diagnostics: [] }
  if (fast?.kind === 'too-deep') return _tooDeep(source, fast.offset)
  // The yaml package recurses per level of nesting; never hand it a source
  // that might nest deeper than it can safely go.
  const deep = findTooDeep(source, MAX_DEPTH_BOUND)
  if (deep !== -1) return _tooDeep(source, deep)
  return parseSlow(source)
}

/**
 * Parses and validates a routes.yaml. On success, `diagnostics` holds
 * warnings only. It never throws, whatever the input.
 *
 * @example
 * const result = parseRoutes(readFileSync('routes.yaml', 'utf8'))
 * if (!result.ok) for (const d of result.diagnostics) console.error(`${d.line}:${d.column} ${d.code} ${d.message}`)
 */
export function parseRoutes(source: string): ParseResult {
  return _checked(source)
}

/**
 * parseRoutes() for a caller that has already run the quick path on `source`
 * and got anything but `valid`: the scan is not done twice.
 */
export function parseRoutesAfterQuick(source: string, quick: QuickResult): ParseResult {
  return _checked(source, { quick })
}

function _checked(source: string, known?: { quick: QuickResult }): ParseResult {
  try {
    if (typeof source !== 'string') {
      const message = `parseRoutes expects the text of routes.yaml as a string, but got ${source === null ? 'null' : typeof source}. Read the file first (readRoutesFile from @routekit/router-core/node).`
      return { ok: false, diagnostics: [diagnostic('RK199', message, FILE_START, '')] }
    }
    return _parse(source, known)
  } catch (error) {
    // A bug in routekit, not in the file: say so rather than crash the caller.
    const reason = error instanceof Error ? error.message : String(error)
    const message = `routekit could not check this file (internal error: ${reason}). Please report it with the file attached.`
    return { ok: false, diagnostics: [diagnostic('RK199', message, FILE_START, '')] }
  }
}
