import type { Messages } from '../../i18n'

/** The `account` namespace: the user menu in the dashboard layout. Kept tiny: it ships with the layout. */
export const es = {
  signedInAs: 'Sesión iniciada como',
  noEmail: 'Cuenta sin correo',
  signOut: 'Cerrar sesión',
  signingOut: 'Cerrando sesión…',
  signOutFailed: 'No se pudo cerrar la sesión. Revisa la conexión e inténtalo de nuevo.',
  loading: 'Comprobando la sesión…',
  signIn: 'Entrar',
}

export const en: Messages<typeof es> = {
  signedInAs: 'Signed in as',
  noEmail: 'Account without email',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  signOutFailed: 'Could not sign out. Check the connection and try again.',
  loading: 'Checking your session…',
  signIn: 'Sign in',
}
