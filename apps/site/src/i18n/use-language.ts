import { useTranslation } from 'react-i18next'
import type { Language } from './language'

/**
 * The active language, for `Intl` formatters and `lang` attributes. The
 * component re-renders when the visitor switches language.
 *
 * @example new Intl.NumberFormat(useLanguage()).format(1234.5) // "1234,5" in es, "1,234.5" in en
 */
export function useLanguage(): Language {
  const { i18n } = useTranslation()
  return i18n.resolvedLanguage === 'en' ? 'en' : 'es'
}
