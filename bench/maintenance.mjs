#!/usr/bin/env node
// Time from `routekit maintenance on` until an already-open tab is on
// /construction, and from `routekit maintenance off` until it is back on its
// page, in real headless Chromium against `routekit preview`, on a copy of
// the built site. Two pages by default (PAGES=/colors,/about): a hydrated one,
// whose app polls, and one with `scripts: none` (/about), whose inline watcher
// polls and hands the change to the app. Target: p95 ≤ 10 s each way (the tab reads maintenance.json
// every 10 s). Real time, no fake clocks: the phase of the tab's poll decides
// each sample, so the runs are spread over that window. Also counts the tab's
// requests for maintenance.json, and measures on the wire what one read costs
// (the 200 and the 304 a conditional request gets), for the docs' request cost.
import { spawn, spawnSync } from 'node:child_process'
import { connect } from 'node:net'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, chromePath } from '../scripts/_chromium.mjs'

const root = new URL('..', import.meta.url).pathname
const cli = join(root, 'packages/cli/dist/index.cjs')
const runs = Number(process.env.RUNS ?? 5)
const pages = (process.env.PAGES ?? '/colors,/about').split(',')

if (!existsSync(join(root, 'apps/site/dist/index.html'))) {
  console.log('maintenance bench: building the site first')
  if (spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1)
}
const dir = mkdtempSync(join(tmpdir(), 'routekit-bench-maint-'))
cpSync(join(root, 'apps/site/dist'), dir, { recursive: true })

const preview = spawn(process.execPath, [cli, 'preview', '--dir', dir, '--port', '0'], {
  stdio: ['ignore', 'pipe', 'inherit'],
})
const base = await new Promise((resolve, reject) => {
  let out = ''
  preview.stdout.on('data', (c) => {
    out += c
    const m = /http:\/\/127\.0\.0\.1:\d+/.exec(out)
    if (m) resolve(m[0])
  })
  preview.on('exit', (code) => reject(new Error(`routekit preview exited (${code})`)))
})
const maintenance = (...args) => {
  const r = spawnSync(process.execPath, [cli, 'maintenance', ...args, '--dir', dir], { encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`routekit maintenance ${args.join(' ')} failed:\n${r.stderr}`)
}

/** The server's whole answer for `path` on a raw socket (HTTP/1.1): its size in bytes, status, ETag and head. */
function exchange(path, extra = '') {
  const { hostname, port } = new URL(base)
  const request = `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: application/json\r\n${extra}Connection: close\r\n\r\n`
  return new Promise((resolve, reject) => {
    const chunks = []
    const socket = connect(Number(port), hostname, () => socket.write(request))
    socket.on('data', (c) => chunks.push(c))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1')
      resolve({
        received: Buffer.concat(chunks).length,
        status: Number(text.split(' ')[1]),
        etag: /^etag: *(.+)$/im.exec(text)?.[1]?.trim(),
        head: text.split('\r\n\r\n')[0],
      })
    })
  })
}

const POLL_MS = 10_000
// The flag file exists from the start, as deploy.md asks (write it before the first deploy): the tab has read it, so
// the validator's chunk is already loaded when maintenance comes on, as on a deployed site after its first switch.
maintenance('off')

// Without LOOPBACK_ONLY_FLAG, as this bench has always run, so its timings stay comparable.
const browser = await chromium.launch({ executablePath: chromePath(), args: [...CHROMIUM_FLAGS] })
/** Per page and direction, the samples in ms. */
const samples = {}
/** Per sample: the command's own time, the wait for the tab's next read, and from that read to the new route. */
const parts = { on: [], off: [] }
let reads = 0
/** The shortest time between two requests of one tab. */
let minGap = Infinity
/** Bytes per read, by status, as Chromium counted them. */
const wire = {}
let openMs = 0
try {
  for (const pagePath of pages)
    for (let run = 1; run <= runs; run++) {
      const page = await browser.newPage()
      const own = (samples[pagePath] ??= { on: [], off: [] })
      let lastRead = 0
      let lastRequest = -Infinity
      /** When the browser started each request (its own clock: this process stalls while the command runs). */
      const startTimes = []
      page.on('request', (request) => {
        if (new URL(request.url()).pathname !== '/maintenance.json') return
        reads++
        lastRequest = performance.now()
      })
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/maintenance.json' && response.status() === 200)
          lastRead = performance.now()
      })
      // The browser's own count of each read's bytes on the wire (request and response headers, body).
      page.on('requestfinished', async (request) => {
        if (new URL(request.url()).pathname !== '/maintenance.json') return
        const status = (await request.response())?.status()
        startTimes.push(request.timing().startTime)
        const sizes = await request.sizes()
        ;(wire[status] ??= []).push(
          sizes.requestHeadersSize + sizes.requestBodySize + sizes.responseHeadersSize + sizes.responseBodySize,
        )
      })
      const opened = performance.now()
      const firstRead = page.waitForResponse((r) => new URL(r.url()).pathname === '/maintenance.json')
      await page.goto(`${base}${pagePath}`)
      // The page is prerendered: its <h1> shows before the app runs. Wait for the app (a page with scripts: none has
      // none: its watcher), and for the first read of the flag.
      const hydrated = (await page.locator('script[type="module"]').count()) > 0
      if (hydrated) await page.locator('[data-routekit-ready]').waitFor({ state: 'attached' })
      await firstRead
      for (const [what, args, target] of [
        ['on', ['on', '--message', 'bench'], /\/construction/],
        ['off', ['off'], (url) => url.pathname === pagePath],
      ]) {
        // Vary the phase of the tab's 10 s poll between runs, counted from the tab's last request for the flag: the
        // midpoints of `runs` equal slices of the poll, an even sample of a change that lands at any moment (the start
        // of each slice would lean half a slice slow).
        const phase = ((run - 0.5) / runs) * POLL_MS
        await page.waitForTimeout(Math.max(0, Math.round(lastRequest + phase - performance.now())))
        const started = performance.now()
        maintenance(...args)
        const written = performance.now()
        await page.waitForURL(target, { timeout: 60_000 })
        const ms = performance.now() - started
        own[what].push(ms)
        parts[what].push([written - started, lastRead - written, performance.now() - lastRead])
        console.log(
          `  ${pagePath}${hydrated ? '' : ' (scripts: none)'}, run ${run}/${runs}, ${what}: ${(ms / 1000).toFixed(1)} s (the command ${Math.round(written - started)} ms, then the next read ${Math.round(lastRead - written)} ms, then the route ${Math.round(performance.now() - lastRead)} ms)`,
        )
      }
      openMs += performance.now() - opened
      await page.close()
      startTimes.sort((a, b) => a - b)
      for (let i = 1; i < startTimes.length; i++) minGap = Math.min(minGap, startTimes[i] - startTimes[i - 1])
    }

  // What the server sends back for a conditional read, on a raw socket: the whole 304.
  const whole = await exchange('/maintenance.json')
  const conditional = await exchange('/maintenance.json', `If-None-Match: ${whole.etag}\r\n`)
  console.log(`\nraw socket: a 200 is ${whole.received} B from the server, a 304 ${conditional.received} B:`)
  console.log(conditional.head.replace(/^/gm, '    '))
} finally {
  await browser.close()
  preview.kill('SIGTERM')
  rmSync(dir, { recursive: true, force: true })
}

/** The nearest-rank percentile. */
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]
}
const s1 = (ms) => `${(ms / 1000).toFixed(1)} s`
console.log('')
for (const [pagePath, own] of Object.entries(samples))
  for (const what of ['on', 'off']) {
    const values = own[what]
    console.log(
      `${pagePath}: maintenance ${what} → open tab ${what === 'on' ? 'on /construction' : `back on ${pagePath}`}: p50 ${s1(percentile(values, 50))}, p95 ${s1(percentile(values, 95))}, min ${s1(Math.min(...values))}, max ${s1(Math.max(...values))} over ${values.length} runs (target p95 ≤ 10 s)`,
    )
  }
console.log(
  `maintenance.json reads: ${reads} in ${s1(openMs)} of open tabs (${runs * pages.length} tabs, one after another), one per ${s1(openMs / reads)}; never two of one tab within ${Math.round(minGap)} ms`,
)
const median = (values) => percentile(values, 50)
for (const [status, sizes] of Object.entries(wire))
  console.log(
    `  ${status}: ${sizes.length} reads, median ${median(sizes)} B on the wire (request and response, headers included)`,
  )
