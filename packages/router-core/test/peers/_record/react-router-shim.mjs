import * as real from 'react-router-real'
import { writeFileSync } from 'node:fs'
export * from 'react-router-real'
const cases = (globalThis.__peerCases ??= [])
function serialise(routes, ids, prefix = '') {
  return routes.map((r, i) => {
    const id = prefix + i
    ids.set(r, id)
    const out = { id }
    if (r.path !== undefined) out.path = r.path
    if (r.index) out.index = true
    if (r.caseSensitive) out.caseSensitive = true
    if (r.children) out.children = serialise(r.children, ids, id + '.')
    return out
  })
}
const testName = () => globalThis.expect?.getState?.().currentTestName ?? ''
export function matchPath(pattern, pathname) {
  const result = real.matchPath(pattern, pathname)
  cases.push({
    kind: 'matchPath',
    test: testName(),
    pattern,
    pathname,
    expected: result ? { params: { ...result.params } } : null,
  })
  return result
}
export function matchRoutes(routes, location, basename) {
  const result = real.matchRoutes(routes, location, basename)
  const ids = new Map()
  const table = serialise(routes, ids)
  const last = result?.[result.length - 1]
  cases.push({
    kind: 'matchRoutes',
    test: testName(),
    routes: table,
    pathname: typeof location === 'string' ? location : location.pathname,
    ...(basename !== undefined && { basename }),
    expected: last ? { id: ids.get(last.route), params: { ...last.params } } : null,
  })
  return result
}
export function __flush(file) {
  writeFileSync(file, JSON.stringify(cases, null, 1))
}
