import type { ErrorPageProps } from '@routekit/router-core/react'
import { Compass, RefreshCw, RotateCcw, TriangleAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useHref } from '../links'
import { registerNamespace } from '../i18n'
import * as messages from './locales/error-page'
import { PageHeading } from './page-heading'
import { SiteFrame } from './site-frame'

registerNamespace('error-page', messages)

/**
 * The site's error page for router-core: a localised headline and advice, the
 * router's exact message (such as `Page not found: /pricing`) as the detail,
 * and the ways out that apply: home, retry, or a full reload when a page
 * chunk failed twice (a new deploy replaced it).
 */
export function SiteErrorPage({ status, statusText, message, variant, retry, reload }: ErrorPageProps) {
  const { t } = useTranslation('error-page')
  const href = useHref()
  const notFound = variant === 'not-found'
  const Icon = notFound ? Compass : TriangleAlert
  return (
    <SiteFrame>
      <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
        <Icon className="mx-auto size-12 text-brand-600" aria-hidden="true" />
        <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {t('statusLabel', { status })} · {statusText}
        </p>
        <PageHeading className="mt-2">{notFound ? t('notFoundTitle') : t('genericTitle')}</PageHeading>
        <p className="mt-5 text-lg text-ink-soft">{notFound ? t('notFoundLead') : t('genericLead')}</p>
        <p className="mt-6 text-sm text-ink-muted">
          <span className="font-semibold">{t('details')}:</span>{' '}
          <code className="rounded bg-surface-strong px-1.5 py-0.5 font-mono text-ink break-all">{message}</code>
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link
            to={href('index')}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-600 px-5 font-semibold text-canvas hover:bg-brand-700"
          >
            {t('error.goHome', { ns: 'common' })}
          </Link>
          {retry ? (
            <button
              type="button"
              onClick={retry}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-5 font-semibold text-ink hover:bg-surface"
            >
              <RotateCcw className="size-4" aria-hidden="true" />
              {t('retry')}
            </button>
          ) : null}
          {reload ? (
            <button
              type="button"
              onClick={() => window.location.reload()}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-5 font-semibold text-ink hover:bg-surface"
            >
              <RefreshCw className="size-4" aria-hidden="true" />
              {t('error.reload', { ns: 'common' })}
            </button>
          ) : null}
        </div>
      </section>
    </SiteFrame>
  )
}
