import { renderPage } from '@routekit/router-core/server'
import routes from 'virtual:routekit/routes'
import { pages } from './app'

export const render = (path: string) => renderPage(routes, path, { pages, layouts: {}, guards: {} })
