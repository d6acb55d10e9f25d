import { allow, redirect, type GuardOutcome } from '@routekit/router-core'
import { waitForAuthState } from '../auth/wait'
import { loginPathFor } from '../auth/redirect'

/** The part of router-core's GuardContext this guard reads. */
export interface AuthGuardContext {
  path: string
  searchParams?: URLSearchParams
  signal?: AbortSignal
}

/**
 * The `auth` guard of routes.yaml. Waits for Firebase's first auth state, so
 * a signed-in visitor who reloads is not bounced to /login, and the guarded
 * page never renders before the answer. Signed-out visitors, and every
 * visitor of a build without Firebase config, go to
 * `/login?redirect=<the path they asked for>`.
 */
export async function auth(ctx: AuthGuardContext): Promise<GuardOutcome> {
  const state = await waitForAuthState(ctx.signal)
  if (state.status === 'signed-in') return allow()
  const query = ctx.searchParams?.toString() ?? ''
  return redirect(loginPathFor(query ? `${ctx.path}?${query}` : ctx.path))
}
