import type { Messages } from '../../i18n'

export const es = {
  eyebrow: 'Beneficios',
  title: 'Menos código de enrutado, menos sorpresas en producción',
  lead: 'routekit ahorra trabajo a quien escribe el sitio, da control a quien lo opera y evita pantallas rotas a quien lo visita.',
  developers: {
    title: 'Para quien desarrolla',
    items: {
      review: {
        title: 'Cambios de rutas que se revisan',
        body: 'Añadir una página o proteger una sección es un cambio de dos líneas en routes.yaml, legible en cualquier pull request.',
      },
      errors: {
        title: 'Errores que se arreglan en segundos',
        body: 'El overlay de Vite y la CLI señalan línea y columna, y proponen el nombre correcto cuando hay una errata.',
      },
      tests: {
        title: 'Reglas que se prueban sin navegador',
        body: 'resolve() es una función pura: un test unitario cubre una redirección o un guard sin montar React.',
      },
      register: {
        title: 'Registrar, no cablear',
        body: 'La app solo aporta páginas, layouts y guards por nombre. Si falta uno, el arranque falla con el nombre más parecido.',
      },
    },
  },
  ops: {
    title: 'Para quien opera el sitio',
    items: {
      maintenance: {
        title: 'Mantenimiento con un comando',
        body: 'routekit maintenance on --message "…" --until 45m cambia el sitio desplegado sin build nueva; off lo devuelve.',
      },
      preview: {
        title: 'Vista previa durante el mantenimiento',
        body: 'Con --secret, un enlace ?preview= deja pasar al equipo mientras el público ve la página de mantenimiento.',
      },
      deploys: {
        title: 'Despliegues tranquilos',
        body: 'Las pestañas abiertas detectan una build nueva y recargan en la siguiente navegación, en lugar de pedir chunks que ya no existen.',
      },
      ci: {
        title: 'Una comprobación para CI',
        body: 'routekit validate sale con código 1 ante un archivo inválido y produce JSON para tus herramientas.',
      },
    },
  },
  visitors: {
    title: 'Para quien visita',
    items: {
      fast: {
        title: 'Páginas que cargan rápido',
        body: 'Cada página es su propio chunk y no se descarga hasta que los guards la permiten. La carga inicial solo lleva lo común.',
      },
      clear: {
        title: 'Errores que explican',
        body: 'Un 404 dice qué dirección no existe y ofrece volver; un fallo de red ofrece reintentar o recargar.',
      },
      back: {
        title: 'De vuelta tras el mantenimiento',
        body: 'Quien esperaba en la página de mantenimiento vuelve sola a la página que pedía cuando el sitio regresa.',
      },
      access: {
        title: 'Accesible con teclado y lector de pantalla',
        body: 'El foco va al título de cada página nueva y el idioma de la página siempre está declarado.',
      },
    },
  },
  compare: {
    title: 'Antes y después',
    caption: 'Dónde vive cada regla de enrutado, con React Router a mano y con routekit',
    concern: 'Regla',
    before: 'A mano',
    after: 'Con routekit',
    rows: {
      paths: { concern: 'Paths y páginas', before: 'Un árbol de componentes Route', after: 'routes: en routes.yaml' },
      auth: {
        concern: 'Páginas con sesión',
        before: 'Un loader o un componente envoltorio por ruta',
        after: 'guards: [auth] y un guard registrado',
      },
      redirects: { concern: 'Redirecciones', before: 'Configuración del hosting', after: 'redirects: en routes.yaml' },
      maintenance: {
        concern: 'Mantenimiento',
        before: 'Variable de entorno y una build nueva',
        after: 'routekit maintenance on, sin build',
      },
      titles: {
        concern: 'Título y descripción',
        before: 'Código en cada página',
        after: 'title y description por ruta',
      },
      notFound: {
        concern: 'Página no encontrada',
        before: 'Una ruta * escrita a mano',
        after: 'Un 404 con el path exacto',
      },
    },
  },
  cta: {
    title: 'Pruébalo con tu propio sitio',
    lead: 'El asistente genera un routes.yaml válido a partir de tus páginas en un par de minutos.',
  },
}

export const en: Messages<typeof es> = {
  eyebrow: 'Benefits',
  title: 'Less routing code, fewer surprises in production',
  lead: 'routekit saves work for whoever writes the site, gives control to whoever runs it, and spares broken screens for whoever visits it.',
  developers: {
    title: 'For developers',
    items: {
      review: {
        title: 'Route changes you can review',
        body: 'Adding a page or protecting a section is a two-line change in routes.yaml, readable in any pull request.',
      },
      errors: {
        title: 'Errors you fix in seconds',
        body: 'The Vite overlay and the CLI point at line and column, and suggest the right name when there is a typo.',
      },
      tests: {
        title: 'Rules you test without a browser',
        body: 'resolve() is a pure function: one unit test covers a redirect or a guard without mounting React.',
      },
      register: {
        title: 'Register, do not wire',
        body: 'The app only supplies pages, layouts and guards by name. If one is missing, start-up fails with the closest name.',
      },
    },
  },
  ops: {
    title: 'For operations',
    items: {
      maintenance: {
        title: 'Maintenance in one command',
        body: 'routekit maintenance on --message "…" --until 45m switches the deployed site without a new build; off switches it back.',
      },
      preview: {
        title: 'Preview during maintenance',
        body: 'With --secret, a ?preview= link lets the team in while the public sees the maintenance page.',
      },
      deploys: {
        title: 'Calm deploys',
        body: 'Open tabs notice a new build and reload on the next navigation, instead of asking for chunks that no longer exist.',
      },
      ci: {
        title: 'One check for CI',
        body: 'routekit validate exits with code 1 on an invalid file and prints JSON for your tools.',
      },
    },
  },
  visitors: {
    title: 'For visitors',
    items: {
      fast: {
        title: 'Pages that load fast',
        body: 'Each page is its own chunk and is not downloaded until the guards allow it. The first load carries only what is shared.',
      },
      clear: {
        title: 'Errors that explain',
        body: 'A 404 says which address does not exist and offers a way back; a network failure offers to retry or reload.',
      },
      back: {
        title: 'Back after maintenance',
        body: 'Whoever waited on the maintenance page returns by themselves to the page they asked for when the site is back.',
      },
      access: {
        title: 'Accessible by keyboard and screen reader',
        body: 'Focus moves to the heading of each new page, and the page language is always declared.',
      },
    },
  },
  compare: {
    title: 'Before and after',
    caption: 'Where each routing rule lives, with hand-written React Router and with routekit',
    concern: 'Rule',
    before: 'By hand',
    after: 'With routekit',
    rows: {
      paths: { concern: 'Paths and pages', before: 'A tree of Route components', after: 'routes: in routes.yaml' },
      auth: {
        concern: 'Pages that need a session',
        before: 'A loader or wrapper component per route',
        after: 'guards: [auth] and one registered guard',
      },
      redirects: { concern: 'Redirects', before: 'The hosting config', after: 'redirects: in routes.yaml' },
      maintenance: {
        concern: 'Maintenance',
        before: 'An environment variable and a new build',
        after: 'routekit maintenance on, no build',
      },
      titles: {
        concern: 'Title and description',
        before: 'Code in every page',
        after: 'title and description per route',
      },
      notFound: { concern: 'Page not found', before: 'A hand-written * route', after: 'A 404 with the exact path' },
    },
  },
  cta: {
    title: 'Try it with your own site',
    lead: 'The wizard builds a valid routes.yaml from your pages in a couple of minutes.',
  },
}
