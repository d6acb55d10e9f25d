import { localizePath, useLocale } from '@routekit/router-core/react'
import { Link, Outlet, useMatches } from 'react-router-dom'
import routes from 'virtual:routekit/routes'

/**
 * The layout routes.yaml calls "default" (this file's name): every page but the maintenance page renders inside it.
 * routekit() finds it here; like every layout, it is a module of its own, downloaded with the first page that uses it.
 */
export default function DefaultLayout() {
  // The links stay in the visitor's locale once routes.yaml has i18n (/es/about on a Spanish page).
  const locale = useLocale()
  const to = (path: string) => (locale === undefined ? path : localizePath(routes, path, locale))
  return (
    <>
      <nav>
        <Link to={to('/')}>Home</Link> · <Link to={to('/about')}>About</Link> · <Link to={to('/docs')}>Docs</Link> ·{' '}
        <Link to={to('/account')}>Account</Link>
      </nav>
      <Breadcrumb />
      <main>
        <Outlet />
      </main>
    </>
  )
}

/**
 * Where the visitor is: each level React Router matched (a layout, the page) whose module exports a `handle` with a
 * `crumb`, outermost first. React Router's useMatches() lists them; routekit gives each layout and page its own match.
 */
function Breadcrumb() {
  const crumbs = useMatches().flatMap((match) => (match.handle as { crumb?: string } | undefined)?.crumb ?? [])
  return <p aria-label="Breadcrumb">{crumbs.join(' › ')}</p>
}
