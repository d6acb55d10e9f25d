// `@routekit/cli/preview`: the preview server's handler for production behind your own node:http server
// (docs/deploy.md). Every value export is named here; the rest of the folder is private.
//
// The package has no dependencies, so its types cannot name @routekit/router-core's: `routes` is declared here as
// what it is at run time, the `config` that router-core's parseRoutes() returns, and the functions are re-typed.
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import * as server from './server.js'
import type { PreviewBaseOptions, RunningPreview, ServerLimits } from './server.js'

export type { RunningPreview, ServerLimits } from './server.js'

/** The options of `routekit preview`'s handler and servers. */
export interface PreviewServerOptions extends PreviewBaseOptions {
  /**
   * routes.yaml, parsed (`parseRoutes(text).config` from `@routekit/router-core`), for the server-side maintenance
   * decision; without it `/construction` and the file's `allow` are used.
   */
  routes?: object
}

/** The request handler: files, pages, maintenance, caching and security headers (docs/deploy.md). */
export const createPreviewHandler = server.createPreviewHandler as (
  options: PreviewServerOptions,
) => (req: IncomingMessage, res: ServerResponse) => void
/** A node:http server running the handler, with applyServerLimits(). */
export const createPreviewServer = server.createPreviewServer as (options: PreviewServerOptions) => Server
/** Starts the server on `host` (default 127.0.0.1) and `port` (default 4173; 0 picks a free one). */
export const startPreviewServer = server.startPreviewServer as (
  options: PreviewServerOptions & { host?: string; port?: number },
) => Promise<RunningPreview>
/** Timeouts, a connection cap and Node's own errors with the security headers, on your own server. */
export const applyServerLimits = server.applyServerLimits as (
  server: Server,
  csp: string,
  limits?: ServerLimits,
) => (socket: Socket) => boolean
