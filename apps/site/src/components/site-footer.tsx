import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useHref } from '../links'
import { Logo } from './logo'
import { FOOTER_GROUPS } from './nav-links'
import { SHELL_NS } from './shell-i18n'

/** The default layout's footer: what routekit is, the site map by theme, and the licence line. */
export function SiteFooter() {
  const { t } = useTranslation(SHELL_NS)
  const href = useHref()
  return (
    <footer className="mt-24 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="max-w-sm">
          <Logo />
          <p className="mt-4 text-sm text-ink-soft">{t('footer.summary')}</p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={t(group.title)}>
            <h2 className="text-sm font-semibold text-ink">{t(group.title)}</h2>
            <ul className="mt-3 space-y-1">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={href(link.to)}
                    className="inline-block py-1 text-sm text-ink-soft hover:text-brand-700 hover:underline"
                  >
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-5 text-xs text-ink-muted sm:flex-row sm:justify-between sm:px-6">
          <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
          <p>{t('footer.madeWith')}</p>
        </div>
      </div>
    </footer>
  )
}
