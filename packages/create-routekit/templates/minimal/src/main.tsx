import { createLazyMaintenanceFile, createRouter, hydrateApp, parseBuildFlag } from '@routekit/router-core/react'
import { StrictMode } from 'react'
import { RouterProvider } from 'react-router-dom'
import { buildId, maintenanceUrl, manifestUrl } from 'virtual:routekit/build'
import routes from 'virtual:routekit/routes'
import { ErrorPage } from './error-page'
import './styles.css'

// No pages, layouts or guards to list: routekit() finds each one routes.yaml names (src/pages/<page>.tsx,
// src/layouts/<layout>.tsx, src/guards/<guard>.ts) and hands them to the router with the routes.
// The router is ready once the first page's modules are loaded (createRouter() resolves then); prerendered pages
// hydrate, any other page renders from scratch.
void createRouter(routes, {
  // maintenance.json at Vite's base, written by `routekit maintenance on|off` into the built site.
  maintenance: createLazyMaintenanceFile({ url: maintenanceUrl }),
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
