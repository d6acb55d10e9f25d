import type { ErrorPageProps } from '@routekit/router-core/react'
import { useLocation } from 'react-router-dom'

/** The reference SPA's error page (its ErrorPage.jsx) on routekit's error-page props. */
export default function ErrorPage({ status }: ErrorPageProps) {
  const { pathname } = useLocation()
  return (
    <main className="page">
      <h1>{status === 404 ? `Page not found: ${pathname}` : `Something went wrong (${status})`}</h1>
      <p>
        <a href="/">Back to the home page</a>
      </p>
    </main>
  )
}
