import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasAnsi, makeWorkspace, routekit } from './_run.js'

let ws: ReturnType<typeof makeWorkspace>
beforeAll(() => {
  ws = makeWorkspace()
})
afterAll(() => ws.cleanup())

describe('routekit validate', () => {
  it('exits 0 on the seed routes.yaml, reading ./routes.yaml by default', () => {
    const r = routekit(['validate'], { cwd: ws.fixture('seed') })
    expect(r.status).toBe(0)
    expect(r.stdout).toMatchInlineSnapshot(`
      "✔ routes.yaml is valid: 13 routes, 0 redirects
      "
    `)
    expect(r.stderr).toBe('')
  })

  it('exits 0 on a valid file with a warning, and counts the warning', () => {
    const r = routekit(['validate', 'long-chain/routes.yaml'], { cwd: ws.dir })
    expect(r.status).toBe(0)
    expect(r.stdout).toContain('warning  RK503')
    expect(r.stdout).toMatch(/✔ long-chain\/routes\.yaml is valid: 2 routes, 21 redirects, 1 warning\n$/)
  })

  it('exits 1 on an invalid file and prints each problem with a code frame and a summary', () => {
    const r = routekit(['validate', 'invalid/routes.yaml'], { cwd: ws.dir })
    expect(r.status).toBe(1)
    expect(r.stdout).toMatchInlineSnapshot(`
      "invalid/routes.yaml:11:13  error  RK402  Unknown layout "dashbord" on route /dashboard. Declared layouts: default, dashboard. Did you mean "dashboard"?

         9 |     name: dashboard
        10 |     page: dashboard
      > 11 |     layout: dashbord
           |             ^^^^^^^^
        12 |     guards: [auht]
        13 |   - path: /construction

      invalid/routes.yaml:12:14  error  RK403  Unknown guard "auht" on route /dashboard. Declared guards: auth. Did you mean "auth"?

        10 |     page: dashboard
        11 |     layout: dashbord
      > 12 |     guards: [auht]
           |              ^^^^
        13 |   - path: /construction
        14 |     name: construction

      invalid/routes.yaml:21:11  warning  RK504  Redirect from /old-home shadows route "old-home" (/old-home): redirects apply before routes, so the route is never shown. Remove the redirect or the route.

        19 |     page: index
        20 | redirects:
      > 21 |   - from: /old-home
           |           ^^^^^^^^^
        22 |     to: /

      ✖ 2 errors, 1 warning in invalid/routes.yaml
      "
    `)
  })

  it('exits 2 on a missing file and says so on stderr', () => {
    const r = routekit(['validate', 'missing.yaml'], { cwd: ws.dir })
    expect(r.status).toBe(2)
    expect(r.stdout).toBe('')
    expect(r.stderr).toMatchInlineSnapshot(`
      "routekit: Cannot read missing.yaml: no such file. Check the path, or create it ("npx routekit explain-code RK105" shows a minimal routes.yaml).
      "
    `)
  })

  it('exits 2 on a directory', () => {
    mkdirSync(path.join(ws.dir, 'a-dir'), { recursive: true })
    const r = routekit(['validate', 'a-dir'], { cwd: ws.dir })
    expect(r.status).toBe(2)
    expect(r.stderr).toMatchInlineSnapshot(`
      "routekit: a-dir is a directory, not a file. Pass the routes file inside it, such as a-dir/routes.yaml.
      "
    `)
  })

  it('exits 2 when no routes.yaml is in the working directory', () => {
    const empty = path.join(ws.dir, 'empty')
    mkdirSync(empty, { recursive: true })
    const r = routekit(['validate'], { cwd: empty })
    expect(r.status).toBe(2)
    expect(r.stderr).toContain('routes.yaml')
  })

  it('exits 2 on an unknown option, an unknown command or an extra argument', () => {
    const option = routekit(['validate', '--bogus'], { cwd: ws.dir })
    expect(option.status).toBe(2)
    expect(option.stderr).toMatchInlineSnapshot(`
      "error: unknown option '--bogus'
      Run "routekit validate --help" to see its arguments and options.
      "
    `)
    const command = routekit(['valdate'], { cwd: ws.dir })
    expect(command.status).toBe(2)
    expect(command.stderr).toMatchInlineSnapshot(`
      "error: unknown command 'valdate'
      (Did you mean validate?)
      Run "routekit --help" to see the commands.
      "
    `)
    const extra = routekit(['validate', 'a.yaml', 'b.yaml'], { cwd: ws.dir })
    expect(extra.status).toBe(2)
    expect(extra.stderr).toContain("too many arguments for 'validate'")
  })

  it('points a usage error at the help of the command it is about, subcommands included', () => {
    const missing = routekit(['explain'], { cwd: ws.dir })
    expect(missing.status).toBe(2)
    expect(missing.stderr).toMatchInlineSnapshot(`
      "error: missing required argument 'path'
      Run "routekit explain --help" to see its arguments and options.
      "
    `)
    const nested = routekit(['maintenance', 'on', '--bogus'], { cwd: ws.dir })
    expect(nested.status).toBe(2)
    expect(nested.stderr).toMatchInlineSnapshot(`
      "error: unknown option '--bogus'
      Run "routekit maintenance on --help" to see its arguments and options.
      "
    `)
  })

  it('exits 2 and shows the help on stderr when no command is given', () => {
    const r = routekit([], { cwd: ws.dir })
    expect(r.status).toBe(2)
    expect(r.stdout).toBe('')
    expect(r.stderr).toContain('Usage: routekit [options] [command]')
  })
})

describe('routekit validate --json', () => {
  const keys = ['code', 'severity', 'message', 'line', 'column', 'path']

  it('prints exactly file, valid and diagnostics for a valid file', () => {
    const r = routekit(['validate', '--json'], { cwd: ws.fixture('seed') })
    expect(r.status).toBe(0)
    expect(JSON.parse(r.stdout)).toEqual({ file: 'routes.yaml', valid: true, diagnostics: [] })
  })

  it('gives each diagnostic exactly six keys, with the config path', () => {
    const r = routekit(['validate', 'invalid/routes.yaml', '--json'], { cwd: ws.dir })
    expect(r.status).toBe(1)
    const report = JSON.parse(r.stdout)
    expect(Object.keys(report)).toEqual(['file', 'valid', 'diagnostics'])
    expect(report.file).toBe(path.join('invalid', 'routes.yaml'))
    expect(report.valid).toBe(false)
    expect(report.diagnostics.length).toBeGreaterThan(0)
    for (const d of report.diagnostics) expect(Object.keys(d)).toEqual(keys)
    expect(
      report.diagnostics.map(
        (d: { code: string; path: string; line: number; column: number }) =>
          `${d.code} ${d.path} ${d.line}:${d.column}`,
      ),
    ).toMatchInlineSnapshot(`
      [
        "RK402 routes.1.layout 11:13",
        "RK403 routes.1.guards.0 12:14",
        "RK504 redirects.0.from 21:11",
      ]
    `)
  })

  it('reports an unreadable file as one diagnostic, exits 2 and explains on stderr', () => {
    const r = routekit(['validate', 'missing.yaml', '--json'], { cwd: ws.dir })
    expect(r.status).toBe(2)
    const report = JSON.parse(r.stdout)
    expect(Object.keys(report)).toEqual(['file', 'valid', 'diagnostics'])
    expect(report.valid).toBe(false)
    expect(report.diagnostics).toHaveLength(1)
    expect(Object.keys(report.diagnostics[0])).toEqual(keys)
    expect(report.diagnostics[0]).toMatchObject({ code: 'RK001', severity: 'error', line: 1, column: 1, path: '' })
    expect(r.stderr).toContain(report.diagnostics[0].message)
  })
})

describe('colour', () => {
  const args = ['validate', 'invalid/routes.yaml']

  it('is off when stdout is not a terminal', () => {
    const r = routekit(args, { cwd: ws.dir })
    expect(r.stdout.length).toBeGreaterThan(0)
    expect(hasAnsi(r.stdout)).toBe(false)
  })

  it('is on when FORCE_COLOR asks for it, so the checks below can fail', () => {
    expect(hasAnsi(routekit(args, { cwd: ws.dir, env: { FORCE_COLOR: '1' } }).stdout)).toBe(true)
  })

  it('is off with NO_COLOR, even when FORCE_COLOR is set', () => {
    const r = routekit(args, { cwd: ws.dir, env: { FORCE_COLOR: '1', NO_COLOR: '1' } })
    expect(hasAnsi(r.stdout)).toBe(false)
    expect(hasAnsi(r.stderr)).toBe(false)
  })

  it('is off with NO_COLOR for routes and explain too', () => {
    const env = { FORCE_COLOR: '1', NO_COLOR: '1' }
    expect(hasAnsi(routekit(['routes'], { cwd: ws.fixture('seed'), env }).stdout)).toBe(false)
    expect(hasAnsi(routekit(['explain', '/dashboard', '--signed-out'], { cwd: ws.fixture('seed'), env }).stdout)).toBe(
      false,
    )
  })
})

describe('help and version', () => {
  it('prints --version and exits 0', () => {
    const r = routekit(['--version'], { cwd: ws.dir })
    expect(r.status).toBe(0)
    expect(r.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/)
  })

  it.each(['validate', 'routes', 'explain'])('prints help with examples for %s and exits 0', (command) => {
    const r = routekit([command, '--help'], { cwd: ws.dir })
    expect(r.status).toBe(0)
    expect(r.stdout).toContain(`Usage: routekit ${command}`)
    expect(r.stdout).toContain('Examples:')
    expect(r.stdout).toContain('Exit codes')
    const viaHelp = routekit(['help', command], { cwd: ws.dir })
    expect(viaHelp.status).toBe(0)
    expect(viaHelp.stdout).toBe(r.stdout)
  })
})

describe('a file routekit refuses to read', () => {
  it('exits 2 on a binary file', () => {
    writeFileSync(path.join(ws.dir, 'binary.yaml'), Buffer.from([0x76, 0x00, 0x01, 0x02, 0xff, 0x00]))
    const r = routekit(['validate', 'binary.yaml'], { cwd: ws.dir })
    expect(r.status).toBe(2)
    expect(r.stderr).toMatch(/binary/i)
  })
})
