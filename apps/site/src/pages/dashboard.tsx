import { FileCode2, Mail, UserRound } from 'lucide-react'
import { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLoaderData, useLocation, useNavigate, useRevalidator } from 'react-router-dom'
import type { SiteUser } from '../auth/auth-state'
import { loginPathFor } from '../auth/redirect'
import { useAuthState } from '../auth/use-auth'
import { PageHeading } from '../components/page-heading'
import type { SavedSetup, Subscription } from '../data/store'
import { Notice, SECONDARY_BUTTON } from '../forms/field'
import { registerNamespace, useLanguage } from '../i18n'
import { href as hrefOf, useHref } from '../links'
import type { Load, loader } from './dashboard.data'
import * as messages from './locales/dashboard'

registerNamespace('dashboard', messages)

const LOADING = { state: 'loading' } as const

/**
 * /dashboard (layout `dashboard`, guard `auth`): the signed-in home. The
 * guard has already waited for the auth state, and the loader
 * (dashboard.data.ts) the stored data; this page only watches the auth state,
 * so a sign-out (from the layout's user menu, or in another tab) sends the
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
  const data = useLoaderData<typeof loader>()
  const revalidator = useRevalidator()
  // Data loaded for another account (a sign-in as someone else without leaving the page) is loaded again.
  const stale = data.uid !== user.uid
  const setups: Load<SavedSetup[]> = stale ? LOADING : data.setups
  const subscription: Load<Subscription | null> = stale ? LOADING : data.subscription
  const date = (value: Date | string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(value))

  useEffect(() => {
    if (stale && revalidator.state === 'idle') void revalidator.revalidate()
  }, [stale, revalidator])

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
        {setups.state === 'ready' && setups.value.length === 0 ? (
          <p className="text-ink-soft">{t('setups.empty')}</p>
        ) : null}
        {setups.state === 'ready' && setups.value.length > 0 ? (
          <ul className="space-y-3">
            {setups.value.map((setup) => (
              <li key={setup.id} className="rounded-lg border border-line p-4">
                <p className="font-semibold text-ink">{setup.siteName}</p>
                <p className="text-sm text-ink-muted">{t('setups.savedOn', { date: date(setup.createdAt) })}</p>
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm font-semibold text-brand-700">{t('setups.view')}</summary>
                  <pre
                    tabIndex={0}
                    className="mt-2 max-h-80 overflow-auto rounded-lg bg-code-bg p-3 font-mono text-xs text-code-ink"
                  >
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

function SubscriptionState({
  load,
  user,
  date,
}: {
  load: Load<Subscription | null>
  user: SiteUser
  date: (value: Date) => string
}) {
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
        {t('subscription.subscribed', { language: t(`subscription.languages.${load.value.language}`), topics })}{' '}
        {t('subscription.since', { date: date(load.value.createdAt) })}
      </p>
    )
  }
  return (
    <div className="space-y-3">
      {user.email && !user.emailVerified ? (
        <p className="text-sm text-ink-muted">{t('subscription.unverified')}</p>
      ) : null}
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
