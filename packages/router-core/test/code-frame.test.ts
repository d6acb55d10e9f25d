import { describe, expect, it } from 'vitest'
import { formatCodeFrame, formatDiagnosticRow, frameLines, parseRoutes, sortByPosition } from '../src/index.js'

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
    expect(formatCodeFrame('a: 1\n', { line: 2, column: 1, endLine: 2, endColumn: 1 })).toBe(
      '  1 | a: 1\n> 2 |\n    | ^',
    )
    expect(formatCodeFrame(SOURCE, { line: 99, column: 1, endLine: 99, endColumn: 2 })).toBe('')
    expect(formatCodeFrame(SOURCE, { line: 0, column: 1, endLine: 0, endColumn: 2 })).toBe('')
  })

  it('shows a 160-character window of a long line, from 40 characters before the problem', () => {
    const long = `k: "${'x'.repeat(10_000)}", bad: 1, ${'y'.repeat(10_000)}`
    const column = long.indexOf('bad') + 1
    const [, line, carets] = formatCodeFrame(`a: 1\n${long}\n`, {
      line: 2,
      column,
      endLine: 2,
      endColumn: column + 3,
    }).split('\n')
    expect(line).toBe(`> 2 | …${long.slice(column - 41, column - 41 + 160)}…`)
    expect(carets).toBe(`    |  ${' '.repeat(40)}^^^`)
    // A long line near its start is cut at its end only.
    const early = formatCodeFrame(long, { line: 1, column: 2, endLine: 1, endColumn: 3 }).split('\n')[0]
    expect(early).toBe(`> 1 | ${long.slice(0, 160)}…`)
  })

  it('wraps the gutter, the line number, the marker and the carets in the given style', () => {
    const style = {
      dim: (t: string) => `<d>${t}</d>`,
      bold: (t: string) => `<b>${t}</b>`,
      mark: (t: string) => `<m>${t}</m>`,
    }
    expect(
      formatCodeFrame('a: 1\nb: 2\n', { line: 2, column: 1, endLine: 2, endColumn: 2 }, style).split('\n'),
    ).toEqual(['<d>  1 |</d> a: 1', '<m>></m> <b>2</b> <d>|</d> b: 2', '    <d>|</d> <m>^</m>'])
  })

  it('splits lines on \\n and \\r\\n; a final newline starts no empty line', () => {
    expect(frameLines('a\r\nb\n')).toEqual(['a', 'b'])
    expect(frameLines('a\n\n')).toEqual(['a', ''])
    expect(frameLines('')).toEqual([''])
  })
})

describe('one line counter for positions and frames', () => {
  /** The line a frame marks with `>`: its number and its text. */
  const marked = (frame: string) => /^> +(\d+) \|(?: (.*))?$/m.exec(frame)?.slice(1, 3)
  const FILE = 'version: 1\nlayouts: [default]\nroutes:\n  - { path: about, name: about, page: about }\n'

  it('a CR-only file gets a frame on the line its diagnostic names', () => {
    // Went wrong: positions counted a lone CR as a line break and frames split on \r?\n only, so a CR-only
    // file got RK100 at line 2 while its code frame showed the whole file as line 1. (A run of syntax errors on
    // consecutive lines is reported by its first, so each file below gets one: the line its CRs start on.)
    const mixed = 'version: 1\nlayouts: [default]\nroutes:\r  - { path: about, name: about, page: about }\r'
    for (const [source, line] of [
      [FILE.replace(/\n/g, '\r'), 1],
      [mixed, 3],
    ] as const) {
      const diagnostics = parseRoutes(source).diagnostics
      expect(diagnostics.map((d) => [d.code, d.line])).toEqual([['RK100', line]])
      const lines = source.split(/\r\n|\r|\n/)
      for (const d of diagnostics)
        expect(marked(formatCodeFrame(source, d))).toEqual([String(d.line), lines[d.line - 1]])
    }
    expect(formatCodeFrame(mixed, parseRoutes(mixed).diagnostics[0]!)).toMatchInlineSnapshot(`
      "  1 | version: 1
        2 | layouts: [default]
      > 3 | routes:
          |        ^
        4 |   - { path: about, name: about, page: about }"
    `)
  })

  it('mixed line breaks (CRLF, LF, CR) count alike in positions and frames', () => {
    const source = 'version: 1\r\nlayouts: [default]\rroutes:\n  - { path: about, name: about, page: about }\r\n'
    expect(frameLines(source)).toEqual(frameLines(FILE))
    const diagnostics = parseRoutes(source).diagnostics
    expect(diagnostics.length).toBeGreaterThan(0)
    for (const d of diagnostics)
      expect(marked(formatCodeFrame(source, d))).toEqual([String(d.line), frameLines(FILE)[d.line - 1]])
  })
})

describe('formatDiagnosticRow(): the one row of routekit validate and the Vite plugin', () => {
  it('is file:line:col  severity  CODE  message, with the style around its parts', () => {
    const d = { line: 8, column: 14, severity: 'error' as const, code: 'RK203', message: 'Unknown guard.' }
    expect(formatDiagnosticRow('routes.yaml', d)).toMatchInlineSnapshot(
      `"routes.yaml:8:14  error  RK203  Unknown guard."`,
    )
    const style = {
      dim: (t: string) => `<${t}>`,
      bold: (t: string) => `*${t}*`,
      mark: (t: string) => t,
      error: (t: string) => `!${t}!`,
    }
    expect(formatDiagnosticRow('routes.yaml', d, style)).toMatchInlineSnapshot(
      `"*routes.yaml:8:14*  !error!  <RK203>  Unknown guard."`,
    )
  })

  it('sortByPosition() orders by line, then column, errors before warnings, and keeps its input', () => {
    const at = (line: number, column: number, severity: 'error' | 'warning') => ({ line, column, severity })
    const input = [at(3, 1, 'warning'), at(1, 5, 'error'), at(3, 1, 'error'), at(1, 2, 'warning')]
    expect(sortByPosition(input)).toEqual([
      at(1, 2, 'warning'),
      at(1, 5, 'error'),
      at(3, 1, 'error'),
      at(3, 1, 'warning'),
    ])
    expect(input[0]).toEqual(at(3, 1, 'warning'))
  })
})
