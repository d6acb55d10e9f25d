import { useTranslation } from 'react-i18next'
import { Link, NavLink } from 'react-router-dom'
import { useHref } from '../links'
import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu'
import { PRIMARY_LINKS } from './nav-links'
import { SHELL_NS } from './shell-i18n'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors ${
    isActive ? 'text-brand-700 underline decoration-2 underline-offset-8' : 'text-ink-soft hover:text-ink'
  }`

/** The default layout's header: logo, the marketing pages, sign-in, language and the main call to action. */
export function SiteHeader() {
  const { t } = useTranslation(SHELL_NS)
  const href = useHref()
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-canvas/95 backdrop-blur supports-[backdrop-filter]:bg-canvas/80">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Logo />
        <nav aria-label={t('nav.label')} className="ml-4 hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {PRIMARY_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={href(link.to)} className={linkClass}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          <LanguageSwitch />
          <NavLink to={href('login')} className={(state) => `hidden lg:inline-flex ${linkClass(state)}`}>
            {t('nav.login')}
          </NavLink>
          <Link
            to={href('onboarding')}
            className="hidden rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold whitespace-nowrap text-canvas shadow-sm transition-colors hover:bg-brand-700 xl:inline-flex"
          >
            {t('actions.start')}
          </Link>
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
