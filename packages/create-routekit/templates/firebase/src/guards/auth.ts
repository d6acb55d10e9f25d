import { allow, redirect, type Guard } from '@routekit/router-core/react'

/**
 * The guard routes.yaml calls "auth" (this file's name): waits for Firebase's
 * first answer (so a signed-in visitor who reloads is not sent to /login), then
 * lets signed-in visitors pass and sends the others to /login, which brings
 * them back afterwards. Its module, and Firebase with it, loads the first time
 * a guarded route is visited.
 */
const requireUser: Guard = async ({ path, searchParams }) => {
  const { auth } = await import('../firebase')
  await auth.authStateReady()
  return auth.currentUser
    ? allow()
    : redirect(`/login?redirect=${encodeURIComponent(path + (searchParams.size ? `?${searchParams}` : ''))}`)
}

export default requireUser
