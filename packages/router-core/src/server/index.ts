// Server rendering for routekit sites: prerendering at build time.
export { renderPage } from './render.js'
export type { RenderedPage, RenderPageOptions } from './render.js'
