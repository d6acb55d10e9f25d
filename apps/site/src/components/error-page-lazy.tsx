import type { ErrorPageProps } from '@routekit/router-core/react'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'

// main.tsx fetches the chunk after hydration, so it is there when a deploy
// later removes the chunks this tab started with; if it is not, the bare page stays.
const SiteErrorPage = lazy(() =>
  import('./error-page').then(
    (m) => ({ default: m.SiteErrorPage }),
    () => ({ default: BareErrorPage }),
  ),
)

/**
 * The site's error page as router-core gets it: the full page (frame, icons,
 * advice) is its own chunk, loaded the first time an error shows, so it stays
 * out of every page's first load. Meanwhile, or when that chunk cannot load,
 * a bare page says what went wrong.
 */
export function ErrorPage(props: ErrorPageProps) {
  return (
    <Suspense fallback={<BareErrorPage {...props} />}>
      <SiteErrorPage {...props} />
    </Suspense>
  )
}

/** Status, the router's message, and a way out; the messages are in the first-load `common` namespace. */
function BareErrorPage({ statusText, message, reload }: ErrorPageProps) {
  const { t } = useTranslation()
  return (
    <main className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-2xl font-semibold">{statusText}</h1>
      <p className="mt-4">{message}</p>
      <p className="mt-6">
        {reload ? (
          <button type="button" onClick={() => window.location.reload()} className="font-semibold underline">
            {t('error.reload')}
          </button>
        ) : (
          <a href="/" className="font-semibold underline">
            {t('error.goHome')}
          </a>
        )}
      </p>
    </main>
  )
}

/** Fetches the error page's chunk ahead of need; an error then shows the full page at once. */
export function preloadErrorPage(): Promise<unknown> {
  return import('./error-page')
}
