// Helpers for the fixture tests: read test/fixtures/<case>/routes.yaml and
// parse it, keeping the source so a test can check a position by its text.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseRoutes, type Diagnostic } from '../src/index.js'

export const fixturesDir = fileURLToPath(new URL('./fixtures/', import.meta.url))

export function fixturePath(name: string): string {
  return `${fixturesDir}${name}/routes.yaml`
}

export function readFixture(name: string): string {
  return readFileSync(fixturePath(name), 'utf8')
}

/** The diagnostics of a fixture; fails the test when the file is valid and `code` is not found. */
export function diagnosticsOf(name: string): Diagnostic[] {
  return parseRoutes(readFixture(name)).diagnostics
}

/** The one diagnostic with `code` in a fixture; throws when there is not exactly one. */
export function only(name: string, code: string): Diagnostic {
  const found = diagnosticsOf(name).filter((d) => d.code === code)
  if (found.length !== 1)
    throw new Error(`${name}: expected one ${code}, got ${JSON.stringify(diagnosticsOf(name), null, 2)}`)
  return found[0]!
}

/** The source text a diagnostic's start points at, up to the end of its line. */
export function textAt(source: string, d: Pick<Diagnostic, 'line' | 'column'>): string {
  const line = source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)[d.line - 1] ?? ''
  return line.slice(d.column - 1)
}
