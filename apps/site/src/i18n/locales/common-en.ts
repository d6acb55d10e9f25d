import type { Messages } from '../messages'
import type { es } from './common'

/** English for the `common` namespace; loaded on demand by ensureLanguage('en'). */
export const en: Messages<typeof es> = {
  brand: {
    name: 'routekit',
    tagline: 'Routes for React sites from a single routes.yaml',
    home: 'routekit, go to the home page',
  },
  skipLink: 'Skip to main content',
  nav: {
    label: 'Main',
    home: 'Home',
    about: 'What it is',
    aboutUs: 'About us',
    benefits: 'Benefits',
    strategy: 'Roadmap',
    technology: 'Technology',
    subscribe: 'News',
    onboarding: 'Create your routes.yaml',
    login: 'Sign in',
    dashboard: 'My dashboard',
    colors: 'Colours and contrast',
    i18nTest: 'Language test',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
  },
  language: {
    label: 'Language',
    es: 'Español',
    en: 'English',
    switchedTo: 'Language changed to English',
  },
  footer: {
    summary: 'routekit turns a validated routes.yaml into React Router 7 routes: layouts, guards, redirects and maintenance in one file.',
    product: 'Product',
    project: 'Project',
    resources: 'Resources',
    rights: '© {{year}} The routekit team. Open source under the MIT licence.',
    madeWith: 'Made with React 19, React Router 7, Vite and Tailwind CSS.',
  },
  error: {
    goHome: 'Go to the home page',
    reload: 'Reload the page',
  },
  actions: {
    start: 'Create my routes.yaml',
    subscribe: 'Get release news',
    learnMore: 'Learn more',
    readTechnology: 'See the architecture',
  },
}
