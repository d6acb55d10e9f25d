#!/usr/bin/env node
// What the edge function (issue 43) costs, side by side in one run:
// 1. CPU per bypass-cookie check: one SHA-256 with WebCrypto (router-core's bypassCookieMatches()), in Node;
// 2. CPU per request through the built Cloudflare function (dist/edge/cloudflare.js with a small site's data), in this
//    process, its ASSETS a stub that answers at once: the function with maintenance off (it reads the flag once a
//    second, and lets the request through), with maintenance on (a 302), and the stub alone (no function);
// 3. with WRANGLER=1: the latency `wrangler pages dev` adds, one folder served twice, with `routekit hosting
//    cloudflare` and with `--no-edge`, sequential GETs of / and /about interleaved between the two.
// Not part of `npm test`; nothing here asserts a time.
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createHash, randomBytes } from 'node:crypto'
import { wranglerPagesDev } from '../scripts/wrangler.mjs'

const root = new URL('..', import.meta.url).pathname
const { bypassCookieMatches, formatBypass, parseRoutes } = await import(
  pathToFileURL(join(root, 'packages/router-core/dist/index.js')).href
)
const cli = join(root, 'packages/cli/dist/index.cjs')
const work = mkdtempSync(join(tmpdir(), 'routekit-bench-edge-'))
const ROUTES = `version: 1
i18n: { locales: [en, es], default: en }
maintenance: { route: /construction, allow: [/status] }
routes:
  - { path: /, name: home, page: home }
  - { path: /construction, name: construction, page: construction, layout: none }
  - { path: /about, name: about, page: about }
  - { path: /status, name: status, page: status }
  - { path: /blog/:slug, name: post, page: post, params: { slug: "^[a-z0-9-]+$" } }
`

const cpu = () => {
  const { user, system } = process.cpuUsage()
  return user + system
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]

// 1. The cookie check.
const key = randomBytes(32)
const bypass = formatBypass(600000, randomBytes(16), createHash('sha256').update(key).digest())
const cookie = key.toString('base64url')
for (let i = 0; i < 2000; i++) await bypassCookieMatches(cookie, bypass)
const checks = 20000
let start = cpu()
for (let i = 0; i < checks; i++) if (!(await bypassCookieMatches(cookie, bypass))) throw new Error('the key must match')
console.log(
  `bypass cookie check (SHA-256, WebCrypto): ${((cpu() - start) / checks).toFixed(1)} µs CPU each (${checks} checks)`,
)

// 2. The function in this process.
const parsed = parseRoutes(ROUTES)
const data = { config: parsed.config, headers: [], maintenancePages: {}, shell: { html: 'shell', headers: [] } }
const file = join(work, 'worker.mjs')
writeFileSync(
  file,
  `const ROUTEKIT_EDGE = ${JSON.stringify(data)};\n${readFileSync(join(root, 'packages/cli/dist/edge/cloudflare.js'), 'utf8')}`,
)
// One instance per state: an instance keeps its read of maintenance.json for a second.
const workers = {
  off: (await import(`${pathToFileURL(file).href}?off`)).default,
  on: (await import(`${pathToFileURL(file).href}?on`)).default,
}
const flags = {
  off: JSON.stringify({ enabled: false, updatedAt: '2026-11-28T00:00:00.000Z', updatedBy: 'ops' }),
  on: JSON.stringify({ enabled: true, updatedAt: '2026-11-28T00:00:00.000Z', updatedBy: 'ops' }),
}
const assets = (flag) => ({
  fetch: async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    return url.pathname === '/maintenance.json'
      ? new Response(flag, { headers: { 'content-type': 'application/json' } })
      : new Response('page')
  },
})
const ASSETS = { off: assets(flags.off), on: assets(flags.on) }
const paths = ['/', '/about', '/es/about', '/blog/hello-world', '/status', '/nowhere']
const variants = {
  'no function (ASSETS alone)': (req) => ASSETS.off.fetch(req),
  'function, maintenance off': (req) => workers.off.fetch(req, { ASSETS: ASSETS.off }),
  'function, maintenance on (302)': (req) => workers.on.fetch(req, { ASSETS: ASSETS.on }),
}
const perRequest = Object.fromEntries(Object.keys(variants).map((k) => [k, []]))
for (let round = 0; round < 7; round++) {
  for (const [name, run] of Object.entries(variants)) {
    const n = 3000
    start = cpu()
    for (let i = 0; i < n; i++) await (await run(new Request(`http://localhost${paths[i % paths.length]}`))).text()
    perRequest[name].push((cpu() - start) / n)
  }
}
console.log('CPU per request in Node (median of 7 interleaved rounds of 3,000 requests):')
for (const [name, xs] of Object.entries(perRequest)) console.log(`  ${name.padEnd(32)} ${median(xs).toFixed(1)} µs`)

// 3. wrangler pages dev, with and without the function.
if (process.env.WRANGLER === '1') {
  const site = join(work, 'site')
  const pages = {
    'index.html': '<!doctype html><h1>home</h1>',
    '200.html': '<!doctype html><div id="root"></div>',
    'about/index.html': '<!doctype html><h1>about</h1>',
    'construction/index.html': '<!doctype html><h1>back soon</h1>',
    'es/construction/index.html': '<!doctype html><h1>volvemos pronto</h1>',
  }
  const none = { scripts: [], styles: [], styleAttributes: [] }
  for (const [f, text] of Object.entries({
    ...pages,
    'maintenance.json': flags.off,
    '.routekit/pages.json': JSON.stringify({
      version: 1,
      pages: Object.fromEntries(Object.keys(pages).map((page) => [page, none])),
    }),
  })) {
    mkdirSync(join(site, f, '..'), { recursive: true })
    writeFileSync(join(site, f), text)
  }
  writeFileSync(join(work, 'routes.yaml'), ROUTES)
  const dirs = { static: join(work, 'static'), edge: join(work, 'edge') }
  for (const [name, dir] of Object.entries(dirs)) {
    cpSync(site, dir, { recursive: true })
    const args = ['hosting', 'cloudflare', '--dir', dir, '--routes', join(work, 'routes.yaml')]
    const r = spawnSync(process.execPath, [cli, ...args, ...(name === 'static' ? ['--no-edge'] : [])], { cwd: work })
    if (r.status !== 0) throw new Error(String(r.stderr))
  }
  const servers = {}
  try {
    for (const [name, dir] of Object.entries(dirs)) servers[name] = await wrangler(dir)
    const times = { static: [], edge: [] }
    for (let i = 0; i < 400; i++)
      for (const name of i % 2 ? ['static', 'edge'] : ['edge', 'static']) {
        const t = performance.now()
        await (await fetch(`${servers[name].origin}${i % 4 < 2 ? '/' : '/about'}`)).text()
        times[name].push(performance.now() - t)
      }
    console.log('wrangler pages dev, latency of a GET (400 each, interleaved, after warm-up):')
    for (const [name, xs] of Object.entries(times)) {
      const warm = xs.slice(20)
      console.log(`  ${name.padEnd(8)} median ${median(warm).toFixed(2)} ms, p95 ${p95(warm).toFixed(2)} ms`)
    }
  } finally {
    for (const s of Object.values(servers)) s.child.kill('SIGTERM')
  }
}
rmSync(work, { recursive: true, force: true })

async function wrangler(dir) {
  const port = await new Promise((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => done(port))
    })
  })
  const home = mkdtempSync(join(work, 'wrangler-'))
  const wrangler = wranglerPagesDev(dir, port, home)
  const child = spawn(wrangler.command, wrangler.args, {
    cwd: home,
    env: wrangler.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  await new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`wrangler did not start:\n${out}`)), 120_000)
    const on = (chunk) => {
      out += chunk
      if (/Ready on http/.test(out)) {
        clearTimeout(timer)
        done()
      }
    }
    child.stdout.on('data', on)
    child.stderr.on('data', on)
  })
  return { origin: `http://127.0.0.1:${port}`, child }
}
