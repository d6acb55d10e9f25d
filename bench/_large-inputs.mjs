// Generated routes.yaml files of a chosen size, for the limits of issue 41: the
// benchmarks (bench/limits.mjs) time them and the tests (router-core's
// limits.test.ts, the CLI's validate-limits.test.ts) count what they print.
// Nothing megabyte-sized is committed; each file is written from these.

const MAINTENANCE = '  - { path: /construction, name: construction, page: construction, layout: none }'

/** `n` layouts, each the parent of the next: l0 > l1 > … (RK408 at l8). */
export function layoutChain(n) {
  const lines = ['version: 1', 'layouts:', '  l0: {}']
  for (let i = 1; i < n; i++) lines.push(`  l${i}: { parent: l${i - 1} }`)
  lines.push('routes:', MAINTENANCE, `  - { path: /, name: index, page: index, layout: l${n - 1} }`)
  return lines.join('\n') + '\n'
}

/** `n` layouts, each the parent of the one before, the last the parent of the first (one RK407). */
export function layoutCycle(n) {
  const lines = ['version: 1', 'layouts:']
  for (let i = 0; i < n; i++) lines.push(`  l${i}: { parent: l${(i + 1) % n} }`)
  lines.push('routes:', MAINTENANCE, '  - { path: /, name: index, page: index, layout: l0 }')
  return lines.join('\n') + '\n'
}

/** `n` redirects /r0 -> /r1 -> … -> /r(n-1) -> / (one RK503), or back to /r0 with `cycle` (one RK501). */
export function redirectChain(n, cycle = false) {
  const lines = ['version: 1', 'routes:', MAINTENANCE, '  - { path: /, name: index, page: index, layout: none }']
  lines.push('redirects:')
  for (let i = 0; i < n; i++) lines.push(`  - { from: /r${i}, to: ${i + 1 < n ? `/r${i + 1}` : cycle ? '/r0' : '/'} }`)
  return lines.join('\n') + '\n'
}

/** One route whose guards are an anchored list of `names` undeclared guards, aliased on `routes - 1` more routes. */
export function aliasFanOut(names, routes) {
  const list = Array.from({ length: names }, (_, i) => `g${i}`).join(', ')
  const lines = ['version: 1', 'guards: [auth]', 'routes:', MAINTENANCE]
  lines.push(`  - { path: /r0, name: r0, page: p, layout: none, guards: &many [${list}] }`)
  for (let i = 1; i < routes; i++) lines.push(`  - { path: /r${i}, name: r${i}, page: p, layout: none, guards: *many }`)
  return lines.join('\n') + '\n'
}

/** `n` valid routes, one short line each: 100,000 of them fit the 5 MiB limit. */
export function manyRoutes(n) {
  const lines = ['version: 1', 'layouts: [default]', 'routes:', MAINTENANCE]
  for (let i = 0; i < n; i++) lines.push(`  - {path: /p${i}, name: p${i}, page: p}`)
  return lines.join('\n') + '\n'
}

/** `n` routes, each naming a guard nobody declared: `n` errors (RK403). */
export function unknownGuards(n) {
  const lines = ['version: 1', 'guards: [auth]', 'routes:', MAINTENANCE]
  for (let i = 0; i < n; i++) lines.push(`  - { path: /p${i}, name: p${i}, page: p, layout: none, guards: [nope${i}] }`)
  return lines.join('\n') + '\n'
}
