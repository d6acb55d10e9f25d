// The Netlify Edge Function `routekit hosting netlify` writes (netlify/edge-functions/routekit-maintenance.js, in the
// project folder the deploy runs from): it runs before Netlify's redirects and files for every path; returning
// nothing lets Netlify answer as it would without it. The function lets /maintenance.json through before it reads
// anything, so its own read of the file does not come back to it. ROUTEKIT_EDGE is written above this bundle.
import { createEdgeHandler, type EdgeData } from './handler.js'

declare const ROUTEKIT_EDGE: EdgeData

const handle = createEdgeHandler(ROUTEKIT_EDGE)

export default async function routekitMaintenance(request: Request): Promise<Response | undefined> {
  return handle(request, { flag: () => fetch(new URL('/maintenance.json', request.url)) })
}

/**
 * Every path but the build's hashed files (Netlify's in-source configuration, URLPattern pathnames), as the
 * Cloudflare and Vercel functions: another file the gate does not decide costs one short call.
 */
export const config = { path: '/*', excludedPath: ['/assets/*'] }
