#!/usr/bin/env node
// What an open DevTools session (Lighthouse's, for one) adds to the site's
// start-up on the main thread. Each run is a fresh Chromium with an empty
// profile (cold caches), launched by chrome-launcher as Lighthouse launches it,
// CPU slowed 4x (Lighthouse's mobile preset), and the page's own
// PerformanceObserver listing the long tasks (≥ 50 ms) after the first
// contentful paint. Three set-ups, interleaved:
//
//   visitor        no DevTools domain but Page (what a visitor's browser runs)
//   inspector      + Runtime.enable, as Lighthouse, Playwright and DevTools do
//   inspector, no stacks  + Runtime.setMaxCallStackSizeToCapture(0)
//
// With Runtime enabled, V8 records a call stack for every Error object created,
// and a stack needs source positions, which V8 collects by parsing each
// function on it again (V8.CollectSourcePositions). React DOM creates four
// Error objects while its module runs, inside its 208 KB factory, called from
// the 389 KB first-load chunk: both are parsed again. docs/benchmarks.md has
// the figures. Nothing here asserts a time.
//
//   node --experimental-websocket bench/inspector-cost.mjs [--dist DIR] [--runs N] [--rate R] [/path ...]
//   (npm run bench -- inspector-cost passes the flag; Node 22 and 24 have WebSocket without it)
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve as resolvePath } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import { CHROMIUM_FLAGS, LOOPBACK_ONLY_FLAG, chromePath } from '../scripts/_chromium.mjs'
import { spread, startPreview } from '../scripts/_measure.mjs'

const root = new URL('..', import.meta.url).pathname
const args = process.argv.slice(2)
const option = (name, fallback) => {
  const i = args.indexOf(name)
  return i >= 0 ? args.splice(i, 2)[1] : fallback
}
const dist = resolvePath(option('--dist', join(root, 'apps/site/dist')))
const runs = Number(option('--runs', 6))
const rate = Number(option('--rate', 4))
const pages = args.length > 0 ? args : ['/', '/about']

const SETUPS = [
  { name: 'visitor', domains: [] },
  { name: 'inspector', domains: ['Runtime'] },
  { name: 'inspector, no stacks', domains: ['Runtime'], maxStack: 0 },
]

// Records the long tasks from the first byte on; read after the page has settled.
const OBSERVER = `window.__longTasks = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]) }).observe({ type: 'longtask', buffered: true })`

if (typeof WebSocket !== 'function') {
  console.error(
    'inspector-cost: this Node has no WebSocket; run it with node --experimental-websocket (Node 20) or on Node 22+.',
  )
  process.exit(2)
}
if (!existsSync(join(dist, 'index.html'))) {
  if (dist !== join(root, 'apps/site/dist')) {
    console.error(`inspector-cost: ${dist} holds no index.html`)
    process.exit(2)
  }
  console.log('inspector-cost: building the site first')
  if (spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1)
}

/**
 * A DevTools Protocol connection with nothing enabled: only what `send` asks
 * for. (Playwright and Puppeteer enable Runtime on every page, the very thing
 * measured here.)
 */
async function connect(wsUrl) {
  const socket = new WebSocket(wsUrl)
  await new Promise((resolve, reject) => {
    socket.onopen = resolve
    socket.onerror = () => reject(new Error(`could not connect to ${wsUrl}`))
  })
  let id = 0
  const pending = new Map()
  socket.onmessage = ({ data }) => {
    const message = JSON.parse(data)
    const waiter = pending.get(message.id)
    if (!waiter) return
    pending.delete(message.id)
    if (message.error) waiter.reject(new Error(`${waiter.method}: ${message.error.message}`))
    else waiter.resolve(message.result)
  }
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      pending.set(++id, { resolve, reject, method })
      socket.send(JSON.stringify({ id, method, params }))
    })
  return { send, close: () => socket.close() }
}

async function measure(url, setup) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: [...CHROMIUM_FLAGS, LOOPBACK_ONLY_FLAG],
  })
  try {
    const targets = await (await fetch(`http://127.0.0.1:${chrome.port}/json/list`)).json()
    const cdp = await connect(targets.find((t) => t.type === 'page').webSocketDebuggerUrl)
    try {
      await cdp.send('Page.enable')
      await cdp.send('Emulation.setCPUThrottlingRate', { rate })
      for (const domain of setup.domains) await cdp.send(`${domain}.enable`)
      if (setup.maxStack !== undefined) await cdp.send('Runtime.setMaxCallStackSizeToCapture', { size: setup.maxStack })
      await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: OBSERVER })
      await cdp.send('Page.navigate', { url })
      await new Promise((resolve) => setTimeout(resolve, 3000 + 1000 * rate))
      const { result } = await cdp.send('Runtime.evaluate', {
        expression: `JSON.stringify([performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null, window.__longTasks ?? null])`,
        returnByValue: true,
      })
      const [fcp, tasks] = JSON.parse(result.value)
      if (fcp === null || tasks === null) throw new Error(`${url}: no first contentful paint or no long-task list`)
      const after = tasks.filter(([start]) => start >= fcp).map(([, duration]) => duration)
      return { longest: Math.max(0, ...after), blocking: after.reduce((sum, d) => sum + Math.max(0, d - 50), 0) }
    } finally {
      cdp.close()
    }
  } finally {
    await chrome.kill()
  }
}

const preview = await startPreview(dist)
const results = []
try {
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      for (const setup of SETUPS) {
        const r = await measure(preview.url + page, setup)
        results.push({ page, setup: setup.name, ...r })
        process.stderr.write(
          `  ${page} ${setup.name} run ${run}/${runs}: longest ${Math.round(r.longest)} ms, blocking ${Math.round(r.blocking)} ms\n`,
        )
      }
    }
  }
} finally {
  preview.stop()
}

console.log(`\nLong tasks after the first paint, CPU ${rate}x slower, ${runs} cold runs each: median [min–max] ms`)
console.log('| page | set-up | longest task | sum of blocking (> 50 ms) |')
console.log('| --- | --- | --- | --- |')
for (const page of pages) {
  for (const setup of SETUPS) {
    const rs = results.filter((r) => r.page === page && r.setup === setup.name)
    console.log(
      `| ${page} | ${setup.name} | ${spread(rs.map((r) => r.longest))} | ${spread(rs.map((r) => r.blocking))} |`,
    )
  }
}
