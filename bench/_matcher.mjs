// The matcher alone, per navigation, on one 1,000-route table with React Router 7's forms (splats, optional
// segments, suffix params, literal Unicode), three matchers side by side in one run: resolve(), which walks the ranked
// tree it built once per config; React Router's matchRoutes(), which flattens and ranks the table on every call; and
// TanStack Router's matcher (`router.getMatchedRoutes()` of @tanstack/react-router), its route tree built once by
// createRouter(), as its router does. Reads the built package. Prints; asserts nothing.
//
//   node bench/_matcher.mjs [--routes 1000] [--rounds 7]
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { matchRoutes } from 'react-router'
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'

const { values } = parseArgs({
  options: { routes: { type: 'string', default: '1000' }, rounds: { type: 'string', default: '7' } },
  strict: false,
})
const core = await import('../packages/router-core/dist/index.js')

/** One route in ten of each new form; the rest static or with a param, as bench/routes.mjs's site. */
export function matcherTable(n) {
  const routes = [
    { path: '/', name: 'home', page: 'home' },
    { path: '/construction', name: 'construction', page: 'construction' },
  ]
  const visits = ['/', '/construction']
  for (let i = 0; i < n - 2; i++) {
    const kind = i % 10
    const path =
      kind === 0
        ? `/items-${i}/:id`
        : kind === 3
          ? `/docs-${i}/*`
          : kind === 5
            ? `/:lang?/about-${i}`
            : kind === 7
              ? `/files-${i}/:name.pdf`
              : kind === 9
                ? `/café-${i}/日本`
                : `/section-${i % 20}/page-${i}`
    routes.push({ path, name: `r${i}`, page: `p${i}` })
    visits.push(visit(path, 0))
  }
  return { routes, visits }
}

/** The k-th distinct path that hits `path` (a static path has only one). */
function visit(path, k) {
  const lang = k === 0 ? 'en/' : k === 1 ? '' : `l${k}/`
  return path
    .replace(':id', `4${k}`)
    .replace('*', `a/b${k}`)
    .replace(':lang?/', lang)
    .replace(':name.pdf', `report-${k}.pdf`)
}

/** React Router 7's syntax in TanStack Router's: `$id`, splat `$`, optional `{-$lang}`, suffix `{$name}.pdf`. */
function tanstackPath(path) {
  return path
    .replace(/:(\w+)\?/g, '{-$$$1}')
    .replace(/:(\w+)\.(\w+)/g, '{$$$1}.$2')
    .replace(/:(\w+)/g, '$$$1')
    .replace(/\*$/, '$$')
}

/** At least `want` distinct paths, every route hit, each as resolve() and matchRoutes() get it and as TanStack's router hands it to its matcher (decoded). */
function manyPaths(routes, want) {
  const out = new Set()
  for (let k = 0; out.size < want; k++) for (const r of routes) out.add(visit(r.path, k))
  return [...out].map((p) => {
    const url = new URL(p, 'http://x').pathname
    return { url, decoded: decodeURI(url) }
  })
}

export function measureMatcher(n, rounds) {
  const { routes, visits } = matcherTable(n)
  const config = core.routesConfigSchema.parse({ version: 1, routes })
  const table = routes.map((r) => ({ id: r.name, path: r.path, caseSensitive: true }))
  const root = createRootRoute()
  const byTanstackId = new Map()
  const children = routes.map((r) => {
    const route = createRoute({ getParentRoute: () => root, path: tanstackPath(r.path), caseSensitive: true })
    return route
  })
  const router = createRouter({
    routeTree: root.addChildren(children),
    history: createMemoryHistory(),
    caseSensitive: true,
  })
  for (let i = 0; i < routes.length; i++) byTanstackId.set(children[i].id, routes[i].name)

  const few = visits.map((v) => ({
    url: new URL(v, 'http://x').pathname,
    decoded: decodeURI(new URL(v, 'http://x').pathname),
  }))
  const many = manyPaths(routes, 5_000)
  const who = {
    'resolve()': (p) => {
      const r = core.resolve(config, p.url, { maintenance: false })
      return r.kind === 'render' ? r.route.name : null
    },
    'React Router': (p) => matchRoutes(table, p.url)?.at(-1)?.route.id ?? null,
    'TanStack Router': (p) => byTanstackId.get(router.getMatchedRoutes(p.decoded)[2]?.id) ?? null,
  }
  // Which route each path hits, translated to routekit's route names; misses included.
  const sample = [
    ...many,
    ...['/nope', '/items-0', '/docs-3', '/files-7/report.txt', '/a/b/about-5', '/CAF%C3%A9-9/%E6%97%A5%E6%9C%AC'].map(
      (u) => ({ url: u, decoded: decodeURI(u) }),
    ),
  ]
  const differ = { 'React Router': 0, 'TanStack Router': 0 }
  let none = 0
  for (const p of sample) {
    const ours = who['resolve()'](p)
    if (ours === null) none++
    for (const peer of Object.keys(differ)) if (who[peer](p) !== ours) differ[peer]++
  }
  console.log(
    `which route each of ${sample.length} paths hits (${none} hit none in resolve()), against resolve(): React Router differs on ${differ['React Router']}, TanStack Router on ${differ['TanStack Router']}`,
  )

  // The cache of TanStack's matcher: 1,000 entries (a SIEVE cache). Its hit rate on each path list once warm (one
  // pass first), counted untimed, so that each TanStack line below says whether it timed the matcher or its cache.
  const cache = router.processedTree.matchCache
  const hitRate = (paths) => {
    for (const p of paths) router.getMatchedRoutes(p.decoded)
    const get = cache.get.bind(cache)
    let hits = 0
    cache.get = (key) => {
      const v = get(key)
      if (v !== undefined) hits++
      return v
    }
    for (let k = 0; k < paths.length * 3; k++) router.getMatchedRoutes(paths[k % paths.length].decoded)
    cache.get = get
    return `${((hits / (paths.length * 3)) * 100).toFixed(0)}%`
  }

  const manyRate = hitRate(many)
  const fewRate = hitRate(few)
  core.resolve(config, '/') // builds the tree once, as the first navigation does
  const runs = [
    [
      `resolve(), ${many.length} distinct paths cycled`,
      (p) => core.resolve(config, p.url, { maintenance: false }),
      many,
      20_000,
    ],
    [
      `TanStack getMatchedRoutes(), ${many.length} distinct paths (cache hits ${manyRate})`,
      (p) => router.getMatchedRoutes(p.decoded),
      many,
      20_000,
    ],
    [
      `resolve(), ${few.length} distinct paths cycled`,
      (p) => core.resolve(config, p.url, { maintenance: false }),
      few,
      20_000,
    ],
    [
      `TanStack getMatchedRoutes(), ${few.length} paths, cached (hits ${fewRate})`,
      (p) => router.getMatchedRoutes(p.decoded),
      few,
      20_000,
    ],
    [`React Router matchRoutes(), ${many.length} distinct paths`, (p) => matchRoutes(table, p.url), many, 200],
  ]
  // Rounds interleave the matchers, so that a busy minute on this shared machine slows each of them alike.
  const per = runs.map(() => [])
  for (let round = 0; round < rounds; round++)
    runs.forEach(([, each, paths, count], i) => {
      const start = performance.now()
      for (let k = 0; k < count; k++) each(paths[k % paths.length])
      per[i].push(((performance.now() - start) * 1000) / count)
    })
  const unit = (x) => (x >= 1000 ? `${(x / 1000).toFixed(2)} ms` : `${x.toFixed(2)} µs`)
  console.log(
    `matcher alone, ${routes.length} routes with splats, optional segments, suffix params and Unicode, per navigation (median of ${rounds} interleaved rounds):`,
  )
  runs.forEach(([label], i) => {
    const t = per[i].sort((a, b) => a - b)
    console.log(
      `  ${label.padEnd(66)} ${unit(t[Math.floor(t.length / 2)])} (fastest ${unit(t[0])}, slowest ${unit(t.at(-1))})`,
    )
  })
}

if (import.meta.url === `file://${process.argv[1]}`) measureMatcher(Number(values.routes), Number(values.rounds))
