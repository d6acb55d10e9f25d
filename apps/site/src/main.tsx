import './styles.css'
import './i18n'
import { mountApp } from '@routekit/router-core/react'
import { StrictMode } from 'react'
import { RouterProvider } from 'react-router-dom'
import { createSiteRouter } from './app'
import { startFirebase } from './firebase/start'

const router = createSiteRouter()

mountApp(
  '#root',
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)

// Firebase is downloaded after first paint, when the browser is idle; pages
// that need it sooner (login, dashboard) ask for it themselves.
startFirebase()
