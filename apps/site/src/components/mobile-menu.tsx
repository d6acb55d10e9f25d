import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink, useLocation } from 'react-router-dom'
import { useHref } from '../links'
import { PRIMARY_LINKS } from './nav-links'
import { SHELL_NS } from './shell-i18n'
import { CloseIcon, MenuIcon } from './shell-icons'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-3 text-base font-medium ${isActive ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-surface'}`

/**
 * The navigation below the large breakpoint: a `<details>` disclosure, so it
 * opens and closes without any script, on pages with `scripts: none` too
 * (routes.yaml); its icon and spoken name follow `[open]` in CSS. Where the
 * app runs, Escape closes it and gives focus back to its summary, and
 * following a link closes it. No focus trap: the page behind stays reachable,
 * as the disclosure pattern expects.
 */
export function MobileMenu() {
  const { t } = useTranslation(SHELL_NS)
  const href = useHref()
  const ref = useRef<HTMLDetailsElement>(null)
  const { pathname } = useLocation()

  useEffect(() => {
    if (ref.current) ref.current.open = false
  }, [pathname])

  return (
    <details
      ref={ref}
      className="group lg:hidden"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !event.currentTarget.open) return
        event.currentTarget.open = false
        event.currentTarget.querySelector('summary')?.focus()
      }}
    >
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg border border-line px-3 text-sm font-semibold text-ink hover:bg-surface [&::-webkit-details-marker]:hidden">
        <MenuIcon className="size-5 group-open:hidden" aria-hidden="true" />
        <CloseIcon className="hidden size-5 group-open:block" aria-hidden="true" />
        <span>{t('nav.menu')}</span>
        <span className="sr-only group-open:hidden">{t('nav.openMenu')}</span>
        <span className="sr-only hidden group-open:inline">{t('nav.closeMenu')}</span>
      </summary>
      <nav
        aria-label={t('nav.label')}
        className="absolute inset-x-0 top-full border-b border-line bg-canvas px-4 pt-2 pb-5 shadow-card"
      >
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
            <NavLink
              to={href('onboarding')}
              className="mt-2 block rounded-lg bg-brand-600 px-3 py-3 text-center text-base font-semibold text-canvas hover:bg-brand-700"
            >
              {t('actions.start')}
            </NavLink>
          </li>
        </ul>
      </nav>
    </details>
  )
}
