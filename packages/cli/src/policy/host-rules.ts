import { isExternalTarget, type RoutesConfig } from '@routekit/router-core'

/**
 * What a host must never answer with a page of ours, as `routekit preview`
 * refuses it: a rule points such paths at this one, which no build holds, so
 * the host answers with its own 404, never HTML of ours.
 */
export const NOT_FOUND_TARGET = '/.routekit-not-found'

/**
 * routes.yaml redirects whose splat a `_redirects` file (Netlify, Cloudflare
 * Pages) cannot guard: a rest that starts with "/" could lead off the site,
 * where routekit preview answers a 404. The targets leave them out.
 */
export function unguardedSplats(plan: { redirects: ReadonlyArray<{ from: string; to: string }> }): string[] {
  return plan.redirects
    .filter((r) => r.from.endsWith('/*') && (r.to === '/*' || (r.to.endsWith('/*') && isExternalTarget(r.to))))
    .map((r) => `${r.from} -> ${r.to}`)
}

/** What the command says of a redirect unguardedSplats() left out (`/old/* -> /*`); Netlify and Cloudflare Pages share the format and the gap. */
export function leftOutSplat(redirect: string): string {
  return `left out the redirect ${redirect}: _redirects cannot keep a rest that starts with "/" from leading off the site (routekit preview answers it with a 404).`
}

/**
 * A route's path in the placeholder syntax of a `_redirects` file (Cloudflare
 * Pages), which knows `:name` for one segment and a final `*`, nothing more:
 * each optional segment (`:lang?`, `en?`) written present and absent, a
 * param with a suffix (`:name.pdf`) as the whole segment (the shell answers,
 * and resolve() in the app decides, as for any path the shell gets), a splat
 * `/docs/*` also as `/docs` (React Router's splat matches its prefix), and
 * each static segment as `literal` writes it (the host's escaper). This
 * translates syntax only: which route wins stays resolve()'s.
 *
 * @example placeholderPatterns('/:lang?/about', (s) => s) // ['/:lang/about', '/about']
 */
export function placeholderPatterns(routePath: string, literal: (segment: string) => string): string[] {
  let forms = ['']
  for (const segment of routePath.split('/').slice(1)) {
    if (segment === '') continue
    const optional = segment.endsWith('?')
    const bare = optional ? segment.slice(0, -1) : segment
    const param = /^:([A-Za-z_][A-Za-z0-9_]*)/.exec(bare)
    const written = bare === '*' ? '*' : param ? `:${param[1]}` : literal(bare)
    forms = forms.flatMap((f) => (optional ? [`${f}/${written}`, f] : [`${f}/${written}`]))
  }
  const out = forms.map((f) => f || '/')
  const splats = out.filter((f) => f.endsWith('/*')).map((f) => f.slice(0, -2) || '/')
  return [...new Set([...out, ...splats])]
}

/**
 * What a host that matches paths as written (case-sensitively) says of the
 * routes routes.yaml matches in any case (`caseSensitive: false`, top-level or
 * on the route): another spelling does not get the page's rules. `answer` is
 * what that host sends instead.
 */
export function caseFoldedRoutes(config: RoutesConfig, host: string, answer: string): string[] {
  const folded = config.routes.filter((r) => !(r.caseSensitive ?? config.caseSensitive ?? true)).map((r) => r.path)
  if (folded.length === 0) return []
  return [
    `routes.yaml matches ${folded.join(', ')} in any case (caseSensitive: false), but ${host} matches paths as written: another spelling (${_otherCase(folded[0]!)}) ${answer}.`,
  ]
}

function _otherCase(routePath: string): string {
  const upper = routePath.toUpperCase()
  return upper === routePath ? routePath.toLowerCase() : upper
}

/**
 * What a host whose headers tell a page from a file by its extension (Vercel,
 * Firebase) says of routes whose last segment ends in one
 * (`/files/:name.pdf`): such a path gets the shell, but with the base CSP
 * of a file, which blocks the shell's inline blocks.
 */
export function extensionRoutes(config: RoutesConfig, host: string): string[] {
  const paths = config.routes
    .map((r) => r.path)
    .filter((p) => !p.endsWith('*') && /\.[A-Za-z0-9]+\??$/.test(p.slice(p.lastIndexOf('/') + 1).replace(/\?$/, '')))
  if (paths.length === 0) return []
  return [
    `routes that end in an extension (${paths.join(', ')}): ${host} sends such a path the shell with the base Content-Security-Policy of a file (its headers tell pages from files by the extension), which blocks the shell's inline blocks.`,
  ]
}

/**
 * What a host that rewrites route paths to the shell without running
 * resolve() (Cloudflare's and Netlify's `_redirects`, vercel.json, Firebase)
 * says of routes.yaml's param rules: a path whose param fails its rule gets
 * the shell with 200, where the app shows its 404 page; `routekit preview`
 * and nginx answer it 404.
 */
export function unheldParamRules(config: RoutesConfig, host: string): string[] {
  const ruled = config.routes.filter((r) => r.params && Object.keys(r.params).length > 0).map((r) => r.path)
  if (ruled.length === 0) return []
  return [
    `${host} cannot check routes.yaml's param rules (${ruled.join(', ')}): a path whose param fails its rule gets the shell with 200, and the app shows the 404 page (routekit preview and nginx answer it 404).`,
  ]
}
