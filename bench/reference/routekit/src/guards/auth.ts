import { allow, redirect, type Guard } from '@routekit/router-core/react'

/** The reference SPA's auth loader as a guard: no `signed-in` cookie sends the visitor to /login. */
const auth: Guard = () =>
  document.cookie.split(';').some((c) => c.trim().startsWith('signed-in=')) ? allow() : redirect('/login')

export default auth
