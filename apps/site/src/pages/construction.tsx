import { useMaintenance } from '@routekit/router-core/react'
import { ArrowRight, Clock, Construction, PartyPopper } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { LanguageSwitch } from '../components/language-switch'
import { Logo } from '../components/logo'
import { PageHeading } from '../components/page-heading'
import { MAIN_ID, SkipLink } from '../components/skip-link'
import { registerNamespace, useLanguage, type Language } from '../i18n'
import { useHref } from '../links'
import * as messages from './locales/construction'
import { useHydrated } from '../components/use-hydrated'

registerNamespace('construction', messages)

/** Re-renders every 30 s so "in 20 minutes" stays true while the tab waits. */
function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}

/** "in 25 minutes" / "dentro de 25 minutos", in the largest unit that reads naturally. */
function _formatRelative(target: number, now: number, language: Language): string {
  const minutes = Math.round((target - now) / 60_000)
  const rtf = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })
  if (Math.abs(minutes) < 60) return rtf.format(minutes, 'minute')
  const hours = Math.round(minutes / 60)
  if (Math.abs(hours) < 48) return rtf.format(hours, 'hour')
  return rtf.format(Math.round(hours / 24), 'day')
}

/**
 * `/construction`, layout `none`: the maintenance page. It shows the team's
 * message and the back-by time from maintenance.json (or the build flag), in
 * the visitor's language. When maintenance ends while the tab is open,
 * routekit sends the visitor back to `?from=`; until that happens, and for
 * anyone who opens this page when the site is up, it says the site is back.
 */
export default function ConstructionPage() {
  const { t } = useTranslation('construction')
  const href = useHref()
  const language = useLanguage()
  const maintenance = useMaintenance()
  const { enabled, message, until } = maintenance
  const from = useHydrated() ? maintenance.from : undefined
  const now = useNow()
  const back = until ? Date.parse(until) : Number.NaN
  const backTime = Number.isNaN(back)
    ? until
    : new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(back)

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-canvas">
      <SkipLink />
      <header className="mx-auto flex w-full max-w-3xl items-center justify-between gap-3 px-4 py-5 sm:px-6">
        <Logo />
        <LanguageSwitch />
      </header>
      {/* The card sits at a fixed distance from the top, not centred: centred, it moved up while
          a slow connection was still bringing its text in (a layout shift, CLS 0.1). */}
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="mx-auto flex w-full max-w-3xl flex-1 flex-col px-4 pt-6 pb-24 sm:px-6 sm:pt-16"
      >
        <div aria-live="polite" className="rounded-3xl border border-line bg-canvas p-8 shadow-card sm:p-12">
          {enabled ? (
            <>
              <Construction className="size-12 text-brand-600" aria-hidden="true" />
              <div className="mt-6">
                <PageHeading eyebrow={t('on.eyebrow')}>{t('on.title')}</PageHeading>
              </div>
              <p className="mt-6 text-lg text-ink-soft" data-testid="maintenance-message">
                {message ?? t('on.defaultMessage')}
              </p>
              <p
                className="mt-6 flex items-start gap-3 rounded-xl bg-surface p-4 text-ink"
                data-testid="maintenance-until"
              >
                <Clock className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                <span>
                  {backTime === undefined
                    ? t('on.noUntil')
                    : Number.isNaN(back) || back > now
                      ? t('on.until', { time: backTime })
                      : t('on.overdue', { time: backTime })}
                  {!Number.isNaN(back) && back > now ? (
                    <span className="block text-sm text-ink-muted">{_formatRelative(back, now, language)}</span>
                  ) : null}
                </span>
              </p>
              <p className="mt-6 text-sm text-ink-muted">
                {from ? t('on.autoReturn', { path: from }) : t('on.autoReturnHome')}
              </p>
            </>
          ) : (
            <>
              <PartyPopper className="size-12 text-mint-700" aria-hidden="true" />
              <div className="mt-6">
                <PageHeading eyebrow={t('off.eyebrow')}>{t('off.title')}</PageHeading>
              </div>
              <p className="mt-6 text-lg text-ink-soft">{t('off.lead')}</p>
              <Link
                to={from ?? href('index')}
                className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-full bg-brand-600 px-6 font-semibold text-canvas hover:bg-brand-700"
              >
                {from ? t('off.continue', { path: from }) : t('off.home')}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </>
          )}
        </div>
      </main>
    </div>
  )
}
