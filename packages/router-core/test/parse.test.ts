// parseRoutes: the YAML level and the schema level, one fixture per code,
// plus the property that it never throws and always points inside the file.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DIAGNOSTIC_CODES, RUNTIME_ERROR_CODES, parseRoutes, type Diagnostic } from '../src/index.js'
import { diagnosticsOf, only, readFixture, textAt } from './_fixture.js'
import { propertyRuns } from './_property.js'

const rootSource = readFileSync(fileURLToPath(new URL('../../../routes.yaml', import.meta.url)), 'utf8')

const CODES = new Set(Object.keys(DIAGNOSTIC_CODES))

/**
 * Every position of a diagnostic lies inside `source` (after a BOM is dropped).
 * Plain checks first, and `expect` only on a failure: the properties call this
 * tens of thousands of times, and an `expect` per field would dominate their run time.
 */
function expectInside(source: string, diagnostics: Diagnostic[]): void {
  if (diagnostics.length === 0) return
  const lines = source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
  const width = (line: number) => (lines[line - 1]?.length ?? -1) + 1
  for (const d of diagnostics) {
    const inside =
      d.line >= 1 &&
      d.line <= lines.length &&
      d.column >= 1 &&
      d.column <= width(d.line) &&
      d.endLine >= d.line &&
      d.endLine <= lines.length &&
      d.endColumn <= width(d.endLine) &&
      (d.endLine !== d.line || d.endColumn >= d.column) &&
      CODES.has(d.code) &&
      d.message.length > 20
    if (!inside)
      expect.fail(
        `${d.code} at ${d.line}:${d.column}-${d.endLine}:${d.endColumn} lies outside the ${lines.length}-line file, or has an unknown code or a short message: ${JSON.stringify(d)}`,
      )
  }
}

describe('the root routes.yaml', () => {
  it('is valid and declares the seed site exactly', () => {
    const result = parseRoutes(rootSource)
    expect(result.diagnostics).toEqual([])
    if (!result.ok) throw new Error('root routes.yaml is invalid')
    const { config } = result
    expect(config.layouts).toEqual({ default: {}, dashboard: {}, onboarding: { parent: 'default' } })
    expect(config.guards).toEqual(['auth'])
    expect(config.maintenance).toEqual({ enabled: false, route: '/construction', allow: [] })
    const table = config.routes.map((r) => [r.path, r.name, r.page, r.layout, r.guards.join(',')])
    expect(table).toEqual([
      ['/', 'index', 'index', 'default', ''],
      ['/about', 'about', 'about', 'default', ''],
      ['/about-us', 'about-us', 'about-us', 'default', ''],
      ['/benefits', 'benefits', 'benefits', 'default', ''],
      ['/strategy', 'strategy', 'strategy', 'default', ''],
      ['/technology', 'technology', 'technology', 'default', ''],
      ['/subscribe', 'subscribe', 'subscribe', 'default', ''],
      ['/onboarding', 'onboarding', 'onboarding', 'onboarding', ''],
      ['/login', 'login', 'login', 'default', ''],
      ['/colors', 'colors', 'colors', 'default', ''],
      ['/i18n-test', 'i18n-test', 'i18n-test', 'default', ''],
      ['/construction', 'construction', 'construction', 'none', ''],
      ['/dashboard', 'dashboard', 'dashboard', 'dashboard', 'auth'],
    ])
    expect(config.i18n).toEqual({ locales: ['es', 'en'], default: 'es', prefix: 'except-default' })
    expect(config.site).toEqual({ url: 'https://routekit.dev' })
    // Every page has its own title and description in each locale, Spanish and English apart.
    for (const route of config.routes) {
      for (const field of ['title', 'description'] as const) {
        const text = route[field] as Record<string, string>
        expect(Object.keys(text), `${route.path} ${field}`).toEqual(['es', 'en'])
        expect(text.es, `${route.path} ${field}`).not.toBe(text.en)
      }
    }
  })
})

describe('the catalogue of codes', () => {
  it('docs/errors.md has a section for every code, under its title', () => {
    const doc = readFileSync(fileURLToPath(new URL('../../../docs/errors.md', import.meta.url)), 'utf8')
    const missing = Object.entries({ ...DIAGNOSTIC_CODES, ...RUNTIME_ERROR_CODES }).filter(
      ([code, title]) => !doc.includes(`### ${code} ${title}`),
    )
    expect(missing).toEqual([])
  })
})

describe('accepted input', () => {
  it('accepts a UTF-8 BOM and CRLF line endings', () => {
    const source = readFixture('bom-crlf')
    expect(source.startsWith('\uFEFF') && source.includes('\r\n')).toBe(true)
    const result = parseRoutes(source)
    expect(result.diagnostics).toEqual([])
    expect(result.ok && result.config.routes.map((r) => [r.path, r.title])).toEqual([
      ['/', undefined],
      ['/construction', undefined],
      ['/about', 'About us'],
    ])
  })

  it('gives CRLF files the same positions as LF files', () => {
    const lf = readFixture('unknown-key')
    const crlf = parseRoutes(lf.replace(/\n/g, '\r\n')).diagnostics
    expect(crlf.map((d) => [d.code, d.line, d.column])).toEqual(
      parseRoutes(lf).diagnostics.map((d) => [d.code, d.line, d.column]),
    )
  })
})

describe('the YAML level', () => {
  it('RK100: reports a YAML syntax error at the yaml package position', () => {
    const d = only('yaml-syntax', 'RK100')
    expect([d.line, d.column, d.path]).toEqual([3, 1, ''])
    expect(d.message).toMatchInlineSnapshot(
      `"YAML syntax error: Flow sequence in block collection must be sufficiently indented and end with a ]. Check the indentation (entries of one list or mapping start in the same column), and that every "[", "{" and quote is closed."`,
    )
  })

  it('RK100: refuses a second YAML document', () => {
    const d = only('multiple-documents', 'RK100')
    expect([d.line, d.column]).toEqual([11, 1])
    expect(textAt(readFixture('multiple-documents'), d)).toBe('---')
    expect(d.message).toMatchInlineSnapshot(
      `"routes.yaml must hold one YAML document, but it holds more than one (a second "---" line). Keep one document."`,
    )
  })

  it('RK100: refuses a key that is a list', () => {
    const source = readFixture('valid-minimal').replace('    page: index\n', '    page: index\n    ? [a, b]\n    : c\n')
    const result = parseRoutes(source)
    expect(result.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['RK100', 7, 7]])
    expect(result.diagnostics[0]!.message).toMatchInlineSnapshot(
      `"A key must be a plain name, but this one is a list. Write the key as text, such as "path:"."`,
    )
  })

  it('RK100: refuses an unknown YAML tag', () => {
    const result = parseRoutes(readFixture('valid-minimal').replace('page: index', 'page: !include index.yaml'))
    expect(result.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['RK100', 6, 11]])
    expect(result.diagnostics[0]!.message).toMatchInlineSnapshot(
      `"YAML syntax error: Unresolved tag: !include. routes.yaml uses plain values; remove the tag."`,
    )
  })

  // Regression (issue 22): `status: !!float 301` validated clean on its own (a scanner and js-yaml read 301), and
  // became RK100 "Unresolved tag" as soon as another error sent the file to the `yaml` package.
  it('RK100: !!float 301 is refused alone and beside another error, at the tag', () => {
    const alone = readFixture('valid-minimal') + 'redirects:\n  - from: /old\n    to: /\n    status: !!float 301\n'
    const beside = alone.replace('layouts: [default]', 'layouts: [default]\ntitel: x')
    expect(parseRoutes(alone).diagnostics.map((d) => [d.code, d.line, d.column, d.message])).toMatchInlineSnapshot(`
      [
        [
          "RK100",
          14,
          13,
          "YAML syntax error: Unresolved tag: !!float. routes.yaml uses plain values; remove the tag.",
        ],
      ]
    `)
    expect(parseRoutes(beside).diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['RK100', 15, 13]])
    const float = parseRoutes(alone.replace('!!float 301', '!!float 301.0'))
    expect(float.ok && float.config.redirects[0]!.status).toBe(301)
  })

  it('RK100: refuses the YAML 1.1 tags, which would give a date, bytes or a set', () => {
    for (const tag of ['!!timestamp 2001-01-01', '!!binary aGk=', '!!set {a}', '!!omap [a: 1]', '!!pairs [a: 1]']) {
      const result = parseRoutes(readFixture('valid-minimal').replace('page: index', `page: ${tag}`))
      expect(
        result.diagnostics.map((d) => [d.code, d.line, d.column]),
        tag,
      ).toEqual([['RK100', 6, 11]])
    }
  })

  it('reads the core schema tags as YAML 1.2 says', () => {
    const source = readFixture('valid-minimal')
      .replace('page: index', 'page: !!str index\n    title: !!str 404')
      .replace('version: 1', 'version: !!int 1')
    const result = parseRoutes(source)
    expect(result.diagnostics).toEqual([])
    expect(result.ok && [result.config.routes[0]!.page, result.config.routes[0]!.title]).toEqual(['index', '404'])
  })

  it('RK101: reports tab indentation at the tab', () => {
    const d = only('tab-indent', 'RK101')
    expect([d.line, d.column, d.endColumn]).toEqual([4, 1, 2])
    expect(diagnosticsOf('tab-indent')).toHaveLength(1)
    expect(d.message).toMatchInlineSnapshot(
      `"Tab character used for indentation. YAML indents with spaces only; replace each tab with spaces (two per level)."`,
    )
  })

  it('RK102: reports a duplicate key at its second occurrence', () => {
    const d = only('duplicate-yaml-key', 'RK102')
    expect([d.line, d.column, d.endLine, d.endColumn]).toEqual([6, 5, 6, 9])
    expect(textAt(readFixture('duplicate-yaml-key'), d)).toBe('name: home')
    expect(d.message).toMatchInlineSnapshot(
      `"Duplicate key "name" in the same mapping. YAML allows each key once; remove or rename one of them."`,
    )
  })

  it('RK103: refuses an alias bomb instead of expanding it, at the alias that goes past the limit', () => {
    const d = only('alias-bomb', 'RK103')
    expect([d.line, d.column]).toEqual([6, 10])
    expect(textAt(readFixture('alias-bomb'), d).startsWith('*d,')).toBe(true)
    expect(d.message).toMatchInlineSnapshot(
      `"Too many YAML aliases: up to this one, the file's aliases stand for 15642 values more than it writes, over the limit of 10000 (as many values as the file writes, or 10000 if that is more): the shape of an "alias bomb". Write the values out, or alias a smaller value."`,
    )
  })

  it('RK104: refuses very deep nesting without overflowing the stack', () => {
    const d = only('deep-nesting', 'RK104')
    expect([d.line, d.path]).toEqual([2, ''])
    expect(d.message).toMatchInlineSnapshot(
      `"The YAML nests more than 100 levels deep, or opens too many "[" or "{" without closing them. A routes.yaml needs about 5 levels; check for unclosed brackets or runaway indentation."`,
    )
  })

  it('RK104: refuses deep nesting even behind an earlier syntax error', () => {
    const block =
      'a: "unclosed\nb:\n' + Array.from({ length: 3000 }, (_, i) => ' '.repeat(i + 1) + '-').join('\n') + ' x\n'
    const flow = 'a: [}\nb: ' + '['.repeat(100_000)
    for (const source of [block, flow]) {
      const result = parseRoutes(source)
      expect(result.diagnostics.map((x) => x.code)).toEqual(['RK104'])
      expectInside(source, result.diagnostics)
    }
  })

  it('RK104: counts the real depth of a well-formed document: 100 levels pass, 101 do not', () => {
    const nested = (levels: number) =>
      readFixture('valid-minimal') + `x-deep: ${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}\n`
    expect(parseRoutes(nested(100)).diagnostics.map((d) => d.code)).toEqual(['RK201']) // the unknown key, nothing deeper
    const d = parseRoutes(nested(101)).diagnostics
    expect(d.map((x) => [x.code, x.line, x.column])).toEqual([['RK104', 11, 108]])
  })

  it('RK105: says an empty file is empty', () => {
    const d = only('empty', 'RK105')
    expect([d.line, d.column, d.endLine, d.endColumn, d.path]).toEqual([1, 1, 1, 1, ''])
    expect(d.message).toMatchInlineSnapshot(
      `"routes.yaml is empty (it holds only whitespace or comments). Start it with "version: 1" and a "routes:" list; "npx routekit explain-code RK105" shows a minimal file."`,
    )
  })

  it('RK105: says a file of comments only is empty', () => {
    const d = only('comments-only', 'RK105')
    expect([d.line, d.column]).toEqual([1, 1])
  })

  it('RK106: refuses a top level that is not a mapping', () => {
    const d = only('not-a-mapping', 'RK106')
    expect([d.line, d.column]).toEqual([1, 1])
    expect(d.message).toMatchInlineSnapshot(
      `"The top level of routes.yaml must be a mapping with keys such as "version:" and "routes:", but it is a list. Start the file with "version: 1" on its own line."`,
    )
  })

  it('RK107: refuses an unsupported version, and reports nothing else', () => {
    const d = only('version-2', 'RK107')
    expect([d.line, d.column, d.path]).toEqual([1, 10, 'version'])
    expect(diagnosticsOf('version-2')).toHaveLength(1)
    expect(d.message).toMatchInlineSnapshot(
      `"Unsupported routes.yaml version 2. This routekit reads version 1. Set "version: 1" and use the version 1 fields ("npx routekit schema" prints them), or upgrade routekit."`,
    )
  })

  it('RK004: refuses a source over the size limit before parsing it', () => {
    const result = parseRoutes('#'.repeat(5 * 1024 * 1024 + 1))
    expect(result.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['RK004', 1, 1]])
    expect(result.diagnostics[0]!.message).toMatchInlineSnapshot(
      `"routes.yaml is 5242881 characters long, over the limit of 5242880 (5 MiB). A routes file this large is almost surely the wrong file; check the path."`,
    )
  })

  it('RK199: answers a value that is not a string with a diagnostic, not a throw', () => {
    const result = parseRoutes(42 as unknown as string)
    expect(result.ok).toBe(false)
    expect(result.diagnostics[0]!.message).toMatchInlineSnapshot(
      `"parseRoutes expects the text of routes.yaml as a string, but got number. Read the file first (readRoutesFile from @routekit/router-core/node)."`,
    )
  })
})

describe('the schema level', () => {
  it('RK200: a path that is a number is a type error at the value', () => {
    const d = only('wrong-type', 'RK200')
    expect([d.line, d.column, d.path]).toEqual([11, 11, 'routes.2.path'])
    expect(textAt(readFixture('wrong-type'), d)).toBe('42')
    expect(d.message).toMatchInlineSnapshot(
      `"routes.2.path must be a path, such as "/about", but it is the number 42. Write it as a path in quotes, such as "/42"."`,
    )
  })

  it('RK201: an unknown key points at the key, with a did-you-mean', () => {
    const d = only('unknown-key', 'RK201')
    expect([d.line, d.column, d.endColumn, d.path]).toEqual([14, 5, 10, 'routes.2.titel'])
    expect(d.message).toMatchInlineSnapshot(
      `"Unknown key "titel" in route /about (routes.2). It takes: path, name, page, layout, guards, title, description, params, caseSensitive, scripts. Did you mean "title"?"`,
    )
  })

  it('RK202: a missing field points at the parent mapping', () => {
    const d = only('missing-field', 'RK202')
    expect([d.line, d.column, d.path]).toEqual([11, 5, 'routes.2.name'])
    expect(textAt(readFixture('missing-field'), d)).toBe('path: /about')
    expect(d.message).toMatchInlineSnapshot(
      `"Route /about (routes.2) is missing "name". Add name: with a route name, such as "about"."`,
    )
  })

  it('RK202: a missing version says to add it', () => {
    const d = only('missing-version', 'RK202')
    expect([d.line, d.column, d.path]).toEqual([1, 1, 'version'])
    expect(d.message).toMatchInlineSnapshot(`"routes.yaml has no "version". Add "version: 1" as the first line."`)
  })

  it('RK203: a redirect status outside 301/302/307/308', () => {
    const d = only('invalid-value', 'RK203')
    expect([d.line, d.column, d.path]).toEqual([14, 13, 'redirects.0.status'])
    expect(d.message).toMatchInlineSnapshot(
      `"Redirect status 303 at redirects.0.status is not supported. Use 301 or 308 (permanent) or 302 or 307 (temporary); 302 when omitted."`,
    )
  })

  it('RK204: a route without page suggests its name as the page key', () => {
    const d = only('route-without-page', 'RK204')
    expect([d.line, d.column, d.path]).toEqual([11, 5, 'routes.2.page'])
    expect(d.message).toMatchInlineSnapshot(
      `"Route /about (routes.2) has no page. Add "page: about", the key of the page module the app registers for it."`,
    )
  })

  it('reports every problem of a file, in file order', () => {
    const source = 'version: 1\nroutes:\n  - path: 42\n    name: x\n    pag: x\n'
    const result = parseRoutes(source)
    expect(result.diagnostics.map((d) => [d.code, d.line, d.column, d.path])).toEqual([
      ['RK204', 3, 5, 'routes.0.page'],
      ['RK200', 3, 11, 'routes.0.path'],
      ['RK201', 5, 5, 'routes.0.pag'],
    ])
  })

  it('an empty optional field says it is empty', () => {
    const result = parseRoutes(rootSource.replace('title:\n      es: Iniciar sesión\n      en: Sign in\n', 'title:\n'))
    expect(result.diagnostics.map((d) => [d.code, d.path])).toEqual([['RK200', 'routes.8.title']])
    expect(result.diagnostics[0]!.message).toMatchInlineSnapshot(
      `"routes.8.title (route /login) is empty. Give it text, or a map from locale to text, such as { es: Inicio, en: Home }, or remove the line."`,
    )
  })
})

// fast-check runs: 10,000 per property in CI (CI=true), fewer on a laptop for the slow mutation
// property; FC_RUNS and FC_SEED override (see _property.ts).
const { numRuns, seed } = propertyRuns()
const mutationRuns = propertyRuns(2000).numRuns

/** Mutations of the real routes.yaml: cut a span and insert YAML-ish text. */
const mutation = fc
  .tuple(
    fc.nat({ max: rootSource.length }),
    fc.nat({ max: 40 }),
    fc.oneof(
      fc.constantFrom(
        '',
        ':',
        '- ',
        '\t',
        '  ',
        '\n',
        '[',
        ']',
        '{',
        '}',
        '&a ',
        '*a',
        '!!str ',
        '"',
        "'",
        '#',
        '---\n',
        '\r\n',
        '\uFEFF',
        '\u0000',
        'é',
        '/:',
        '//',
        '/*',
        'version: 2\n',
        '? ',
        '|\n',
        '>-\n',
        '<<: *a\n',
      ),
      fc.string({ maxLength: 12 }),
    ),
  )
  .map(
    ([at, cut, insert]) => rootSource.slice(0, at) + insert + rootSource.slice(Math.min(rootSource.length, at + cut)),
  )

/**
 * YAML-ish documents: mappings, sequences and scalars, block or flow, with
 * anchors, aliases, tags, quotes, comments, CRLF and stray tabs, using the
 * keys of routes.yaml so that many reach the schema and the checks.
 */
type YamlNode =
  | { t: 'scalar'; v: string }
  | { t: 'map'; flow: boolean; anchor: string; entries: Array<[string, YamlNode]> }
  | { t: 'seq'; flow: boolean; anchor: string; items: YamlNode[] }
const yamlKey = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'version',
      'routes',
      'path',
      'name',
      'page',
      'layout',
      'guards',
      'redirects',
      'from',
      'to',
      'status',
      'maintenance',
      'enabled',
      'route',
      'allow',
      'params',
      'layouts',
      'title',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('<<', '? a', '"quoted key"', "'k'", '-', 'a b', '&k key', '*a', '!!str k', ''),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
)
const yamlScalar = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '1',
      '2',
      '0x1',
      '1e3',
      '-1',
      'true',
      'null',
      '~',
      '/',
      '/about',
      '/a/:slug',
      '/a/*',
      '/about/',
      '//evil.example',
      'https://x.example/*',
      'javascript:alert(1)',
      'default',
      'auth',
      '^[a-z]+$',
      '(a+)+$',
      '/café',
    ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '"q"',
      "'s'",
      '"unterminated',
      "'x''y'",
      '|\n  block',
      '>-\n  folded',
      '*a',
      '*b',
      '*missing',
      '!!str 1',
      '!!int x',
      '!foo bar',
      '[',
      ']',
      '{',
      '}',
      ':',
      '- ',
      '# c',
      '\t',
      '',
      'é',
      '\u0000',
      '\uFEFF',
      '%TAG',
      '---',
      '...',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
)
const { tree: yamlTree } = fc.letrec<{ tree: YamlNode }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', maxDepth: 4, withCrossShrink: true },
    yamlScalar.map((v): YamlNode => ({ t: 'scalar', v })),
    fc
      .record({
        flow: fc.boolean(),
        anchor: fc.constantFrom('', '', '&a ', '&b '),
        entries: fc.array(fc.tuple(yamlKey, tie('tree')), { maxLength: 4 }),
      })
      .map((m): YamlNode => ({ t: 'map', ...m })),
    fc
      .record({
        flow: fc.boolean(),
        anchor: fc.constantFrom('', '', '&a ', '&b '),
        items: fc.array(tie('tree'), { maxLength: 4 }),
      })
      .map((q): YamlNode => ({ t: 'seq', ...q })),
  ),
}))

function renderFlow(node: YamlNode): string {
  if (node.t === 'scalar') return node.v
  if (node.t === 'map') return `${node.anchor}{${node.entries.map(([k, v]) => `${k}: ${renderFlow(v)}`).join(', ')}}`
  return `${node.anchor}[${node.items.map(renderFlow).join(', ')}]`
}

function renderBlock(node: YamlNode, indent: number): string {
  const pad = ' '.repeat(indent)
  const after = (child: YamlNode) =>
    child.t === 'scalar' || child.flow
      ? ` ${renderFlow(child)}\n`
      : `${child.anchor ? ' ' + child.anchor.trim() : ''}\n${renderBlock({ ...child, anchor: '' }, indent + 2)}`
  if (node.t === 'scalar') return `${pad}${node.v}\n`
  if (node.flow) return `${pad}${renderFlow(node)}\n`
  if (node.t === 'map') return node.entries.map(([k, v]) => `${pad}${k}:${after(v)}`).join('') || `${pad}{}\n`
  return node.items.map((v) => `${pad}-${after(v)}`).join('') || `${pad}[]\n`
}

const yamlDocument = fc
  .tuple(
    fc.constantFrom('', 'version: 1\n', 'version: 1\nlayouts: [default]\n', '# routes\n', '\uFEFF', '%YAML 1.2\n---\n'),
    yamlTree,
    fc.constantFrom('\n', '\r\n', '\r'),
    fc.constantFrom('', '', '---\nx: 1\n', '...\n', '# end', '\t'),
  )
  .map(([head, tree, eol, tail]) => (head + renderBlock(tree, 0) + tail).replace(/\n/g, eol))

describe('parseRoutes never throws (property)', () => {
  it('on arbitrary strings, with every position inside the file', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (source) => {
        const result = parseRoutes(source)
        expectInside(source, result.diagnostics)
        expect(result.diagnostics.some((d) => d.code === 'RK199')).toBe(false)
      }),
      { seed, numRuns },
    )
  }, 300_000)

  it('on random YAML documents (mappings, sequences, anchors, aliases, tags, flow and block)', () => {
    const codes = new Set<string>()
    fc.assert(
      fc.property(yamlDocument, (source) => {
        const result = parseRoutes(source)
        expectInside(source, result.diagnostics)
        expect(
          result.diagnostics.some((d) => d.code === 'RK199'),
          source,
        ).toBe(false)
        for (const d of result.diagnostics) codes.add(d.code.slice(0, 3))
      }),
      { seed, numRuns },
    )
    // The generator must reach past the YAML level into the schema and the checks, or it tests little.
    expect([...codes].sort()).toEqual(expect.arrayContaining(['RK1', 'RK2']))
  }, 300_000)

  it('on mutations of the root routes.yaml', () => {
    fc.assert(
      fc.property(mutation, (source) => {
        const result = parseRoutes(source)
        expectInside(source, result.diagnostics)
        expect(result.diagnostics.some((d) => d.code === 'RK199')).toBe(false)
        if (result.ok) expect(result.diagnostics.every((d) => d.severity === 'warning')).toBe(true)
      }),
      { seed, numRuns: mutationRuns },
    )
  }, 300_000)
})
