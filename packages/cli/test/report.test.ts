import type { Diagnostic } from '@routekit/router-core'
import { describe, expect, it } from 'vitest'
import { formatHuman, formatJson, formatSummary, toJsonReport } from '../src/report.js'
import { hasAnsi } from './_run.js'

const SOURCE = `version: 1
layouts: [default, dashboard]
guards: [auth]
routes:
  - path: /dashboard
    name: dashboard
    page: dashboard
    guards: [auht]
`

function diagnostic(overrides: Partial<Diagnostic>): Diagnostic {
  return {
    code: 'RK403',
    severity: 'error',
    message: 'Unknown guard "auht" on route /dashboard. Declared guards: auth. Did you mean "auth"?',
    line: 8,
    column: 14,
    endLine: 8,
    endColumn: 18,
    path: 'routes.0.guards.0',
    ...overrides,
  }
}

describe('formatHuman', () => {
  it('prints the row, a code frame with carets under the range, and the summary', () => {
    const warning = diagnostic({
      code: 'RK303',
      severity: 'warning',
      message: 'Trailing slash.',
      line: 5,
      column: 11,
      endLine: 5,
      endColumn: 21,
      path: 'routes.0.path',
    })
    const text = formatHuman('routes.yaml', SOURCE, [diagnostic({}), warning], { color: false })
    expect(text).toMatchInlineSnapshot(`
      "routes.yaml:5:11  warning  RK303  Trailing slash.

        3 | guards: [auth]
        4 | routes:
      > 5 |   - path: /dashboard
          |           ^^^^^^^^^^
        6 |     name: dashboard
        7 |     page: dashboard

      routes.yaml:8:14  error  RK403  Unknown guard "auht" on route /dashboard. Declared guards: auth. Did you mean "auth"?

        6 |     name: dashboard
        7 |     page: dashboard
      > 8 |     guards: [auht]
          |              ^^^^

      ✖ 1 error, 1 warning in routes.yaml
      "
    `)
  })

  it('says the file is valid, with its counts, when there are no errors', () => {
    expect(formatHuman('routes.yaml', SOURCE, [], { color: false, counts: { routes: 13, redirects: 1 } })).toBe(
      '✔ routes.yaml is valid: 13 routes, 1 redirect\n',
    )
  })

  it('colours only when asked', () => {
    expect(hasAnsi(formatHuman('routes.yaml', SOURCE, [diagnostic({})], { color: true }))).toBe(true)
    expect(hasAnsi(formatHuman('routes.yaml', SOURCE, [diagnostic({})], { color: false }))).toBe(false)
  })

  it('sorts problems by position', () => {
    const late = diagnostic({ line: 8, message: 'late' })
    const early = diagnostic({ line: 2, column: 1, endLine: 2, endColumn: 8, message: 'early' })
    const text = formatHuman('r.yaml', SOURCE, [late, early], { color: false })
    expect(text.indexOf('early')).toBeLessThan(text.indexOf('late'))
  })

  it('frames a problem just past the final newline, at the end of the file', () => {
    const text = formatHuman('r.yaml', 'a: 1\n', [diagnostic({ line: 2, column: 1, endLine: 2, endColumn: 1 })], {
      color: false,
    })
    expect(text).toContain('  1 | a: 1\n> 2 |\n    | ^')
  })

  it('prints no frame for a position outside the source', () => {
    const text = formatHuman('r.yaml', SOURCE, [diagnostic({ line: 99, column: 1 })], { color: false })
    expect(text).not.toContain('|')
  })
})

describe('formatSummary', () => {
  it('counts errors and warnings with plurals', () => {
    const errors = [diagnostic({}), diagnostic({})]
    expect(formatSummary('routes.yaml', errors, { color: false })).toBe('✖ 2 errors in routes.yaml\n')
    const withWarning = [...errors, diagnostic({ severity: 'warning' })]
    expect(formatSummary('routes.yaml', withWarning, { color: false })).toBe('✖ 2 errors, 1 warning in routes.yaml\n')
  })

  it('keeps a valid file valid when it only has warnings', () => {
    const warnings = [diagnostic({ severity: 'warning' }), diagnostic({ severity: 'warning' })]
    expect(formatSummary('routes.yaml', warnings, { color: false, counts: { routes: 1, redirects: 0 } })).toBe(
      '✔ routes.yaml is valid: 1 route, 0 redirects, 2 warnings\n',
    )
  })
})

describe('formatJson', () => {
  it('prints exactly file, valid and diagnostics, each diagnostic with six keys', () => {
    const report = JSON.parse(formatJson('routes.yaml', [diagnostic({})]))
    expect(Object.keys(report)).toEqual(['file', 'valid', 'diagnostics'])
    expect(report.valid).toBe(false)
    expect(report.diagnostics).toEqual([
      {
        code: 'RK403',
        severity: 'error',
        message: 'Unknown guard "auht" on route /dashboard. Declared guards: auth. Did you mean "auth"?',
        line: 8,
        column: 14,
        path: 'routes.0.guards.0',
      },
    ])
  })

  it('is valid when every diagnostic is a warning', () => {
    expect(toJsonReport('routes.yaml', [diagnostic({ severity: 'warning' })]).valid).toBe(true)
    expect(toJsonReport('routes.yaml', []).valid).toBe(true)
  })
})
