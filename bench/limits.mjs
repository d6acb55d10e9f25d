#!/usr/bin/env node
// `node bench/limits.mjs [--against <other cli/dist/index.cjs>]`: issue 41's timed inputs, `routekit validate`
// end to end on generated files (bench/_large-inputs.mjs): chains and cycles of layouts and redirects at n and 2n,
// the 18 KB alias fan-out, a file of 250 errors, 100,000 routes. For each: the wall time (median of RUNS), the CPU
// time and the peak memory of the process (its own process.resourceUsage(), printed by a preload at exit), and the
// exit code. With --against, another build's CLI runs each file right after this one's (say main's, for a before
// and after in the same minutes). Nothing here asserts a time; the figures go to docs/benchmarks.md by hand.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { aliasFanOut, layoutChain, layoutCycle, manyRoutes, redirectChain, unknownGuards } from './_large-inputs.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const cli = path.join(root, 'packages/cli/dist/index.cjs')
const against = process.argv.includes('--against') ? process.argv[process.argv.indexOf('--against') + 1] : undefined
const RUNS = Number(process.env.RUNS ?? 3)

const INPUTS = [
  ['layout chain 1,500', () => layoutChain(1500)],
  ['layout chain 3,000', () => layoutChain(3000)],
  ['layout cycle 1,000', () => layoutCycle(1000)],
  ['layout cycle 2,000', () => layoutCycle(2000)],
  ['redirect chain 3,000', () => redirectChain(3000)],
  ['redirect chain 6,000', () => redirectChain(6000)],
  ['redirect cycle 3,000', () => redirectChain(3000, true)],
  ['redirect cycle 6,000', () => redirectChain(6000, true)],
  ['alias fan-out (2,000 guards x 98 routes)', () => aliasFanOut(2000, 98)],
  ['250 unknown guards', () => unknownGuards(250)],
  ['100,000 routes', () => manyRoutes(100_000)],
]

const dir = mkdtempSync(path.join(tmpdir(), 'routekit-limits-bench-'))
// Loaded before the CLI: at exit, the process's own CPU time and peak memory, on stderr. The peak is Linux's VmHWM:
// getrusage()'s maxRSS of a child starts at its parent's, this script's, which holds the generated files.
const usage = path.join(dir, 'usage.cjs')
writeFileSync(
  usage,
  `process.on('exit', () => {
  const u = process.resourceUsage()
  let rss = u.maxRSS / 1024
  try { rss = Number(/VmHWM:\\s+(\\d+)/.exec(require('fs').readFileSync('/proc/self/status', 'utf8'))[1]) / 1024 } catch {}
  process.stderr.write('\\nUSAGE ' + JSON.stringify({ cpu: (u.userCPUTime + u.systemCPUTime) / 1000, rss }) + '\\n')
})
`,
)

function run(bin, file) {
  const walls = []
  let last
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    const r = spawnSync(process.execPath, ['--require', usage, bin, 'validate', file], {
      encoding: 'utf8',
      maxBuffer: 1 << 30,
      env: { ...process.env, NO_COLOR: '1' },
    })
    walls.push(performance.now() - start)
    const measured = /USAGE (\{.*\})/.exec(r.stderr)
    last = { status: r.status, out: r.stdout.length, ...(measured ? JSON.parse(measured[1]) : { cpu: NaN, rss: NaN }) }
  }
  walls.sort((a, b) => a - b)
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`
  return `${s(walls[Math.floor(walls.length / 2)])} (cpu ${s(last.cpu)}, ${last.rss.toFixed(0)} MB, exit ${last.status}, ${(last.out / 1024).toFixed(0)} KB out)`
}

try {
  const rows = []
  for (const [name, make] of INPUTS) {
    const source = make()
    const file = path.join(dir, `${name.replace(/[^a-z0-9]+/gi, '-')}.yaml`)
    writeFileSync(file, source)
    const row = { input: name, size: `${(source.length / 1024).toFixed(0)} KiB`, 'this build': run(cli, file) }
    if (against) row[path.relative(root, against) || against] = run(against, file)
    rows.push(row)
    console.log(`${name}: ${row['this build']}`)
  }
  console.log(
    `\nlimits: routekit validate end to end, median wall of ${RUNS} runs (CPU time and peak RSS of the last run)`,
  )
  console.table(rows)
} finally {
  rmSync(dir, { recursive: true, force: true })
}
