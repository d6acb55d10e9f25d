import { Link } from 'react-router-dom'
import type { ErrorPageProps } from './types.js'

/**
 * The default error page. The not-found variant offers a way home; the
 * generic variant offers a retry and a way home, or a Reload button when a
 * page chunk failed to load twice. createRoutes() loads it with import() the
 * first time an error shows, so it is not part of any page's first load.
 */
export function RoutekitErrorPage(props: ErrorPageProps) {
  const { status, statusText, message, variant, retry, reload } = props
  return (
    <main role="alert" className="routekit-error" data-variant={variant} data-status={status}>
      <p className="routekit-error__status">{status}</p>
      <h1 className="routekit-error__title">{statusText}</h1>
      {message !== statusText && <p className="routekit-error__message">{message}</p>}
      <p className="routekit-error__actions">
        {reload && (
          <button type="button" onClick={() => window.location.reload()}>
            Reload
          </button>
        )}
        {!reload && variant === 'generic' && retry && (
          <button type="button" onClick={retry}>
            Try again
          </button>
        )}{' '}
        <Link to="/">Go to the home page</Link>
      </p>
    </main>
  )
}
