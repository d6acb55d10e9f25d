// The Cloudflare Pages function `routekit hosting cloudflare` writes as `_worker.js` (advanced mode): every request
// `_routes.json` sends here comes first; what the gate lets through goes to the static files, with the folder's
// `_redirects` and `_headers`, through the ASSETS binding. ROUTEKIT_EDGE is written above this bundle.
import { createEdgeHandler, type EdgeData } from './handler.js'

declare const ROUTEKIT_EDGE: EdgeData

interface Env {
  ASSETS: { fetch(request: Request | URL | string): Promise<Response> }
}

const handle = createEdgeHandler(ROUTEKIT_EDGE)

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const answer = await handle(request, { flag: () => env.ASSETS.fetch(new URL('/maintenance.json', request.url)) })
    return answer ?? env.ASSETS.fetch(request)
  },
}
