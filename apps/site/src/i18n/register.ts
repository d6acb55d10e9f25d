import { i18n } from './instance'
import type { Language } from './language'
import type { NamespaceResources } from './messages'

/**
 * Adds a page's namespace in both languages. Call it at the top of the page
 * module, so the text travels in the page's lazy chunk and not in the first
 * load. Calling it again (hot reload, a second import) replaces the bundle.
 *
 * @example registerNamespace('about', { es, en }); // then useTranslation('about')
 */
export function registerNamespace(namespace: string, resources: NamespaceResources): void {
  for (const language of Object.keys(resources) as Language[]) {
    i18n.addResourceBundle(language, namespace, resources[language], true, true)
  }
}
