import type { Messages } from '../../i18n'

export const es = {
  eyebrow: 'Tecnología',
  title: 'Una mitad que decide, otra que reacciona',
  lead: 'routekit separa las reglas de su ejecución. La mitad de configuración es TypeScript puro que la CLI, el plugin de Vite y el navegador comparten; la mitad de React convierte sus decisiones en rutas.',
  parts: {
    title: 'Las cuatro piezas',
    config: {
      title: 'La mitad de configuración',
      body: 'Un esquema zod estricto (fuente de los tipos), un parser de YAML que conserva posiciones, comprobaciones entre campos, diagnósticos con código estable y resolve(). Sin React, sin DOM, sin node:fs.',
      import: '@routekit/router-core',
    },
    react: {
      title: 'La mitad de React',
      body: 'createRoutes() genera rutas de datos de React Router 7. Cada navegación pregunta a resolve(), ejecuta los guards y solo entonces importa el chunk de la página. Incluye la página de error, la recarga ante chunks perdidos y el vigilante de builds.',
      import: '@routekit/router-core/react',
    },
    vite: {
      title: 'El plugin de Vite',
      body: 'Sirve routes.yaml validado como virtual:routekit/routes, lo revalida en cada cambio y muestra los errores en el overlay con archivo, línea y columna. En la build escribe el manifiesto que permite detectar versiones nuevas.',
      import: '@routekit/router-core/vite',
    },
    cli: {
      title: 'La CLI',
      body: 'validate, routes, explain, preview y maintenance on|off|status. Una función por comando, sin reglas propias: todas llaman a la mitad de configuración. Códigos de salida 0, 1 y 2, y --json en todo lo que informa.',
      import: 'routekit',
    },
  },
  flow: {
    title: 'Qué pasa en cada navegación',
    steps: {
      ask: 'El router pregunta a resolve() con el path y el estado de mantenimiento.',
      guards: 'Si la ruta tiene guards, se ejecutan en orden hasta que uno no permite el paso.',
      decide: 'resolve() decide de nuevo con los resultados: mostrar, redirigir o 404.',
      load: 'Solo si se muestra, se descarga el chunk de la página y se renderiza en su layout.',
    },
  },
  stack: {
    title: 'El stack',
    lead: 'Versiones actuales, dependencias pocas y conocidas.',
    items: {
      typescript: 'TypeScript 5.9 en modo estricto, solo ESM',
      react: 'React 19 y React Router 7 (rutas de datos)',
      vite: 'Vite 8 con rolldown, y su plugin propio',
      zod: 'zod 4 para el esquema, yaml 2 para las posiciones',
      cli: 'commander 14 y chalk 5 en la CLI',
      tests: 'vitest 4, Testing Library y Chromium real para el navegador',
      site: 'Este sitio: Tailwind CSS 4, i18next, lucide y Firebase',
    },
  },
  cta: {
    title: 'Mira la arquitectura en tu propio routes.yaml',
    lead: 'Genera uno con el asistente y pruébalo con routekit explain.',
  },
}

export const en: Messages<typeof es> = {
  eyebrow: 'Technology',
  title: 'One half decides, the other reacts',
  lead: 'routekit keeps the rules apart from their execution. The config half is plain TypeScript that the CLI, the Vite plugin and the browser share; the React half turns its decisions into routes.',
  parts: {
    title: 'The four parts',
    config: {
      title: 'The config half',
      body: 'A strict zod schema (the source of the types), a YAML parser that keeps positions, cross-field checks, diagnostics with stable codes, and resolve(). No React, no DOM, no node:fs.',
      import: '@routekit/router-core',
    },
    react: {
      title: 'The React half',
      body: 'createRoutes() generates React Router 7 data routes. Each navigation asks resolve(), runs the guards, and only then imports the page’s chunk. It includes the error page, the reload on missing chunks and the build watcher.',
      import: '@routekit/router-core/react',
    },
    vite: {
      title: 'The Vite plugin',
      body: 'Serves the validated routes.yaml as virtual:routekit/routes, re-validates it on every change and shows errors in the overlay with file, line and column. At build time it writes the manifest that lets tabs spot new versions.',
      import: '@routekit/router-core/vite',
    },
    cli: {
      title: 'The CLI',
      body: 'validate, routes, explain, preview and maintenance on|off|status. One function per command and no rules of its own: they all call the config half. Exit codes 0, 1 and 2, and --json on everything that reports.',
      import: 'routekit',
    },
  },
  flow: {
    title: 'What happens on each navigation',
    steps: {
      ask: 'The router asks resolve() with the path and the maintenance state.',
      guards: 'If the route has guards, they run in order until one does not allow.',
      decide: 'resolve() decides again with their outcomes: render, redirect or 404.',
      load: 'Only when it renders is the page’s chunk downloaded and rendered in its layout.',
    },
  },
  stack: {
    title: 'The stack',
    lead: 'Current versions, few and well-known dependencies.',
    items: {
      typescript: 'TypeScript 5.9 in strict mode, ESM only',
      react: 'React 19 and React Router 7 (data routes)',
      vite: 'Vite 8 with rolldown, and its own plugin',
      zod: 'zod 4 for the schema, yaml 2 for positions',
      cli: 'commander 14 and chalk 5 in the CLI',
      tests: 'vitest 4, Testing Library and real Chromium for the browser',
      site: 'This site: Tailwind CSS 4, i18next, lucide and Firebase',
    },
  },
  cta: {
    title: 'See the architecture on your own routes.yaml',
    lead: 'Build one with the wizard and try it with routekit explain.',
  },
}
