// The registrations routes.yaml names, shared by the browser (main.tsx) and
// prerendering (entry-server.tsx), so both render the same pages.
import type { ComponentType } from 'react'
import { requireUser } from './guards/auth'
import { DefaultLayout } from './layouts/default'

/** Every page module under pages/ default-exports its component; the file name is the page key in routes.yaml. */
export const pages = import.meta.glob<{ default: ComponentType }>('./pages/*.tsx')
export const layouts = { default: DefaultLayout, account: { lazy: () => import('./layouts/account') } }
export const guards = { auth: requireUser }
