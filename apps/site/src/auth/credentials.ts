// zod/mini: the same zod 4 package and validation core, with functional
// checks that tree-shake, so the login chunk stays small (full zod is ~24 KB gzip).
import * as z from 'zod/mini'

export type LoginMode = 'signIn' | 'create' | 'reset'

/** Firebase's own minimum; a longer one is the visitor's choice. */
export const PASSWORD_MIN = 6

const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'emailRequired' }),
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'emailInvalid' }),
  )

/**
 * The login form's checks for `mode`; messages are keys of the login
 * namespace's `fields`. Reset needs only the email; creating an account needs
 * a password Firebase will accept.
 */
export function credentialsSchema(mode: LoginMode) {
  if (mode === 'reset') return z.object({ email, password: z.string() })
  const password =
    mode === 'create'
      ? z
          .string()
          .check(z.minLength(1, { error: 'passwordRequired' }), z.minLength(PASSWORD_MIN, { error: 'passwordShort' }))
      : z.string().check(z.minLength(1, { error: 'passwordRequired' }))
  return z.object({ email, password })
}
