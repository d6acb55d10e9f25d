// The Vercel Routing Middleware `routekit hosting vercel` writes (middleware.js, at the root of the deployed
// folder): it runs before Vercel's filesystem for every path its matcher takes; returning nothing lets Vercel answer
// as it would without it. The function lets /maintenance.json through before it reads anything, so its own read of
// the file does not come back to it. ROUTEKIT_EDGE is written above this bundle.
import { createEdgeHandler, type EdgeData } from './handler.js'

declare const ROUTEKIT_EDGE: EdgeData

const handle = createEdgeHandler(ROUTEKIT_EDGE)

export default async function middleware(request: Request): Promise<Response | undefined> {
  return handle(request, { flag: () => fetch(new URL('/maintenance.json', request.url)) })
}

/** Every path but the build's hashed files, which never need it (Vercel's matcher, path-to-regexp). */
export const config = { matcher: '/((?!assets/).*)' }
