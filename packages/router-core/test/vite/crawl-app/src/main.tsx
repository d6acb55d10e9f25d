import { hydrateApp, createRouter } from '@routekit/router-core/react'
import { RouterProvider } from 'react-router-dom'
import routes from 'virtual:routekit/routes'
import { data, pages } from './app'

// createRouter() resolves once the first page's modules are loaded.
void createRouter(routes, { pages, data, layouts: {}, guards: {} }).then((router) =>
  hydrateApp('#root', router, <RouterProvider router={router} />),
)
