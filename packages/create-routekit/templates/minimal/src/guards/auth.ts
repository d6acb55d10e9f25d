import { allow, redirect, type Guard } from '@routekit/router-core/react'
import { isSignedIn } from './session'

/**
 * The guard routes.yaml calls "auth" (this file's name): signed-in visitors pass; others go to /login, which sends
 * them back afterwards. Its module loads the first time a route it guards is visited.
 */
const auth: Guard = ({ path, searchParams }) =>
  isSignedIn()
    ? allow()
    : redirect(`/login?redirect=${encodeURIComponent(path + (searchParams.size ? `?${searchParams}` : ''))}`)

export default auth
