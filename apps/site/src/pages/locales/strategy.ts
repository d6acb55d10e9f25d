import type { Messages } from '../../i18n'

export const es = {
  eyebrow: 'Estrategia y hoja de ruta',
  title: 'Primero que sea correcto, después que sea rápido, luego que sea para todos',
  lead: 'routekit avanza por fases. Cada una termina cuando sus garantías están probadas, no cuando se acaba el calendario.',
  principles: {
    title: 'Cómo decidimos qué viene después',
    items: {
      contract: {
        title: 'El formato es un contrato',
        body: 'routes.yaml lleva version: 1. Un archivo válido hoy seguirá siéndolo; un cambio incompatible será version: 2, con guía de migración.',
      },
      evidence: {
        title: 'Pruebas antes que opiniones',
        body: 'Cada promesa de rendimiento tiene un presupuesto que comprueba la suite de tests y una comparación medida contra Nuxt y una SPA de referencia.',
      },
      small: {
        title: 'Un núcleo pequeño',
        body: 'Lo que no es una decisión de enrutado se queda fuera del núcleo. La mitad de configuración no depende de React, del DOM ni del sistema de archivos.',
      },
    },
  },
  phases: {
    title: 'Hoja de ruta',
    status: {
      done: 'Hecho',
      now: 'En curso',
      next: 'Siguiente',
      later: 'Más adelante',
    },
    foundation: {
      title: 'Fase 1 · Fundamentos',
      body: 'El esquema de routes.yaml, la validación con posiciones exactas, los códigos de error documentados y resolve(). La CLI: validate, routes y explain.',
    },
    runtime: {
      title: 'Fase 2 · Runtime para React',
      body: 'createRoutes sobre React Router 7, guards con nombre, página de error, recarga ante chunks perdidos, detección de builds nuevas, el plugin de Vite y el mantenimiento en caliente con maintenance.json.',
    },
    performance: {
      title: 'Fase 3 · Rendimiento',
      body: 'Prerenderizado de las páginas abiertas, presupuestos de tamaño en la suite de tests (≤ 120 KB gzip de JS inicial) y Lighthouse 100, comparado en la misma máquina con Nuxt y con una SPA de React.',
    },
    ecosystem: {
      title: 'Fase 4 · Ecosistema',
      body: 'Versión 1.0 con el formato congelado, JSON Schema para el autocompletado en editores, guías de migración desde React Router a mano y desde Nuxt, y guards de ejemplo para los proveedores de autenticación más usados.',
    },
  },
  cta: {
    title: '¿Te avisamos cuando cierre cada fase?',
    lead: 'Suscríbete a las novedades y elige los temas que te interesan.',
  },
}

export const en: Messages<typeof es> = {
  eyebrow: 'Strategy and roadmap',
  title: 'First correct, then fast, then for everyone',
  lead: 'routekit moves in phases. Each one ends when its guarantees are proven by tests, not when the calendar runs out.',
  principles: {
    title: 'How we decide what comes next',
    items: {
      contract: {
        title: 'The format is a contract',
        body: 'routes.yaml carries version: 1. A file that is valid today stays valid; an incompatible change will be version: 2, with a migration guide.',
      },
      evidence: {
        title: 'Evidence over opinions',
        body: 'Every performance promise has a budget that the test suite checks, and a comparison measured against Nuxt and a reference SPA.',
      },
      small: {
        title: 'A small core',
        body: 'Whatever is not a routing decision stays out of the core. The config half depends on neither React, the DOM nor the file system.',
      },
    },
  },
  phases: {
    title: 'Roadmap',
    status: {
      done: 'Done',
      now: 'In progress',
      next: 'Next',
      later: 'Later',
    },
    foundation: {
      title: 'Phase 1 · Foundations',
      body: 'The routes.yaml schema, validation with exact positions, documented error codes and resolve(). The CLI: validate, routes and explain.',
    },
    runtime: {
      title: 'Phase 2 · React runtime',
      body: 'createRoutes on React Router 7, named guards, the error page, reload on missing chunks, new-build detection, the Vite plugin and live maintenance through maintenance.json.',
    },
    performance: {
      title: 'Phase 3 · Performance',
      body: 'Prerendered open pages, size budgets in the test suite (≤ 120 KB gzip of first-load JS) and Lighthouse 100, compared on the same machine with Nuxt and a React SPA.',
    },
    ecosystem: {
      title: 'Phase 4 · Ecosystem',
      body: 'Version 1.0 with a frozen format, a JSON Schema for editor completion, migration guides from hand-written React Router and from Nuxt, and example guards for the most used auth providers.',
    },
  },
  cta: {
    title: 'Shall we tell you when each phase closes?',
    lead: 'Subscribe to the news and pick the topics you care about.',
  },
}
