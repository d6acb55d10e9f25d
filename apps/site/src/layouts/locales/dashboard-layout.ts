import type { Messages } from '../../i18n'

// The signed-in frame's own navigation, in the dashboard layout's chunk.
export const es = {
  label: 'Área personal',
  overview: 'Resumen',
  newSetup: 'Nuevo routes.yaml',
  subscription: 'Suscripción',
  backToSite: 'Volver al sitio',
  error: {
    title: 'Esta parte de tu área no se pudo cargar',
    retry: 'Volver a intentarlo',
  },
}

export const en: Messages<typeof es> = {
  label: 'Your area',
  overview: 'Overview',
  newSetup: 'New routes.yaml',
  subscription: 'Subscription',
  backToSite: 'Back to the site',
  error: {
    title: 'This part of your area could not be loaded',
    retry: 'Try again',
  },
}
