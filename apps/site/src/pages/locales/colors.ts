import type { Messages } from '../../i18n'

export const es = {
  eyebrow: 'Sistema de diseño',
  title: 'Colores y contraste',
  lead: 'Estos son todos los colores del sitio, leídos de los tokens de src/styles.css. Cada uno muestra su contraste WCAG, calculado aquí mismo, frente a los dos colores de texto: tinta y lienzo.',
  legend: {
    title: 'Cómo leer la tabla',
    aa: 'AA: apto para texto normal (4,5:1 o más).',
    large: 'AA grande: solo texto grande (24 px, o 18,66 px en negrita) y elementos de interfaz (3:1 o más).',
    fail: 'No apto: no lo uses para texto sobre ese fondo.',
  },
  summary: '{{count}} tokens · {{pairs}} de {{total}} combinaciones aptas para texto normal',
  against: 'Texto {{text}}',
  palette: 'Paleta',
  sample: 'Texto {{text}} encima',
  grade: {
    AA: 'AA',
    'AA large': 'AA grande',
    fail: 'No apto',
  },
  textColors: {
    ink: 'tinta',
    canvas: 'lienzo',
  },
}

export const en: Messages<typeof es> = {
  eyebrow: 'Design system',
  title: 'Colours and contrast',
  lead: 'These are all the site’s colours, read from the tokens in src/styles.css. Each one shows its WCAG contrast, computed right here, against the two text colours: ink and canvas.',
  legend: {
    title: 'How to read the table',
    aa: 'AA: fit for body text (4.5:1 or more).',
    large: 'AA large: large text only (24 px, or 18.66 px bold) and interface parts (3:1 or more).',
    fail: 'Fail: do not use it for text on that background.',
  },
  summary: '{{count}} tokens · {{pairs}} of {{total}} pairings fit for body text',
  against: '{{text}} text',
  palette: 'Palette',
  sample: '{{text}} text on top',
  grade: {
    AA: 'AA',
    'AA large': 'AA large',
    fail: 'Fail',
  },
  textColors: {
    ink: 'Ink',
    canvas: 'Canvas',
  },
}
