#!/usr/bin/env node
// Time from `routekit maintenance on` until an already-open tab is on
// /construction, in real headless Chromium against `routekit preview`, on a
// copy of the built site. Target: ≤ 30 s (the tab reads maintenance.json every
// 30 s). Real time, no fake clocks: the phase of the tab's poll decides each
// sample, so the runs are spread over that window.
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, chromePath } from '../scripts/_chromium.mjs'

const root = new URL('..', import.meta.url).pathname
const cli = join(root, 'packages/cli/dist/index.cjs')
const runs = Number(process.env.RUNS ?? 5)

if (!existsSync(join(root, 'apps/site/dist/index.html'))) {
  console.log('maintenance bench: building the site first')
  if (spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1)
}
const dir = mkdtempSync(join(tmpdir(), 'routekit-bench-maint-'))
cpSync(join(root, 'apps/site/dist'), dir, { recursive: true })

const preview = spawn(process.execPath, [cli, 'preview', '--dir', dir, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] })
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

// Without LOOPBACK_ONLY_FLAG, as this bench has always run, so its timings stay comparable.
const browser = await chromium.launch({ executablePath: chromePath(), args: [...CHROMIUM_FLAGS] })
const samples = []
try {
  for (let run = 1; run <= runs; run++) {
    const page = await browser.newPage()
    await page.goto(`${base}/about`)
    await page.locator('h1').waitFor()
    // Vary the phase of the tab's 30 s poll between runs.
    await page.waitForTimeout(Math.round(((run - 1) / runs) * 30_000))
    const started = performance.now()
    maintenance('on', '--message', 'bench')
    await page.waitForURL(/\/construction/, { timeout: 60_000 })
    const ms = performance.now() - started
    samples.push(ms)
    console.log(`  run ${run}/${runs}: ${(ms / 1000).toFixed(1)} s`)
    maintenance('off')
    await page.close()
  }
} finally {
  await browser.close()
  preview.kill('SIGTERM')
  rmSync(dir, { recursive: true, force: true })
}
const sorted = [...samples].sort((a, b) => a - b)
const median = sorted.length % 2 ? sorted[sorted.length >> 1] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2
console.log(
  `maintenance on → open tab on /construction: median ${(median / 1000).toFixed(1)} s, min ${(sorted[0] / 1000).toFixed(1)} s, max ${(sorted.at(-1) / 1000).toFixed(1)} s over ${runs} runs (target ≤ 30 s)`,
)
