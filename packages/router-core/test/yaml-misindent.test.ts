// One mis-indented line gave up to seven RK100 errors, the first saying "A closing quote or bracket is missing": the
// parser's echoes of one mistake on the lines after it. Now a run of syntax errors is reported by its first, with
// an indentation hint; an independent error further down is still reported.
import { describe, expect, it } from 'vitest'
import { parseRoutes } from '../src/config/file/parse.js'

const file = (pageLine: string, tail = '') =>
  `version: 1\nroutes:\n  - path: /\n    name: home\n${pageLine}\n  - path: /construction\n    name: construction\n    page: construction\n${tail}`
const rows = (source: string) =>
  parseRoutes(source).diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`)

describe('a mis-indented line', () => {
  it('gives one error that names the indentation, one space in or out', () => {
    expect([' page: home', '  page: home', '   page: home'].map((line) => rows(file(line)))).toMatchInlineSnapshot(`
      [
        [
          "5:1 RK100 YAML syntax error: All mapping items must start at the same column. Check the indentation (entries of one list or mapping start in the same column), and that every "[", "{" and quote is closed.",
        ],
        [
          "5:1 RK100 YAML syntax error: All mapping items must start at the same column. Check the indentation (entries of one list or mapping start in the same column), and that every "[", "{" and quote is closed.",
        ],
        [
          "5:1 RK100 YAML syntax error: Sequence item without - indicator. Check the indentation (entries of one list or mapping start in the same column), and that every "[", "{" and quote is closed.",
        ],
      ]
    `)
  })

  it('still lets an unrelated syntax error further down be reported', () => {
    const source = file(
      '   page: home',
      'redirects:\n  - { from: /old, to: / }\n\nsite: { url: "https://example.com }\n',
    )
    expect(rows(source).map((row) => row.split(' ').slice(0, 2).join(' '))).toMatchInlineSnapshot(`
      [
        "5:1 RK100",
        "13:1 RK100",
      ]
    `)
  })
})
