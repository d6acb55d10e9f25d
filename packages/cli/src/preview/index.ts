// `@routekit/cli/preview`: the preview server's handler for production behind your own node:http server
// (docs/deploy.md). Every value export is named here; the rest of the folder is private.
export { applyServerLimits, createPreviewHandler, createPreviewServer, startPreviewServer } from './server.js'
export type { PreviewServerOptions, RunningPreview, ServerLimits } from './server.js'
