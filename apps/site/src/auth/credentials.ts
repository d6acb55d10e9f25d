import { z } from 'zod'

export type LoginMode = 'signIn' | 'create' | 'reset'

/** Firebase's own minimum; a longer one is the visitor's choice. */
export const PASSWORD_MIN = 6

const email = z
  .string()
  .trim()
  .min(1, { error: 'emailRequired' })
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'emailInvalid' })

/**
 * The login form's checks for `mode`; messages are keys of the login
 * namespace's `fields`. Reset needs only the email; creating an account needs
 * a password Firebase will accept.
 */
export function credentialsSchema(mode: LoginMode) {
  if (mode === 'reset') return z.object({ email, password: z.string() })
  const password =
    mode === 'create'
      ? z.string().min(1, { error: 'passwordRequired' }).min(PASSWORD_MIN, { error: 'passwordShort' })
      : z.string().min(1, { error: 'passwordRequired' })
  return z.object({ email, password })
}
