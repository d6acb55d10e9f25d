import type { ComponentType } from 'react'

export const pages = import.meta.glob<{ default: ComponentType }>('./pages/*.tsx')
