import { Link, Outlet } from 'react-router-dom'

/** The layout routes.yaml calls "default": every page but the maintenance page renders inside it. */
export function DefaultLayout() {
  return (
    <>
      <nav>
        <Link to="/">Home</Link> · <Link to="/about">About</Link> · <Link to="/account">Account</Link>
      </nav>
      <main>
        <Outlet />
      </main>
    </>
  )
}
