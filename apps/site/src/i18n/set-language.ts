import { i18n } from './instance'
import { storeLanguage, type Language } from './language'

/**
 * Switches the site's language, remembers the choice for the next visit and
 * updates `<html lang>` (through the instance's `languageChanged` listener).
 * Use this, not `i18n.changeLanguage`, whenever the visitor picks a language.
 */
export async function setLanguage(language: Language): Promise<void> {
  storeLanguage(language)
  await i18n.changeLanguage(language)
}

/** The language the site shows now, narrowed to the two it supports. */
export function currentLanguage(): Language {
  return i18n.resolvedLanguage === 'en' ? 'en' : 'es'
}
