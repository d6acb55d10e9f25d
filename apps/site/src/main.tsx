import './styles.css'
import { applyStoredLanguage } from './i18n'
import { hydrateApp, PRERENDERED_ATTRIBUTE } from '@routekit/router-core/react'
import { StrictMode } from 'react'
import { RouterProvider } from 'react-router-dom'
import { createSiteRouter } from './app'
import { startFirebase } from './firebase/start'

const router = createSiteRouter()
const prerendered = document.getElementById('root')?.hasAttribute(PRERENDERED_ATTRIBUTE) ?? false

// The prerendered HTML is Spanish, so React hydrates it in Spanish and only
// then switches to a visitor's stored English: no hydration mismatch. The SPA
// shell has no content yet, so there the stored language applies first.
if (!prerendered) await applyStoredLanguage().catch((error: unknown) => console.error('The stored language could not load:', error))
await hydrateApp(
  '#root',
  router,
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
if (prerendered) void applyStoredLanguage().catch((error: unknown) => console.error('The stored language could not load:', error))

// Firebase is downloaded after first paint, when the browser is idle; pages
// that need it sooner (login, dashboard) ask for it themselves.
startFirebase()
