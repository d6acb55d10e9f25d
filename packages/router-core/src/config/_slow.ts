/**
 * The slow path: the `yaml` package's Document, which keeps every node's
 * range, so each diagnostic gets its exact line and column. It runs only
 * when something is wrong (or the fast path cannot tell), so its cost is
 * paid by files that need a report anyway.
 */
import { isAlias, isMap, isSeq, parseDocument, visit, type Node, type YAMLError } from 'yaml'
import { checkRoutes } from './checks.js'
import { diagnostic } from './codes.js'
import { FILE_START, type Diagnostic } from './diagnostics.js'
import { routesConfigSchema, type RoutesConfig } from './schema.js'
import { issuesToDiagnostics } from './_issues.js'
import { MAX_ALIAS_COUNT, MAX_SYNTAX_ERRORS } from './_limits.js'
import { SourceLines, createLocator } from './_positions.js'

export type SlowResult = { ok: true; config: RoutesConfig; diagnostics: Diagnostic[] } | { ok: false; diagnostics: Diagnostic[] }

const TAB_MESSAGE = 'Tab character used for indentation. YAML indents with spaces only; replace each tab with spaces (two per level).'

const HINTS: Partial<Record<YAMLError['code'], string>> = {
  BAD_INDENT: 'Check the indentation (entries of one list or mapping start in the same column), and that every "[", "{" and quote is closed.',
  MISSING_CHAR: 'A closing quote or bracket is missing.',
  MULTILINE_IMPLICIT_KEY: 'A key must fit on one line and end with ": "; check for a missing ":" or a stray line break.',
  BLOCK_AS_IMPLICIT_KEY: 'A key must fit on one line and end with ": "; check for a missing ":" or a stray line break.',
  UNEXPECTED_TOKEN: 'Quote values that contain ": " or " #", or that start with a character such as "@", "`", "%", "&", "*" or "!".',
  BAD_ALIAS: 'An alias (*name) must refer to an anchor (&name) defined before it.',
  TAG_RESOLVE_FAILED: 'routes.yaml uses plain values; remove the tag.',
  BAD_DQ_ESCAPE: 'Fix the escape sequence, or use single quotes.',
  KEY_OVER_1024_CHARS: 'Shorten the key.',
  BLOCK_IN_FLOW: 'Inside [ ] or { }, write values inline; or write the list or mapping in block style.',
}

function _yamlError(error: YAMLError, source: string, lines: SourceLines): Diagnostic {
  const [start, end] = error.pos
  const pos = lines.range(start, end)
  const text = error.message.replace(/\s+/g, ' ').trim().replace(/\.$/, '')
  switch (error.code) {
    case 'TAB_AS_INDENT':
      return diagnostic('RK101', TAB_MESSAGE, pos, '')
    case 'DUPLICATE_KEY': {
      // The error marks the key's first character; the key runs to its ":".
      const key = (/^("[^"\n]*"|'[^'\n]*'|[^:\n]*)/.exec(source.slice(start, start + 200))?.[1] ?? '').trim()
      const range = lines.range(start, start + Math.max(1, key.length))
      return diagnostic('RK102', `Duplicate key ${JSON.stringify(key)} in the same mapping. YAML allows each key once; remove or rename one of them.`, range, '')
    }
    case 'RESOURCE_EXHAUSTION':
      return diagnostic('RK104', `The YAML nests too deeply to read. A routes.yaml needs about 5 levels; check for unclosed "[" or "{".`, pos, '')
    case 'MULTIPLE_DOCS':
      return diagnostic('RK100', 'routes.yaml must hold one YAML document, but it holds more than one (a second "---" line). Keep one document.', pos, '')
    default:
      return diagnostic('RK100', `YAML syntax error: ${text}. ${HINTS[error.code] ?? 'Fix the YAML at this position; docs/routes-yaml.md shows the expected layout.'}`, pos, '')
  }
}

function _firstAlias(doc: ReturnType<typeof parseDocument>): Node | null {
  let found: Node | null = null
  visit(doc, {
    Alias(_key, node) {
      found = node
      return visit.BREAK
    },
  })
  return found
}

function _kindOf(node: unknown): string {
  if (isSeq(node)) return 'a list'
  if (isMap(node)) return 'a mapping'
  if (isAlias(node)) return 'an alias'
  return 'a single value'
}

/**
 * Lines indented with a tab. The `yaml` package reads some of them as part
 * of a key instead of failing, so they are found here: a tab in the leading
 * whitespace of a line that holds content and is not inside a scalar (block
 * scalars and quoted text may hold tabs).
 */
function _tabIndents(doc: ReturnType<typeof parseDocument>, source: string, lines: SourceLines): Diagnostic[] {
  if (!/^[ ]*\t/m.test(source)) return []
  const scalars: Array<[number, number]> = []
  visit(doc, {
    Scalar(_key, node) {
      if (node.range && node.range[1] > node.range[0]) scalars.push([node.range[0], node.range[1]])
    },
  })
  const out: Diagnostic[] = []
  for (let line = 1; line <= lines.lineCount && out.length < MAX_SYNTAX_ERRORS; line++) {
    const start = lines.starts[line - 1]!
    const text = source.slice(start, start + lines.lineLength(line))
    const lead = /^[ \t]*/.exec(text)![0]
    const tab = lead.indexOf('\t')
    if (tab === -1 || lead.length === text.length || text[lead.length] === '#') continue
    const offset = start + tab
    if (scalars.some(([from, to]) => offset > from && offset < to)) continue
    out.push(diagnostic('RK101', TAB_MESSAGE, lines.range(offset, offset + 1), ''))
  }
  return out
}

/** Keys that are lists or mappings (`? [a, b]: c`): routes.yaml keys are plain names. */
function _complexKeys(doc: ReturnType<typeof parseDocument>, lines: SourceLines): Diagnostic[] {
  const out: Diagnostic[] = []
  visit(doc, {
    Pair(_key, pair) {
      const key = pair.key as Node | null
      if (out.length < MAX_SYNTAX_ERRORS && (isMap(key) || isSeq(key)) && key.range) {
        const message = `A key must be a plain name, but this one is ${_kindOf(key)}. Write the key as text, such as "path:".`
        out.push(diagnostic('RK100', message, lines.range(key.range[0], key.range[1]), ''))
      }
    },
  })
  return out
}

export function parseSlow(source: string): SlowResult {
  const lines = new SourceLines(source)
  const doc = parseDocument(source, { uniqueKeys: true, prettyErrors: false, strict: true, version: '1.2', logLevel: 'error' })
  const tabs = _tabIndents(doc, source, lines)
  const problems = [...doc.errors, ...doc.warnings]
  const keys = _complexKeys(doc, lines)
  if (problems.length > 0 || tabs.length > 0 || keys.length > 0) {
    const tabLines = new Set(tabs.map((d) => d.line))
    const others = problems.map((e) => _yamlError(e, source, lines)).filter((d) => !tabLines.has(d.line))
    const diagnostics = [...tabs, ...others, ...keys].sort((a, b) => a.line - b.line || a.column - b.column)
    return { ok: false, diagnostics: diagnostics.slice(0, MAX_SYNTAX_ERRORS) }
  }
  const { locate, locateKey } = createLocator(doc, lines)
  let root: unknown
  try {
    root = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT })
  } catch (error) {
    if (error instanceof ReferenceError && /alias/i.test(error.message)) {
      const alias = _firstAlias(doc)
      const pos = alias?.range ? lines.range(alias.range[0], alias.range[1]) : FILE_START
      const message = `Too many YAML aliases: expanding them would build a huge value (an "alias bomb"). routes.yaml allows at most ${MAX_ALIAS_COUNT} alias expansions; write the values out instead of using *aliases.`
      return { ok: false, diagnostics: [diagnostic('RK103', message, pos, '')] }
    }
    throw error
  }
  if (root === null || root === undefined) {
    const message = 'routes.yaml is empty (it holds only whitespace or comments). Start it with "version: 1" and a "routes:" list; docs/routes-yaml.md shows a full example.'
    return { ok: false, diagnostics: [diagnostic('RK105', message, FILE_START, '')] }
  }
  if (typeof root !== 'object' || Array.isArray(root)) {
    const message = `The top level of routes.yaml must be a mapping with keys such as "version:" and "routes:", but it is ${_kindOf(doc.contents)}. Start the file with "version: 1" on its own line.`
    return { ok: false, diagnostics: [diagnostic('RK106', message, locate([]), '')] }
  }
  const version = (root as { version?: unknown }).version
  if (typeof version === 'number' && version !== 1) {
    const message = `Unsupported routes.yaml version ${version}. This routekit reads version 1. Set "version: 1" and use the version 1 fields (docs/routes-yaml.md), or upgrade routekit.`
    return { ok: false, diagnostics: [diagnostic('RK107', message, locate(['version']), 'version')] }
  }
  const parsed = routesConfigSchema.safeParse(root)
  if (!parsed.success) {
    const diagnostics = issuesToDiagnostics(parsed.error.issues, root, locate, locateKey)
    return { ok: false, diagnostics: diagnostics.sort((a, b) => a.line - b.line || a.column - b.column) }
  }
  const diagnostics = checkRoutes(parsed.data, locate)
  if (diagnostics.some((d) => d.severity === 'error')) return { ok: false, diagnostics }
  return { ok: true, config: parsed.data, diagnostics }
}
