// Prerendering (routekit({ prerender }) in vite.config.ts): the same pages,
// layouts and guards as the browser, rendered to HTML at build time.
import { renderPage, type RenderedPage } from '@routekit/router-core/server'
import { StrictMode } from 'react'
import routes from 'virtual:routekit/routes'
import { guards, layouts, pages } from './app'
import { ErrorPage } from './error-page'

export function render(path: string): Promise<RenderedPage> {
  return renderPage(routes, path, {
    pages,
    layouts,
    guards,
    errorPage: ErrorPage,
    wrap: (app) => <StrictMode>{app}</StrictMode>,
  })
}
