import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { applyDocumentLanguage, DEFAULT_LANGUAGE, LANGUAGES, readStoredLanguage } from './language'
import * as common from './locales/common'

/**
 * The one i18next instance of the site. It is initialised synchronously at
 * import time with the `common` namespace only, so the first paint never waits
 * for a translation file; each page adds its own namespace from its chunk.
 */
export const i18n = i18next.createInstance()

// Registered before init so that the initial language also reaches <html lang>.
i18n.on('languageChanged', (language) => {
  applyDocumentLanguage(language === 'en' ? 'en' : 'es')
})

void i18n.use(initReactI18next).init({
  lng: readStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: ['common'],
  defaultNS: 'common',
  resources: { es: { common: common.es }, en: { common: common.en } },
  initAsync: false,
  // React already escapes what it renders.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
})
