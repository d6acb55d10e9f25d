import { describe, expect, it } from 'vitest'
import { formatCodeFrame, frameLines } from '../src/index.js'

const SOURCE = `version: 1
layouts: [default, dashboard]
guards: [auth]
routes:
  - path: /dashboard
    name: dashboard
    page: dashboard
    guards: [auht]
`

describe('formatCodeFrame(): the one code frame of routekit validate and the Vite overlay', () => {
  it('shows two lines each side, a > on the line and carets under the range', () => {
    expect(formatCodeFrame(SOURCE, { line: 5, column: 11, endLine: 5, endColumn: 21 })).toMatchInlineSnapshot(`
      "  3 | guards: [auth]
        4 | routes:
      > 5 |   - path: /dashboard
          |           ^^^^^^^^^^
        6 |     name: dashboard
        7 |     page: dashboard"
    `)
  })

  it('underlines to the end of the line when the range spans lines', () => {
    expect(formatCodeFrame(SOURCE, { line: 4, column: 1, endLine: 8, endColumn: 5 })).toMatchInlineSnapshot(`
      "  2 | layouts: [default, dashboard]
        3 | guards: [auth]
      > 4 | routes:
          | ^^^^^^^
        5 |   - path: /dashboard
        6 |     name: dashboard"
    `)
  })

  it('puts one caret under an empty range, and starts at line 1 without context above', () => {
    expect(formatCodeFrame(SOURCE, { line: 1, column: 10, endLine: 1, endColumn: 10 })).toMatchInlineSnapshot(`
      "> 1 | version: 1
          |          ^
        2 | layouts: [default, dashboard]
        3 | guards: [auth]"
    `)
  })

  it('keeps tabs in the caret line so the carets stay under the text', () => {
    const frame = formatCodeFrame(['\tkey: value'], { line: 1, column: 7, endLine: 1, endColumn: 12 })
    expect(frame.split('\n')[1]).toBe('    | \t     ^^^^^')
  })

  it('frames a problem just past the final newline, and nothing outside the source', () => {
    expect(formatCodeFrame('a: 1\n', { line: 2, column: 1, endLine: 2, endColumn: 1 })).toBe('  1 | a: 1\n> 2 |\n    | ^')
    expect(formatCodeFrame(SOURCE, { line: 99, column: 1, endLine: 99, endColumn: 2 })).toBe('')
    expect(formatCodeFrame(SOURCE, { line: 0, column: 1, endLine: 0, endColumn: 2 })).toBe('')
  })

  it('shows a 160-character window of a long line, from 40 characters before the problem', () => {
    const long = `k: "${'x'.repeat(10_000)}", bad: 1, ${'y'.repeat(10_000)}`
    const column = long.indexOf('bad') + 1
    const [, line, carets] = formatCodeFrame(`a: 1\n${long}\n`, { line: 2, column, endLine: 2, endColumn: column + 3 }).split('\n')
    expect(line).toBe(`> 2 | …${long.slice(column - 41, column - 41 + 160)}…`)
    expect(carets).toBe(`    |  ${' '.repeat(40)}^^^`)
    // A long line near its start is cut at its end only.
    const early = formatCodeFrame(long, { line: 1, column: 2, endLine: 1, endColumn: 3 }).split('\n')[0]
    expect(early).toBe(`> 1 | ${long.slice(0, 160)}…`)
  })

  it('wraps the gutter, the line number, the marker and the carets in the given style', () => {
    const style = { dim: (t: string) => `<d>${t}</d>`, bold: (t: string) => `<b>${t}</b>`, mark: (t: string) => `<m>${t}</m>` }
    expect(formatCodeFrame('a: 1\nb: 2\n', { line: 2, column: 1, endLine: 2, endColumn: 2 }, style).split('\n')).toEqual([
      '<d>  1 |</d> a: 1',
      '<m>></m> <b>2</b> <d>|</d> b: 2',
      '    <d>|</d> <m>^</m>',
    ])
  })

  it('splits lines on \\n and \\r\\n; a final newline starts no empty line', () => {
    expect(frameLines('a\r\nb\n')).toEqual(['a', 'b'])
    expect(frameLines('a\n\n')).toEqual(['a', ''])
    expect(frameLines('')).toEqual([''])
  })
})
