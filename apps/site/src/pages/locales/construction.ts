import type { Messages } from '../../i18n'

export const es = {
  on: {
    eyebrow: 'Mantenimiento',
    title: 'Estamos mejorando el sitio',
    defaultMessage: 'Estamos haciendo tareas de mantenimiento. Vuelve en un rato: no tienes que hacer nada.',
    messageLabel: 'Mensaje del equipo',
    until: 'Volvemos hacia el {{time}}',
    overdue: 'Esperábamos haber terminado el {{time}}. Seguimos en ello.',
    noUntil: 'Aún no tenemos hora de vuelta.',
    autoReturn: 'Deja esta pestaña abierta: cuando volvamos te llevaremos a {{path}}.',
    autoReturnHome: 'Deja esta pestaña abierta: cuando volvamos te llevaremos a la página de inicio.',
  },
  off: {
    eyebrow: 'Todo en orden',
    title: 'El sitio ha vuelto',
    lead: 'El mantenimiento ha terminado. Gracias por la paciencia.',
    continue: 'Continuar a {{path}}',
    home: 'Ir al inicio',
  },
}

export const en: Messages<typeof es> = {
  on: {
    eyebrow: 'Maintenance',
    title: 'We are improving the site',
    defaultMessage: 'We are doing some maintenance. Come back in a while: there is nothing you need to do.',
    messageLabel: 'Message from the team',
    until: 'Back by {{time}}',
    overdue: 'We hoped to be done by {{time}}. We are still on it.',
    noUntil: 'We do not have a time to be back yet.',
    autoReturn: 'Keep this tab open: when we are back we will take you to {{path}}.',
    autoReturnHome: 'Keep this tab open: when we are back we will take you to the home page.',
  },
  off: {
    eyebrow: 'All good',
    title: 'The site is back',
    lead: 'Maintenance is over. Thank you for your patience.',
    continue: 'Continue to {{path}}',
    home: 'Go to the home page',
  },
}
