// The subset scanner on examples: the files routes.yaml users write give the
// `yaml` package's value, and every construct outside the subset makes it
// give up (undefined), so that parseRoutes hands the file to a full parser.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { scanYaml } from '../src/config/_scan.js'
import { fixturePath } from './_fixture.js'

const yaml = (source: string): unknown => parse(source, { version: '1.2', uniqueKeys: true, strict: true })

const BASE = `# a comment
version: 1
layouts: [default, docs] # trailing comment
guards: []
maintenance:
  enabled: false
  route: /construction
routes:
  - path: /a/:slug
    name: "a"
    page: 'a'
    title: It's a title - with a:colon, [brackets], {braces}, a#hash # and a comment
    guards:
    - auth

    params:
      slug: ^[a-z0-9-]+$
redirects:
-
  from: /old/*
  to: https://x.example/*
  status: 301
`

describe('scanYaml', () => {
  it('reads the base document as the yaml package does', () => {
    expect(scanYaml(BASE)).toStrictEqual(yaml(BASE))
    expect(scanYaml(BASE)).toMatchObject({ layouts: ['default', 'docs'], routes: [{ title: "It's a title - with a:colon, [brackets], {braces}, a#hash", guards: ['auth'] }] })
  })

  it.each(['routes.yaml', 'packages/router-core/test/fixtures/valid-minimal/routes.yaml', 'packages/router-core/test/fixtures/path-unicode/routes.yaml', 'packages/router-core/test/fixtures/maintenance-redirected/routes.yaml'])('reads %s as the yaml package does', (file) => {
    const source = readFileSync(fileURLToPath(new URL(`../../../${file}`, import.meta.url)), 'utf8')
    expect(scanYaml(source)).toStrictEqual(yaml(source))
  })

  it('reads CRLF line endings (the BOM is dropped by the caller)', () => {
    const source = readFileSync(fixturePath('bom-crlf'), 'utf8').replace(/^\uFEFF/, '')
    expect(source).toContain('\r\n')
    expect(scanYaml(source)).toStrictEqual(yaml(source))
  })

  it('resolves plain scalars with the core schema: null, bools and ints; quoted ones stay text', () => {
    const source = 'a: ~\nb: Null\nc:\nd: TRUE\ne: false\nf: 007\ng: +12\nh: 12345678901234567890\ni: "1"\nj: \'true\'\nk: [null, 1, x]\nl: nul\n'
    const value = scanYaml(source)
    expect(value).toStrictEqual({ a: null, b: null, c: null, d: true, e: false, f: 7, g: 12, h: 12345678901234567890, i: '1', j: 'true', k: [null, 1, 'x'], l: 'nul' })
    expect(value).toStrictEqual(yaml(source))
  })

  // Each case changes one line of BASE; BASE itself is read, so the change is what makes the scanner give up.
  it.each([
    ['an anchor', 'guards: []', 'guards: &g []'],
    ['an alias', 'guards: []', 'guards: *g'],
    ['a tag', 'guards: []', 'guards: !!seq []'],
    ['a block scalar', '  route: /construction', '  route: |\n    /construction'],
    ['a folded scalar', '  route: /construction', '  route: >-\n    /construction'],
    ['a multi-line plain scalar', '  route: /construction', '  route: /con\n    struction'],
    ['a multi-line quoted scalar', '  route: /construction', '  route: "/con\n    struction"'],
    ['a flow mapping', 'guards: []', 'guards: {a: 1}'],
    ['a nested flow sequence', 'guards: []', 'guards: [[a]]'],
    ['a flow sequence over two lines', 'guards: []', 'guards: [a,\n  b]'],
    ['a trailing comma', 'guards: []', 'guards: [a,]'],
    ['a colon in a flow item', 'guards: []', 'guards: [a:b]'],
    ['a tab in indentation', '  enabled: false', '\tenabled: false'],
    ['a tab in a value', '  route: /construction', '  route: "/con\tstruction"'],
    ['a double-quoted escape', '    name: "a"', '    name: "a\\n"'],
    ['a single-quoted escape', "    page: 'a'", "    page: 'it''s'"],
    ['a float', '  status: 301', '  status: 301.0'],
    ['an exponent', '  status: 301', '  status: 3e2'],
    ['a hex int', '  status: 301', '  status: 0x12D'],
    ['an octal int', '  status: 301', '  status: 0o455'],
    ['infinity', '  status: 301', '  status: .inf'],
    ['not a number', '  status: 301', '  status: .NaN'],
    ['a duplicate key', '  enabled: false', '  enabled: false\n  enabled: true'],
    ['a complex key', 'guards: []', '? guards\n: []'],
    ['a document start', '# a comment', '---'],
    ['a document end', 'guards: []', 'guards: []\n...'],
    ['a directive', '# a comment', '%YAML 1.2\n---'],
    ['a list in a list on one line', '    - auth', '    - - auth'],
    ['a compact mapping in a value', '  route: /construction', '  route: a: b'],
    ['a null key', 'guards: []', 'null: []'],
    ['a bool key', 'guards: []', 'true: []'],
    ['a merge key', 'guards: []', '<<: []'],
    ['a "__proto__" key', '      slug: ^[a-z0-9-]+$', '      __proto__: x'],
    ['a value starting with an indicator', '  route: /construction', '  route: @construction'],
    ['a continuation line', '    page: \'a\'', '    page: \'a\'\n      more'],
    ['an indented top level', 'version: 1', ' version: 1'],
    ['a lone CR', 'guards: []', 'guards: [a]\rx: 1'],
    ['a NEL', '  route: /construction', '  route: /con\u0085struction'],
    ['a line separator', '  route: /construction', '  route: /con\u2028struction'],
    ['a byte order mark inside', '  route: /construction', '  route: /con\uFEFFstruction'],
    ['a control character', '  route: /construction', '  route: /con\u0001struction'],
    ['a character outside the BMP', '  route: /construction', '  route: /\u{1F6A7}'],
    ['a value starting with "-"', '  status: 301', '  status: -301'],
    ['flow mappings for routes', '    page: \'a\'', '    page: \'a\'\n  - { path: /b, name: b, page: b }'],
  ])('gives up on %s', (_label, line, replacement) => {
    expect(BASE).toContain(line)
    expect(scanYaml(BASE.replace(line, replacement))).toBeUndefined()
  })

  it('gives up on an empty file, comments only, and a top level that is not a mapping', () => {
    for (const source of ['', '\n', '# only\n# comments\n', '- a\n- b\n', 'just text\n', '[a, b]\n', '{a: 1}\n']) expect(scanYaml(source), source).toBeUndefined()
  })

  it('gives up past 32 levels of nesting instead of recursing on', () => {
    const nest = (depth: number) => Array.from({ length: depth }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n') + ' x\n'
    expect(scanYaml(nest(30))).toBeDefined()
    expect(scanYaml(nest(40))).toBeUndefined()
    expect(scanYaml(nest(5000))).toBeUndefined()
  })
})
