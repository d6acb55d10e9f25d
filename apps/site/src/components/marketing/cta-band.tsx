import { ArrowRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useHref } from '../../links'
import { SHELL_NS } from '../shell-i18n'

/** The closing call to action of a marketing page: start a routes.yaml, or follow the releases. */
export function CtaBand({ title, lead }: { title: string; lead: string }) {
  const { t } = useTranslation(SHELL_NS)
  const href = useHref()
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-4 sm:px-6">
      <div className="rounded-3xl bg-brand-900 px-6 py-12 text-center sm:px-12 lg:py-16">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance text-canvas">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{lead}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to={href('onboarding')}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-canvas px-6 focus-visible:outline-mint-300 font-semibold text-brand-900 hover:bg-brand-50"
          >
            {t('actions.start')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
          <Link
            to={href('subscribe')}
            className="inline-flex min-h-12 items-center justify-center rounded-full px-6 focus-visible:outline-mint-300 font-semibold text-canvas ring-1 ring-brand-300 hover:bg-brand-700"
          >
            {t('actions.subscribe')}
          </Link>
        </div>
      </div>
    </section>
  )
}
