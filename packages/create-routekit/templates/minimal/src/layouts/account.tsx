import { Outlet } from 'react-router-dom'

/**
 * The layout routes.yaml calls "account", with parent "default": it renders
 * inside the default layout's <Outlet />, and the account pages inside its own.
 * Going from one account page to another keeps it (and its state) mounted.
 */
export function AccountLayout() {
  return (
    <section aria-label="Account">
      <p>Signed in</p>
      <Outlet />
    </section>
  )
}
