import type { Messages } from '../../i18n'

export const es = {
  hero: {
    eyebrow: 'Motor de rutas para sitios React',
    title: 'Todas las rutas de tu sitio, en un solo archivo',
    lead: 'routekit lee un routes.yaml, lo valida con errores que señalan línea y columna, y lo convierte en rutas de React Router 7 con layouts, guards, redirecciones y modo mantenimiento. Nada de rutas cableadas a mano en cinco sitios distintos.',
    secondary: 'Qué es routekit',
    note: 'Código abierto, licencia MIT. Funciona con React 19, React Router 7 y Vite.',
  },
  sample: {
    label: 'routes.yaml',
    caption: 'Un sitio completo: páginas, un área privada, una redirección y la página de mantenimiento.',
  },
  features: {
    title: 'Lo que resuelve routekit',
    lead: 'Cada pieza hace una sola cosa y se puede probar por separado. Juntas sustituyen el enrutado que cada proyecto acaba escribiendo a mano.',
    oneFile: {
      title: 'Un archivo, todas las rutas',
      body: 'Rutas, layouts, guards, redirecciones y mantenimiento viven en routes.yaml. Quien revisa un cambio de rutas lee un diff de YAML, no cinco componentes.',
    },
    diagnostics: {
      title: 'Errores con línea y columna',
      body: 'Cada problema trae un código estable, su posición exacta y cómo arreglarlo: «Guard desconocido "auht"… ¿Querías decir "auth"?».',
    },
    resolve: {
      title: 'resolve(): una función pura decide',
      body: 'Dada una ruta y un estado, resolve() devuelve qué mostrar, adónde redirigir o por qué es un 404, con la cadena de pasos que la llevó ahí.',
    },
    maintenance: {
      title: 'Mantenimiento sin recompilar',
      body: 'routekit maintenance on escribe un maintenance.json junto al sitio desplegado. Las pestañas abiertas lo notan en unos 10 segundos.',
    },
    guards: {
      title: 'Guards con nombre',
      body: 'routes.yaml dice guards: [auth]; la app registra qué significa auth. Un guard no registrado es un error al arrancar, no un agujero en producción.',
    },
    deploys: {
      title: 'Despliegues sin pantallas rotas',
      body: 'Si un chunk desaparece tras un despliegue, routekit recarga una vez por ruta cada 10 segundos, y detecta las builds nuevas antes de navegar.',
    },
  },
  cli: {
    title: 'Una CLI que explica cada decisión',
    lead: 'routekit validate revisa el archivo en CI; routekit explain cuenta, paso a paso, qué pasará al visitar una ruta; routekit routes las lista todas.',
    label: 'Terminal',
    points: {
      validate: 'validate sale con código 1 si el archivo no es válido y admite --json para tus herramientas.',
      explain: 'explain muestra guards, redirecciones y mantenimiento en el orden en que se aplican.',
      maintenance: 'maintenance on|off|status cambia el sitio desplegado sin una build nueva.',
    },
  },
  steps: {
    title: 'Tres pasos, de la idea al sitio',
    declare: {
      title: 'Declara',
      body: 'Escribe tus rutas en routes.yaml, o genera uno válido con el asistente en dos minutos.',
    },
    validate: {
      title: 'Valida',
      body: 'El plugin de Vite y la CLI comprueban el archivo en cada cambio y en CI, con la posición exacta de cada error.',
    },
    serve: {
      title: 'Sirve',
      body: 'Registra páginas, layouts y guards por nombre. routekit crea las rutas de React Router y decide cada navegación.',
    },
  },
  cta: {
    title: 'Empieza con un routes.yaml válido',
    lead: 'Describe tu sitio en el asistente y llévate un archivo listo para usar, o suscríbete para saber cuándo sale cada versión.',
  },
}

export const en: Messages<typeof es> = {
  hero: {
    eyebrow: 'Route engine for React sites',
    title: 'Every route of your site, in one file',
    lead: 'routekit reads a routes.yaml, validates it with errors that point at line and column, and turns it into React Router 7 routes with layouts, guards, redirects and a maintenance mode. No more routes hand-wired in five different places.',
    secondary: 'What routekit is',
    note: 'Open source, MIT licence. Works with React 19, React Router 7 and Vite.',
  },
  sample: {
    label: 'routes.yaml',
    caption: 'A whole site: pages, a private area, a redirect and the maintenance page.',
  },
  features: {
    title: 'What routekit takes care of',
    lead: 'Each part does one thing and can be tested on its own. Together they replace the routing every project ends up writing by hand.',
    oneFile: {
      title: 'One file, every route',
      body: 'Routes, layouts, guards, redirects and maintenance live in routes.yaml. Whoever reviews a routing change reads a YAML diff, not five components.',
    },
    diagnostics: {
      title: 'Errors with line and column',
      body: 'Every problem comes with a stable code, its exact position and how to fix it: “Unknown guard "auht"… Did you mean "auth"?”.',
    },
    resolve: {
      title: 'resolve(): one pure function decides',
      body: 'Given a path and a state, resolve() returns what to render, where to redirect or why it is a 404, with the chain of steps that led there.',
    },
    maintenance: {
      title: 'Maintenance without a rebuild',
      body: 'routekit maintenance on writes a maintenance.json next to the deployed site. Open tabs notice within about 10 seconds.',
    },
    guards: {
      title: 'Named guards',
      body: 'routes.yaml says guards: [auth]; the app registers what auth means. An unregistered guard is an error at start-up, not a hole in production.',
    },
    deploys: {
      title: 'Deploys without broken screens',
      body: 'When a chunk disappears after a deploy, routekit reloads once per path every 10 seconds, and it spots new builds before navigating.',
    },
  },
  cli: {
    title: 'A CLI that explains every decision',
    lead: 'routekit validate checks the file in CI; routekit explain tells, step by step, what happens when someone visits a path; routekit routes lists them all.',
    label: 'Terminal',
    points: {
      validate: 'validate exits with code 1 when the file is invalid and takes --json for your tools.',
      explain: 'explain shows guards, redirects and maintenance in the order they apply.',
      maintenance: 'maintenance on|off|status switches the deployed site without a new build.',
    },
  },
  steps: {
    title: 'Three steps, from idea to site',
    declare: {
      title: 'Declare',
      body: 'Write your routes in routes.yaml, or generate a valid one with the wizard in two minutes.',
    },
    validate: {
      title: 'Validate',
      body: 'The Vite plugin and the CLI check the file on every change and in CI, with the exact position of every error.',
    },
    serve: {
      title: 'Serve',
      body: 'Register pages, layouts and guards by name. routekit creates the React Router routes and decides every navigation.',
    },
  },
  cta: {
    title: 'Start with a valid routes.yaml',
    lead: 'Describe your site in the wizard and take away a ready-to-use file, or subscribe to hear when each version ships.',
  },
}
