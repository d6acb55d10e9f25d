/**
 * The YAML level: what the `yaml` package reports about a document (syntax
 * errors and warnings, such as an unresolved tag), plus the two things it
 * reads without complaint that routes.yaml refuses (tab indentation, keys
 * that are lists or mappings) and duplicate keys, found here in linear time,
 * as diagnostics at their exact positions.
 */
import {
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  visit,
  type Document,
  type Node,
  type YAMLError,
  type YAMLMap,
} from 'yaml'
import { diagnostic } from '../codes.js'
import { sortByPosition, type Diagnostic } from '../diagnostics.js'
import { MAX_SYNTAX_ERRORS } from './limits.js'
import type { SourceLines } from './source-lines.js'

const TAB_MESSAGE =
  'Tab character used for indentation. YAML indents with spaces only; replace each tab with spaces (two per level).'

const HINTS: Partial<Record<YAMLError['code'], string>> = {
  BAD_INDENT:
    'Check the indentation (entries of one list or mapping start in the same column), and that every "[", "{" and quote is closed.',
  MISSING_CHAR: 'A closing quote or bracket is missing.',
  MULTILINE_IMPLICIT_KEY:
    'A key must fit on one line and end with ": "; check for a missing ":" or a stray line break.',
  BLOCK_AS_IMPLICIT_KEY: 'A key must fit on one line and end with ": "; check for a missing ":" or a stray line break.',
  UNEXPECTED_TOKEN:
    'Quote values that contain ": " or " #", or that start with a character such as "@", "`", "%", "&", "*" or "!".',
  BAD_ALIAS: 'An alias (*name) must refer to an anchor (&name) defined before it.',
  TAG_RESOLVE_FAILED: 'routes.yaml uses plain values; remove the tag.',
  BAD_DQ_ESCAPE: 'Fix the escape sequence, or use single quotes.',
  KEY_OVER_1024_CHARS: 'Shorten the key.',
  BLOCK_IN_FLOW: 'Inside [ ] or { }, write values inline; or write the list or mapping in block style.',
}

/** The kind of a node, as messages name it. */
export function kindOf(node: unknown): string {
  if (isSeq(node)) return 'a list'
  if (isMap(node)) return 'a mapping'
  if (isAlias(node)) return 'an alias'
  return 'a single value'
}

function _yamlError(error: YAMLError, lines: SourceLines): Diagnostic {
  const [start, end] = error.pos
  const pos = lines.range(start, end)
  // A core tag is shown as written (`!!float`), not by its full name (`tag:yaml.org,2002:float`).
  const text = error.message.replace(/\s+/g, ' ').trim().replace(/\.$/, '').replaceAll('tag:yaml.org,2002:', '!!')
  // MISSING_CHAR also stands for a line the parser cannot place ("Sequence item without - indicator"): an indent.
  const hint = error.code === 'MISSING_CHAR' && !/quote|flow|[\]}]/i.test(text) ? HINTS.BAD_INDENT : HINTS[error.code]
  switch (error.code) {
    case 'TAB_AS_INDENT':
      return diagnostic('RK101', TAB_MESSAGE, pos, '')
    case 'RESOURCE_EXHAUSTION':
      return diagnostic(
        'RK104',
        `The YAML nests too deeply to read. A routes.yaml needs about 5 levels; check for unclosed "[" or "{".`,
        pos,
        '',
      )
    case 'MULTIPLE_DOCS':
      return diagnostic(
        'RK100',
        'routes.yaml must hold one YAML document, but it holds more than one (a second "---" line). Keep one document.',
        pos,
        '',
      )
    default:
      return diagnostic(
        'RK100',
        `YAML syntax error: ${text}. ${hint ?? 'Fix the YAML at this position; "npx routekit explain-code RK100" lists the usual causes.'}`,
        pos,
        '',
      )
  }
}

/**
 * Lines indented with a tab. The `yaml` package reads some of them as part
 * of a key instead of failing, so they are found here: a tab in the leading
 * whitespace of a line that holds content and is not inside a scalar (block
 * scalars and quoted text may hold tabs).
 */
function _tabIndents(doc: Document, source: string, lines: SourceLines): Diagnostic[] {
  if (!/^[ ]*\t/m.test(source)) return []
  const scalars: Array<[number, number]> = []
  visit(doc, {
    Scalar(_key, node) {
      if (node.range && node.range[1] > node.range[0]) scalars.push([node.range[0], node.range[1]])
    },
  })
  const out: Diagnostic[] = []
  // Scalars come in file order and lines are read in file order: one pass over both, not every scalar per line.
  let next = 0
  for (let line = 1; line <= lines.lineCount && out.length < MAX_SYNTAX_ERRORS; line++) {
    const start = lines.starts[line - 1]!
    const text = source.slice(start, start + lines.lineLength(line))
    const lead = /^[ \t]*/.exec(text)![0]
    const tab = lead.indexOf('\t')
    if (tab === -1 || lead.length === text.length || text[lead.length] === '#') continue
    const offset = start + tab
    while (next < scalars.length && scalars[next]![1] <= offset) next++
    if (next < scalars.length && offset > scalars[next]![0]) continue
    out.push(diagnostic('RK101', TAB_MESSAGE, lines.range(offset, offset + 1), ''))
  }
  return out
}

/**
 * Each mapping of the document, in file order: a lean walk (a 100,000-route
 * file has a million and a half nodes), not `visit()`, which builds a path
 * for every node.
 */
function _eachMap(doc: Document, each: (map: YAMLMap) => void): void {
  const stack: unknown[] = [doc.contents]
  while (stack.length > 0) {
    const node = stack.pop()
    if (isMap(node)) {
      each(node)
      for (let i = node.items.length - 1; i >= 0; i--) stack.push(node.items[i]!.value, node.items[i]!.key)
    } else if (isSeq(node)) {
      for (let i = node.items.length - 1; i >= 0; i--) stack.push(node.items[i])
    } else if (isPair(node)) stack.push(node.value, node.key)
  }
}

/**
 * Keys that are lists or mappings (`? [a, b]: c`; routes.yaml keys are plain
 * names, RK100), and keys written twice in one mapping (RK102, at the second).
 * The `yaml` package finds duplicates too (`uniqueKeys`), but by comparing
 * each key with every key before it: a mapping of 8,000 layouts took
 * seconds. Here each mapping's keys go into a set once, compared as the
 * package compares them (scalar values by ===, so `1` and `"1"` differ).
 */
function _keyProblems(doc: Document, source: string, lines: SourceLines): Diagnostic[] {
  const out: Diagnostic[] = []
  _eachMap(doc, (map) => {
    const seen = new Set<unknown>()
    for (const pair of map.items) {
      if (out.length >= 2 * MAX_SYNTAX_ERRORS) return
      const key = pair.key as Node | null
      if ((isMap(key) || isSeq(key)) && key.range) {
        const message = `A key must be a plain name, but this one is ${kindOf(key)}. Write the key as text, such as "path:".`
        out.push(diagnostic('RK100', message, lines.range(key.range[0], key.range[1]), ''))
      }
      if (!isScalar(key) || Number.isNaN(key.value)) continue
      if (!seen.has(key.value)) {
        seen.add(key.value)
        continue
      }
      if (!key.range) continue
      const start = key.range[0]
      // The key runs to its ":".
      const text = (/^("[^"\n]*"|'[^'\n]*'|[^:\n]*)/.exec(source.slice(start, start + 200))?.[1] ?? '').trim()
      const message = `Duplicate key ${JSON.stringify(text)} in the same mapping. YAML allows each key once; remove or rename one of them.`
      out.push(diagnostic('RK102', message, lines.range(start, start + Math.max(1, text.length)), ''))
    }
  })
  return out
}

/**
 * Every YAML-level problem of `doc`, in file order, at most
 * {@link MAX_SYNTAX_ERRORS}. A tab-indented line reports the tab only, not
 * the parser's echoes of it on the same line. After a syntax error the
 * parser has lost its place, and what it reports on that line and the lines
 * right after is that error again in other words (one mis-indented line gave
 * five): a run of syntax errors on consecutive lines is reported by its first.
 */
export function yamlProblems(doc: Document, source: string, lines: SourceLines): Diagnostic[] {
  const tabs = _tabIndents(doc, source, lines)
  const tabLines = new Set(tabs.map((d) => d.line))
  // A duplicate key on a tab-indented line is the tab's echo, as the parser's own errors there are.
  const keys = _keyProblems(doc, source, lines).filter((d) => d.code !== 'RK102' || !tabLines.has(d.line))
  if (doc.errors.length === 0 && doc.warnings.length === 0 && tabs.length === 0 && keys.length === 0) return []
  const fromParser = (list: readonly YAMLError[]) =>
    list.map((e) => _yamlError(e, lines)).filter((d) => !tabLines.has(d.line))
  const errors = fromParser(doc.errors)
  const syntaxErrors = new Set([...errors, ...keys].filter((d) => d.code === 'RK100'))
  let lastSyntaxLine = -2
  const kept = sortByPosition([...tabs, ...errors, ...fromParser(doc.warnings), ...keys]).filter((d) => {
    if (!syntaxErrors.has(d)) return true
    const echo = d.line <= lastSyntaxLine + 1
    lastSyntaxLine = d.line
    return !echo
  })
  return kept.slice(0, MAX_SYNTAX_ERRORS)
}
