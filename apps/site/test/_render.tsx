import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom'

/**
 * Renders `element` at `path` inside a memory data router, as the site runs
 * inside routekit's data router. `routes` adds sibling routes to navigate to.
 */
export function renderInRouter(
  element: ReactElement,
  { path = '/', routes = [] }: { path?: string; routes?: RouteObject[] } = {},
) {
  const router = createMemoryRouter([{ path, element }, ...routes], { initialEntries: [path] })
  const result = render(<RouterProvider router={router} />)
  return { ...result, router }
}
