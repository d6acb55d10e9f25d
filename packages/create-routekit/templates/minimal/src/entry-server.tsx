// Prerendering (routekit({ prerender }) in vite.config.ts): the pages, layouts and guards routes.yaml names, found
// by routekit() as for the browser, rendered to HTML at build time.
import { renderPage, type RenderedPage } from '@routekit/router-core/server'
import { StrictMode } from 'react'
import routes from 'virtual:routekit/routes'
import { ErrorPage } from './error-page'

export function render(path: string): Promise<RenderedPage> {
  return renderPage(routes, path, { errorPage: ErrorPage, wrap: (app) => <StrictMode>{app}</StrictMode> })
}
