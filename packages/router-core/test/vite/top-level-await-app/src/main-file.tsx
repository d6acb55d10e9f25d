// main.tsx as docs/prerender.md showed it before: hydrateApp() awaited at the module's top level.
import { createMaintenanceFile, createRouter, hydrateApp } from '@routekit/router-core/react'
import { RouterProvider } from 'react-router-dom'
import routes from 'virtual:routekit/routes'

const router = await createRouter(routes, {
  pages: import.meta.glob('./pages/*.tsx'),
  layouts: {},
  guards: {},
  maintenance: createMaintenanceFile(),
})
await hydrateApp('#root', router, <RouterProvider router={router} />)
