import { renderPage } from '@routekit/router-core/server'
import routes from 'virtual:routekit/routes'
import { data, pages } from './app'

export const render = (path: string) => renderPage(routes, path, { pages, data, layouts: {}, guards: {} })
