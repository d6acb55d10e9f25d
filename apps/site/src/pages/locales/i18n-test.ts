import type { Messages } from '../../i18n'

export const es = {
  eyebrow: 'Prueba de idiomas',
  title: 'Así habla el sitio en cada idioma',
  lead: 'Una página para comprobar de un vistazo la interpolación, los plurales, las fechas, los números y qué pasa cuando falta una traducción. Cambia el idioma arriba y mira cómo cambia todo.',
  active: 'Idioma activo: {{language}} ({{code}})',
  interpolation: {
    title: 'Interpolación',
    label: 'Tu nombre',
    greeting: 'Hola, {{name}}. Tu sitio tiene {{pages}} páginas y {{guards}} guards.',
    defaultName: 'Ada',
  },
  plurals: {
    title: 'Plurales',
    lead: 'i18next elige la forma con Intl.PluralRules. En español, los millones exactos usan la forma «many»: «de rutas».',
    label: 'Número de rutas',
    routes_one: '{{count, number}} ruta',
    routes_many: '{{count, number}} de rutas',
    routes_other: '{{count, number}} rutas',
    category: 'categoría «{{category}}»',
    examples: 'Ejemplos',
  },
  dates: {
    title: 'Fechas y horas',
    full: 'Fecha completa',
    short: 'Fecha corta',
    time: 'Hora (UTC)',
    relative: 'Relativa',
    list: 'Lista',
    listItems: 'routes.yaml, la CLI, el plugin de Vite',
  },
  numbers: {
    title: 'Números',
    decimal: 'Decimal',
    currency: 'Moneda (EUR)',
    percent: 'Porcentaje',
    unit: 'Unidad',
    compact: 'Compacto',
  },
  missing: {
    title: 'Claves que faltan',
    lead: 'fallbackLng es «es»: si una clave falta en inglés se muestra el español; si falta en todos los idiomas, se muestra la propia clave para que salte a la vista.',
    onlySpanish: 'Este texto solo existe en español.',
    onlySpanishLabel: 'Clave solo en español',
    nowhereLabel: 'Clave que no existe en ningún idioma',
    defaultLabel: 'Clave que no existe, con defaultValue',
    defaultValue: 'texto por defecto del código',
  },
}

/** English lacks `onlySpanish` on purpose (the fallback demo) and Spanish alone has the `many` plural. */
type English = Omit<Messages<typeof es>, 'missing' | 'plurals'> & {
  missing: Omit<Messages<typeof es>['missing'], 'onlySpanish'>
  plurals: Omit<Messages<typeof es>['plurals'], 'routes_many'>
}

export const en: English = {
  eyebrow: 'Language test',
  title: 'How the site speaks in each language',
  lead: 'A page to check at a glance interpolation, plurals, dates, numbers and what happens when a translation is missing. Switch the language at the top and watch everything change.',
  active: 'Active language: {{language}} ({{code}})',
  interpolation: {
    title: 'Interpolation',
    label: 'Your name',
    greeting: 'Hello, {{name}}. Your site has {{pages}} pages and {{guards}} guards.',
    defaultName: 'Ada',
  },
  plurals: {
    title: 'Plurals',
    lead: 'i18next picks the form with Intl.PluralRules. English only has “one” and “other”.',
    label: 'Number of routes',
    routes_one: '{{count, number}} route',
    routes_other: '{{count, number}} routes',
    category: '“{{category}}” category',
    examples: 'Examples',
  },
  dates: {
    title: 'Dates and times',
    full: 'Full date',
    short: 'Short date',
    time: 'Time (UTC)',
    relative: 'Relative',
    list: 'List',
    listItems: 'routes.yaml, the CLI, the Vite plugin',
  },
  numbers: {
    title: 'Numbers',
    decimal: 'Decimal',
    currency: 'Currency (EUR)',
    percent: 'Percent',
    unit: 'Unit',
    compact: 'Compact',
  },
  missing: {
    title: 'Missing keys',
    lead: 'fallbackLng is “es”: a key missing in English shows the Spanish text; a key missing in every language shows the key itself, so it stands out.',
    onlySpanishLabel: 'Key only in Spanish',
    nowhereLabel: 'Key that exists in no language',
    defaultLabel: 'Missing key, with defaultValue',
    defaultValue: 'default text from the code',
  },
}
