import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { CST, Parser, parseDocument } from 'yaml'
import { UsageError } from '../_errors.js'

/** A routes.yaml edit, computed and checked but not written yet. */
export interface PersistPlan {
  file: string
  text: string
  /** False when routes.yaml already says so: nothing to write. */
  changed: boolean
}

/**
 * Plans `--persist`: sets `maintenance.enabled` in routes.yaml and keeps every
 * comment and all formatting. Throws a UsageError (exit 2) when the file is
 * missing or is not valid YAML; writes nothing.
 */
export function planPersist(file: string, enabled: boolean, cwd: string = process.cwd()): PersistPlan {
  const absolute = path.resolve(cwd, file)
  if (!existsSync(absolute) || !statSync(absolute).isFile()) {
    throw new UsageError(
      `--persist: ${absolute} does not exist or is not a file. Run the command from the repo root, or pass --file <routes.yaml>.`,
    )
  }
  const source = readFileSync(absolute, 'utf8')
  const edited = setMaintenanceEnabled(source, enabled)
  if (!edited.ok) throw new UsageError(`--persist: ${absolute}: ${edited.error}`)
  return { file: absolute, text: edited.text, changed: edited.text !== source }
}

/**
 * Returns `source` with `maintenance.enabled` set to `enabled`, changing
 * nothing else: not a comment, a blank line, a quote or an indent.
 *
 * The yaml package's Document API parses and checks the file. The edit itself
 * goes through its CST (`CST.setScalarValue`), because `String(document)`
 * re-indents sequences, re-spaces comments and folds long lines, and a
 * reviewer would see a diff far larger than one word. When the key is
 * missing, one line is inserted; when `maintenance` is not a plain mapping,
 * the Document API writes it (`doc.setIn`). Every result is parsed again and
 * must differ from the original in that one value only.
 */
export function setMaintenanceEnabled(
  source: string,
  enabled: boolean,
): { ok: true; text: string } | { ok: false; error: string } {
  const before = parseDocument(source, { uniqueKeys: false })
  const first = before.errors[0]
  if (first) {
    const at = first.linePos?.[0]
    return {
      ok: false,
      error: `it is not valid YAML${at ? ` (line ${at.line}, column ${at.col})` : ''}: ${first.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}. Fix it (see "routekit validate"), or drop --persist.`,
    }
  }
  const top = before.toJS() as unknown
  if (typeof top !== 'object' || top === null || Array.isArray(top)) {
    return {
      ok: false,
      error:
        'its top level is not a mapping, so there is no place for maintenance.enabled. Fix it (see "routekit validate"), or drop --persist.',
    }
  }
  const text = _editWithCst(source, enabled) ?? _editWithDocument(source, enabled)
  const check = _verify(source, text, enabled)
  if (check !== null)
    return {
      ok: false,
      error: `routekit could not set maintenance.enabled without changing other content (${check}). Set it by hand, or drop --persist.`,
    }
  return { ok: true, text }
}

type Token = CST.Token
type Item = CST.CollectionItem

function _editWithCst(source: string, enabled: boolean): string | null {
  const tokens = [...new Parser().parse(source)]
  const documents = tokens.filter((t): t is CST.Document => t.type === 'document')
  if (documents.length !== 1) return null
  const root = documents[0]!.value
  if (!root || root.type !== 'block-map') return null
  const value = enabled ? 'true' : 'false'
  const newline = source.includes('\r\n') ? '\r\n' : '\n'
  const maintenance = _findItem(root, 'maintenance')
  if (!maintenance) {
    const tail = source.length === 0 || source.endsWith('\n') ? '' : newline
    return `${source}${tail}maintenance:${newline}  enabled: ${value}${newline}`
  }
  const map = maintenance.value
  if (!map || (map.type !== 'block-map' && map.type !== 'flow-collection')) return null
  const enabledItem = _findItem(map, 'enabled')
  if (enabledItem) {
    if (!enabledItem.value || !CST.isScalar(enabledItem.value)) return null
    CST.setScalarValue(enabledItem.value, value)
    return tokens.map((t) => CST.stringify(t)).join('')
  }
  if (map.type !== 'block-map') return null
  const firstKey = map.items[0]?.key
  if (!firstKey) return null
  const lineStart = source.lastIndexOf('\n', firstKey.offset - 1) + 1
  const indent = firstKey.offset - lineStart
  return `${source.slice(0, lineStart)}${' '.repeat(indent)}enabled: ${value}${newline}${source.slice(lineStart)}`
}

function _editWithDocument(source: string, enabled: boolean): string {
  const doc = parseDocument(source)
  try {
    doc.setIn(['maintenance', 'enabled'], enabled)
  } catch {
    // `maintenance:` with no value (or a scalar): setIn cannot descend into it, so replace it with a mapping.
    doc.set('maintenance', doc.createNode({ enabled }))
  }
  return doc.toString({ lineWidth: 0 })
}

function _findItem(collection: Token, key: string): Item | undefined {
  if (collection.type !== 'block-map' && collection.type !== 'flow-collection') return undefined
  return collection.items.find((item) => item.key && CST.resolveAsScalar(item.key)?.value === key)
}

/** Null when `after` says the same as `before` but for maintenance.enabled; else what differs. */
function _verify(before: string, after: string, enabled: boolean): string | null {
  const doc = parseDocument(after)
  if (doc.errors.length > 0) return 'the result would not be valid YAML'
  if (doc.getIn(['maintenance', 'enabled']) !== enabled) return 'the value did not take'
  const want = parseDocument(before).toJS() as Record<string, unknown>
  const maintenance = want.maintenance
  want.maintenance = { ...(typeof maintenance === 'object' && maintenance !== null ? maintenance : {}), enabled }
  return _stable(want) === _stable(doc.toJS()) ? null : 'other values would change'
}

function _stable(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  )
}
