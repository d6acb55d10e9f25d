import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { makeSite, snapshotTree } from './_maintenance-fixture.js'
import { FIXTURES, routekit } from './_run.js'

let ws: ReturnType<typeof makeSite>
beforeEach(() => {
  ws = makeSite()
})
afterEach(() => ws.cleanup())

const original = readFileSync(path.join(FIXTURES, 'maintenance-persist', 'routes.yaml'), 'utf8')
const read = (name: string) => readFileSync(path.join(ws.repo, name), 'utf8')

describe('--persist edits routes.yaml and keeps every comment and all formatting', () => {
  it('on --persist changes "false" to "true" and not one other byte; off --persist restores the file exactly', () => {
    const on = routekit(['maintenance', 'on', '--persist', '--dir', '../site'], { cwd: ws.repo })
    expect(on.stderr).toBe('')
    expect(on.status).toBe(0)
    const after = read('routes.yaml')
    const at = original.indexOf('enabled: false')
    expect(after).toBe(original.slice(0, at) + 'enabled: true' + original.slice(at + 'enabled: false'.length))
    // The flag file and the log change too; the log says what was persisted.
    expect(JSON.parse(read('../site/maintenance.json')).enabled).toBe(true)
    expect(JSON.parse(read('../site/maintenance.log').trim()).options.persist).toBe(path.join(ws.repo, 'routes.yaml'))

    const off = routekit(['maintenance', 'off', '--persist', '--dir', '../site'], { cwd: ws.repo })
    expect(off.status).toBe(0)
    expect(read('routes.yaml')).toBe(original)
  })

  it('leaves routes.yaml untouched when it already says so', () => {
    const before = snapshotTree(ws.repo)
    const off = routekit(['maintenance', 'off', '--persist', '--dir', '../site'], { cwd: ws.repo })
    expect(off.status).toBe(0)
    expect(off.stdout).toContain('already had maintenance.enabled: false')
    expect(snapshotTree(ws.repo)).toEqual(before)
  })

  it('adds the key when routes.yaml has no maintenance block, or a block without enabled', () => {
    expect(
      routekit(['maintenance', 'on', '--persist', '--file', 'no-key.yaml', '--dir', '../site'], { cwd: ws.repo })
        .status,
    ).toBe(0)
    expect(read('no-key.yaml')).toMatchInlineSnapshot(`
      "# no maintenance block at all
      version: 1
      routes:
        - { path: /, name: index, page: index }
      maintenance:
        enabled: true
      "
    `)
    expect(
      routekit(['maintenance', 'on', '--persist', '--file', 'no-enabled.yaml', '--dir', '../site'], { cwd: ws.repo })
        .status,
    ).toBe(0)
    expect(read('no-enabled.yaml')).toMatchInlineSnapshot(`
      "version: 1
      maintenance:
          # route only
          enabled: true
          route: /construction
      routes:
        - { path: /, name: index, page: index }
      "
    `)
  })

  it('refuses a routes.yaml that is not valid YAML: exit 2, and neither file changes', () => {
    const before = snapshotTree(ws.root)
    const r = routekit(['maintenance', 'on', '--persist', '--file', 'broken.yaml', '--dir', '../site'], {
      cwd: ws.repo,
    })
    expect(r.status).toBe(2)
    expect(r.stderr.replaceAll(ws.root, '<tmp>')).toMatchInlineSnapshot(`
      "routekit: --persist: <tmp>/repo/broken.yaml: it is not valid YAML (line 3, column 3): Block collections are not allowed within flow collections. Fix it (see "routekit validate"), or drop --persist.
      "
    `)
    expect(snapshotTree(ws.root)).toEqual(before)
  })
})
