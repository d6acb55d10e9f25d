import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { applyDocumentLanguage, DEFAULT_LANGUAGE, LANGUAGES } from './language'
import { es as commonEs } from './locales/common'

/**
 * The one i18next instance of the site. It starts synchronously in Spanish
 * with the Spanish `common` namespace only, so the first paint never waits for
 * a translation file and matches the prerendered (Spanish) HTML. English
 * `common` is loaded by ensureLanguage() when a visitor uses English; main.tsx
 * applies the stored choice (before the first render of the SPA shell, right
 * after hydration of a prerendered page). Each page adds its own namespace
 * from its chunk.
 */
export const i18n = i18next.createInstance()

// Registered before init so that the initial language also reaches <html lang>.
i18n.on('languageChanged', (language) => {
  applyDocumentLanguage(language === 'en' ? 'en' : 'es')
})

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: ['common'],
  defaultNS: 'common',
  resources: { es: { common: commonEs } },
  initAsync: false,
  // React already escapes what it renders.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
})
