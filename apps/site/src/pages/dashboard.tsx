import { FileCode2, Mail, UserRound } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import type { SiteUser } from '../auth/auth-state'
import { loginPathFor } from '../auth/redirect'
import { useAuthState } from '../auth/use-auth'
import { PageHeading } from '../components/page-heading'
import { getStore } from '../data/get-store'
import { StoreError, type SavedSetup, type Subscription } from '../data/store'
import { Notice, SECONDARY_BUTTON } from '../forms/field'
import { registerNamespace, useLanguage } from '../i18n'
import { href as hrefOf, useHref } from '../links'
import * as messages from './locales/dashboard'

registerNamespace('dashboard', messages)

/** `failed`: no answer or refused; `invalid`: an answer whose data does not fit its schema (reloading will not help). */
type Load<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed' } | { state: 'invalid' } | { state: 'unavailable' }

/** Logs why stored data did not load, and the state that says so. */
function _failedLoad(what: string, error: unknown): { state: 'failed' } | { state: 'invalid' } {
  console.error(`${what} not loaded:`, error)
  return error instanceof StoreError && error.code === 'invalid' ? { state: 'invalid' } : { state: 'failed' }
}

/**
 * /dashboard (layout `dashboard`, guard `auth`): the signed-in home. The
 * guard has already waited for the auth state; this page only watches it, so
 * a sign-out (from the layout's user menu, or in another tab) sends the
 * visitor away.
 */
/** Where a signed-out visitor goes: the home page, in the default locale as the guard's own redirects. */
const hrefIndex = hrefOf('index')

export default function DashboardPage() {
  const { t } = useTranslation('dashboard')
  const auth = useAuthState()
  const navigate = useNavigate()
  const { pathname } = useLocation()

  useEffect(() => {
    if (auth.status !== 'signed-out') return
    navigate(auth.afterSignOut ? hrefIndex : loginPathFor(pathname), { replace: true })
  }, [auth, navigate, pathname])

  if (auth.status !== 'signed-in') {
    return (
      <p role="status" className="text-ink-muted">
        {t('loading')}
      </p>
    )
  }
  return <SignedInDashboard user={auth.user} />
}

function SignedInDashboard({ user }: { user: SiteUser }) {
  const { t } = useTranslation('dashboard')
  const href = useHref()
  const language = useLanguage()
  const [setups, setSetups] = useState<Load<SavedSetup[]>>({ state: 'loading' })
  const [subscription, setSubscription] = useState<Load<Subscription | null>>({ state: 'loading' })
  const date = (value: Date | string) => new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(value))

  useEffect(() => {
    let live = true
    const set = <T,>(setter: (value: Load<T>) => void, value: Load<T>) => live && setter(value)
    void (async () => {
      const store = await getStore().catch(() => undefined)
      if (store === undefined) return void (set(setSetups, { state: 'failed' }), set(setSubscription, { state: 'failed' }))
      if (store === null) return void (set(setSetups, { state: 'unavailable' }), set(setSubscription, { state: 'unavailable' }))
      // Records the profile (and its creation date) on the first visit.
      store.saveProfile(user.uid, { email: user.email }).catch((error: unknown) => console.error('Profile not saved:', error))
      store.listSetups(user.uid).then(
        (value) => set(setSetups, { state: 'ready', value }),
        (error: unknown) => set(setSetups, _failedLoad('Saved setups', error)),
      )
      // The rules show a subscription only to the verified owner of the address.
      if (!user.email || !user.emailVerified) return set(setSubscription, { state: 'ready', value: null })
      store.getSubscription(user.email).then(
        (value) => set(setSubscription, { state: 'ready', value }),
        (error: unknown) => set(setSubscription, _failedLoad('Subscription', error)),
      )
    })()
    return () => {
      live = false
    }
  }, [user.uid, user.email, user.emailVerified])

  const unavailable = setups.state === 'unavailable'

  return (
    <div data-page="dashboard" className="space-y-8">
      <div>
        <PageHeading className="text-3xl sm:text-4xl">{t('title')}</PageHeading>
        <p className="mt-3 text-ink-soft">{t('lead')}</p>
      </div>
      {unavailable ? <Notice tone="info">{t('unavailable')}</Notice> : null}

      <Card icon={<UserRound className="size-5" aria-hidden="true" />} title={t('profile.title')}>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
          <dt className="text-sm font-semibold text-ink-soft">{t('profile.email')}</dt>
          <dd className="break-all text-ink">{user.email ?? t('profile.noEmail')}</dd>
          <dt className="text-sm font-semibold text-ink-soft">{t('profile.uid')}</dt>
          <dd className="font-mono text-sm break-all text-ink">{user.uid}</dd>
          <dt className="text-sm font-semibold text-ink-soft">{t('profile.created')}</dt>
          <dd className="text-ink">{user.createdAt ? date(user.createdAt) : t('profile.unknown')}</dd>
        </dl>
      </Card>

      <Card icon={<FileCode2 className="size-5" aria-hidden="true" />} title={t('setups.title')}>
        {setups.state === 'loading' ? (
          <p role="status" className="text-ink-muted">
            {t('loading')}
          </p>
        ) : null}
        {setups.state === 'failed' ? <Notice tone="error">{t('setups.failed')}</Notice> : null}
        {setups.state === 'invalid' ? <Notice tone="error">{t('setups.invalid')}</Notice> : null}
        {setups.state === 'unavailable' ? <p className="text-ink-soft">{t('setups.unavailable')}</p> : null}
        {setups.state === 'ready' && setups.value.length === 0 ? <p className="text-ink-soft">{t('setups.empty')}</p> : null}
        {setups.state === 'ready' && setups.value.length > 0 ? (
          <ul className="space-y-3">
            {setups.value.map((setup) => (
              <li key={setup.id} className="rounded-lg border border-line p-4">
                <p className="font-semibold text-ink">{setup.siteName}</p>
                <p className="text-sm text-ink-muted">{t('setups.savedOn', { date: date(setup.createdAt) })}</p>
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm font-semibold text-brand-700">{t('setups.view')}</summary>
                  <pre tabIndex={0} className="mt-2 max-h-80 overflow-auto rounded-lg bg-code-bg p-3 font-mono text-xs text-code-ink">
                    <code>{setup.yaml}</code>
                  </pre>
                </details>
              </li>
            ))}
          </ul>
        ) : null}
        {/* The wizard works without a database too (copy or download), so the card always offers it. */}
        <Link to={href('onboarding')} className={`${SECONDARY_BUTTON} mt-4`}>
          {t('setups.create')}
        </Link>
      </Card>

      <Card icon={<Mail className="size-5" aria-hidden="true" />} title={t('subscription.title')}>
        <SubscriptionState load={subscription} user={user} date={date} />
      </Card>
    </div>
  )
}

function SubscriptionState({ load, user, date }: { load: Load<Subscription | null>; user: SiteUser; date: (value: Date) => string }) {
  const { t } = useTranslation('dashboard')
  const href = useHref()
  if (load.state === 'loading')
    return (
      <p role="status" className="text-ink-muted">
        {t('loading')}
      </p>
    )
  if (load.state === 'failed') return <Notice tone="error">{t('subscription.failed')}</Notice>
  if (load.state === 'invalid') return <Notice tone="error">{t('subscription.invalid')}</Notice>
  if (load.state === 'unavailable') return <p className="text-ink-soft">{t('unavailable')}</p>
  if (load.value) {
    const topics = load.value.topics.map((topic) => t(`subscription.topics.${topic}`)).join(', ')
    return (
      <p className="text-ink">
        {t('subscription.subscribed', { language: t(`subscription.languages.${load.value.language}`), topics })} {t('subscription.since', { date: date(load.value.createdAt) })}
      </p>
    )
  }
  return (
    <div className="space-y-3">
      {user.email && !user.emailVerified ? <p className="text-sm text-ink-muted">{t('subscription.unverified')}</p> : null}
      {user.email ? <p className="text-ink-soft">{t('subscription.none', { email: user.email })}</p> : null}
      <Link to={href('subscribe')} className={SECONDARY_BUTTON}>
        {t('subscription.subscribe')}
      </Link>
    </div>
  )
}

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="rounded-card border border-line bg-canvas p-5 shadow-card sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
        <span className="text-brand-700">{icon}</span>
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}
