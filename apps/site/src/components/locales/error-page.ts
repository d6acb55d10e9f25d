import type { Messages } from '../../i18n'

// The full error page's text, in its own chunk. The two ways out that the bare
// page (error-page-lazy.tsx) shows too stay in `common` (error.goHome, error.reload).
export const es = {
  notFoundTitle: 'No encontramos esta página',
  notFoundLead:
    'La dirección no corresponde a ninguna ruta de este sitio. Puede que el enlace esté mal escrito o que la página se haya movido.',
  genericTitle: 'Algo ha fallado',
  genericLead:
    'La página no se pudo mostrar. No es culpa tuya: reintentar suele bastar y, si no, recargar trae la última versión del sitio.',
  statusLabel: 'Error {{status}}',
  details: 'Detalle técnico',
  retry: 'Reintentar',
}

export const en: Messages<typeof es> = {
  notFoundTitle: 'We could not find this page',
  notFoundLead:
    'The address does not match any route on this site. The link may be mistyped, or the page may have moved.',
  genericTitle: 'Something went wrong',
  genericLead:
    'The page could not be shown. It is not your fault: retrying usually works, and reloading fetches the latest version of the site.',
  statusLabel: 'Error {{status}}',
  details: 'Technical detail',
  retry: 'Try again',
}
