/**
 * Renders one page inside a memory router, the way routekit mounts it, with
 * a catch-all route that shows where a navigation ended.
 */
import { render } from '@testing-library/react'
import type { ComponentType } from 'react'
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  type ActionFunction,
  type LoaderFunction,
} from 'react-router-dom'
import '../src/i18n'

function WhereAmI() {
  const location = useLocation()
  return <p data-testid="location">{location.pathname + location.search + location.hash}</p>
}

/**
 * `loader` and `action`: the page's own (its data module's), as routekit runs them for it. `layout`: the page's
 * innermost layout when the page reads it (the onboarding wizard's steps); the page renders in its `<Outlet/>`.
 */
export function renderPage(
  Page: ComponentType,
  {
    path,
    at = path,
    loader,
    action,
    layout: Layout,
  }: { path: string; at?: string; loader?: LoaderFunction; action?: ActionFunction; layout?: ComponentType },
) {
  const route = { element: <Page />, ...(loader && { loader }), ...(action && { action }) }
  const router = createMemoryRouter(
    [
      Layout ? { path, element: <Layout />, children: [{ index: true, ...route }] } : { path, ...route },
      { path: '*', element: <WhereAmI /> },
    ],
    {
      initialEntries: [at],
    },
  )
  return { router, ...render(<RouterProvider router={router} />) }
}
