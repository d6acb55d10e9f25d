import { ArrowLeft, FilePlus2, LayoutDashboard, Mail } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ReactNode } from 'react'
import { Link, NavLink, Outlet, useLocation, useNavigate, useRouteError } from 'react-router-dom'
import { toErrorPageProps } from '@routekit/router-core/react'
import { useHref } from '../links'
import { UserMenu } from '../auth/user-menu'
import { LanguageSwitch } from '../components/language-switch'
import { Logo } from '../components/logo'
import { SHELL_NS } from '../components/shell-i18n'
import { MAIN_ID, SkipLink } from '../components/skip-link'
import { registerNamespace } from '../i18n'
import * as messages from './locales/dashboard-layout'

registerNamespace('dashboard-layout', messages)

const AREA_LINKS = [
  { to: 'dashboard', label: 'overview', Icon: LayoutDashboard, end: true },
  { to: 'onboarding', label: 'newSetup', Icon: FilePlus2, end: false },
  { to: 'subscribe', label: 'subscription', Icon: Mail, end: false },
] as const

const areaLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-medium ${
    isActive ? 'bg-brand-50 text-brand-700' : 'text-ink-soft hover:bg-surface hover:text-ink'
  }`

/**
 * Layout `dashboard` in routes.yaml: the signed-in frame. A top bar with the
 * account menu (from src/auth, which knows the user) and the area's own
 * navigation: a sidebar from the large breakpoint, a scrollable row below it.
 */
export default function DashboardLayout() {
  return (
    <DashboardFrame>
      <Outlet />
    </DashboardFrame>
  )
}

/**
 * A page of the area that fails (its data, its code) shows here, inside the frame: the visitor keeps the area's
 * navigation and the account menu, and can try again, where the site's own error page would replace the whole area.
 */
export function ErrorBoundary() {
  const { t } = useTranslation('dashboard-layout')
  const error = useRouteError()
  const navigate = useNavigate()
  const location = useLocation()
  const { message } = toErrorPageProps(error)
  return (
    <DashboardFrame>
      <div role="alert" className="rounded-2xl border border-line bg-canvas p-6">
        <h1 className="text-lg font-semibold text-ink">{t('error.title')}</h1>
        <p className="mt-2 text-sm text-ink-soft">{message}</p>
        <button
          type="button"
          onClick={() => void navigate(location.pathname + location.search, { replace: true })}
          className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-ink px-4 text-sm font-semibold text-canvas"
        >
          {t('error.retry')}
        </button>
      </div>
    </DashboardFrame>
  )
}

function DashboardFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('dashboard-layout')
  const href = useHref()
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <SkipLink />
      <header className="border-b border-line bg-canvas">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
          <Logo to="dashboard" />
          <div className="ml-auto flex min-w-0 items-center gap-2">
            <LanguageSwitch />
            <UserMenu />
          </div>
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-6 sm:px-6 lg:flex-row lg:py-10">
        <nav aria-label={t('label')} className="lg:w-56 lg:shrink-0">
          <ul className="flex gap-1 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
            {AREA_LINKS.map(({ to, label, Icon, end }) => (
              <li key={to}>
                <NavLink to={href(to)} end={end} className={areaLinkClass}>
                  <Icon className="size-4" aria-hidden="true" />
                  {t(label)}
                </NavLink>
              </li>
            ))}
            <li className="lg:mt-4 lg:border-t lg:border-line lg:pt-4">
              <Link to={href('index')} className={areaLinkClass({ isActive: false })}>
                <ArrowLeft className="size-4" aria-hidden="true" />
                {t('backToSite')}
              </Link>
            </li>
          </ul>
        </nav>
        <main id={MAIN_ID} tabIndex={-1} className="min-w-0 flex-1">
          {children}
        </main>
      </div>
      <footer className="border-t border-line bg-canvas">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-ink-muted sm:px-6">
          {t('footer.rights', { ns: SHELL_NS, year: new Date().getFullYear() })}
        </p>
      </footer>
    </div>
  )
}
