import type { ResolveStep } from './resolve.js'

/**
 * One step of resolve()'s decision chain in words: what `routekit explain`
 * prints after the rule's name. resolve() records steps as data, so the
 * browser bundle carries no prose; whoever shows a step words it here.
 *
 * @example describeStep({ rule: 'route', what: 'match', path: '/blog/a', name: 'post', pattern: '/blog/:slug' })
 * // '/blog/a matches route "post" (/blog/:slug)'
 */
export function describeStep(step: ResolveStep): string {
  switch (step.rule) {
    case 'locale':
      if (step.what === 'root')
        return `every path carries a locale (prefix: always), so / goes to the default locale's /${step.locale}/`
      if (step.what === 'unprefixed')
        return `${step.path} carries no locale prefix (prefix: always; locales: ${step.locales.join(', ')})`
      if (step.prefix === '')
        return `${step.path} is in locale "${step.locale}" (${step.mode === 'never' ? 'prefix: never' : 'no locale prefix'})`
      return `${step.path} is in locale "${step.locale}" (prefix ${step.prefix}); the rest, ${step.inner}, is matched below`
    case 'maintenance':
      if (step.what === 'bypass') return 'maintenance is on, but this visitor holds a valid preview token'
      if (step.what === 'closed') return `maintenance is on: ${step.path} is not allowed, so it goes to ${step.to}`
      return `maintenance is on, and ${step.path} stays reachable (${step.by === null ? 'the maintenance route' : `allowed by ${step.by}`})`
    case 'redirect':
      return `${step.from} redirects to ${step.to} (${step.status})`
    case 'route':
      return `${step.path} matches route "${step.name}"${step.pattern === undefined ? '' : ` (${step.pattern})`}`
    case 'params':
      return `param "${step.param}" = ${JSON.stringify(step.value)} fails ${step.pattern}`
    case 'guard':
      if (step.what === 'refused') return step.message
      if (step.what === 'redirect') return `guard "${step.guard}" redirects to ${step.to}`
      return `guard "${step.guard}" ${step.what === 'pending' ? 'has not run yet' : step.what === 'allow' ? 'allows' : 'answers not found'}`
    case 'not-found':
      if (step.what === 'leaves-site') {
        return `${step.target} would leave ${step.site === undefined ? 'this site' : `the site ${step.site} names`}, so the redirect does not apply`
      }
      return step.what === 'bad-escape'
        ? `${step.path} holds a percent-escape that is not UTF-8, so no route can match it`
        : `no route or redirect matches ${step.path}`
  }
}
