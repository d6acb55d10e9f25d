import { registerNamespace } from '../i18n'
import * as messages from './locales/shell'

/**
 * The `shell` namespace: the text of the site's frame (header, footer, mobile
 * menu, language switch, logo, skip link) and of the marketing calls to action.
 * Only lazy chunks render it, so it is registered here, in the chunk of
 * whichever shell component loads first, not in the first-load `common`.
 * Every component that shows a shell key imports SHELL_NS from this module
 * (`useTranslation(SHELL_NS)`), so the namespace is registered before it renders.
 */
export const SHELL_NS = 'shell'

registerNamespace(SHELL_NS, messages)
