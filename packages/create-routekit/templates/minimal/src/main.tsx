import { createMaintenanceFile, createRouter, hydrateApp, parseBuildFlag } from '@routekit/router-core/react'
import { StrictMode } from 'react'
import { RouterProvider } from 'react-router-dom'
import { buildId, maintenanceUrl, manifestUrl } from 'virtual:routekit/build'
import routes from 'virtual:routekit/routes'
import { guards, layouts, pages } from './app'
import { ErrorPage } from './error-page'
import './styles.css'

// The router is ready once the first page's modules are loaded (createRouter() resolves then); prerendered pages
// hydrate, any other page renders from scratch.
void createRouter(routes, {
  pages,
  layouts,
  guards,
  // maintenance.json at Vite's base, written by `routekit maintenance on|off` into the built site.
  maintenance: createMaintenanceFile({ url: maintenanceUrl }),
  buildFlag: parseBuildFlag(import.meta.env.VITE_MAINTENANCE),
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
