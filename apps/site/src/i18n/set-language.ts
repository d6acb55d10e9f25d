import { i18n } from './instance'
import { isLanguage, readStoredLanguage, storeLanguage, type Language } from './language'

/**
 * Loads the `common` namespace of `language` if this tab does not have it yet
 * (only English is ever missing: Spanish ships in the first load).
 */
export async function ensureLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'common')) return
  const { en } = await import('./locales/common-en')
  i18n.addResourceBundle('en', 'common', en, true, true)
}

/**
 * Switches the site's language, remembers the choice for the next visit and
 * updates `<html lang>` (through the instance's `languageChanged` listener).
 * Use this, not `i18n.changeLanguage`, whenever the visitor picks a language.
 */
export async function setLanguage(language: Language): Promise<void> {
  storeLanguage(language)
  await ensureLanguage(language)
  await i18n.changeLanguage(language)
}

/**
 * Shows the language the visitor chose on an earlier visit (`routekit.lang`),
 * without storing it again. The site starts in Spanish, the language of the
 * prerendered HTML; main.tsx calls this before the first render of the SPA
 * shell and right after a prerendered page has hydrated.
 */
export async function applyStoredLanguage(): Promise<void> {
  const stored = readStoredLanguage()
  if (stored === currentLanguage()) return
  await ensureLanguage(stored)
  await i18n.changeLanguage(stored)
}

/**
 * Shows the page in the locale resolve() decided from its URL (the router's
 * `onLocale`, on every navigation and in the prerenderer), loading English
 * `common` first when needed. It stores nothing: visiting /en/about is no
 * choice; the language switch stores one.
 */
export async function followLocale(locale: string): Promise<void> {
  if (!isLanguage(locale)) return
  await ensureLanguage(locale)
  if (i18n.resolvedLanguage !== locale) await i18n.changeLanguage(locale)
}

/** The language the site shows now, narrowed to the two it supports. */
export function currentLanguage(): Language {
  return i18n.resolvedLanguage === 'en' ? 'en' : 'es'
}
