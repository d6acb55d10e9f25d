import { renderPage, type RenderedPage } from '@routekit/router-core/server'
import { StrictMode } from 'react'
import routes from 'virtual:routekit/routes'
import ErrorPage from './error-page'

export function render(path: string): Promise<RenderedPage> {
  return renderPage(routes, path, { errorPage: ErrorPage, wrap: (app) => <StrictMode>{app}</StrictMode> })
}
