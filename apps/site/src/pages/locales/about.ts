import type { Messages } from '../../i18n'

export const es = {
  eyebrow: 'Qué es routekit',
  title: 'El enrutado de un sitio React, declarado en vez de cableado',
  lead: 'routekit es un motor de rutas dirigido por configuración: un routes.yaml describe el sitio entero y una función pura decide cada navegación. React Router 7 sigue haciendo lo que mejor hace; routekit le dice qué hacer.',
  problem: {
    title: 'El problema que queríamos quitarnos de encima',
    p1: 'En un sitio React típico, la verdad sobre las rutas está repartida: los paths en un componente, la comprobación de sesión en un loader, las redirecciones en la configuración del hosting, el modo mantenimiento en una variable de entorno y los títulos de página en cada página. Nadie puede contestar «¿qué pasa si alguien visita /panel sin sesión durante un mantenimiento?» sin leer cinco archivos.',
    p2: 'Los frameworks con rutas por carpetas, como Nuxt, lo esconden de otra forma: el árbol de archivos dice qué páginas hay, pero las reglas viven en middlewares que se ejecutan en un orden que hay que conocer de memoria. Migrar un sitio así a React significaba reescribir esas reglas a mano, y volver a equivocarse en los mismos bordes.',
  },
  idea: {
    title: 'La idea: un archivo que se lee y una función que decide',
    p1: 'routes.yaml declara rutas, layouts, guards con nombre, redirecciones y la regla de mantenimiento. Se valida con un esquema estricto: una clave desconocida o un guard mal escrito es un error con código, línea y columna, no un comportamiento silencioso.',
    p2: 'resolve() es la única función que conoce las reglas. Recibe el archivo validado, un path y el estado (mantenimiento, resultados de los guards) y devuelve una decisión con la lista de pasos que la justifican. El runtime de React, la CLI y la vista previa la llaman a ella; ninguno copia sus reglas.',
  },
  includes: {
    title: 'Qué incluye',
    items: {
      schema: 'Un esquema versionado de routes.yaml y errores con posición exacta, documentados uno a uno.',
      runtime:
        'Un enlace con React Router 7: rutas de datos, guards que se ejecutan antes de descargar la página, página de error y recarga ante chunks perdidos.',
      plugin:
        'Un plugin de Vite que sirve la configuración validada como módulo virtual y muestra los errores en el overlay.',
      cli: 'Una CLI para validar, listar, explicar rutas, previsualizar la build y activar el mantenimiento en un sitio desplegado.',
    },
  },
  notIs: {
    title: 'Qué no es',
    p1: 'routekit no es un framework ni un servidor. No sustituye a React Router: genera sus rutas. No decide cómo se ven tus páginas ni cómo cargas datos. Y no guarda secretos: un guard de routes.yaml decide qué se muestra en el navegador, mientras que la seguridad de los datos sigue siendo cosa de tu backend y sus reglas.',
  },
  cta: {
    title: '¿Quieres ver cómo quedaría tu sitio?',
    lead: 'El asistente te pregunta por tus páginas, cuáles necesitan sesión y si quieres página de mantenimiento, y te devuelve un routes.yaml válido.',
  },
}

export const en: Messages<typeof es> = {
  eyebrow: 'What routekit is',
  title: 'A React site’s routing, declared instead of wired',
  lead: 'routekit is a config-driven route engine: one routes.yaml describes the whole site and one pure function decides every navigation. React Router 7 keeps doing what it does best; routekit tells it what to do.',
  problem: {
    title: 'The problem we wanted gone',
    p1: 'In a typical React site the truth about routes is spread out: paths in one component, the session check in a loader, redirects in the hosting config, maintenance mode in an environment variable and page titles in each page. Nobody can answer “what happens if someone visits /dashboard signed out during maintenance?” without reading five files.',
    p2: 'Frameworks with folder-based routes, such as Nuxt, hide it differently: the file tree says which pages exist, but the rules live in middleware that runs in an order you have to know by heart. Moving such a site to React meant rewriting those rules by hand, and getting the same edge cases wrong again.',
  },
  idea: {
    title: 'The idea: one file you can read, one function that decides',
    p1: 'routes.yaml declares routes, layouts, named guards, redirects and the maintenance rule. It is validated against a strict schema: an unknown key or a misspelt guard is an error with a code, a line and a column, not silent behaviour.',
    p2: 'resolve() is the only function that knows the rules. It takes the validated file, a path and the state (maintenance, guard results) and returns a decision with the list of steps behind it. The React runtime, the CLI and the preview server all call it; none of them copies its rules.',
  },
  includes: {
    title: 'What it includes',
    items: {
      schema: 'A versioned routes.yaml schema and errors with exact positions, each one documented.',
      runtime:
        'A React Router 7 binding: data routes, guards that run before the page is downloaded, an error page and a reload when a chunk has gone missing.',
      plugin: 'A Vite plugin that serves the validated config as a virtual module and shows errors in the overlay.',
      cli: 'A CLI to validate, list and explain routes, preview the build, and switch maintenance on a deployed site.',
    },
  },
  notIs: {
    title: 'What it is not',
    p1: 'routekit is not a framework or a server. It does not replace React Router: it generates its routes. It does not decide how your pages look or how you load data. And it keeps no secrets: a guard in routes.yaml decides what the browser shows, while the safety of your data remains the job of your backend and its rules.',
  },
  cta: {
    title: 'Want to see what your site would look like?',
    lead: 'The wizard asks about your pages, which of them need a session and whether you want a maintenance page, and hands you back a valid routes.yaml.',
  },
}
