import { describe, expect, test } from 'vitest'
import { maintenanceStateOf, parseMaintenanceFile, resolve, routesConfigSchema } from '../src/index.js'

const valid = {
  enabled: true,
  message: 'Back soon',
  until: '2030-06-01T18:00:00.000Z',
  allow: ['/status', '/docs/*'],
  bypass: 'a'.repeat(64),
  updatedAt: '2030-06-01T16:00:00.000Z',
  updatedBy: 'ops',
}

describe('parseMaintenanceFile', () => {
  test('accepts every field of the contract, and the minimal file', () => {
    expect(parseMaintenanceFile(JSON.stringify(valid))).toEqual({ ok: true, flag: valid })
    const minimal = { enabled: false, updatedAt: '2030-06-01T16:00:00+02:00', updatedBy: 'ops' }
    expect(parseMaintenanceFile(JSON.stringify(minimal))).toEqual({ ok: true, flag: minimal })
  })

  test('accepts a BOM in front of the JSON', () => {
    expect(parseMaintenanceFile('\uFEFF' + JSON.stringify(valid)).ok).toBe(true)
  })

  test('an empty file', () => {
    expect(parseMaintenanceFile('  \n')).toMatchInlineSnapshot(`
      {
        "error": "maintenance.json is empty. Fix the file, or write a fresh one with \`routekit maintenance on\` or \`routekit maintenance off\`.",
        "ok": false,
      }
    `)
  })

  test('a truncated file', () => {
    const text = JSON.stringify(valid)
    // The engine's own JSON.parse message sits in the parentheses; its wording varies between engines.
    expect(parseMaintenanceFile(text.slice(0, 20))).toEqual({
      ok: false,
      error: expect.stringMatching(
        /^maintenance\.json is not valid JSON \(.+\); it may be truncated\. Fix the file, or write a fresh one with `routekit maintenance on` or `routekit maintenance off`\.$/,
      ),
    })
  })

  test('JSON that is not an object', () => {
    expect(parseMaintenanceFile('[true]')).toMatchInlineSnapshot(`
      {
        "error": "maintenance.json must hold a JSON object such as {"enabled": false, ...}. Fix the file, or write a fresh one with \`routekit maintenance on\` or \`routekit maintenance off\`.",
        "ok": false,
      }
    `)
  })

  test('names each wrong field, the value it got, and unknown keys', () => {
    const text = JSON.stringify({
      enabled: 'yes',
      until: 'tomorrow',
      allow: ['docs'],
      bypass: 'ABC',
      updatedBy: 'ops',
      enable: true,
    })
    expect(parseMaintenanceFile(text)).toMatchInlineSnapshot(`
      {
        "error": "maintenance.json is not valid: "enabled" must be true or false (got "yes"); "until" must be an ISO date-time such as 2030-06-01T18:00:00Z (got "tomorrow"); "allow[0]" must be a path that starts with "/" (it may end in "/*"), with no spaces, "?" or "#" (got "docs"); "bypass" must be the verifier \`routekit maintenance on --secret\` writes ("pbkdf2-sha256-keyhash$<iterations>$<salt>$<hash>") or a form older versions wrote (got "ABC"); "updatedAt" is missing. Fix the file, or write a fresh one with \`routekit maintenance on\` or \`routekit maintenance off\`.",
        "ok": false,
      }
    `)
  })

  test('says what a text field must be: text, not too long, not empty', () => {
    const text = JSON.stringify({ ...valid, message: 5, allow: '/docs', updatedBy: '', bypass: 7 })
    expect(parseMaintenanceFile(text)).toMatchInlineSnapshot(`
      {
        "error": "maintenance.json is not valid: "message" must be text (got 5); "allow" must be a list of paths (got "/docs"); "bypass" must be text (got 7); "updatedBy" must name who made the change (got ""). Fix the file, or write a fresh one with \`routekit maintenance on\` or \`routekit maintenance off\`.",
        "ok": false,
      }
    `)
    expect(
      parseMaintenanceFile(JSON.stringify({ ...valid, message: 'x'.repeat(2001), allow: ['/' + 'a'.repeat(512)] })),
    ).toMatchInlineSnapshot(`
      {
        "error": "maintenance.json is not valid: "message" must be at most 2000 characters (got "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx); "allow[0]" must be at most 512 characters (got "/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa). Fix the file, or write a fresh one with \`routekit maintenance on\` or \`routekit maintenance off\`.",
        "ok": false,
      }
    `)
  })

  test('an unknown key alone', () => {
    const { enabled: _, ...rest } = valid
    const result = parseMaintenanceFile(JSON.stringify({ ...rest, enable: true }))
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.error).toContain('"enabled" is missing')
      expect(result.error).toContain(
        'unknown field "enable" (known fields: enabled, message, until, allow, bypass, updatedAt, updatedBy)',
      )
    }
  })

  test('refuses a huge file by its size, without parsing it', () => {
    const huge = JSON.stringify({ ...valid, message: 'x'.repeat(10 * 1024 * 1024) })
    expect(parseMaintenanceFile(huge)).toEqual({
      ok: false,
      error: expect.stringMatching(/^maintenance\.json is too large \(10485\d{3} bytes; the limit is 65536\)/),
    })
    // Multi-byte characters count as bytes, not characters.
    const wide = JSON.stringify({ ...valid, message: 'é'.repeat(40_000) })
    expect(wide.length).toBeLessThan(65536)
    expect(parseMaintenanceFile(wide)).toMatchObject({ ok: false, error: expect.stringContaining('too large') })
  })

  test('never throws on odd input', () => {
    for (const text of [
      'null',
      '0',
      '"x"',
      '{"enabled":true',
      '\u0000',
      '{"__proto__":{"enabled":true}}',
      undefined as unknown as string,
    ]) {
      expect(parseMaintenanceFile(text).ok).toBe(false)
    }
  })
})

describe('maintenanceStateOf', () => {
  test('carries enabled, allow, message and until; bypass only when the caller says so', () => {
    const read = parseMaintenanceFile(JSON.stringify(valid))
    if (!read.ok) throw new Error(read.error)
    expect(maintenanceStateOf(read.flag)).toEqual({
      enabled: true,
      allow: ['/status', '/docs/*'],
      message: 'Back soon',
      until: '2030-06-01T18:00:00.000Z',
    })
    expect(maintenanceStateOf(read.flag, { bypass: true }).bypass).toBe(true)
  })

  test('the state drives resolve(): allowed paths stay reachable, the rest goes to the maintenance route', () => {
    const config = routesConfigSchema.parse({
      version: 1,
      routes: [
        { path: '/', name: 'home', page: 'home' },
        { path: '/status', name: 'status', page: 'status' },
        { path: '/construction', name: 'construction', page: 'construction' },
      ],
    })
    const read = parseMaintenanceFile(JSON.stringify(valid))
    if (!read.ok) throw new Error(read.error)
    const state = maintenanceStateOf(read.flag)
    expect(resolve(config, '/', { maintenance: state })).toMatchObject({
      kind: 'redirect',
      to: '/construction',
      reason: 'maintenance',
    })
    expect(resolve(config, '/status', { maintenance: state }).kind).toBe('render')
    expect(resolve(config, '/', { maintenance: maintenanceStateOf(read.flag, { bypass: true }) }).kind).toBe('render')
  })
})
