// Issue 43: `routekit preview` and the generated nginx config keep maintenance on the server (302 to the maintenance
// route, which answers 503 with Retry-After), while Cloudflare Pages, Netlify and Vercel answered every page 200 during
// maintenance. `routekit hosting cloudflare|netlify|vercel` now writes an edge function that reads the deployed
// maintenance.json and answers from resolve(), as preview's gate does. One table, every server: the real preview
// process, Debian's nginx, the generated `_worker.js` in front of Cloudflare's own asset server (wrangler's ASSETS
// binding, in this process), and the generated Netlify Edge Function and Vercel Routing Middleware as Web-standard
// handlers in Node in front of the built folder. Each answer is held to maintenanceAnswer() (resolve()'s).
import { spawn, type ChildProcess } from 'node:child_process'
import { copyFileSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseMaintenanceFile, parseRoutes, type RoutesConfig } from '@routekit/router-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { maintenanceAnswer } from '../src/site/maintenance-answer.js'
import { isGated } from '../src/edge/handler.js'
import { bypassKeyOf } from './_bypass-key.js'
import { cloudflareAssets, type CloudflareAssets } from './_cloudflare.js'
import { makeHostileSite, type HostileSite } from './_hostile-site.js'
import { serveHostingNginx } from './_nginx.js'
import { BIN, routekit } from './_run.js'

const ROUTES = `version: 1
i18n: { locales: [en, es], default: en }
maintenance: { route: /construction, allow: [/status] }
routes:
  - { path: /, name: home, page: home }
  - { path: /construction, name: construction, page: construction, layout: none }
  - { path: /about, name: about, page: about }
  - { path: /status, name: status, page: status }
  - { path: /files/:name.pdf, name: file, page: file }
`
const TOKEN = 'Edge-Preview-Token-7h3Q9xK2mP4v'

/** The table: page paths in both locales, the maintenance route in both, an allowed path, a file, the flag itself. */
const TABLE = [
  '/',
  '/about',
  '/about/',
  '/es/about',
  '/nowhere',
  '/files/a.pdf',
  '/construction',
  '/es/construction',
  '/construction/',
  '/status',
  '/es/status',
  '/assets/app-1a2b.js',
  '/about/index.html',
]

type Ask = (target: string, cookie?: string) => Promise<string>
/**
 * `rawFrom`: nginx writes `?from=` as the raw path (its documented limit, which routekit hosting nginx prints).
 */
const servers: Array<{
  name: string
  ask: Ask
  stop: () => Promise<void> | void
  rawFrom?: boolean
}> = []

let site: HostileSite
let config: RoutesConfig
let byContent: Map<string, string>

/**
 * An answer in the table's terms: the gate's `302 <location>` (to the maintenance route) or `503 <Retry-After> <file>`,
 * else `pass`: what the host answers without the gate (the page, its 404, Cloudflare's 308 to `/about/`).
 */
async function describeAnswer(res: Response): Promise<string> {
  const body = await res.text()
  const location = res.headers.get('location') ?? ''
  if (res.status === 302 && /^(\/es)?\/construction(\?from=|$)/.test(location)) return `302 ${redirect(location)}`
  if (res.status === 503) return `503 ${res.headers.get('retry-after')} ${byContent.get(body) ?? body.slice(0, 40)}`
  return 'pass'
}

/**
 * A maintenance redirect as its route and its decoded `from`: nginx writes `from` unencoded (a documented limit:
 * routekit hosting says so), every other server as resolve() does; both name the same page.
 */
function redirect(location: string): string {
  const url = new URL(location, 'http://x')
  const from = url.searchParams.get('from')
  return from === null ? url.pathname : `${url.pathname} from ${from}`
}

/** What a server that follows resolve() answers: maintenanceAnswer(), and the maintenance page of the path's locale. */
function expected(target: string, flagText: string | undefined, cookie?: string): string {
  const flag = flagText === undefined ? undefined : parseMaintenanceFile(flagText)
  if (!flag?.ok || !flag.flag.enabled || cookie) return 'pass'
  const pathname = target.split('?')[0]!
  if (!isGated(config, pathname)) return 'pass'
  const answer = maintenanceAnswer(config, flag.flag, target, Date.now())
  if (answer.kind === 'pass') return 'pass'
  if (answer.kind === 'redirect') return `302 ${redirect(answer.to)}`
  return `503 ${answer.retryAfter} ${pathname.startsWith('/es/') ? 'es/construction/index.html' : 'construction/index.html'}`
}

/** The generated function, imported fresh (a new copy, so no earlier read of maintenance.json is cached). */
let copies = 0
async function importFunction<T>(file: string): Promise<T> {
  const copy = path.join(site.root, `function-${copies++}.mjs`)
  copyFileSync(file, copy)
  return (await import(/* @vite-ignore */ pathToFileURL(copy).href)) as T
}

/**
 * A Node server in front of the built folder, as Netlify's and Vercel's file layer is to their function: the function
 * first; what it lets through gets the folder's maintenance.json, or `200 host`. The function reads the flag with
 * `fetch()` from this same server, as it does on the host.
 */
async function serveFunction(file: string): Promise<{ ask: Ask; stop: () => Promise<void> }> {
  let handler: (request: Request) => Promise<Response | undefined>
  const server: Server = createServer((req, res) => {
    const request = new Request(`http://${req.headers.host}${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
    })
    void handler(request).then(async (answer) => {
      if (!answer) {
        if (req.url === '/maintenance.json') {
          let text: string
          try {
            text = readFileSync(path.join(site.dir, 'maintenance.json'), 'utf8')
          } catch {
            return res.writeHead(404).end()
          }
          return res.writeHead(200, { 'content-type': 'application/json' }).end(text)
        }
        return res.writeHead(200, { 'content-type': 'text/plain' }).end('host')
      }
      res.writeHead(answer.status, Object.fromEntries(answer.headers))
      res.end(Buffer.from(await answer.arrayBuffer()))
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  return {
    ask: async (target, cookie) => {
      // Each state is read fresh, as a new deploy's function does.
      handler = (await importFunction<{ default: typeof handler }>(file)).default
      return describeAnswer(await fetch(origin + target, { redirect: 'manual', headers: cookie ? { cookie } : {} }))
    },
    stop: () => new Promise((done) => server.close(() => done())),
  }
}

/** The generated `_worker.js` with Cloudflare's own asset server (the folder's _redirects and _headers) as ASSETS. */
async function serveWorker(): Promise<{ ask: Ask; stop: () => void }> {
  const assets: CloudflareAssets = await cloudflareAssets(site.dir)
  const env = {
    ASSETS: {
      fetch: (input: Request | URL | string) =>
        assets.get(
          new URL(String(input instanceof Request ? input.url : input)).pathname +
            new URL(String(input instanceof Request ? input.url : input)).search,
        ),
    },
  }
  type Worker = { default: { fetch(request: Request, e: typeof env): Promise<Response> } }
  return {
    ask: async (target, cookie) => {
      const worker = await importFunction<Worker>(path.join(site.dir, '_worker.js'))
      const request = new Request(`http://localhost${target}`, { headers: cookie ? { cookie } : {} })
      return describeAnswer(await worker.default.fetch(request, env))
    },
    stop: () => assets.close(),
  }
}

async function servePreview(): Promise<{ ask: Ask; stop: () => Promise<void> }> {
  const preview: ChildProcess = spawn(
    process.execPath,
    [BIN, 'preview', '--port', '0', '--dir', site.dir, '--routes', site.routes],
    { cwd: site.root, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const line = await new Promise<string>((done, fail) => {
    let out = ''
    preview.stdout!.on('data', (chunk) => (out += chunk) && out.includes('\n') && done(out))
    preview.once('exit', (code) => fail(new Error(`preview exited with ${code}`)))
  })
  const base = /http:\/\/\S+/.exec(line)![0].replace(/\/$/, '')
  return {
    ask: async (target, cookie) =>
      describeAnswer(await fetch(base + target, { redirect: 'manual', headers: cookie ? { cookie } : {} })),
    stop: async () => {
      const exited = new Promise((done) => preview.once('exit', done))
      preview.kill('SIGTERM')
      await exited
    },
  }
}

function run(args: string[]): void {
  const r = routekit(args, { cwd: site.root })
  if (r.status !== 0) throw new Error(`routekit ${args.join(' ')} exited ${r.status}:\n${r.stderr}`)
}

beforeAll(async () => {
  const parsed = parseRoutes(ROUTES)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.diagnostics))
  config = parsed.config
  site = makeHostileSite(ROUTES, ['/', '/construction', '/es/construction', '/about', '/status'])
  byContent = new Map(
    site.pages.map((p) => [readFileSync(path.join(site.dir, p.file), 'utf8'), p.file.replace(/^es\//, 'es/')]),
  )
  for (const target of ['cloudflare', 'netlify', 'vercel'])
    run(['hosting', target, '--dir', site.dir, '--routes', site.routes])
  const nginx = await serveHostingNginx(site)
  const netlify = await serveFunction(path.join(site.root, 'netlify/edge-functions/routekit-maintenance.js'))
  const vercel = await serveFunction(path.join(site.dir, 'middleware.js'))
  const preview = await servePreview()
  const worker = await serveWorker()
  const http: Ask = async (target, cookie) =>
    describeAnswer(await fetch(nginx.origin + target, { redirect: 'manual', headers: cookie ? { cookie } : {} }))
  servers.push(
    { name: 'routekit preview', ...preview },
    { name: 'nginx', ask: http, stop: () => void nginx.nginx.kill('SIGTERM'), rawFrom: true },
    { name: 'Cloudflare _worker.js', ...worker },
    { name: 'Netlify Edge Function', ...netlify },
    { name: 'Vercel Routing Middleware', ...vercel },
  )
}, 120_000)

afterAll(async () => {
  for (const server of servers) await server.stop()
  site?.cleanup()
})

/** Every server's answer to every row, checked against expected(); the table of the first server, for the snapshot. */
async function table(flagText: string | undefined, cookie?: string): Promise<string> {
  let first = ''
  for (const server of servers) {
    const rows: string[] = []
    for (const target of TABLE) {
      const got = await server.ask(target, cookie)
      const want = expected(target, flagText, cookie)
      if (server.rawFrom && want.includes(' from '))
        expect(got, `${server.name} ${target}`).toBe(`${want.split(' from ')[0]} from ${target}`)
      else expect(got, `${server.name} ${target}`).toBe(want)
      rows.push(`${target.padEnd(22)} ${got}`)
    }
    first ||= rows.join('\n')
  }
  return first
}

const flagText = () => readFileSync(path.join(site.dir, 'maintenance.json'), 'utf8')

describe('maintenance on every server: the one table', () => {
  it('on: pages 302 to the maintenance route with ?from=, which answers 503 with Retry-After, in each locale; the allowed path, the files and the flag pass', async () => {
    run(['maintenance', 'on', '--dir', site.dir, '--secret', TOKEN])
    expect(await table(flagText())).toMatchInlineSnapshot(`
      "/                      302 /construction
      /about                 302 /construction from /about
      /about/                302 /construction from /about
      /es/about              302 /es/construction from /es/about
      /nowhere               302 /construction from /nowhere
      /files/a.pdf           302 /construction from /files/a.pdf
      /construction          503 3600 construction/index.html
      /es/construction       503 3600 es/construction/index.html
      /construction/         503 3600 construction/index.html
      /status                pass
      /es/status             pass
      /assets/app-1a2b.js    pass
      /about/index.html      302 /construction from /about/index.html"
    `)
    // maintenance.json stays readable everywhere: the browser reads it.
    for (const server of servers) expect(await server.ask('/maintenance.json'), server.name).toBe('pass')
  }, 60_000)

  it("on, with the bypass cookie (the key behind the file's bypass): every page passes", async () => {
    const cookie = `theme=dark; routekit_bypass=${bypassKeyOf(TOKEN, flagText())}`
    expect(await table(flagText(), cookie)).not.toContain('302')
    // A made-up key is held like any visitor.
    const forged = `routekit_bypass=${'A'.repeat(43)}`
    for (const server of servers) expect(await server.ask('/about', forged), server.name).toMatch(/^302 /)
  }, 60_000)

  it('off: every server answers as if there were no gate', async () => {
    run(['maintenance', 'off', '--dir', site.dir])
    expect(await table(flagText())).not.toMatch(/302|503/)
  }, 60_000)

  it('no maintenance.json at all: the same', async () => {
    rmSync(path.join(site.dir, 'maintenance.json'))
    expect(await table(undefined)).not.toMatch(/302|503/)
  }, 60_000)
})
