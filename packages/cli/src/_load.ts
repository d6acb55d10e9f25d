import path from 'node:path'
import type { Diagnostic, Locate, RoutesConfig } from '@routekit/router-core'
import { displayPath } from '@routekit/router-core/node'
import type { Io } from './_context.js'
import { UsageError } from './_errors.js'
import { formatHuman, formatJson } from './report.js'

/** routes.yaml as read from disk, with the name the reports show. */
export interface RoutesSource {
  /** The path as reports print it: relative to the working directory when inside it. */
  file: string
  /** The absolute path. */
  absolute: string
  source: string
}

/** The error when a file cannot be read, for callers that report it as JSON. */
export interface UnreadableFile {
  file: string
  code: string
  message: string
}

/**
 * Reads routes.yaml through router-core's reader (size limit, binary and
 * directory checks). Returns the source, or the reader's error.
 */
export async function readSource(
  file: string,
): Promise<{ ok: true; value: RoutesSource } | { ok: false; error: UnreadableFile }> {
  const absolute = path.resolve(file)
  // Named as the Vite plugin's rows name it: one function for both.
  const shown = displayPath(absolute)
  const { readRoutesFile } = await import('@routekit/router-core/node')
  // The reader's messages name the file as it is passed: pass the short form.
  const read = await readRoutesFile(shown)
  if (!read.ok) return { ok: false, error: { file: shown, ...read.error } }
  return { ok: true, value: { file: shown, absolute, source: read.source } }
}

/** The unreadable-file error as a `--json` diagnostic: position 1:1, config path ''. */
export function unreadableDiagnostic(error: UnreadableFile): Diagnostic {
  return {
    code: error.code,
    severity: 'error',
    message: error.message,
    line: 1,
    column: 1,
    endLine: 1,
    endColumn: 1,
    path: '',
  }
}

/**
 * Reads and parses routes.yaml for commands that need a valid config
 * (`routes`, `explain`). An unreadable file is a usage error (exit 2). An
 * invalid file prints its diagnostics (JSON on stdout with `--json`, else the
 * human report on stderr) and returns null: the caller exits 1.
 */
export async function loadConfig(
  file: string,
  io: Io,
  options: { json: boolean },
): Promise<{ config: RoutesConfig; file: string; source: string; locate: Locate } | null> {
  const read = await readSource(file)
  if (!read.ok) throw new UsageError(read.error.message)
  const { file: shown, source } = read.value
  const { parseRoutes } = await import('@routekit/router-core')
  const parsed = parseRoutes(source)
  if (parsed.ok) return { config: parsed.config, file: shown, source, locate: parsed.locate }
  if (options.json) io.out(formatJson(shown, parsed.diagnostics))
  else io.err(formatHuman(shown, source, parsed.diagnostics, { color: io.color }))
  return null
}
