import type { ComponentType } from 'react'

// Every page and the layout are lazy chunks; the construction page has no layout.
export const pages = import.meta.glob<{ default: ComponentType }>('./pages/*.tsx')
export const layouts = { main: { lazy: () => import('./layouts/main') } }
