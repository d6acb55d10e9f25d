import type { Messages } from '../messages'
import type { es } from './common'

/** English for the `common` namespace; loaded on demand by ensureLanguage('en'). */
export const en: Messages<typeof es> = {
  error: {
    goHome: 'Go to the home page',
    reload: 'Reload the page',
  },
}
