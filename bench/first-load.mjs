#!/usr/bin/env node
// `node bench/first-load.mjs [--attribute]`: what routekit's runtime costs a visitor's first load, beside the plain
// React Router SPA it replaces (issue 45). Both reference apps live in bench/reference/ and are copies of
// ../shared/anchors: react-spa/ is the anchors' Vite + React 19 + React Router 7 SPA (13 routes, a lazy chunk per
// page, guards as loaders); routekit/ is the same 13 routes in routes.yaml with the same pages, layouts and CSS
// (re-exported from react-spa/, so the content cannot drift), on the starter's main.tsx.
//
// Both are built here, with this repo's vite, React and React Router, into a temp folder, and measured the way the
// budget test measures (scripts/budgets.mjs): the JS a page's HTML makes the browser fetch before the app runs
// (<script src>, modulepreload, the after-paint loader's list, their static imports), gzip -9, KB = 1024 B; plus
// the inline scripts. Dynamic import() is not followed: the SPA's page chunks and routekit's layout and page chunks
// come after, in both.
// --attribute builds the routekit app a second time against router-core's src/ (hidden source maps) and splits
// its entry chunk by source module (each module's share of the raw bytes times the chunk's gzip size: an estimate).
// Nothing here asserts a size; the figures go to docs/benchmarks.md by hand.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { gzipOf, KB, pageLoad } from '../scripts/budgets.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const reference = path.join(root, 'bench/reference')
const vite = path.join(root, 'node_modules/vite/bin/vite.js')
const out = mkdtempSync(path.join(tmpdir(), 'routekit-first-load-'))
const kb = (bytes) => (bytes / KB).toFixed(2)

function build(app, outDir, extra = []) {
  const r = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', ...extra], {
    cwd: path.join(reference, app),
    encoding: 'utf8',
  })
  if (r.status !== 0) throw new Error(`vite build of bench/reference/${app} failed:\n${r.stdout}\n${r.stderr}`)
}

/** First-load JS and inline JS of a route's HTML (the SPA serves index.html for every route). */
function firstLoad(dist, route) {
  const candidates = [route === '/' ? 'index.html' : `${route.slice(1)}/index.html`, `${route.slice(1)}.html`]
  const html = candidates.find((f) => existsSync(path.join(dist, f))) ?? 'index.html'
  const page = pageLoad(dist, html)
  return { js: gzipOf(dist, page.js), inline: page.inlineJsGzip, files: page.js }
}

/** Bytes of the entry chunk per source module, through its hidden source map. */
function attribute(dist) {
  const require = createRequire(import.meta.url)
  const { TraceMap, originalPositionFor } = require('@jridgewell/trace-mapping')
  const assets = path.join(dist, 'assets')
  const entry = readdirSync(assets).find((f) => /^index-.*\.js$/.test(f))
  const code = readFileSync(path.join(assets, entry), 'utf8')
  const map = new TraceMap(readFileSync(path.join(assets, `${entry}.map`), 'utf8'))
  const bySource = new Map()
  code.split('\n').forEach((line, l) => {
    for (let c = 0; c < line.length; c++) {
      const source = originalPositionFor(map, { line: l + 1, column: c }).source ?? '(no source: virtual modules)'
      const name = source.replace(/^.*node_modules\//, '').replace(/^.*packages\/router-core\//, 'router-core/')
      bySource.set(name, (bySource.get(name) ?? 0) + 1)
    }
  })
  const gzip = gzipSync(code, { level: 9 }).length
  return [...bySource].sort((a, b) => b[1] - a[1]).map(([name, raw]) => ({ name, gzip: (raw / code.length) * gzip }))
}

try {
  build('react-spa', path.join(out, 'spa'))
  build('routekit', path.join(out, 'routekit'))
  console.log('First load, gzip -9, KB = 1024 B (JS before the app runs + inline scripts)')
  console.log('route    | React Router SPA | routekit       | overhead')
  for (const route of ['/', '/about']) {
    const spa = firstLoad(path.join(out, 'spa'), route)
    const rk = firstLoad(path.join(out, 'routekit'), route)
    const overhead = rk.js + rk.inline - (spa.js + spa.inline)
    console.log(
      `${route.padEnd(8)} | ${kb(spa.js + spa.inline).padStart(9)} KB     | ${kb(rk.js + rk.inline).padStart(9)} KB | ${kb(overhead)} KB`,
    )
  }
  if (process.argv.includes('--attribute')) {
    const src = path.join(root, 'packages/router-core/src')
    const config = path.join(reference, 'routekit/vite.attribute.config.mjs')
    writeFileSync(
      config,
      `import base from './vite.config.ts'\nimport { mergeConfig } from 'vite'\nexport default mergeConfig(base, { resolve: { alias: [\n` +
        `  { find: /^@routekit\\/router-core\\/react$/, replacement: ${JSON.stringify(`${src}/react/index.ts`)} },\n` +
        `  { find: /^@routekit\\/router-core$/, replacement: ${JSON.stringify(`${src}/index.ts`)} },\n] } })\n`,
    )
    try {
      build('routekit', path.join(out, 'attribute'), ['--config', config, '--sourcemap', 'hidden'])
    } finally {
      rmSync(config, { force: true })
    }
    console.log('\nroutekit entry chunk by source (estimated gzip KB; React, React DOM and React Router as in the SPA)')
    for (const row of attribute(path.join(out, 'attribute')).filter((r) => r.gzip >= 0.05 * KB))
      console.log(`${kb(row.gzip).padStart(6)}  ${row.name}`)
  }
} finally {
  rmSync(out, { recursive: true, force: true })
}
