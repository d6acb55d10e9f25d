// `scripts: none` (a page that ships no module script): what routes.yaml shows cannot work without the app.
import { describe, expect, it } from 'vitest'
import { parseRoutes, scriptsOf } from '../src/index.js'
import { only, readFixture, textAt } from './_fixture.js'

describe('scripts: none', () => {
  it('is valid on an open page, and each route reads its own, else the top-level default, else app', () => {
    const parsed = parseRoutes(readFixture('scripts-valid'))
    expect(parsed.diagnostics).toEqual([])
    if (!parsed.ok) return
    expect(parsed.config.routes.map((r) => [r.path, scriptsOf(parsed.config, r)])).toEqual([
      ['/', 'app'],
      ['/about', 'none'],
      ['/construction', 'app'],
      ['/dashboard', 'app'],
    ])
    expect(scriptsOf({ scripts: 'none' }, {})).toBe('none')
    expect(scriptsOf({ scripts: 'none' }, { scripts: 'app' })).toBe('app')
  })

  it('RK413: a guarded route that takes scripts: none from the top level, at its guards', () => {
    const d = only('scripts-guarded', 'RK413')
    expect({ line: d.line, column: d.column, path: d.path, severity: d.severity }).toEqual({
      line: 17,
      column: 13,
      path: 'routes.2.guards',
      severity: 'error',
    })
    expect(textAt(readFixture('scripts-guarded'), d).startsWith('[auth]')).toBe(true)
    expect(d.message).toMatchInlineSnapshot(
      `"Route /dashboard has scripts: none (from the top-level scripts: none) and guards (auth). Guards run in the browser before the page shows, and a page with scripts: none ships no app to run them. Add scripts: app to the route, or remove its guards."`,
    )
  })

  it('RK603: the maintenance route with scripts: none, at its scripts', () => {
    const d = only('scripts-maintenance', 'RK603')
    expect({ line: d.line, column: d.column, path: d.path }).toEqual({ line: 11, column: 14, path: 'routes.1.scripts' })
    expect(textAt(readFixture('scripts-maintenance'), d).startsWith('none')).toBe(true)
    expect(d.message).toMatchInlineSnapshot(
      `"The maintenance route /construction has scripts: none. It needs the app: it shows the message and the back-by time of maintenance.json, and sends visitors back when maintenance ends. Set scripts: app on it, or remove the key."`,
    )
  })

  it('RK200: a value other than app or none', () => {
    const parsed = parseRoutes(readFixture('scripts-valid').replace('scripts: none', 'scripts: off'))
    expect(parsed.diagnostics.map((d) => [d.code, d.line, d.path])).toEqual([['RK200', 11, 'routes.1.scripts']])
    expect(parsed.diagnostics[0]?.message).toMatchInlineSnapshot(
      `"routes.1.scripts (route /about) must be app or none, but it is the text "off"."`,
    )
  })
})
