import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import type { RouteName } from '@routekit/router-core'
import { useHref } from '../links'
import { SHELL_NS } from './shell-i18n'

/** The routekit mark and name, linking home. The mark matches public/favicon.svg. */
export function Logo({ to = 'index' }: { to?: RouteName }) {
  const { t } = useTranslation(SHELL_NS)
  const href = useHref()
  return (
    <Link
      to={href(to)}
      className="inline-flex items-center gap-2 rounded-md font-bold tracking-tight text-ink"
      aria-label={t('brand.home')}
    >
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="var(--color-brand-600)" />
        <path
          d="M9 23V9h6.5a4.5 4.5 0 0 1 0 9H9m6.5 0L22 23"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="22" cy="23" r="2.2" fill="var(--color-mint-300)" />
      </svg>
      <span className="text-lg">{t('brand.name')}</span>
    </Link>
  )
}
