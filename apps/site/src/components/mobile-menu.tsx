import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink, useLocation } from 'react-router-dom'
import { useHref } from '../links'
import { PRIMARY_LINKS } from './nav-links'
import { SHELL_NS } from './shell-i18n'
import { CloseIcon, MenuIcon } from './shell-icons'
import { useDisclosure } from './use-disclosure'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-3 text-base font-medium ${isActive ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-surface'}`

/**
 * The navigation below the large breakpoint: a disclosure button and a panel.
 * Escape closes it and gives focus back to the button; following a link
 * closes it too. No focus trap: the page behind stays reachable, as the
 * disclosure pattern expects.
 */
export function MobileMenu() {
  const { t } = useTranslation(SHELL_NS)
  const href = useHref()
  const { open, setOpen, panelId, buttonProps } = useDisclosure()
  const { pathname } = useLocation()

  useEffect(() => setOpen(false), [pathname, setOpen])

  return (
    <div className="lg:hidden">
      <button {...buttonProps} className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line px-3 text-sm font-semibold text-ink hover:bg-surface">
        {open ? <CloseIcon className="size-5" aria-hidden="true" /> : <MenuIcon className="size-5" aria-hidden="true" />}
        <span>{t('nav.menu')}</span>
        <span className="sr-only">{open ? t('nav.closeMenu') : t('nav.openMenu')}</span>
      </button>
      <nav id={panelId} aria-label={t('nav.label')} hidden={!open} className="absolute inset-x-0 top-full border-b border-line bg-canvas px-4 pt-2 pb-5 shadow-card">
        <ul className="mx-auto grid max-w-6xl gap-1 sm:grid-cols-2">
          <li>
            <NavLink to={href('index')} end className={linkClass}>
              {t('nav.home')}
            </NavLink>
          </li>
          {PRIMARY_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={href(link.to)} className={linkClass}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to={href('login')} className={linkClass}>
              {t('nav.login')}
            </NavLink>
          </li>
          <li className="sm:col-span-2">
            <NavLink to={href('onboarding')} className="mt-2 block rounded-lg bg-brand-600 px-3 py-3 text-center text-base font-semibold text-canvas hover:bg-brand-700">
              {t('actions.start')}
            </NavLink>
          </li>
        </ul>
      </nav>
    </div>
  )
}
