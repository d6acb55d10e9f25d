// An outside review found that `routekit hosting` wrote routes.yaml's decoded paths into host configs unquoted:
// an encoded ";" and "}" wrote a working nginx location of the author's choosing, a "$" broke nginx or its
// maintenance location, an encoded "*" in a Cloudflare _redirects rule sent every path to one page, "{}" became a
// regex group in vercel.json, a target with a space became a Netlify proxy rule, and --server-name and --connect-src
// went into nginx raw. Each finding is a test here, read back by the host's own reader; the generated tests over every
// field are in hosting-injection.property.test.ts.
import { readFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import { getTransformedRoutes, type RouteWithSrc } from '@vercel/routing-utils'
import { parseAllHeaders } from 'netlify-headers-parser'
import { afterEach, describe, expect, test } from 'vitest'
import { makeHostileSite, type HostileSite } from './_hostile-site.js'
import { serveHostingNginx } from './_nginx.js'
import { routekit } from './_run.js'
import { cloudflareAssets } from './_cloudflare.js'

const sites: HostileSite[] = []
let nginx: ChildProcess | undefined
afterEach(() => {
  nginx?.kill('SIGTERM')
  nginx = undefined
  for (const site of sites.splice(0)) site.cleanup()
})

/** A routes.yaml with `/`, the maintenance route and the given routes and redirects (YAML flow lines). */
function routesYaml(routes: string[], redirects: string[] = [], maintenance = '/construction'): string {
  return `version: 1
maintenance: { route: ${JSON.stringify(maintenance)} }
routes:
  - { path: /, name: home, page: home }
  - { path: ${JSON.stringify(maintenance)}, name: construction, page: construction, layout: none }
${routes.map((r, i) => `  - { path: ${JSON.stringify(r)}, name: r${i}, page: p${i} }`).join('\n')}
${redirects.length ? `redirects:\n${redirects.map((r) => `  - ${r}`).join('\n')}` : ''}
`
}

function site(routes: string[], redirects: string[] = [], maintenance = '/construction'): HostileSite {
  const s = makeHostileSite(routesYaml(routes, redirects, maintenance), ['/', maintenance, ...routes])
  sites.push(s)
  return s
}

/** `routekit hosting nginx` for `s`, served by Debian's nginx; the origin it answers on. */
async function serveNginx(s: HostileSite): Promise<string> {
  const served = await serveHostingNginx(s)
  nginx = served.nginx
  return served.origin
}

describe('nginx', () => {
  test('regression: an encoded ";" and "}" in a path wrote a location of the author\'s choosing; now the path is one quoted value', async () => {
    const payload = `/x${encodeURIComponent(';}location ~ pwned {return 200 "pwned";} location ~ zz{try_files x')}`
    const s = site([payload])
    const origin = await serveNginx(s)
    expect(await (await fetch(`${origin}/pwned`)).text()).not.toBe('pwned')
    const page = await fetch(`${origin}${payload}`)
    expect([page.status, await page.text()]).toEqual([200, `<!doctype html><h1>${s.pages[2]!.text}</h1>`])
  })

  test('regression: a "$" in a page path made nginx refuse the config (an unknown variable); now it serves the page', async () => {
    const s = site(['/a$b', '/price%24'])
    const origin = await serveNginx(s)
    for (const [i, spelling] of [
      [2, '/a$b'],
      [2, '/a%24b'],
      [3, '/price$'],
    ] as const) {
      const res = await fetch(`${origin}${spelling}`)
      expect([spelling, res.status, await res.text()]).toEqual([
        spelling,
        200,
        `<!doctype html><h1>${s.pages[i]!.text}</h1>`,
      ])
    }
  })

  test('regression: a "$" in the maintenance route never matched its location, so maintenance served its HTML as a page; now it answers 503, and other pages 302 to it', async () => {
    const s = site(['/about'], [], '/con$truction')
    const origin = await serveNginx(s)
    expect(routekit(['maintenance', 'on', '--dir', s.dir, '--message', 'Back soon'], { cwd: s.root }).status).toBe(0)
    const held = await fetch(`${origin}/con$truction`)
    expect([held.status, await held.text()]).toEqual([503, `<!doctype html><h1>${s.pages[1]!.text}</h1>`])
    const moved = await fetch(`${origin}/about`, { redirect: 'manual' })
    expect([moved.status, decodeURIComponent(moved.headers.get('location')!)]).toEqual([
      302,
      '/con$truction?from=/about',
    ])
  })

  test('a path nginx cannot tell from another ("%2F": nginx decodes it into a separator) is refused at its routes.yaml line with RK920, and nothing is written', () => {
    const s = site(['/a%2Fb'])
    const out = path.join(s.root, 'routekit.conf')
    const run = routekit(['hosting', 'nginx', '--dir', s.dir, '--routes', s.routes, '--out', out], { cwd: s.root })
    expect(run.status).toBe(1)
    expect(run.stderr.split('\n').slice(0, 1)).toMatchInlineSnapshot(`
      [
        "routes.yaml:6:13  error  RK920  nginx cannot express the path "/a%2Fb" of route "r0": its segment "a%2Fb" holds an escaped "/", and nginx decodes "%2F" into a separator before it matches a location, so it cannot tell this path from /a/b. Rename the segment, or serve the site with routekit preview. Nothing was written.",
      ]
    `)
    expect(existsSync(out)).toBe(false)
    expect(existsSync(path.join(s.dir, '.routekit', 'hosting.json'))).toBe(false)
  })

  test.each([
    ['--server-name', 'example.com; location / { return 200 pwned; }'],
    ['--server-name', '~^(?<x>.+)$'],
    ['--listen', '80; location / { return 200 pwned; }'],
    ['--connect-src', 'https://a";b.example'],
    ['--connect-src', 'https://a;script-src.example'],
  ])('regression: %s %j went into nginx raw; now it is a usage error (exit 2) that says why', (option, value) => {
    const s = site([])
    const run = routekit(['hosting', 'nginx', '--dir', s.dir, '--routes', s.routes, option, value], { cwd: s.root })
    expect([run.status, run.stdout]).toEqual([2, ''])
    expect(run.stderr).toMatch(new RegExp(`^routekit: ${option} `))
  })

  test('the usage errors say what nginx takes', () => {
    const s = site([])
    const errors = [
      ['--server-name', 'example.com; location /'],
      ['--listen', '80;'],
      ['--connect-src', 'https://a";b.example'],
    ].map(([option, value]) => routekit(['hosting', 'nginx', '--dir', s.dir, option!, value!], { cwd: s.root }).stderr)
    expect(errors).toMatchInlineSnapshot(`
      [
        "routekit: --server-name "example.com;" is not a host name nginx's server_name takes as written. Give host names separated by spaces, such as example.com www.example.com, *.example.com, or _ for any; letters, digits, "-" and "." only (no regex, quotes, ";", "{", "}" or "$").
      ",
        "routekit: --listen "80;" is not an address nginx's listen takes as written. Give a port or address, then flags, such as 80, "443 ssl", 127.0.0.1:8080 or "[::]:443 ssl" (letters, digits, ":", ".", "[", "]", "=", "_" and "-" only: no ";", "{", "}", quotes or "$").
      ",
        "routekit: --connect-src "https://a\\";b.example": RK911 its host "a";b.example" is not a host name. csp.connect-src takes http(s) and ws(s) origins (scheme, host and an optional port), such as https://api.example.com, and "data:" and "blob:" (in quotes: YAML reads a bare data: as a key).
      ",
      ]
    `)
  })
})

describe('found by the generated tests', () => {
  test('seed 7: a redirect to a page with "(" and ")" made vercel.json one Vercel refuses (a path-pattern group in its destination)', () => {
    const s = site(['/p(%20)'], ['{ from: /go, to: "/p(%20)", status: 301 }'])
    expect(routekit(['hosting', 'vercel', '--dir', s.dir, '--routes', s.routes], { cwd: s.root }).status).toBe(0)
    const vercel = JSON.parse(readFileSync(path.join(s.dir, 'vercel.json'), 'utf8'))
    expect(getTransformedRoutes(vercel).error).toBeNull()
    expect(vercel.redirects[0]).toEqual({ source: '/go', destination: '/p%28%20%29', statusCode: 301 })
  })

  test('seed 99: an external target with "é" went into nginx raw, so its Location header carried bytes that are not ASCII', async () => {
    const s = site([], ['{ from: /go, to: "https://other.example/é", status: 301 }'])
    const origin = await serveNginx(s)
    const res = await fetch(`${origin}/go`, { redirect: 'manual' })
    expect([res.status, res.headers.get('location')]).toEqual([301, 'https://other.example/%C3%A9'])
  })
})

describe('Cloudflare Pages', () => {
  test('regression: an encoded "*" in a page path became the rule "/*  /*/  200", which sent every path to that page; encoded space and "#" split or cut a rule', async () => {
    // A final "*" is now refused by validate (RK316: React Router reads it as a splat); one inside the path stays a page.
    const s = site(['/%2A/x', '/a%20b', '/c%23d'])
    const run = routekit(['hosting', 'cloudflare', '--dir', s.dir, '--routes', s.routes], { cwd: s.root })
    expect(run.status, run.stderr).toBe(0)
    const cf = await cloudflareAssets(s.dir)
    try {
      expect(cf.invalid()).toEqual([])
      expect(await cf.text('/zzz/x')).not.toContain(s.pages[2]!.text)
      expect(await cf.text('/%2A/x')).toContain(s.pages[2]!.text)
      expect(await cf.text('/a%20b')).toContain(s.pages[3]!.text)
      expect(await cf.text('/c%23d')).toContain(s.pages[4]!.text)
    } finally {
      cf.close()
    }
  })
})

describe('Netlify', () => {
  test('regression: to: "https://other.example/x 200!" became a proxy rule serving another origin; now validate refuses it (RK315) and nothing is written', () => {
    const s = site([], ['{ from: /go, to: "https://other.example/x 200!" }'])
    const run = routekit(['hosting', 'netlify', '--dir', s.dir, '--routes', s.routes], { cwd: s.root })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('RK315')
    expect(existsSync(path.join(s.dir, '_redirects'))).toBe(false)
  })

  test('a ":" starting a segment is a placeholder to Netlify (and a param to React Router): validate refuses a page "/%3Aid" (RK316) and nothing is written', () => {
    const s = site(['/%3Aid'])
    const run = routekit(['hosting', 'netlify', '--dir', s.dir, '--routes', s.routes], { cwd: s.root })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('RK316')
    expect(existsSync(path.join(s.dir, '_headers'))).toBe(false)
  })

  test('a ":" inside a segment is text to Netlify: a page "/a%3Aid" gets a rule for that path only', async () => {
    const s = site(['/a%3Aid'])
    expect(routekit(['hosting', 'netlify', '--dir', s.dir, '--routes', s.routes], { cwd: s.root }).status).toBe(0)
    const parsed = await parseAllHeaders({
      headersFiles: [path.join(s.dir, '_headers')] as never[],
      netlifyConfigPath: undefined,
      minimal: false,
    })
    expect(parsed.errors).toEqual([])
    const rules = (parsed.headers as Array<{ for: string; forRegExp: RegExp }>).filter((h) => h.for.includes('id'))
    expect(rules.map((h) => h.for)).toEqual(['/a%3Aid', '/a%3Aid/', '/a%3Aid/index.html'])
    for (const h of rules) expect(h.forRegExp.test('/anything')).toBe(false)
  })
})

describe('Vercel', () => {
  test('regression: "{}" in a path became a regex group in vercel.json; now the page\'s source matches its own path only', () => {
    const s = site(['/a%7Bb%7D', '/c(d)+'])
    expect(routekit(['hosting', 'vercel', '--dir', s.dir, '--routes', s.routes], { cwd: s.root }).status).toBe(0)
    const vercel = JSON.parse(readFileSync(path.join(s.dir, 'vercel.json'), 'utf8'))
    const { routes, error } = getTransformedRoutes(vercel)
    expect(error).toBeNull()
    const matching = (pathname: string) =>
      routes!
        .filter((r): r is RouteWithSrc => 'src' in r)
        .filter((r) => r.headers?.['Content-Security-Policy'] && new RegExp(r.src).test(pathname))
    expect(matching('/a%7Bb%7D')).toHaveLength(1)
    expect(matching('/ab').map((r) => r.src)).not.toContain(matching('/a%7Bb%7D')[0]!.src)
    expect(matching('/c(d)+')).toHaveLength(1)
    expect(matching('/cdd').map((r) => r.src)).not.toContain(matching('/c(d)+')[0]!.src)
  })
})
