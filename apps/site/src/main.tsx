import './_evaluate-react-dom'
import './styles.css'
import { DEFAULT_LANGUAGE, readStoredLanguage } from './i18n'
import routes from 'virtual:routekit/routes'
import { hydrateApp } from '@routekit/router-core/react'
import { StrictMode } from 'react'
import { RouterProvider } from 'react-router-dom'
import { createSiteRouter } from './app'
import { preloadErrorPage } from './components/error-page-lazy'

// No top-level await in this module: lazy chunks (the maintenance source, the
// pages) import shared code from the entry's chunk, and would wait for this
// module to finish evaluating while hydrateApp() waits for them: a deadlock.
async function start(): Promise<void> {
  // Evaluating the libraries is one long task already; creating the router and
  // starting hydration in a task of their own keeps each under the long-task
  // mark on slow phones (Total Blocking Time), and lets the browser handle a
  // tap or paint in between.
  await new Promise((resolve) => setTimeout(resolve, 0))
  // The URL says the language (resolve() decides it, and the router's onLocale
  // sets i18next before each page renders, hydration included). The stored
  // choice only sends a first visit of / to /en/, once: its code loads only then.
  if (location.pathname === '/' && readStoredLanguage() !== DEFAULT_LANGUAGE) {
    const { redirectToStoredLanguage } = await import('./i18n/first-visit')
    if (redirectToStoredLanguage(routes, location.pathname)) return
  }
  const router = await createSiteRouter()
  await hydrateApp(
    '#root',
    router,
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )

  // Firebase is downloaded once the page has hydrated (never before the first paint); pages
  // that need it sooner (login, dashboard) ask for it themselves. Its start-up
  // code is a chunk of its own too, and so is the full error page, fetched
  // ahead of need so an error shows at once (even after a deploy).
  void import('./firebase/start').then(
    ({ startFirebase }) => startFirebase(),
    (error: unknown) => console.error('Firebase could not start:', error),
  )
  void preloadErrorPage().catch(() => {}) // a failed download is retried when an error shows
}

void start()
