import { KeyRound, LogIn, UserPlus } from 'lucide-react'
import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { createAccount, resetPassword, signIn } from '../auth/actions'
import { authErrorKey, type AuthErrorKey } from '../auth/auth-errors'
import type { LoginMode } from '../auth/credentials'
import { postLoginPath } from '../auth/redirect'
import { useAuthState } from '../auth/use-auth'
import { isFirebaseConfigured } from '../firebase/configured'
import { PageHeading } from '../components/page-heading'
import { fieldErrorsOf, type FieldErrors } from '../forms/field-errors'
import { Notice, PRIMARY_BUTTON, TextField } from '../forms/field'
import { registerNamespace, useLanguage } from '../i18n'
import * as messages from './locales/login'

registerNamespace('login', messages)

type Field = 'email' | 'password'

// The form's zod checks are their own chunk: fetched when the visitor first
// touches the form (or submits), so showing /login does not wait for them.
type Credentials = typeof import('../auth/credentials')
let credentials: Credentials | undefined
let loadingCredentials: Promise<Credentials> | undefined
function _loadCredentials(): Promise<Credentials> {
  loadingCredentials ??= import('../auth/credentials').then(
    (module) => (credentials = module),
    (error: unknown) => {
      loadingCredentials = undefined
      throw error
    },
  )
  return loadingCredentials
}
const MODES = [
  { mode: 'signIn', Icon: LogIn },
  { mode: 'create', Icon: UserPlus },
  { mode: 'reset', Icon: KeyRound },
] as const

/**
 * /login: sign in, create an account or reset the password, with Firebase
 * Auth. After sign-in the visitor goes to `?redirect=` when it is a path of
 * this site, else to /dashboard (see auth/redirect.ts).
 */
export default function LoginPage() {
  const { t } = useTranslation('login')
  const language = useLanguage()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const auth = useAuthState()
  const [mode, setMode] = useState<LoginMode>('signIn')
  const [values, setValues] = useState({ email: '', password: '' })
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const [failure, setFailure] = useState<AuthErrorKey | null>(null)
  const [resetSentTo, setResetSentTo] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const pendingRef = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)

  // The build knows it has no Firebase config: the prerendered HTML already says so, and hydration keeps it (issue 27).
  const notConfigured = !isFirebaseConfigured() || (auth.status === 'signed-out' && !auth.configured)
  const target = postLoginPath(searchParams)

  const chooseMode = (next: LoginMode) => {
    setMode(next)
    setErrors({})
    setFailure(null)
    setResetSentTo(null)
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pendingRef.current || notConfigured) return
    setFailure(null)
    setResetSentTo(null)
    let checks = credentials
    if (!checks) {
      try {
        checks = await _loadCredentials()
      } catch (error) {
        setFailure(authErrorKey(error))
        return
      }
      if (pendingRef.current) return // submitted again while the checks loaded
    }
    const parsed = checks.credentialsSchema(mode).safeParse(values)
    if (!parsed.success) {
      const found = fieldErrorsOf<Field>(parsed.error)
      setErrors(found)
      const first = (['email', 'password'] as const).find((field) => found[field])
      if (first) formRef.current?.querySelector<HTMLInputElement>(`#login-${first}`)?.focus()
      return
    }
    setErrors({})
    pendingRef.current = true
    setPending(true)
    try {
      const { email, password } = parsed.data
      if (mode === 'reset') {
        await resetPassword(email, language)
        setResetSentTo(email)
      } else {
        await (mode === 'create' ? createAccount(email, password) : signIn(email, password))
        navigate(target, { replace: true })
        return
      }
    } catch (error) {
      setFailure(authErrorKey(error))
    } finally {
      pendingRef.current = false
      setPending(false)
    }
  }

  const heading = mode === 'create' ? t('titleCreate') : mode === 'reset' ? t('titleReset') : t('title')
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((before) => ({ ...before, [field]: event.target.value }))

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <PageHeading className="text-3xl sm:text-4xl">{heading}</PageHeading>
      <p className="mt-3 text-ink-soft">{t('lead')}</p>

      {notConfigured ? (
        <div className="mt-6">
          <Notice tone="info" title={t('notConfigured.title')}>
            {t('notConfigured.body')}
          </Notice>
        </div>
      ) : null}

      {auth.status === 'signed-in' && !pending ? (
        <div className="mt-6">
          <Notice tone="success">
            {t('signedIn.body', { email: auth.user.email ?? auth.user.uid })}{' '}
            <Link to={target} replace className="font-semibold underline">
              {t('signedIn.continue')}
            </Link>
          </Notice>
        </div>
      ) : null}

      <div role="group" aria-label={t('modes.label')} className="mt-8 grid grid-cols-3 gap-1 rounded-lg bg-surface p-1">
        {MODES.map(({ mode: option, Icon }) => (
          <button
            key={option}
            type="button"
            aria-pressed={mode === option}
            onClick={() => chooseMode(option)}
            className="inline-flex min-h-11 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-semibold text-ink-soft hover:text-ink aria-pressed:bg-canvas aria-pressed:text-ink aria-pressed:shadow-card"
          >
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {t(`modes.${option}`)}
          </button>
        ))}
      </div>

      <form
        ref={formRef}
        noValidate
        onFocus={() => void _loadCredentials().catch(() => {})}
        onSubmit={(event) => void onSubmit(event)}
        className="mt-6"
      >
        <fieldset disabled={notConfigured} className="space-y-5">
          <TextField
            id="login-email"
            name="email"
            type="email"
            autoComplete="email"
            label={t('email')}
            value={values.email}
            onChange={set('email')}
            error={errors.email ? t(`fields.${errors.email}`) : undefined}
          />
          {mode !== 'reset' ? (
            <TextField
              id="login-password"
              name="password"
              type="password"
              autoComplete={mode === 'create' ? 'new-password' : 'current-password'}
              label={t('password')}
              hint={mode === 'create' ? t('passwordHintCreate') : undefined}
              value={values.password}
              onChange={set('password')}
              error={errors.password ? t(`fields.${errors.password}`) : undefined}
            />
          ) : null}
          <button type="submit" disabled={pending} aria-disabled={pending} className={`${PRIMARY_BUTTON} w-full`}>
            {pending ? t('submit.pending') : t(`submit.${mode}`)}
          </button>
        </fieldset>
      </form>

      <div className="mt-6 space-y-3">
        {failure ? <Notice tone="error">{t(`errors.${failure}`)}</Notice> : null}
        {resetSentTo ? <Notice tone="success">{t('resetSent', { email: resetSentTo })}</Notice> : null}
      </div>
    </div>
  )
}
