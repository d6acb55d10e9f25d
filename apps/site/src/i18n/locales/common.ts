/**
 * The `common` namespace: everything the shell shows on every page (header,
 * footer, language switch, the bare error page's two ways out). The Spanish
 * half ships in the first-load bundle, so keep it short; text that only a lazy
 * chunk shows (a page, the full error page, the dashboard layout) belongs in
 * that chunk's own namespace. English lives in common-en.ts and loads only
 * when it is shown.
 */
export const es = {
  brand: {
    name: 'routekit',
    tagline: 'Rutas para sitios React desde un solo routes.yaml',
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
    switchedTo: 'Idioma cambiado a español',
  },
  footer: {
    summary: 'routekit convierte un routes.yaml validado en rutas de React Router 7: layouts, guards, redirecciones y mantenimiento en un solo archivo.',
    product: 'Producto',
    project: 'Proyecto',
    resources: 'Recursos',
    rights: '© {{year}} El equipo de routekit. Código abierto bajo licencia MIT.',
    madeWith: 'Hecho con React 19, React Router 7, Vite y Tailwind CSS.',
  },
  error: {
    goHome: 'Ir al inicio',
    reload: 'Recargar la página',
  },
  actions: {
    start: 'Crear mi routes.yaml',
    subscribe: 'Recibir novedades',
    learnMore: 'Saber más',
    readTechnology: 'Ver la arquitectura',
  },
}
