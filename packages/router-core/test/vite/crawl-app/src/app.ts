import type { ComponentType } from 'react'

export const pages = import.meta.glob<{ default: ComponentType }>('./pages/*.tsx')
export const data = import.meta.glob('./pages/*.data.ts')
