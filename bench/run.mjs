#!/usr/bin/env node
// `npm run bench`: every benchmark, one after another, each printing its
// results side by side. Not part of `npm test`; nothing here asserts a time.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const root = new URL('..', import.meta.url).pathname
const only = process.argv.slice(2)
const benches = [
  ['validate', 'bench/validate.mjs', 'routekit validate end to end on 13, 100, 1,000 and 10,000 routes'],
  [
    'limits',
    'bench/limits.mjs',
    "issue 41's inputs: chains and cycles of layouts and redirects at n and 2n, an alias fan-out, 250 errors, 100,000 routes",
  ],
  [
    'first-load',
    'bench/first-load.mjs',
    "routekit's runtime on the first load beside the plain React Router SPA it replaces (bench/reference), per module",
    [],
    ['--attribute'],
  ],
  [
    'routes',
    'bench/routes.mjs',
    'route creation and per-navigation time: routekit against hand-written React Router routes',
  ],
  [
    'maintenance',
    'bench/maintenance.mjs',
    'time from `maintenance on` until an open tab is on /construction, on a hydrated page and on one with scripts: none',
  ],
  [
    'build',
    'bench/build.mjs',
    "the site's vite build and its parts (bundle, prerender, precompress), and precompression's settings side by side",
  ],
  [
    'preview-load',
    'bench/preview-load.mjs',
    '`routekit preview`, nginx and a bare node:http floor side by side: 200 connections for 30 s on /, /about, the largest asset, a 304',
  ],
  [
    'nginx-config',
    'bench/nginx-config.mjs',
    'the server block `routekit hosting nginx` writes beside a minimal nginx config and `routekit preview`: req/s and CPU per request, one worker each, interleaved',
  ],
  [
    'edge',
    'bench/edge.mjs',
    "the edge function's cost: CPU per bypass-cookie check and per request in Node; with WRANGLER=1, the latency it adds in `wrangler pages dev` beside --no-edge",
  ],
  // Node 20 has WebSocket behind a flag; 22 and 24 accept the flag and have it anyway.
  [
    'inspector-cost',
    'bench/inspector-cost.mjs',
    'the start-up long tasks in Chromium with and without a DevTools session (Lighthouse has one)',
    ['--experimental-websocket'],
  ],
]

if (!existsSync(`${root}packages/cli/dist/index.cjs`)) {
  console.log('bench: building the packages first')
  spawnSync('npm', ['run', '--silent', 'build:packages'], { cwd: root, stdio: 'inherit' })
}
let failed = false
for (const [name, file, what, nodeFlags = [], args = []] of benches) {
  if (only.length > 0 && !only.includes(name)) continue
  if (!existsSync(`${root}${file}`)) {
    console.log(`\n■ ${name}: ${file} is missing`)
    continue
  }
  console.log(`\n■ ${name}: ${what}`)
  const r = spawnSync(process.execPath, [...nodeFlags, file, ...args], { cwd: root, stdio: 'inherit' })
  failed ||= r.status !== 0
}
process.exit(failed ? 1 : 0)
