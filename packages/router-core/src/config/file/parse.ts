/**
 * parseRoutes: from routes.yaml text to a validated config, or to
 * diagnostics with exact positions. It never throws.
 *
 * One path reads every file: the `yaml` package's Document, which keeps every
 * node's range, then the schema, then the checks. Each level speaks only when
 * the one before it had nothing to say: a YAML error is reported on its own,
 * because a schema read of a broken document would report echoes of it.
 */
import { parseDocument, type Document, type DocumentOptions, type ParseOptions, type SchemaOptions } from 'yaml'
import { checkRoutes } from '../check/checks.js'
import { diagnostic, type DiagnosticCode } from '../codes.js'
import { FILE_START, sortByPosition, type Diagnostic, type Locate } from '../diagnostics.js'
import { routesConfigSchema, type RoutesConfig } from './schema.js'
import { findDeepCollection, findTooDeep } from './_depth.js'
import { issuesToDiagnostics } from './_issues.js'
import { MAX_DEPTH, MAX_DEPTH_BOUND, MAX_SOURCE_LENGTH, MAX_VALUES, MIN_ALIAS_VALUES } from './limits.js'
import { findTooManyValues } from './_values.js'
import { findAliasProblem } from './_aliases.js'
import { createLocator } from './_positions.js'
import { SourceLines } from './source-lines.js'
import { kindOf, yamlProblems } from './_yaml-problems.js'

export type ParseResult =
  | {
      ok: true
      config: RoutesConfig
      diagnostics: Diagnostic[]
      /**
       * Where a config path (`['redirects', 0, 'to']`) is in the file, counted by SourceLines as every diagnostic is:
       * for a later step's own diagnostic about a valid file (`routekit hosting`, the modules routes.yaml names), so
       * nothing parses routes.yaml again to find a position.
       */
      locate: Locate
      /** Where the key of a config path's last segment is (`['layouts', 'main']`: the `main:` key). */
      locateKey: Locate
    }
  | { ok: false; diagnostics: Diagnostic[] }

/**
 * YAML 1.2 with the core schema, as docs/routes-yaml.md promises. Without
 * `resolveKnownTags`, the YAML 1.1 tags (`!!timestamp`, `!!binary`, `!!set`,
 * `!!omap`, `!!pairs`), which would give a Date, bytes or a Map, are
 * unresolved tags like any other.
 */
const YAML_OPTIONS: ParseOptions & DocumentOptions & SchemaOptions = {
  // Duplicate keys are found by _yaml-problems.ts, in one pass: the package's own check is quadratic in a mapping's size.
  uniqueKeys: false,
  prettyErrors: false,
  strict: true,
  version: '1.2',
  schema: 'core',
  resolveKnownTags: false,
  logLevel: 'error',
}

function _fail(code: DiagnosticCode, message: string, pos = FILE_START, path = ''): ParseResult {
  return { ok: false, diagnostics: [diagnostic(code, message, pos, path)] }
}

function _tooDeep(lines: SourceLines, offset: number): ParseResult {
  const message = `The YAML nests more than ${MAX_DEPTH} levels deep, or opens too many "[" or "{" without closing them. A routes.yaml needs about 5 levels; check for unclosed brackets or runaway indentation.`
  return _fail('RK104', message, lines.range(offset, offset + 1))
}

/** The RK103 answer when the document's aliases would expand too far (_aliases.ts), RK100 for one without an anchor; else null. */
function _aliasesRefused(doc: Document, lines: SourceLines): ParseResult | null {
  const problem = findAliasProblem(doc)
  if (!problem) return null
  const { alias } = problem
  const pos = alias.range ? lines.range(alias.range[0], alias.range[1]) : FILE_START
  if (problem.kind === 'unresolved') {
    const message = `YAML syntax error: the alias *${alias.source} refers to no anchor &${alias.source} before it. An alias (*name) must refer to an anchor (&name) defined before it.`
    return _fail('RK100', message, pos)
  }
  const message =
    problem.kind === 'recursive'
      ? `YAML alias *${alias.source} stands inside the value its anchor &${alias.source} names, so it would expand without end. Write the value out instead of using *${alias.source} there.`
      : `Too many YAML aliases: up to this one, the file's aliases stand for ${problem.added} values more than it writes, over the limit of ${problem.limit} (as many values as the file writes, or ${MIN_ALIAS_VALUES} if that is more): the shape of an "alias bomb". Write the values out, or alias a smaller value.`
  return _fail('RK103', message, pos)
}

function _parse(input: string): ParseResult {
  if (input.length > MAX_SOURCE_LENGTH) {
    return _fail(
      'RK004',
      `routes.yaml is ${input.length} characters long, over the limit of ${MAX_SOURCE_LENGTH} (5 MiB). A routes file this large is almost surely the wrong file; check the path.`,
    )
  }
  // A UTF-8 byte order mark is valid; editors on Windows write one.
  const source = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input
  const lines = new SourceLines(source)
  // The yaml package recurses per level of nesting; never hand it a source
  // that might nest deeper than it can safely go.
  const deep = findTooDeep(source, MAX_DEPTH_BOUND)
  if (deep !== -1) return _tooDeep(lines, deep)
  // The parser's memory grows with the values it reads: count them first, with its own lexer.
  const tooMany = findTooManyValues(source, MAX_VALUES)
  if (tooMany !== -1) {
    const message = `routes.yaml writes more than ${MAX_VALUES} values (texts, lists, mappings), too many to check; this one is past the limit. 100,000 routes of three fields each write 900,000: check that this is the right file.`
    return _fail('RK108', message, lines.range(tooMany, tooMany + 1))
  }
  const doc = parseDocument(source, YAML_OPTIONS)
  const problems = yamlProblems(doc, source, lines)
  if (problems.length > 0) return { ok: false, diagnostics: problems }
  const deepNode = findDeepCollection(doc, MAX_DEPTH)
  if (deepNode?.range) return _tooDeep(lines, deepNode.range[0])
  const refused = _aliasesRefused(doc, lines)
  if (refused) return refused
  // The aliases are bounded above, by what they expand to; the yaml package's own count (of expansions) is not needed.
  const root: unknown = doc.toJS({ maxAliasCount: -1 })
  const { locate, locateKey } = createLocator(doc, lines)
  if (root === null || root === undefined) {
    return _fail(
      'RK105',
      'routes.yaml is empty (it holds only whitespace or comments). Start it with "version: 1" and a "routes:" list; "npx routekit explain-code RK105" shows a minimal file.',
    )
  }
  if (typeof root !== 'object' || Array.isArray(root)) {
    const message = `The top level of routes.yaml must be a mapping with keys such as "version:" and "routes:", but it is ${kindOf(doc.contents)}. Start the file with "version: 1" on its own line.`
    return _fail('RK106', message, locate([]))
  }
  const version = (root as { version?: unknown }).version
  if (typeof version === 'number' && version !== 1) {
    const message = `Unsupported routes.yaml version ${version}. This routekit reads version 1. Set "version: 1" and use the version 1 fields ("npx routekit schema" prints them), or upgrade routekit.`
    return _fail('RK107', message, locate(['version']), 'version')
  }
  const parsed = routesConfigSchema.safeParse(root)
  if (!parsed.success) {
    const diagnostics = issuesToDiagnostics(parsed.error.issues, root, locate, locateKey)
    return { ok: false, diagnostics: sortByPosition(diagnostics) }
  }
  const diagnostics = checkRoutes(parsed.data, locate)
  if (diagnostics.some((d) => d.severity === 'error')) return { ok: false, diagnostics }
  return { ok: true, config: parsed.data, diagnostics, locate, locateKey }
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
  try {
    if (typeof source !== 'string') {
      const message = `parseRoutes expects the text of routes.yaml as a string, but got ${source === null ? 'null' : typeof source}. Read the file first (readRoutesFile from @routekit/router-core/node).`
      return _fail('RK199', message)
    }
    return _parse(source)
  } catch (error) {
    // A bug in routekit, not in the file: say so rather than crash the caller.
    const reason = error instanceof Error ? error.message : String(error)
    return _fail(
      'RK199',
      `routekit could not check this file (internal error: ${reason}). Please report it with the file attached.`,
    )
  }
}
