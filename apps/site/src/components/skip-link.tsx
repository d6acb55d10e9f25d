import { useTranslation } from 'react-i18next'
import { SHELL_NS } from './shell-i18n'

/** The id of the element the skip link jumps to; layouts put it on `<main>`. */
export const MAIN_ID = 'main'

/** The first tab stop of every page: hidden until focused, then it jumps past the navigation. */
export function SkipLink() {
  const { t } = useTranslation(SHELL_NS)
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-ink focus:px-4 focus:py-3 focus:font-semibold focus:text-canvas focus:shadow-card"
    >
      {t('skipLink')}
    </a>
  )
}
