#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile preset) with Debian's chromium
// against `routekit preview`, for every open page of routes.yaml.
//
//   npm run lighthouse                       every open page, 3 runs each, on a fresh
//                                            build (bench/.out/lighthouse-site) made with
//                                            npm start's demo Firebase config
//   npm run lighthouse -- --dist apps/site/dist   measure an existing build instead
//   RUNS=9 npm run lighthouse -- / /about    chosen pages, 9 runs each
//   npm run lighthouse -- --compare spa=/path/to/dist
//                                            also measure another static build (served by
//                                            routekit preview), interleaved
//   npm run lighthouse -- --compare nuxt=http://127.0.0.1:4000
//                                            or a site already served at that origin
//   npm run lighthouse -- --floor            also measure the floor: at each page's path, a page
//                                            with one heading and one paragraph, no script and no
//                                            style, served by routekit preview in the same run (what
//                                            Lighthouse reports for a page that does nothing)
//
// Prints, per target and page, the median of each metric with its [min–max]
// spread, and writes every run to bench/.out/lighthouse-<time>.json.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve as resolvePath } from 'node:path'
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { CHROMIUM_FLAGS, LOOPBACK_ONLY_FLAG, chromePath } from './_chromium.mjs'
import { demoFirebaseEnv } from './_emulator.mjs'
import { spread, startPreview } from './_measure.mjs'

const root = new URL('..', import.meta.url).pathname
const browserPath = chromePath()
const runs = Number(process.env.RUNS ?? 3)

function parseArgs(argv) {
  const targets = [{ name: 'routekit', dir: undefined }]
  const pages = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--floor') targets.push({ name: 'floor', floor: true })
    else if (arg === '--compare') {
      const value = String(argv[++i])
      const eq = value.indexOf('=')
      const name = value.slice(0, eq)
      const where = value.slice(eq + 1)
      if (eq <= 0 || !where)
        throw new Error(
          '--compare takes name=dir or name=origin, such as --compare spa=/tmp/spa/dist or --compare nuxt=http://127.0.0.1:4000',
        )
      targets.push(
        /^https?:\/\//.test(where) ? { name, url: where.replace(/\/+$/, '') } : { name, dir: resolvePath(where) },
      )
    } else if (arg === '--dist') {
      targets[0].dir = resolvePath(String(argv[++i]))
    } else if (arg.startsWith('/')) pages.push(arg)
    else throw new Error(`Unknown argument ${arg}. Pass page paths such as /about, or --compare name=dir.`)
  }
  return { targets, pages }
}

/** Every open page of routes.yaml: the paths the build prerenders (prerenderPaths()). */
async function openPages() {
  const { parseRoutes } = await import(join(root, 'packages/router-core/dist/index.js'))
  const { prerenderPaths } = await import(join(root, 'packages/router-core/dist/vite/index.js'))
  const parsed = parseRoutes(readFileSync(join(root, 'routes.yaml'), 'utf8'))
  if (!parsed.ok) throw new Error('routes.yaml is invalid: run `routekit validate`.')
  return prerenderPaths(parsed.config)
}

async function measure(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: browserPath,
    chromeFlags: [...CHROMIUM_FLAGS, LOOPBACK_ONLY_FLAG],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    const lhr = result.lhr
    // A run Lighthouse could not complete (no paint, a protocol timeout) has no metrics: it is reported, never averaged in.
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` }
    const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100)
    const num = (k) => lhr.audits[k]?.numericValue ?? NaN
    return {
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      fcp: num('first-contentful-paint'),
      lcp: num('largest-contentful-paint'),
      tbt: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      si: num('speed-index'),
      finalUrl: lhr.finalDisplayedUrl,
      benchmarkIndex: lhr.environment?.benchmarkIndex,
      failed: Object.values(lhr.categories).flatMap((c) =>
        c.auditRefs.filter((a) => a.weight > 0 && (lhr.audits[a.id]?.score ?? 1) < 1).map((a) => `${c.id}:${a.id}`),
      ),
    }
  } finally {
    await chrome.kill()
  }
}

/**
 * The floor: at each measured path, the least page that passes every audit (a language, a title, a description, an
 * empty icon, one heading and one paragraph), with no script and no style. What Lighthouse reports for it in the same run is what the
 * host and Lighthouse's own session cost a page that does nothing: a page's Total Blocking Time is judged beside it.
 */
function writeFloorSite(pages) {
  const dir = mkdtempSync(join(tmpdir(), 'routekit-lighthouse-floor-'))
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    // An empty icon: without one the browser asks for /favicon.ico, whose 404 is a console error (Best Practices).
    '<link rel="icon" href="data:,"><title>Floor</title><meta name="description" content="A page with no script and no style."></head>' +
    '<body><main><h1>Floor</h1><p>One heading and one paragraph, nothing else.</p></main></body></html>\n'
  for (const page of ['/', ...pages]) {
    const folder = join(dir, ...page.split('/').filter(Boolean))
    mkdirSync(folder, { recursive: true })
    writeFileSync(join(folder, 'index.html'), html)
  }
  return dir
}

/**
 * Lighthouse's errors for a trace that lost the page's navigation. Seen only on routekit preview, whose
 * Cross-Origin-Opener-Policy header moves each navigation to a new renderer process, and only on a loaded host
 * (docs/benchmarks.md): NO_NAVSTART, NO_TRACING_STARTED.
 */
const RERUN = /^(NO_NAVSTART|NO_TRACING_STARTED):/

async function main() {
  if (!existsSync(browserPath)) {
    console.error(
      `lighthouse: no browser at ${browserPath}. Install Debian's chromium (apt-get install chromium) or set CHROME_PATH.`,
    )
    process.exit(2)
  }
  const { targets, pages: chosen } = parseArgs(process.argv.slice(2))
  const site = targets[0]
  if (!site.dir) {
    // A fresh production build of the current code, with the same demo Firebase config as `npm start`.
    site.dir = join(root, 'bench/.out/lighthouse-site')
    console.log(`lighthouse: building the site into ${site.dir}`)
    const env = { ...process.env, ...demoFirebaseEnv('127.0.0.1:9099') }
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', site.dir, '--emptyOutDir'], {
      cwd: join(root, 'apps/site'),
      env,
      stdio: 'inherit',
    })
    if (build.status !== 0) process.exit(1)
  }
  const pages = chosen.length > 0 ? chosen : await openPages()
  const servers = []
  for (const t of targets) {
    if (t.floor) t.dir = writeFloorSite(pages)
    if (t.url) continue // served elsewhere
    if (!existsSync(join(t.dir, 'index.html'))) throw new Error(`${t.name}: ${t.dir} holds no index.html`)
    const server = await startPreview(t.dir)
    servers.push(server)
    t.url = server.url
  }
  const results = []
  try {
    // Interleave targets and pages run by run, so machine noise hits all of them alike.
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        for (const t of targets) {
          let r = await measure(t.url + page)
          // A trace without the navigation has no metrics, and Lighthouse asks to run again: the run is repeated (at
          // most twice) and the failed attempts are listed, so every page keeps its number of runs.
          const retried = []
          while (r.error && RERUN.test(r.error) && retried.length < 2) {
            process.stderr.write(`  ${t.name} ${page} run ${run}/${runs}: ${r.error.split(':')[0]}, running it again\n`)
            retried.push(r.error)
            r = await measure(t.url + page)
          }
          results.push({ target: t.name, page, run, ...r, ...(retried.length > 0 ? { retried } : {}) })
          process.stderr.write(
            r.error
              ? `  ${t.name} ${page} run ${run}/${runs}: failed (${r.error})\n`
              : `  ${t.name} ${page} run ${run}/${runs}: perf ${r.perf}, FCP ${Math.round(r.fcp)} ms, LCP ${Math.round(r.lcp)} ms\n`,
          )
        }
      }
    }
  } finally {
    for (const s of servers) s.stop()
    for (const t of targets) if (t.floor) rmSync(t.dir, { recursive: true, force: true })
  }

  const rows = []
  for (const t of targets) {
    for (const page of pages) {
      const rs = results.filter((r) => r.target === t.name && r.page === page && !r.error)
      const col = (k) => rs.map((r) => r[k])
      const failedRuns = runs - rs.length
      if (rs.length === 0) {
        rows.push([t.name, `${page} (every run failed)`, ...Array(8).fill('–')])
        continue
      }
      rows.push([
        t.name,
        failedRuns > 0 ? `${page} (${rs.length} of ${runs} runs)` : page,
        spread(col('perf')),
        spread(col('a11y')),
        spread(col('bp')),
        spread(col('seo')),
        spread(col('fcp')),
        spread(col('lcp')),
        spread(col('tbt')),
        spread(col('cls'), 3),
      ])
    }
  }
  const head = ['target', 'page', 'perf', 'a11y', 'bp', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS']
  console.log(`\nLighthouse 12 mobile preset, ${runs} run(s) per page; median [min–max]`)
  console.log(`| ${head.join(' | ')} |\n|${head.map(() => ' --- ').join('|')}|`)
  for (const row of rows) console.log(`| ${row.join(' | ')} |`)
  // Lighthouse's measure of the host's speed: its simulated 4x slowdown assumes a fast desktop, so a low index
  // (a slower or busier host) lengthens every simulated task. Tables in docs/benchmarks.md quote it.
  const indexes = results.map((r) => r.benchmarkIndex).filter((x) => typeof x === 'number')
  if (indexes.length > 0)
    console.log(
      `\nbenchmarkIndex ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} over ${indexes.length} runs`,
    )
  const errors = results.filter((r) => r.error)
  if (errors.length > 0)
    console.log(
      `\nRuns Lighthouse could not complete (left out above):\n  ${errors.map((r) => `${r.target} ${r.page} run ${r.run}: ${r.error}`).join('\n  ')}`,
    )
  const rerun = results.filter((r) => r.retried)
  if (rerun.length > 0)
    console.log(
      `\nRuns repeated after a trace without the navigation (counted above by their repeat):\n  ${rerun.map((r) => `${r.target} ${r.page} run ${r.run}: ${r.retried.join('; ')}`).join('\n  ')}`,
    )
  const failing = [
    ...new Set(results.filter((r) => !r.error).flatMap((r) => r.failed.map((f) => `${r.target} ${r.page} ${f}`))),
  ]
  if (failing.length > 0) console.log(`\nAudits below full score:\n  ${failing.join('\n  ')}`)
  const outDir = join(root, 'bench/.out')
  mkdirSync(outDir, { recursive: true })
  const file = join(outDir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), runs, results }, null, 2))
  console.log(`\nAll runs: ${file}`)
}

main().catch((error) => {
  console.error(`lighthouse: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
})
