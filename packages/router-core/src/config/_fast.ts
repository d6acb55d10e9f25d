/**
 * The fast path for files the subset scanner (`_quick.ts`) cannot read:
 * js-yaml, the schema and the checks, with no positions. It answers only
 * when the file is fully valid (no errors, no warnings); anything else
 * returns null and the slow path, which knows positions, answers instead.
 * So a position never depends on which path ran.
 */
import { load } from 'js-yaml'
import type { RoutesConfig } from './schema.js'
import { MAX_DEPTH } from './_limits.js'
import { validConfigOf } from './_quick.js'

export type FastResult = { kind: 'valid'; config: RoutesConfig } | { kind: 'too-deep'; offset: number } | null

export function parseFast(source: string): FastResult {
  let value: unknown
  try {
    // maxAliases 0: a file with aliases takes the slow path, whose
    // expansion is bounded; js-yaml never expands one here.
    value = load(source, { maxAliases: 0, maxDepth: MAX_DEPTH })
  } catch (error) {
    const reason = (error as { reason?: unknown }).reason
    const position = (error as { mark?: { position?: unknown } }).mark?.position
    if (typeof reason === 'string' && reason.includes('maxDepth') && typeof position === 'number') return { kind: 'too-deep', offset: position }
    return null
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null
  const config = validConfigOf(value)
  return config ? { kind: 'valid', config } : null
}
