import type { Messages } from '../../i18n'

export const es = {
  title: 'Tu panel',
  lead: 'Tu cuenta, los routes.yaml que has guardado y tu suscripción a las novedades.',
  loading: 'Cargando…',
  profile: {
    title: 'Perfil',
    email: 'Correo',
    uid: 'Identificador de usuario',
    created: 'Cuenta creada',
    unknown: 'Desconocido',
    noEmail: 'Sin correo',
  },
  setups: {
    title: 'Tus routes.yaml',
    empty: 'Aún no has guardado ninguno. Crea uno con el asistente y pulsa «Guardar en mi cuenta».',
    create: 'Crear un routes.yaml',
    savedOn: 'Guardado el {{date}}',
    view: 'Ver el archivo',
    failed: 'No hemos podido cargar tus archivos: el servicio no responde. Recarga la página para intentarlo de nuevo.',
    invalid:
      'No hemos podido mostrar tus archivos: los datos guardados están dañados o tienen un formato que este sitio no reconoce.',
    unavailable:
      'Este sitio no puede guardar ni mostrar tus routes.yaml ahora mismo: no tiene base de datos configurada. Puedes crear uno con el asistente y copiarlo o descargarlo.',
  },
  subscription: {
    title: 'Suscripción a las novedades',
    subscribed: 'Recibes novedades en {{language}} sobre: {{topics}}.',
    since: 'Desde el {{date}}.',
    none: 'No estás suscrito con {{email}}.',
    subscribe: 'Suscribirme',
    unverified: 'Verás aquí tu suscripción cuando confirmes tu dirección de correo.',
    failed: 'No hemos podido consultar tu suscripción: el servicio no responde.',
    invalid:
      'No hemos podido mostrar tu suscripción: los datos guardados están dañados o tienen un formato que este sitio no reconoce.',
    languages: { es: 'español', en: 'inglés' },
    topics: { releases: 'versiones nuevas', guides: 'guías', security: 'avisos de seguridad', events: 'eventos' },
  },
  unavailable:
    'Los datos guardados no están disponibles ahora mismo en este sitio: no hay base de datos configurada. Tu cuenta funciona con normalidad.',
}

export const en: Messages<typeof es> = {
  title: 'Your dashboard',
  lead: 'Your account, the routes.yaml files you saved and your news subscription.',
  loading: 'Loading…',
  profile: {
    title: 'Profile',
    email: 'Email',
    uid: 'User ID',
    created: 'Account created',
    unknown: 'Unknown',
    noEmail: 'No email',
  },
  setups: {
    title: 'Your routes.yaml files',
    empty: 'You have not saved one yet. Make one with the wizard and press "Save to my account".',
    create: 'Create a routes.yaml',
    savedOn: 'Saved on {{date}}',
    view: 'View the file',
    failed: 'We could not load your files: the service is not answering. Reload the page to try again.',
    invalid: 'We could not show your files: the stored data is damaged or in a form this site does not recognise.',
    unavailable:
      'This site cannot save or show your routes.yaml files right now: it has no database configured. You can make one with the wizard and copy or download it.',
  },
  subscription: {
    title: 'News subscription',
    subscribed: 'You get news in {{language}} about: {{topics}}.',
    since: 'Since {{date}}.',
    none: 'You are not subscribed with {{email}}.',
    subscribe: 'Subscribe',
    unverified: 'Your subscription shows here once you confirm your email address.',
    failed: 'We could not check your subscription: the service is not answering.',
    invalid:
      'We could not show your subscription: the stored data is damaged or in a form this site does not recognise.',
    languages: { es: 'Spanish', en: 'English' },
    topics: { releases: 'new releases', guides: 'guides', security: 'security notices', events: 'events' },
  },
  unavailable:
    'Saved data is not available on this site right now: no database is configured. Your account works as usual.',
}
