import { isRouteErrorResponse } from 'react-router-dom'
import { isChunkLoadError } from '../browser/chunk-reload.js'
import type { ErrorPageProps } from './types.js'

/**
 * What was thrown, turned into error-page props. Kept apart from the default
 * error page's markup, which loads only when an error shows (create-routes.tsx).
 */

/** The status text when the error carries none: `Page Not Found` for 404, `Internal Server Error` otherwise. */
export function defaultStatusText(status: number): string {
  return status === 404 ? 'Page Not Found' : 'Internal Server Error'
}

const CHUNK_MESSAGE =
  'This page could not be loaded, most likely because a new version of the site was just published. Reload to get it.'

/**
 * Turns whatever a loader, a guard or a render threw into the error page's
 * props: a 404 response is the not-found variant, anything else the generic one.
 * A thrown response's text is the message; a 404 without one says
 * `Page Not Found: {path}` when the path shown is given.
 */
export function toErrorPageProps(error: unknown, retry?: () => void, path?: string): ErrorPageProps {
  if (isRouteErrorResponse(error)) {
    const status = error.status
    const statusText = error.statusText || defaultStatusText(status)
    const text = typeof error.data === 'string' && error.data !== '' ? error.data : undefined
    const message = text ?? (status === 404 && path !== undefined ? `Page Not Found: ${path}` : statusText)
    if (status === 404) return { status, statusText, message, variant: 'not-found', error }
    return { status, statusText, message, variant: 'generic', error, retry }
  }
  if (isChunkLoadError(error)) {
    return {
      status: 500,
      statusText: defaultStatusText(500),
      message: CHUNK_MESSAGE,
      variant: 'generic',
      error,
      reload: true,
    }
  }
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : defaultStatusText(500)
  return {
    status: 500,
    statusText: defaultStatusText(500),
    message: message || defaultStatusText(500),
    variant: 'generic',
    error,
    retry,
  }
}
