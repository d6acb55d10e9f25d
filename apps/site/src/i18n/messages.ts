/**
 * The shape a translation must have: the same keys as the Spanish source,
 * every leaf a string. Writing `export const en: Messages<typeof es> = {...}`
 * makes the type checker report a key that one language has and the other lacks.
 */
export type Messages<T> = {
  [K in keyof T]: T[K] extends string ? string : Messages<T[K]>
}

/**
 * Both languages of one namespace, as `registerNamespace` takes them. Parity
 * is checked in the locale file (`en: Messages<typeof es>`), not here, so a
 * namespace may leave a key out of English on purpose (plural `_many`, or the
 * fallback demo on /i18n-test).
 */
export interface NamespaceResources {
  es: object
  en: object
}
