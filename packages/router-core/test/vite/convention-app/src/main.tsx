import { createRouter, hydrateApp } from '@routekit/router-core/react'
import { RouterProvider } from 'react-router-dom'
import routes from 'virtual:routekit/routes'

// No pages, layouts or guards: the Vite plugin found them (src/pages, src/layouts, src/guards).
void createRouter(routes, {}).then((router) => hydrateApp('#root', router, <RouterProvider router={router} />))
