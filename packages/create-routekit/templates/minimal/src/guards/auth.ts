import { allow, redirect, type Guard } from '@routekit/router-core/react'
import { isSignedIn } from './session'

/** The "auth" guard: signed-in visitors pass; others go to /login, which sends them back afterwards. */
export const requireUser: Guard = ({ path, searchParams }) =>
  isSignedIn()
    ? allow()
    : redirect(`/login?redirect=${encodeURIComponent(path + (searchParams.size ? `?${searchParams}` : ''))}`)
