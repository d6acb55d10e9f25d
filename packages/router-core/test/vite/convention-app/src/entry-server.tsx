import { renderPage, type RenderPageOptions } from '@routekit/router-core/server'
import routes from 'virtual:routekit/routes'

// No pages, layouts or guards: the Vite plugin found them. The test passes `options` to show that explicit ones win.
export const render = (path: string, options: RenderPageOptions = {}) => renderPage(routes, path, options)
