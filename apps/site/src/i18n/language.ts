/**
 * The site's languages, and where the visitor's choice is kept. Spanish is the
 * default: a first visit is always in Spanish, whatever the browser prefers,
 * because the product (and the seed it replaces) speaks Spanish first. Only an
 * explicit choice, stored under `routekit.lang`, changes that.
 */

export const LANGUAGES = ['es', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

export const DEFAULT_LANGUAGE: Language = 'es'
export const LANGUAGE_STORAGE_KEY = 'routekit.lang'

/** True when `value` is one of the site's languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** The stored choice, or the default when there is none, it is unknown, or storage is blocked. */
export function readStoredLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY)
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE
  } catch {
    // Storage can throw (disabled cookies, sandboxed frames): the default still works.
    return DEFAULT_LANGUAGE
  }
}

/** Keeps the choice for the next visit; a blocked storage only loses the memory, never the switch. */
export function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Nothing to do: the page still switches, it just will not remember.
  }
}

/** Sets `<html lang>`, which screen readers, hyphenation and translators rely on. */
export function applyDocumentLanguage(language: Language): void {
  // Only a real change: writing the same value still makes Chromium recheck :lang() on every element of the page.
  if (typeof document !== 'undefined' && document.documentElement.lang !== language)
    document.documentElement.lang = language
}
