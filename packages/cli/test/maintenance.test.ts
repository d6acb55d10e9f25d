import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { userInfo } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { verifiesToken } from './_bypass-key.js'
import { makeSite, snapshotTree } from './_maintenance-fixture.js'
import { routekit } from './_run.js'

let ws: ReturnType<typeof makeSite>
beforeEach(() => {
  ws = makeSite()
})
afterEach(() => ws.cleanup())

const currentUser = userInfo().username
const verifies = (bypass: string, token: string) => verifiesToken(bypass, token)
const flagOf = () => JSON.parse(readFileSync(path.join(ws.site, 'maintenance.json'), 'utf8')) as Record<string, unknown>
const logLines = () => {
  try {
    return readFileSync(path.join(ws.site, 'maintenance.log'), 'utf8').split('\n').filter(Boolean)
  } catch {
    return []
  }
}
/** Masks the parts that change on every run: times, relative times, the temp folder, the user. */
const stable = (text: string) =>
  text
    .replaceAll(ws.root, '<tmp>')
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z|\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/g, '<time>')
    .replace(/\((?:in [^()]+|[^()]+ ago|just now)\)/g, '(<relative>)')
    .replaceAll(` ${currentUser} `, ' <user> ')
    .replace(/by [^\s]+$/gm, 'by <user>')

describe('routekit maintenance: round trip on, status, off', () => {
  it('switches on with every option, shows it, and switches off', () => {
    const on = routekit(
      [
        'maintenance',
        'on',
        '--dir',
        'site',
        '--message',
        'Upgrading the database',
        '--until',
        '90m',
        '--allow',
        '/status',
        '--allow',
        '/docs/*',
      ],
      {
        cwd: ws.root,
      },
    )
    expect(on.stderr).toBe('')
    expect(on.status).toBe(0)
    expect(stable(on.stdout)).toMatchInlineSnapshot(`
      "Maintenance is ON since <time> (<relative>), by <user>
        Message:  Upgrading the database
        Back by:  <time> (<relative>)
        Allowed:  /status, /docs/*, plus the maintenance route and routes.yaml's maintenance.allow
        Preview:  no token (add one with --secret)
        File:     <tmp>/site/maintenance.json

      Open tabs move to the maintenance page within about 10 s. Logged to maintenance.log.
      "
    `)

    const flag = flagOf()
    expect(Object.keys(flag)).toEqual(['enabled', 'message', 'until', 'allow', 'updatedAt', 'updatedBy'])
    expect(flag).toMatchObject({ enabled: true, message: 'Upgrading the database', allow: ['/status', '/docs/*'] })
    const ahead = Date.parse(flag.until as string) - Date.parse(flag.updatedAt as string)
    expect(ahead).toBe(90 * 60_000)

    const status = routekit(['maintenance', 'status', '--dir', 'site'], { cwd: ws.root })
    expect(status.status).toBe(0)
    expect(stable(status.stdout)).toMatchInlineSnapshot(`
      "Maintenance is ON since <time> (<relative>), by <user>
        Message:  Upgrading the database
        Back by:  <time> (<relative>)
        Allowed:  /status, /docs/*, plus the maintenance route and routes.yaml's maintenance.allow
        Preview:  no token (add one with --secret)
        File:     <tmp>/site/maintenance.json
      "
    `)

    const json = routekit(['maintenance', 'status', '--dir', 'site', '--json'], { cwd: ws.root })
    expect(json.status).toBe(0)
    expect(JSON.parse(json.stdout)).toEqual(flag)

    const off = routekit(['maintenance', 'off', '--dir', 'site'], { cwd: ws.root })
    expect(off.status).toBe(0)
    expect(stable(off.stdout)).toMatchInlineSnapshot(`
      "Maintenance is OFF since <time> (<relative>), by <user>
        File:     <tmp>/site/maintenance.json

      Open tabs leave the maintenance page within about 10 s. Logged to maintenance.log.
      "
    `)
    expect(Object.keys(flagOf())).toEqual(['enabled', 'updatedAt', 'updatedBy'])
    expect(
      JSON.parse(routekit(['maintenance', 'status', '--dir', 'site', '--json'], { cwd: ws.root }).stdout),
    ).toMatchObject({ enabled: false })
  })

  it('status --json says enabled: false when there is no file', () => {
    const r = routekit(['maintenance', 'status', '--json'], { cwd: ws.site })
    expect(r.status).toBe(0)
    expect(JSON.parse(r.stdout)).toEqual({ enabled: false })
    expect(stable(routekit(['maintenance', 'status'], { cwd: ws.site }).stdout)).toMatchInlineSnapshot(`
      "Maintenance is OFF (there is no maintenance.json)
        File:     <tmp>/site/maintenance.json
      "
    `)
  })

  it('running on again updates the options it is given and keeps the others', () => {
    routekit(['maintenance', 'on', '--dir', 'site', '--message', 'First', '--allow', '/a'], { cwd: ws.root })
    const again = routekit(['maintenance', 'on', '--dir', 'site', '--until', '2h'], { cwd: ws.root })
    expect(again.status).toBe(0)
    expect(flagOf()).toMatchObject({ enabled: true, message: 'First', allow: ['/a'] })
    expect(typeof flagOf().until).toBe('string')
    routekit(['maintenance', 'on', '--dir', 'site', '--message', ''], { cwd: ws.root })
    expect(flagOf().message).toBeUndefined()
    // After off, on starts fresh.
    routekit(['maintenance', 'off', '--dir', 'site'], { cwd: ws.root })
    routekit(['maintenance', 'on', '--dir', 'site'], { cwd: ws.root })
    expect(Object.keys(flagOf())).toEqual(['enabled', 'updatedAt', 'updatedBy'])
  })

  it('--secret stores a slow salted verifier of the token, never the token or its SHA-256, and prints the link once', () => {
    const token = 'Ops-Preview-2030-Xk7Qm9Lw'
    const given = routekit(['maintenance', 'on', '--dir', 'site', '--secret', token, '--url', 'https://example.com/'], {
      cwd: ws.root,
    })
    expect(given.status).toBe(0)
    expect(given.stdout).toContain('https://example.com/?preview=Ops-Preview-2030-Xk7Qm9Lw')
    expect(given.stdout).toContain('Preview link, shown only now (only a slow salted verifier of it is stored):')
    expect(verifies(String(flagOf().bypass), token)).toBe(true)
    expect(verifies(String(flagOf().bypass), 'Ops-Preview-2030-Xk7Qm9Lx')).toBe(false)
    // The file anyone can read holds nothing a word list can test in a microsecond: no token, no SHA-256 of it in any encoding.
    const file = readFileSync(path.join(ws.site, 'maintenance.json'), 'utf8')
    const sha = createHash('sha256').update(token).digest()
    for (const form of [token, sha.toString('hex'), sha.toString('base64'), sha.toString('base64url')])
      expect(file).not.toContain(form)
    expect(readFileSync(path.join(ws.site, 'maintenance.log'), 'utf8')).not.toContain(token)
    expect(stable(routekit(['maintenance', 'status', '--dir', 'site'], { cwd: ws.root }).stdout)).toContain(
      'Preview:  a ?preview= token is set (only a slow salted verifier of it is stored)',
    )

    const generated = routekit(['maintenance', 'on', '--dir', 'site', '--secret'], { cwd: ws.root })
    const fresh = /\/\?preview=([A-Za-z0-9_-]+)/.exec(generated.stdout)?.[1]
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{24}$/)
    expect(verifies(String(flagOf().bypass), fresh!)).toBe(true)
    // The same token twice gives two verifiers: each has its own salt, so one precomputed table fits no other file.
    const first = String(flagOf().bypass)
    routekit(['maintenance', 'on', '--dir', 'site', '--secret', fresh!], { cwd: ws.root })
    expect(String(flagOf().bypass)).not.toBe(first)
  })

  it('status says a file written by an older routekit holds a bypass that lets no one in, and how to replace it', () => {
    const legacy = createHash('sha256').update('Old-Preview-2029-Xk7Qm9Lw').digest('hex')
    writeFileSync(
      path.join(ws.site, 'maintenance.json'),
      JSON.stringify({ enabled: true, bypass: legacy, updatedAt: '2030-06-01T16:00:00.000Z', updatedBy: 'ops' }),
    )
    const status = routekit(['maintenance', 'status', '--dir', 'site'], { cwd: ws.root })
    expect(status.status).toBe(0)
    expect(
      stable(status.stdout)
        .split('\n')
        .find((line) => line.includes('Preview:')),
    ).toMatchInlineSnapshot(
      `"  Preview:  a ?preview= token was set by an older routekit, in a form that lets no one in any more (its public file holds what a cookie would need); run "routekit maintenance on --secret" for a new token"`,
    )
  })
})

describe('the audit log', () => {
  it('grows by exactly one JSON line per change, and status --history prints the last ones', () => {
    const steps: string[][] = [
      ['on', '--message', 'one'],
      ['on', '--until', '1d'],
      ['off'],
      ['on', '--allow', '/x', '--secret', 'Abcdefgh-2030-Xk7Qm9Lw'],
      ['off'],
    ]
    steps.forEach((args, i) => {
      expect(routekit(['maintenance', ...args, '--dir', 'site'], { cwd: ws.root }).status).toBe(0)
      const lines = logLines()
      expect(lines).toHaveLength(i + 1)
      const entry = JSON.parse(lines[i]!)
      expect(Object.keys(entry)).toEqual(['time', 'user', 'action', 'options'])
      expect(entry.action).toBe(args[0])
    })
    // Reading never writes.
    routekit(['maintenance', 'status', '--dir', 'site', '--history'], { cwd: ws.root })
    expect(logLines()).toHaveLength(5)

    const history = routekit(['maintenance', 'status', '--dir', 'site', '--history', '2'], { cwd: ws.root })
    expect(stable(history.stdout)).toMatchInlineSnapshot(`
      "Maintenance is OFF since <time> (<relative>), by <user>
        File:     <tmp>/site/maintenance.json

      Last 2 changes (maintenance.log):
        <time>  on   <user>  allow=/x dir="<tmp>/site" secret="given"
        <time>  off  <user>  dir="<tmp>/site" was="on"
      "
    `)
    const json = JSON.parse(
      routekit(['maintenance', 'status', '--dir', 'site', '--json', '--history', '3'], { cwd: ws.root }).stdout,
    )
    expect(json.history.map((e: { action: string }) => e.action)).toEqual(['off', 'on', 'off'])
    expect(json.history[1].options).toMatchObject({ allow: ['/x'], secret: 'given' })
  })
})

describe('bad input: exit 2, a clear message, and no file written', () => {
  const cases: Array<[string, string[]]> = [
    ['an unknown duration', ['on', '--dir', 'site', '--until', '5 fortnights']],
    ['an until in the past', ['on', '--dir', 'site', '--until', '2001-01-01T00:00:00Z']],
    ['a --dir that does not exist', ['on', '--dir', 'nowhere']],
    ['a --dir that holds no built site', ['on', '--dir', 'repo']],
    ['an --allow that is not a path', ['on', '--dir', 'site', '--allow', 'status']],
    // It reached nginx's gate as a folder name: a decoded NUL made mkdir throw.
    ['an --allow whose escape decodes to NUL (RK313)', ['on', '--dir', 'site', '--allow', '/a%00b']],
    ['a --secret too short for a token', ['on', '--dir', 'site', '--secret', 'abc']],
    ['--persist without a routes.yaml', ['on', '--dir', 'site', '--persist', '--file', 'missing.yaml']],
    ['--persist on a file that is not valid YAML', ['off', '--dir', 'site', '--persist', '--file', 'repo/broken.yaml']],
    ['off with a --dir that holds no built site', ['off', '--dir', 'repo']],
    ['status with a --dir that does not exist', ['status', '--dir', 'nowhere']],
  ]
  it.each(cases)('%s', (_name, args) => {
    // Start from a real state, so "nothing written" covers an existing flag and log too.
    expect(routekit(['maintenance', 'on', '--dir', 'site', '--message', 'before'], { cwd: ws.root }).status).toBe(0)
    const before = snapshotTree(ws.root)
    const r = routekit(['maintenance', ...args], { cwd: ws.root })
    expect(r.status).toBe(2)
    expect(r.stdout).toBe('')
    expect(r.stderr).toMatch(/^routekit: .+\n$/)
    expect(snapshotTree(ws.root)).toEqual(before)
  })

  it('says what, where and how to fix it', () => {
    const messages = [
      ['on', '--dir', 'site', '--until', '5 fortnights'],
      ['on', '--dir', 'site', '--until', '2001-01-01T00:00:00Z'],
      ['on', '--dir', 'nowhere'],
      ['on', '--dir', 'repo'],
      ['on', '--dir', 'site', '--allow', 'status'],
      ['on', '--dir', 'site', '--allow', '/a%00b'],
    ].map((args) => stable(routekit(['maintenance', ...args], { cwd: ws.root }).stderr))
    expect(messages).toMatchInlineSnapshot(`
      [
        "routekit: --until "5 fortnights" is neither a duration nor an ISO time. Give a duration such as 45s, 90m, 2h, 1d or 1h30m, or an ISO time such as 2030-06-01T18:00:00Z.
      ",
        "routekit: --until "2001-01-01T00:00:00Z" is not in the future (it is <time>; now is <time>). Give a duration such as 45s, 90m, 2h, 1d or 1h30m, or an ISO time such as 2030-06-01T18:00:00Z.
      ",
        "routekit: --dir nowhere: <tmp>/nowhere does not exist. Build the site with "npm run build", or pass the folder that holds the built site (the one with index.html).
      ",
        "routekit: --dir repo: <tmp>/repo holds no built site (there is no index.html in it). Build the site with "npm run build", or pass the folder that holds index.html.
      ",
        "routekit: --allow "status" is not a path. Give a path that starts with "/", such as --allow /status or --allow "/docs/*", with no spaces, "?" or "#".
      ",
        "routekit: --allow "/a%00b": RK313 Its escape "%00" decodes to the control character U+0000 (NUL), which no page address may hold: file systems and host configs read it as the end of a name or a rule. Remove it.
      ",
      ]
    `)
  })

  it('status on a malformed maintenance.json exits 2 and names the problem', () => {
    writeFileSync(path.join(ws.site, 'maintenance.json'), '{"enabled": tru')
    const r = routekit(['maintenance', 'status', '--dir', 'site'], { cwd: ws.root })
    expect(r.status).toBe(2)
    expect(stable(r.stderr)).toContain('<tmp>/site/maintenance.json: maintenance.json is not valid JSON')
    // on replaces a malformed file, and says so.
    const on = routekit(['maintenance', 'on', '--dir', 'site'], { cwd: ws.root })
    expect(on.status).toBe(0)
    expect(on.stderr).toContain('was not valid')
    expect(flagOf().enabled).toBe(true)
  })
})
