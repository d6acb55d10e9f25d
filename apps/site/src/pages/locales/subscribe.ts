import type { Messages } from '../../i18n'

export const es = {
  eyebrow: 'Novedades',
  title: 'Recibe las novedades de routekit',
  lead: 'Un correo cuando hay una versión nueva, una guía o un aviso de seguridad. Solo lo que elijas, y puedes darte de baja desde cualquier correo.',
  email: 'Correo electrónico',
  emailHint: 'Solo lo usamos para enviarte estas novedades.',
  language: 'Idioma de los correos',
  languages: { es: 'Español', en: 'English' },
  topics: 'Qué quieres recibir',
  topicsHint: 'Puedes elegir varios; al menos uno.',
  topic: {
    releases: 'Versiones nuevas',
    releasesHint: 'Qué cambia en cada versión y cómo actualizar.',
    guides: 'Guías',
    guidesHint: 'Recetas para layouts, guards y despliegues.',
    security: 'Avisos de seguridad',
    securityHint: 'Fallos que te afectan y cómo corregirlos.',
    events: 'Eventos',
    eventsHint: 'Charlas y sesiones en directo.',
  },
  unavailable: {
    title: 'Las suscripciones no están disponibles',
    body: 'Este sitio se ha publicado sin base de datos, así que ahora mismo no puede guardar suscripciones. Vuelve más tarde; el resto del sitio funciona con normalidad.',
  },
  submit: 'Suscribirme',
  pending: 'Guardando…',
  slow: 'Seguimos guardando: el servicio tarda en responder. No cierres esta página; este aviso cambiará cuando termine.',
  created: 'Listo: {{email}} recibirá las novedades que has elegido.',
  unchanged: '{{email}} ya estaba suscrito. No hemos cambiado nada ni te enviaremos correos repetidos.',
  failure: {
    unavailable:
      'No hemos podido guardar tu suscripción: el servicio no responde. Tus datos siguen en el formulario; inténtalo de nuevo en un momento.',
    notConfigured:
      'Las suscripciones no están disponibles ahora mismo en este sitio: falta su configuración. Tus datos no se han guardado.',
    denied: 'El servicio ha rechazado la suscripción. Revisa los datos e inténtalo de nuevo.',
    invalid: 'Algún dato no es válido. Revisa los campos marcados.',
  },
  fixErrors: 'Revisa los campos marcados: hay {{count}} por corregir.',
  errors: {
    emailRequired: 'Escribe tu correo electrónico.',
    emailTooLong: 'Ese correo es demasiado largo: el máximo son 254 caracteres.',
    emailInvalid: 'Escribe un correo válido, como nombre@ejemplo.com.',
    languageInvalid: 'Elige español o inglés.',
    topicInvalid: 'Ese tema no existe. Elige uno de la lista.',
    topicsRequired: 'Elige al menos un tema.',
  },
}

export const en: Messages<typeof es> = {
  eyebrow: 'News',
  title: 'Get routekit news',
  lead: 'An email when there is a new release, a guide or a security notice. Only what you choose, and you can unsubscribe from any email.',
  email: 'Email',
  emailHint: 'We only use it to send you this news.',
  language: 'Language of the emails',
  languages: { es: 'Español', en: 'English' },
  topics: 'What you want to receive',
  topicsHint: 'You can choose several; at least one.',
  topic: {
    releases: 'New releases',
    releasesHint: 'What changes in each release and how to upgrade.',
    guides: 'Guides',
    guidesHint: 'Recipes for layouts, guards and deployments.',
    security: 'Security notices',
    securityHint: 'Flaws that affect you and how to fix them.',
    events: 'Events',
    eventsHint: 'Talks and live sessions.',
  },
  unavailable: {
    title: 'Subscriptions are not available',
    body: 'This site was published without a database, so it cannot save subscriptions right now. Come back later; the rest of the site works as usual.',
  },
  submit: 'Subscribe',
  pending: 'Saving…',
  slow: 'Still saving: the service is slow to answer. Keep this page open; this notice will change when it is done.',
  created: 'Done: {{email}} will get the news you chose.',
  unchanged: '{{email}} was already subscribed. Nothing changed, and you will not get duplicate emails.',
  failure: {
    unavailable:
      'We could not save your subscription: the service is not answering. Your details are still in the form; try again in a moment.',
    notConfigured:
      'Subscriptions are not available on this site right now: its configuration is missing. Your details were not saved.',
    denied: 'The service refused the subscription. Check your details and try again.',
    invalid: 'Some details are not valid. Check the marked fields.',
  },
  fixErrors: 'Check the marked fields: {{count}} to fix.',
  errors: {
    emailRequired: 'Enter your email address.',
    emailTooLong: 'That email address is too long: the limit is 254 characters.',
    emailInvalid: 'Enter a valid email address, such as name@example.com.',
    languageInvalid: 'Choose Spanish or English.',
    topicInvalid: 'That topic does not exist. Choose one from the list.',
    topicsRequired: 'Choose at least one topic.',
  },
}
