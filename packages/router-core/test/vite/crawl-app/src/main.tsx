import { hydrateApp, createRouter } from '@routekit/router-core/react'
import { RouterProvider } from 'react-router-dom'
import routes from 'virtual:routekit/routes'
import { data, pages } from './app'

const router = createRouter(routes, { pages, data, layouts: {}, guards: {} })
void hydrateApp('#root', router, <RouterProvider router={router} />)
