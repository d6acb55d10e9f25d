// The matcher alone, per navigation, on one 1,000-route table with React Router 7's forms (splats, optional
// segments, suffix params, literal Unicode): resolve(), which walks the ranked tree it built once per config, against
// React Router's matchRoutes(), which flattens and ranks the table on every call. (TanStack Router's matcher is not
// installed here, so it is not in this run.) Reads the built package. Prints; asserts nothing.
//
//   node bench/_matcher.mjs [--routes 1000] [--rounds 7]
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { matchRoutes } from 'react-router'

const { values } = parseArgs({ options: { routes: { type: 'string', default: '1000' }, rounds: { type: 'string', default: '7' } }, strict: false })
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
    visits.push(path.replace(':id', '42').replace('*', 'a/b').replace(':lang?', 'en').replace(':name.pdf', 'report.pdf'))
  }
  return { routes, visits }
}

export function measureMatcher(n, rounds) {
  const { routes, visits } = matcherTable(n)
  const config = core.routesConfigSchema.parse({ version: 1, routes })
  const table = routes.map((r) => ({ id: r.name, path: r.path, caseSensitive: true }))
  const urls = visits.map((v) => new URL(v, 'http://x').pathname)
  const time = (label, each, count) => {
    const per = []
    for (let round = 0; round < rounds; round++) {
      const start = performance.now()
      for (let k = 0; k < count; k++) each(urls[k % urls.length])
      per.push(((performance.now() - start) * 1000) / count)
    }
    per.sort((a, b) => a - b)
    console.log(`  ${label.padEnd(34)} ${per[Math.floor(per.length / 2)].toFixed(2)} µs (fastest ${per[0].toFixed(2)} µs)`)
  }
  console.log(`matcher alone, ${routes.length} routes with splats, optional segments, suffix params and Unicode (median of ${rounds} rounds):`)
  core.resolve(config, '/') // builds the tree once, as the first navigation does
  time('resolve()', (u) => core.resolve(config, u, { maintenance: false }), 20_000)
  time('React Router matchRoutes()', (u) => matchRoutes(table, u), 200)
}

if (import.meta.url === `file://${process.argv[1]}`) measureMatcher(Number(values.routes), Number(values.rounds))
