// The server entry for prerendering (routekit({ prerender }) in vite.config.ts):
// the same routes, pages and layouts as the browser, rendered to HTML at build
// time, each in the locale resolve() reads from its path (onLocale: /en/about is English).
import './i18n'
import { renderPage, type RenderedPage } from '@routekit/router-core/server'
import { StrictMode } from 'react'
import routes from 'virtual:routekit/routes'
import { siteRouterOptions } from './app'

/** Renders one open page. No runtime maintenance source: the build flag and routes.yaml decide, as at build time. */
export function render(path: string): Promise<RenderedPage> {
  const { pages, data, layouts, guards, buildFlag, errorPage, onLocale } = siteRouterOptions()
  return renderPage(routes, path, {
    pages,
    data,
    layouts,
    guards,
    buildFlag,
    errorPage,
    onLocale,
    wrap: (app) => <StrictMode>{app}</StrictMode>,
  })
}
