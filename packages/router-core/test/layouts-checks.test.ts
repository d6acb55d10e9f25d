// Nested layouts in routes.yaml (layouts.ts): the map form, the chain resolve() returns,
// and each diagnostic of the layout tree with its code, position and message.
import { describe, expect, it } from 'vitest'
import {
  layoutChain,
  MAX_LAYOUT_DEPTH,
  parseRoutes,
  resolve,
  type Diagnostic,
  type RoutesConfig,
} from '../src/index.js'
import { textAt } from './_fixture.js'

const ROUTES = `routes:
  - { path: /, name: home, page: home, layout: shell }
  - { path: /dashboard, name: dashboard, page: dashboard, layout: dashboard }
  - { path: /dashboard/settings, name: settings, page: settings, layout: settings }
  - { path: /construction, name: construction, page: construction, layout: settings }
`

function source(layouts: string): string {
  return `version: 1\nlayouts:\n${layouts}\n${ROUTES}`
}

function parsed(layouts: string): RoutesConfig {
  const result = parseRoutes(source(layouts))
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2))
  return result.config
}

/** The one diagnostic with `code`, and the text it points at. */
function only(layouts: string, code: string): Diagnostic & { text: string } {
  const found = parseRoutes(source(layouts)).diagnostics.filter((d) => d.code === code)
  if (found.length !== 1)
    throw new Error(`expected one ${code}, got ${JSON.stringify(parseRoutes(source(layouts)).diagnostics, null, 2)}`)
  return { ...found[0]!, text: textAt(source(layouts), found[0]!) }
}

const TREE = `  shell: {}
  dashboard: { parent: shell }
  settings: { parent: dashboard }`

describe('the map form of layouts', () => {
  it('declares layouts with parents; resolve() gives the chain outermost first', () => {
    const config = parsed(TREE)
    const at = (path: string) => {
      const r = resolve(config, path, { maintenance: false })
      return r.kind === 'render' ? { layout: r.layout, layouts: r.layouts } : r.kind
    }
    expect(at('/')).toEqual({ layout: 'shell', layouts: ['shell'] })
    expect(at('/dashboard')).toEqual({ layout: 'dashboard', layouts: ['shell', 'dashboard'] })
    expect(at('/dashboard/settings')).toEqual({ layout: 'settings', layouts: ['shell', 'dashboard', 'settings'] })
  })

  it('the maintenance route renders with no layout, whatever its route says', () => {
    const config = parsed(TREE)
    const r = resolve(config, '/construction', { maintenance: true })
    expect(r.kind === 'render' && { layout: r.layout, layouts: r.layouts }).toEqual({ layout: 'none', layouts: [] })
  })

  it('a layout written with nothing after it ("shell:") is an outermost layout', () => {
    const config = parsed(`  shell:\n  dashboard: { parent: shell }\n  settings: { parent: dashboard }`)
    expect(layoutChain(config, 'settings')).toEqual(['shell', 'dashboard', 'settings'])
  })

  it('the list form stays valid, and each of its layouts is a chain of one', () => {
    const result = parseRoutes(`version: 1\nlayouts: [shell, dashboard, settings]\n${ROUTES}`)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(layoutChain(result.config, 'settings')).toEqual(['settings'])
    const r = resolve(result.config, '/dashboard/settings', { maintenance: false })
    expect(r.kind === 'render' && r.layouts).toEqual(['settings'])
  })

  it('an unknown key in a layout is named with the keys it takes', () => {
    const d = only(`  shell: { parnt: x }\n  dashboard: {}\n  settings: {}`, 'RK201')
    expect({ line: d.line, column: d.column, path: d.path, text: d.text }).toEqual({
      line: 3,
      column: 12,
      path: 'layouts.shell.parnt',
      text: 'parnt: x }',
    })
    expect(d.message).toMatchInlineSnapshot(
      `"Unknown key "parnt" in layout "shell" (layouts.shell). It takes: parent. Did you mean "parent"?"`,
    )
  })

  it('a parent that is not text points at the parent', () => {
    const d = only(`  shell: {}\n  dashboard: { parent: 4 }\n  settings: {}`, 'RK200')
    expect({ line: d.line, path: d.path, text: d.text }).toEqual({
      line: 4,
      path: 'layouts.dashboard.parent',
      text: '4 }',
    })
    expect(d.message).toMatchInlineSnapshot(
      `"layouts.dashboard.parent must be a layout name, such as "shell", but it is the number 4. Put it in quotes if you mean the text: "4"."`,
    )
  })

  it('layouts that are neither a list nor a map name both forms', () => {
    const result = parseRoutes(`version: 1\nlayouts: 5\n${ROUTES}`)
    expect(result.diagnostics.map((d) => d.message)).toMatchInlineSnapshot(`
      [
        "layouts must be a list of layout names, such as [default, dashboard], or a map from layout name to its parent, such as { shell: {}, dashboard: { parent: shell } }, but it is the number 5. Write it as a list: [5].",
      ]
    `)
  })
})

describe('diagnostics of the layout tree', () => {
  it('RK406: an unknown parent, with the closest declared name', () => {
    const d = only(`  shell: {}\n  dashboard: { parent: shel }\n  settings: { parent: dashboard }`, 'RK406')
    expect({ line: d.line, column: d.column, path: d.path, text: d.text }).toEqual({
      line: 4,
      column: 24,
      path: 'layouts.dashboard.parent',
      text: 'shel }',
    })
    expect(d.message).toMatchInlineSnapshot(
      `"Unknown parent layout "shel" of layout "dashboard". Declared layouts: shell, dashboard, settings. Did you mean "shell"?"`,
    )
  })

  it('RK406: an unknown parent with nothing close says how to fix it', () => {
    const d = only(`  shell: {}\n  dashboard: { parent: admin }\n  settings: { parent: dashboard }`, 'RK406')
    expect(d.message).toMatchInlineSnapshot(
      `"Unknown parent layout "admin" of layout "dashboard". Declared layouts: shell, dashboard, settings. Declare "admin" under layouts, or remove "parent" to make "dashboard" an outermost layout."`,
    )
  })

  it('RK407: a cycle is reported once, at the first of its layouts in the file', () => {
    const d = only(`  shell: {}\n  dashboard: { parent: settings }\n  settings: { parent: dashboard }`, 'RK407')
    expect({ line: d.line, path: d.path, text: d.text }).toEqual({
      line: 4,
      path: 'layouts.dashboard.parent',
      text: 'settings }',
    })
    expect(d.message).toMatchInlineSnapshot(
      `"Layout cycle: dashboard -> settings -> dashboard (each arrow points at the parent). A layout renders inside its parent, so these would render inside each other without end. Remove "parent" from one of them."`,
    )
  })

  it('RK407: a layout that is its own parent', () => {
    const d = only(`  shell: { parent: shell }\n  dashboard: {}\n  settings: {}`, 'RK407')
    expect(d.path).toBe('layouts.shell.parent')
    expect(d.message).toMatchInlineSnapshot(
      `"Layout cycle: shell -> shell (each arrow points at the parent). A layout renders inside its parent, so these would render inside each other without end. Remove "parent" from one of them."`,
    )
  })

  it('RK408: a chain deeper than the limit, at the layout that goes past it', () => {
    const names = Array.from({ length: MAX_LAYOUT_DEPTH + 2 }, (_, i) => `l${i}`)
    const tree = names.map((n, i) => (i === 0 ? `  ${n}: {}` : `  ${n}: { parent: l${i - 1} }`)).join('\n')
    const d = only(`${tree}\n  shell: {}\n  dashboard: {}\n  settings: {}`, 'RK408')
    expect({ line: d.line, path: d.path, text: d.text }).toEqual({
      line: 3 + MAX_LAYOUT_DEPTH,
      path: `layouts.l${MAX_LAYOUT_DEPTH}.parent`,
      text: `l${MAX_LAYOUT_DEPTH - 1} }`,
    })
    expect(d.message).toMatchInlineSnapshot(
      `"Layout "l8" is 9 layouts deep (l0 > l1 > l2 > l3 > l4 > l5 > l6 > l7 > l8); at most 8 may nest. Give "l8" a parent nearer the outermost layout, or merge two of these layouts."`,
    )
  })

  it('RK408 is not reported at the limit itself', () => {
    const names = Array.from({ length: MAX_LAYOUT_DEPTH }, (_, i) => `l${i}`)
    const tree = names.map((n, i) => (i === 0 ? `  ${n}: {}` : `  ${n}: { parent: l${i - 1} }`)).join('\n')
    const result = parseRoutes(source(`${tree}\n  shell: {}\n  dashboard: {}\n  settings: {}`))
    expect(result.diagnostics).toEqual([])
    if (result.ok) expect(layoutChain(result.config, `l${MAX_LAYOUT_DEPTH - 1}`)).toHaveLength(MAX_LAYOUT_DEPTH)
  })

  it('RK409: "none" as a parent', () => {
    const d = only(`  shell: {}\n  dashboard: { parent: none }\n  settings: { parent: dashboard }`, 'RK409')
    expect({ line: d.line, path: d.path, text: d.text }).toEqual({
      line: 4,
      path: 'layouts.dashboard.parent',
      text: 'none }',
    })
    expect(d.message).toMatchInlineSnapshot(
      `"Layout "dashboard" has parent "none": "none" means no layout, so nothing can render inside it. Remove "parent" to make "dashboard" an outermost layout."`,
    )
  })

  it('RK402 reads the map form: a route may name any layout of the map', () => {
    const d = only(`  shell: {}\n  dashbord: { parent: shell }\n  settings: { parent: dashbord }`, 'RK402')
    expect(d.message).toMatchInlineSnapshot(
      `"Unknown layout "dashboard" on route /dashboard. Declared layouts: shell, dashbord, settings. Did you mean "dashbord"?"`,
    )
  })

  it('layoutChain() never loops on a file that did not pass the checks', () => {
    const cyclic = { layouts: { a: { parent: 'b' }, b: { parent: 'a' } } }
    expect(layoutChain(cyclic, 'a')).toEqual(['b', 'a'])
    const long = {
      layouts: Object.fromEntries(
        Array.from({ length: 50 }, (_, i) => [`l${i}`, i === 0 ? {} : { parent: `l${i - 1}` }]),
      ),
    }
    expect(layoutChain(long, 'l49')).toHaveLength(MAX_LAYOUT_DEPTH)
  })
})
