/**
 * What a guard returns. Redirects and not-found are plain values, so a guard
 * stays a pure function and resolve() decides what they mean.
 */
export type GuardOutcome =
  { readonly type: 'allow' } | { readonly type: 'redirect'; readonly to: string } | { readonly type: 'not-found' }

const ALLOW: GuardOutcome = Object.freeze({ type: 'allow' })
const NOT_FOUND: GuardOutcome = Object.freeze({ type: 'not-found' })

/** Lets the navigation go on to the next guard, then the page. */
export function allow(): GuardOutcome {
  return ALLOW
}

/** Sends the visitor elsewhere: an internal path, or an external URL that routes.yaml declares. */
export function redirect(to: string): GuardOutcome {
  return { type: 'redirect', to }
}

/** Answers the navigation with the 404 page. */
export function notFound(): GuardOutcome {
  return NOT_FOUND
}

export function isRedirect(value: unknown): value is Extract<GuardOutcome, { type: 'redirect' }> {
  return typeof value === 'object' && value !== null && (value as GuardOutcome).type === 'redirect'
}

export function isNotFound(value: unknown): value is Extract<GuardOutcome, { type: 'not-found' }> {
  return typeof value === 'object' && value !== null && (value as GuardOutcome).type === 'not-found'
}

export function isGuardOutcome(value: unknown): value is GuardOutcome {
  if (typeof value !== 'object' || value === null) return false
  const type = (value as { type?: unknown }).type
  return (
    type === 'allow' ||
    type === 'not-found' ||
    (type === 'redirect' && typeof (value as { to?: unknown }).to === 'string')
  )
}
