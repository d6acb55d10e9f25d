import { createRouter, hydrateApp } from '@routekit/router-core/react'
import { RouterProvider } from 'react-router-dom'
import routes from 'virtual:routekit/routes'
import { pages } from './app'

const router = createRouter(routes, { pages, layouts: {}, guards: {} })
void hydrateApp('#root', router, <RouterProvider router={router} />)
