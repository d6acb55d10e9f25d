import { createLazyMaintenanceFile, createRouter, hydrateApp } from '@routekit/router-core/react'
import { StrictMode } from 'react'
import { RouterProvider } from 'react-router-dom'
import { buildId, maintenanceUrl, manifestUrl } from 'virtual:routekit/build'
import routes from 'virtual:routekit/routes'
import ErrorPage from './error-page'
import '../../react-spa/src/main.css'

// The starter's main.tsx (packages/create-routekit/templates/minimal): maintenance switched on a built site
// (maintenance.json) and the new-build watcher, the features the reference SPA does at build time or not at all.
void createRouter(routes, {
  maintenance: createLazyMaintenanceFile({ url: maintenanceUrl }),
  errorPage: ErrorPage,
  build: { currentId: buildId, url: manifestUrl },
}).then((router) =>
  hydrateApp(
    '#root',
    router,
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
)
