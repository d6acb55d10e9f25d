/**
 * parseRoutesAsync: parseRoutes for callers that start often and mostly see
 * valid files, such as `routekit validate`. The quick path runs first; the
 * YAML parsers and the diagnostics (js-yaml, the `yaml` package, positions)
 * are loaded only when it cannot answer. Loading them is most of the start-up
 * time of a one-shot process, and a valid file never needs them.
 */
import type { ParseResult } from './parse.js'
import { parseQuick, type QuickResult } from './_quick.js'

/**
 * Parses and validates a routes.yaml, with the same answer as
 * {@link parseRoutes} for every input. It never rejects.
 *
 * @example
 * const result = await parseRoutesAsync(source)
 * process.exitCode = result.ok ? 0 : 1
 */
export async function parseRoutesAsync(source: string): Promise<ParseResult> {
  let known: { quick: QuickResult } | undefined
  try {
    if (typeof source === 'string') known = { quick: parseQuick(source) }
    if (known?.quick?.kind === 'valid') return { ok: true, config: known.quick.config, diagnostics: [] }
  } catch {
    known = undefined // parseRoutes meets the same failure and reports it as a diagnostic.
  }
  const { parseRoutes, parseRoutesAfterQuick } = await import('./parse.js')
  // The scanner's answer is reused: a file with something to report is not scanned twice.
  return known ? parseRoutesAfterQuick(source, known.quick) : parseRoutes(source)
}
