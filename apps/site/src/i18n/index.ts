// The site's i18n entry: importing it initialises i18next with the `common`
// namespace. See README.md in this folder for the rules both site halves follow.
export { i18n } from './instance'
export { registerNamespace } from './register'
export { setLanguage, currentLanguage, ensureLanguage, applyStoredLanguage, followLocale } from './set-language'
export { useLanguage } from './use-language'
export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  isLanguage,
  readStoredLanguage,
  storeLanguage,
} from './language'
export type { Language } from './language'
export type { Messages, NamespaceResources } from './messages'
