import { Outlet } from 'react-router-dom'

/** Its crumb in the breadcrumb of the default layout, before the account page's own. */
export const handle = { crumb: 'Your area' }

/**
 * The layout routes.yaml calls "account", with parent "default": it renders
 * inside the default layout's <Outlet />, and the account pages inside its own.
 * Going from one account page to another keeps it (and its state) mounted.
 * routekit() finds it by its name (src/layouts/account.tsx); a module of its
 * own, downloaded with the first account page, so visitors who never sign in
 * never download it.
 */
export default function AccountLayout() {
  return (
    <section aria-label="Account">
      <p>Signed in</p>
      <Outlet />
    </section>
  )
}
