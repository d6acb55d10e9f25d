/**
 * Renders one page inside a memory router, the way routekit mounts it, with
 * a catch-all route that shows where a navigation ended.
 */
import { render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import '../src/i18n'

function WhereAmI() {
  const location = useLocation()
  return <p data-testid="location">{location.pathname + location.search + location.hash}</p>
}

export function renderPage(Page: ComponentType, { path, at = path }: { path: string; at?: string }) {
  const router = createMemoryRouter(
    [
      { path, element: <Page /> },
      { path: '*', element: <WhereAmI /> },
    ],
    { initialEntries: [at] },
  )
  return { router, ...render(<RouterProvider router={router} />) }
}
