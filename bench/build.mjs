#!/usr/bin/env node
// `node bench/build.mjs` (`npm run bench -- build`): the site's `vite build` and its parts, and precompression's
// settings side by side on the same output.
//
// 1. ROUNDS (default 3) pairs of full builds of apps/site, in this process, through Vite's build(), interleaved (the
//    order flips each round): the site's own config, and the same config with `compress: false` (a copy written
//    beside it for the run, then removed): the build without precompression, that is its bundle and prerendering.
//    Each build's parts come from its own log lines: the bundle ("built in"), prerendering and precompression
//    ("routekit: prerendered/precompressed … in N ms").
// 2. On the last full build's output, brotli 11, 10, 8, 6 and 5 and gzip 9 side by side, ROUNDS interleaved runs, on
//    each group of files: the pages' HTML, the first load's chunks and stylesheets, the rest: bytes, and CPU time
//    (process.cpuUsage(), each file compressed alone in this thread by zlib's synchronous calls). CPU time, not the
//    clock: on a shared machine the clock counts the other processes' turns too.
// Nothing here asserts a time; the numbers go to docs/benchmarks.md by hand.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { median, spread } from '../scripts/_measure.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const site = join(root, 'apps/site')
const ROUNDS = Number(process.env.ROUNDS ?? 3)
const { build } = await import(join(root, 'node_modules/vite/dist/node/index.js'))

/** The first load as the plugin works it out (page-chunks.ts firstLoadOf()): each entry chunk and its static imports. */
function firstLoadCapture(into) {
  return {
    name: 'bench:first-load',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment?.config.consumer !== 'client') return
        const chunks = Object.values(bundle).filter((out) => out.type === 'chunk')
        const byName = new Map(chunks.map((c) => [c.fileName, c]))
        const queue = chunks.filter((c) => c.isEntry).map((c) => c.fileName)
        for (let i = 0; i < queue.length; i++)
          for (const imported of byName.get(queue[i])?.imports ?? [])
            if (!queue.includes(imported)) queue.push(imported)
        into.splice(0, into.length, ...queue)
      },
    },
  }
}

/** A logger that keeps every line and prints none. */
function recordingLogger(lines) {
  const keep = (msg) => void lines.push(String(msg))
  return {
    info: keep,
    warn: keep,
    warnOnce: keep,
    error: keep,
    clearScreen() {},
    hasErrorLogged: () => false,
    hasWarned: false,
  }
}

const msOf = (lines, re) => {
  const m = lines.map((line) => re.exec(line)).find(Boolean)
  if (!m) return NaN
  return m[2] === 's' ? Number(m[1]) * 1000 : Number(m[1])
}

const config = join(site, 'vite.config.ts')
const noCompress = join(site, 'vite.config.bench-no-compress.ts')
const source = readFileSync(config, 'utf8')
if (!source.includes('routekit({')) throw new Error(`${config} has no routekit({ call to add compress: false to.`)
writeFileSync(noCompress, source.replace('routekit({', 'routekit({ compress: false,'))
process.on('exit', () => rmSync(noCompress, { force: true }))

/** One build of the site with `configFile`, into a fresh folder; its wall and CPU time, its log lines and first load. */
async function timedBuild(configFile) {
  const outDir = mkdtempSync(join(tmpdir(), 'routekit-bench-build-'))
  const lines = []
  const captured = []
  const started = performance.now()
  const cpuBefore = process.cpuUsage()
  await build({
    root: site,
    configFile,
    mode: 'production',
    customLogger: recordingLogger(lines),
    build: { outDir, emptyOutDir: true },
    plugins: [firstLoadCapture(captured)],
  })
  const cpu = process.cpuUsage(cpuBefore)
  return { outDir, lines, captured, wall: performance.now() - started, cpu: (cpu.user + cpu.system) / 1000 }
}

// A first build warms the process (module loading, JIT) and is not counted: the first build of a run was the slowest.
rmSync((await timedBuild(noCompress)).outDir, { recursive: true, force: true })

const builds = { on: [], off: [] }
let firstLoad = []
let lastDist = ''
for (let round = 1; round <= ROUNDS; round++) {
  const order = round % 2 ? ['on', 'off'] : ['off', 'on']
  for (const compress of order) {
    const { outDir, lines, captured, wall, cpu } = await timedBuild(compress === 'on' ? config : noCompress)
    const parts = {
      wall,
      cpu,
      bundle: msOf(lines, /built in ([\d.]+)(ms|s)\b/),
      prerender: msOf(lines, /routekit: prerendered .* in (\d+)( )ms/),
      precompress: compress === 'on' ? msOf(lines, /routekit: precompressed .* in (\d+)( )ms/) : 0,
    }
    builds[compress].push(parts)
    console.log(
      `build ${round}/${ROUNDS}, compress ${compress}: ${Math.round(parts.wall)} ms, CPU ${Math.round(parts.cpu)} ms (bundle ${Math.round(parts.bundle)}, prerender ${parts.prerender}, precompress ${parts.precompress})`,
    )
    if (compress === 'on') {
      if (lastDist) rmSync(lastDist, { recursive: true, force: true })
      lastDist = outDir
      firstLoad = captured
    } else rmSync(outDir, { recursive: true, force: true })
  }
}
rmSync(noCompress, { force: true })

const col = (list, key) => list.map((b) => b[key])
console.log(`\nthe site's vite build, ${ROUNDS} interleaved pairs, median [min–max] ms`)
console.log('| build | wall | CPU (all threads) | bundle | prerender | precompress |')
console.log('| --- | --- | --- | --- | --- | --- |')
for (const [name, list] of Object.entries(builds))
  console.log(
    `| compress ${name} | ${spread(col(list, 'wall'))} | ${spread(col(list, 'cpu'))} | ${spread(col(list, 'bundle'))} | ${spread(col(list, 'prerender'))} | ${spread(col(list, 'precompress'))} |`,
  )
console.log(
  `full / without precompression: wall ${(median(col(builds.on, 'wall')) / median(col(builds.off, 'wall'))).toFixed(2)} (medians; each pair ${builds.on.map((b, i) => (b.wall / builds.off[i].wall).toFixed(2)).join(', ')}), CPU ${(median(col(builds.on, 'cpu')) / median(col(builds.off, 'cpu'))).toFixed(2)}`,
)

// Brotli's qualities side by side on the last output's files, by what they are to a visitor; each file compressed
// alone, in this thread (zlib's synchronous calls), so the times add up to the CPU time a setting costs.
const TEXT = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/
const files = readdirSync(lastDist, { recursive: true })
  .map(String)
  .filter((file) => TEXT.test(file) && !/^builds\/|maintenance\.json$/.test(file))
  .filter((file) => statSync(join(lastDist, file)).size >= 1024)
const groups = {
  'pages (.html)': files.filter((f) => f.endsWith('.html')),
  'first-load chunks and .css': files.filter((f) => firstLoad.includes(f) || f.endsWith('.css')),
  'the rest (lazy chunks, JSON, SVG)': files.filter(
    (f) => !f.endsWith('.html') && !f.endsWith('.css') && !firstLoad.includes(f),
  ),
}
const brotli = (quality) => (buf) =>
  brotliCompressSync(buf, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
    },
  })
const settings = {
  'brotli 11': brotli(11),
  'brotli 10': brotli(10),
  'brotli 8': brotli(8),
  'brotli 6': brotli(6),
  'brotli 5': brotli(5),
  'gzip 9': (buf) => gzipSync(buf, { level: 9 }),
}
const measured = {}
for (let round = 1; round <= ROUNDS; round++)
  for (const [group, list] of Object.entries(groups))
    for (const [setting, compress] of Object.entries(settings)) {
      const bufs = list.map((file) => readFileSync(join(lastDist, file)))
      const before = process.cpuUsage()
      const bytes = bufs.reduce((total, buf) => total + compress(buf).length, 0)
      const cpu = process.cpuUsage(before)
      ;((measured[group] ??= {})[setting] ??= { bytes, ms: [] }).ms.push((cpu.user + cpu.system) / 1000)
    }
const kb = (bytes) => (bytes / 1024).toFixed(1)
console.log(`\nbrotli and gzip on that output's files, ${ROUNDS} interleaved runs, KB and CPU ms (median [min–max])`)
console.log(`| files | raw KB | ${Object.keys(settings).join(' | ')} |`)
console.log(
  `| --- | --- | ${Object.keys(settings)
    .map(() => '---')
    .join(' | ')} |`,
)
for (const [group, list] of Object.entries(groups)) {
  const raw = list.reduce((total, file) => total + statSync(join(lastDist, file)).size, 0)
  const cells = Object.keys(settings).map(
    (s) => `${kb(measured[group][s].bytes)} KB, ${spread(measured[group][s].ms)} ms`,
  )
  console.log(`| ${group}: ${list.length} | ${kb(raw)} | ${cells.join(' | ')} |`)
}
// The groups added up, for the choices: what a first load fetches at one setting, the rest at another.
const [pages, first, rest] = Object.keys(groups)
const choice = (firstSetting, restSetting) => {
  const parts = [measured[pages][firstSetting], measured[first][firstSetting], measured[rest][restSetting]]
  return {
    bytesFirst: parts[0].bytes + parts[1].bytes,
    bytesRest: parts[2].bytes,
    cpu: parts.reduce((t, p) => t + median(p.ms), 0),
  }
}
console.log('\n| first load / the rest | brotli CPU ms | first load KB | the rest KB |')
console.log('| --- | --- | --- | --- |')
for (const [a, b] of [
  ['brotli 11', 'brotli 11'],
  ['brotli 11', 'brotli 5'],
  ['brotli 10', 'brotli 5'],
  ['brotli 10', 'gzip 9'],
]) {
  const c = choice(a, b)
  console.log(`| ${a} / ${b} | ${Math.round(c.cpu)} | ${kb(c.bytesFirst)} | ${kb(c.bytesRest)} |`)
}
console.log(`(first-load chunks: ${firstLoad.join(', ')})`)
rmSync(lastDist, { recursive: true, force: true })
