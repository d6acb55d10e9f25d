import { localizePath, useLocale } from '@routekit/router-core/react'
import { Link, Outlet } from 'react-router-dom'
import routes from 'virtual:routekit/routes'

/** The layout routes.yaml calls "default": every page but the maintenance page renders inside it. */
export function DefaultLayout() {
  // The links stay in the visitor's locale once routes.yaml has i18n (/es/about on a Spanish page).
  const locale = useLocale()
  const to = (path: string) => (locale === undefined ? path : localizePath(routes, path, locale))
  return (
    <>
      <nav>
        <Link to={to('/')}>Home</Link> · <Link to={to('/about')}>About</Link> · <Link to={to('/docs')}>Docs</Link> ·{' '}
        <Link to={to('/account')}>Account</Link>
      </nav>
      <main>
        <Outlet />
      </main>
    </>
  )
}
