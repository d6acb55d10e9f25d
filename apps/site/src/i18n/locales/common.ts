/**
 * The `common` namespace: everything the shell shows on every page (header,
 * footer, language switch, error page). The Spanish half ships in the
 * first-load bundle, so keep it short; page text belongs in the page's own
 * namespace. English lives in common-en.ts and loads only when it is shown.
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
  dashboardNav: {
    label: 'Área personal',
    overview: 'Resumen',
    newSetup: 'Nuevo routes.yaml',
    subscription: 'Suscripción',
    backToSite: 'Volver al sitio',
    userMenu: 'Cuenta',
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
  error: {
    notFoundTitle: 'No encontramos esta página',
    notFoundLead: 'La dirección no corresponde a ninguna ruta de este sitio. Puede que el enlace esté mal escrito o que la página se haya movido.',
    genericTitle: 'Algo ha fallado',
    genericLead: 'La página no se pudo mostrar. No es culpa tuya: reintentar suele bastar y, si no, recargar trae la última versión del sitio.',
    statusLabel: 'Error {{status}}',
    details: 'Detalle técnico',
    goHome: 'Ir al inicio',
    retry: 'Reintentar',
    reload: 'Recargar la página',
  },
  actions: {
    start: 'Crear mi routes.yaml',
    subscribe: 'Recibir novedades',
    learnMore: 'Saber más',
    readTechnology: 'Ver la arquitectura',
  },
}
