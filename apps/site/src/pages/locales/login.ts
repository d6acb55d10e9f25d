import type { Messages } from '../../i18n'

export const es = {
  title: 'Entra en tu cuenta',
  titleCreate: 'Crea tu cuenta',
  titleReset: 'Recupera tu contraseña',
  lead: 'Con una cuenta guardas tus routes.yaml del asistente y ves el estado de tu suscripción.',
  modes: {
    label: 'Qué quieres hacer',
    signIn: 'Entrar',
    create: 'Crear cuenta',
    reset: 'Olvidé mi contraseña',
  },
  email: 'Correo electrónico',
  password: 'Contraseña',
  passwordHintCreate: 'Al menos 6 caracteres.',
  submit: {
    signIn: 'Entrar',
    create: 'Crear cuenta',
    reset: 'Enviar enlace',
    pending: 'Un momento…',
  },
  resetSent:
    'Si hay una cuenta con {{email}}, te hemos enviado un enlace para elegir una contraseña nueva. Revisa también la carpeta de spam.',
  notConfigured: {
    title: 'El inicio de sesión no está configurado',
    body: 'Este sitio se ha publicado sin la configuración de Firebase, así que ahora mismo nadie puede entrar ni crear una cuenta. El resto del sitio funciona con normalidad.',
  },
  signedIn: {
    body: 'Ya has iniciado sesión como {{email}}.',
    continue: 'Continuar',
  },
  fields: {
    emailRequired: 'Escribe tu correo electrónico.',
    emailInvalid: 'Escribe un correo válido, como nombre@ejemplo.com.',
    passwordRequired: 'Escribe tu contraseña.',
    passwordShort: 'La contraseña necesita al menos 6 caracteres.',
  },
  errors: {
    invalidCredential: 'El correo o la contraseña no son correctos. Revísalos o recupera tu contraseña.',
    emailInUse: 'Ya existe una cuenta con este correo. Entra con él o recupera tu contraseña.',
    weakPassword: 'Esa contraseña es demasiado débil. Usa al menos 6 caracteres, mejor si son más.',
    invalidEmail: 'Ese correo no parece válido. Revisa que esté bien escrito.',
    tooManyRequests: 'Demasiados intentos seguidos. Espera unos minutos y vuelve a probar.',
    network: 'No hay conexión con el servicio de cuentas. Revisa tu conexión e inténtalo otra vez.',
    notConfigured: 'El inicio de sesión no está configurado en este sitio.',
    unknown: 'Algo ha fallado al hablar con el servicio de cuentas. Inténtalo de nuevo en un momento.',
  },
}

export const en: Messages<typeof es> = {
  title: 'Sign in to your account',
  titleCreate: 'Create your account',
  titleReset: 'Reset your password',
  lead: 'With an account you keep the routes.yaml files you make in the wizard and see your subscription.',
  modes: {
    label: 'What do you want to do',
    signIn: 'Sign in',
    create: 'Create account',
    reset: 'Forgot my password',
  },
  email: 'Email',
  password: 'Password',
  passwordHintCreate: 'At least 6 characters.',
  submit: {
    signIn: 'Sign in',
    create: 'Create account',
    reset: 'Send link',
    pending: 'One moment…',
  },
  resetSent:
    'If there is an account for {{email}}, we have sent it a link to choose a new password. Check your spam folder too.',
  notConfigured: {
    title: 'Sign-in is not configured',
    body: 'This site was published without its Firebase configuration, so nobody can sign in or create an account right now. The rest of the site works as usual.',
  },
  signedIn: {
    body: 'You are already signed in as {{email}}.',
    continue: 'Continue',
  },
  fields: {
    emailRequired: 'Enter your email address.',
    emailInvalid: 'Enter a valid email address, such as name@example.com.',
    passwordRequired: 'Enter your password.',
    passwordShort: 'The password needs at least 6 characters.',
  },
  errors: {
    invalidCredential: 'The email or password is not right. Check them, or reset your password.',
    emailInUse: 'There is already an account with this email. Sign in with it, or reset your password.',
    weakPassword: 'That password is too weak. Use at least 6 characters; more is better.',
    invalidEmail: 'That email address does not look valid. Check how it is written.',
    tooManyRequests: 'Too many attempts in a row. Wait a few minutes and try again.',
    network: 'Could not reach the account service. Check your connection and try again.',
    notConfigured: 'Sign-in is not configured on this site.',
    unknown: 'Something went wrong talking to the account service. Try again in a moment.',
  },
}
