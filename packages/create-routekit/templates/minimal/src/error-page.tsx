// The error page. It lives outside pages/, so the pages glob never registers it as a page.
import type { ErrorPageProps } from '@routekit/router-core/react'
import { Link } from 'react-router-dom'

export function ErrorPage({ status, message, retry }: ErrorPageProps) {
  return (
    <main>
      <h1>{status === 404 ? 'Not found' : 'Something went wrong'}</h1>
      <p data-testid="error-message">{message}</p>
      {retry && (
        <button type="button" onClick={retry}>
          Try again
        </button>
      )}
      <p>
        <Link to="/">Back home</Link>
      </p>
    </main>
  )
}
