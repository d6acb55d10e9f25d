import type { Messages } from '../../i18n'

export const es = {
  eyebrow: 'Quiénes somos',
  title: 'Un equipo pequeño que mantenía demasiadas rutas a mano',
  lead: 'routekit lo empezó un equipo fundador de tres personas que llevaba años manteniendo sitios de marketing y áreas privadas con React Router y con Nuxt. Lo construimos porque lo necesitábamos nosotros primero.',
  story: {
    title: 'De dónde venimos',
    p1: 'Nuestro último proyecto juntos fue migrar un sitio de Nuxt a React. Las páginas se movieron en una semana; las reglas tardaron un mes: qué rutas pedían sesión, qué pasaba durante un mantenimiento, qué redirecciones heredaba el hosting. Cada regla estaba en un sitio distinto y la mitad no estaba escrita en ninguno.',
    p2: 'Al terminar teníamos una lista de errores que no queríamos volver a cometer. routekit es esa lista convertida en herramienta: un archivo que se puede revisar en un pull request, y una función que se puede probar sin navegador.',
  },
  team: {
    title: 'El equipo fundador',
    lead: 'Tres personas, tres responsabilidades, y todas las decisiones por escrito en el repositorio.',
    roles: {
      core: {
        title: 'Núcleo y runtime',
        body: 'El esquema, resolve() y el enlace con React Router. Responde de que cada decisión de navegación salga de un solo sitio.',
      },
      tooling: {
        title: 'CLI y herramientas',
        body: 'validate, explain, routes, preview y maintenance, el plugin de Vite y los benchmarks. Responde de que cada error diga qué, dónde y cómo arreglarlo.',
      },
      experience: {
        title: 'Sitio, accesibilidad e idiomas',
        body: 'Este sitio, su diseño, el contraste AA, la navegación por teclado y las traducciones. Responde de que el producto se use bien en español y en inglés.',
      },
    },
  },
  values: {
    title: 'Lo que defendemos',
    items: {
      errors: {
        title: 'Los errores son parte del producto',
        body: 'Un mensaje que no dice dónde ni cómo arreglarlo es un fallo nuestro, y lo tratamos como un bug.',
      },
      truth: {
        title: 'Una sola fuente de verdad',
        body: 'Si una regla de enrutado existe en dos sitios, uno de los dos acabará mintiendo. Por eso solo resolve() decide.',
      },
      access: {
        title: 'Accesible y bilingüe desde el primer día',
        body: 'Landmarks, foco tras cada navegación, contraste AA y dos idiomas no se añaden al final: se diseñan al principio.',
      },
      measure: {
        title: 'Medir antes de prometer',
        body: 'Publicamos tamaños de bundle y tiempos medidos en la misma máquina que las alternativas, con su dispersión.',
      },
      open: {
        title: 'Abierto por defecto',
        body: 'Licencia MIT, hoja de ruta pública y cambios de formato anunciados con una versión nueva de routes.yaml.',
      },
    },
  },
  cta: {
    title: 'Sigue el proyecto de cerca',
    lead: 'Te escribimos cuando sale una versión o cambia la hoja de ruta. Nada más.',
  },
}

export const en: Messages<typeof es> = {
  eyebrow: 'About us',
  title: 'A small team that maintained too many routes by hand',
  lead: 'routekit was started by a founding team of three who had spent years maintaining marketing sites and private areas with React Router and with Nuxt. We built it because we needed it first.',
  story: {
    title: 'Where we come from',
    p1: 'Our last project together was moving a site from Nuxt to React. The pages moved in a week; the rules took a month: which routes needed a session, what happened during maintenance, which redirects the hosting had inherited. Every rule lived somewhere else, and half of them were written down nowhere.',
    p2: 'When we finished, we had a list of mistakes we did not want to make again. routekit is that list turned into a tool: a file you can review in a pull request, and a function you can test without a browser.',
  },
  team: {
    title: 'The founding team',
    lead: 'Three people, three responsibilities, and every decision written down in the repository.',
    roles: {
      core: {
        title: 'Core and runtime',
        body: 'The schema, resolve() and the React Router binding. Answers for every navigation decision coming from a single place.',
      },
      tooling: {
        title: 'CLI and tooling',
        body: 'validate, explain, routes, preview and maintenance, the Vite plugin and the benchmarks. Answers for every error saying what, where and how to fix it.',
      },
      experience: {
        title: 'Site, accessibility and languages',
        body: 'This site, its design, AA contrast, keyboard navigation and the translations. Answers for the product working well in Spanish and in English.',
      },
    },
  },
  values: {
    title: 'What we stand for',
    items: {
      errors: {
        title: 'Errors are part of the product',
        body: 'A message that does not say where or how to fix it is our failure, and we treat it as a bug.',
      },
      truth: {
        title: 'One source of truth',
        body: 'If a routing rule exists in two places, one of them will end up lying. That is why only resolve() decides.',
      },
      access: {
        title: 'Accessible and bilingual from day one',
        body: 'Landmarks, focus after each navigation, AA contrast and two languages are not added at the end: they are designed at the start.',
      },
      measure: {
        title: 'Measure before promising',
        body: 'We publish bundle sizes and timings measured on the same machine as the alternatives, with their spread.',
      },
      open: {
        title: 'Open by default',
        body: 'MIT licence, a public roadmap, and format changes announced with a new routes.yaml version.',
      },
    },
  },
  cta: {
    title: 'Follow the project closely',
    lead: 'We write when a version ships or the roadmap changes. Nothing else.',
  },
}
