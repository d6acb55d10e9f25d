import type { Messages } from '../../i18n'

// The shell's text: the public frame (skip link, header, footer, mobile menu,
// language switch, logo), the calls to action of the marketing pages and the
// dashboard layout's licence line. Only lazy chunks render it (the layouts, the
// maintenance page, the full error page, the pages), so it travels with them and
// not in the first load; shell-i18n.ts registers it before any of them renders.
export const es = {
  brand: {
    name: 'routekit',
    home: 'routekit, ir al inicio',
  },
  skipLink: 'Saltar al contenido principal',
  nav: {
    label: 'Principal',
    home: 'Inicio',
    about: 'Qué es',
    aboutUs: 'Quiénes somos',
    benefits: 'Beneficios',
    strategy: 'Hoja de ruta',
    technology: 'Tecnología',
    subscribe: 'Novedades',
    onboarding: 'Crea tu routes.yaml',
    login: 'Entrar',
    dashboard: 'Mi panel',
    colors: 'Colores y contraste',
    i18nTest: 'Prueba de idiomas',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    menu: 'Menú',
  },
  language: {
    label: 'Idioma',
    es: 'Español',
    en: 'English',
  },
  footer: {
    summary:
      'routekit convierte un routes.yaml validado en rutas de React Router 7: layouts, guards, redirecciones y mantenimiento en un solo archivo.',
    product: 'Producto',
    project: 'Proyecto',
    resources: 'Recursos',
    rights: '© {{year}} El equipo de routekit. Código abierto bajo licencia MIT.',
    madeWith: 'Hecho con React 19, React Router 7, Vite y Tailwind CSS.',
  },
  actions: {
    start: 'Crear mi routes.yaml',
    subscribe: 'Recibir novedades',
  },
}

export const en: Messages<typeof es> = {
  brand: {
    name: 'routekit',
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
  },
  footer: {
    summary:
      'routekit turns a validated routes.yaml into React Router 7 routes: layouts, guards, redirects and maintenance in one file.',
    product: 'Product',
    project: 'Project',
    resources: 'Resources',
    rights: '© {{year}} The routekit team. Open source under the MIT licence.',
    madeWith: 'Made with React 19, React Router 7, Vite and Tailwind CSS.',
  },
  actions: {
    start: 'Create my routes.yaml',
    subscribe: 'Get release news',
  },
}
