import { CheckCircle2, CircleDashed, CircleDot, FileLock2, FlaskConical, Minimize2, Timer } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CtaBand } from '../components/marketing/cta-band'
import { FeatureCard } from '../components/marketing/feature-card'
import { PageHero } from '../components/marketing/page-hero'
import { Section } from '../components/marketing/section'
import { registerNamespace } from '../i18n'
import * as messages from './locales/strategy'

registerNamespace('strategy', messages)

const PRINCIPLES = [
  { key: 'contract', Icon: FileLock2 },
  { key: 'evidence', Icon: FlaskConical },
  { key: 'small', Icon: Minimize2 },
] as const

type Status = 'done' | 'now' | 'next' | 'later'

const PHASES: readonly { key: string; status: Status }[] = [
  { key: 'foundation', status: 'done' },
  { key: 'runtime', status: 'now' },
  { key: 'performance', status: 'next' },
  { key: 'ecosystem', status: 'later' },
]

const STATUS_STYLE: Record<Status, { Icon: typeof CheckCircle2; badge: string; dot: string }> = {
  done: { Icon: CheckCircle2, badge: 'bg-green-50 text-green-700', dot: 'bg-green-700 text-canvas' },
  now: { Icon: CircleDot, badge: 'bg-brand-50 text-brand-700', dot: 'bg-brand-600 text-canvas' },
  next: { Icon: Timer, badge: 'bg-amber-100 text-amber-800', dot: 'bg-canvas text-amber-800 ring-2 ring-amber-800' },
  later: {
    Icon: CircleDashed,
    badge: 'bg-surface-strong text-ink-soft',
    dot: 'bg-canvas text-ink-muted ring-2 ring-line',
  },
}

/** `/strategy`: the principles behind the roadmap, and the four phases with their status. */
export default function StrategyPage() {
  const { t } = useTranslation('strategy')
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <Section id="principles" title={t('principles.title')}>
        <ul className="grid gap-6 md:grid-cols-3">
          {PRINCIPLES.map(({ key, Icon }) => (
            <li key={key}>
              <FeatureCard Icon={Icon} title={t(`principles.items.${key}.title`)}>
                <p>{t(`principles.items.${key}.body`)}</p>
              </FeatureCard>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="roadmap" tone="tinted" title={t('phases.title')}>
        <ol className="relative space-y-8 border-l-2 border-line pl-8 sm:pl-10">
          {PHASES.map(({ key, status }) => {
            const { Icon, badge, dot } = STATUS_STYLE[status]
            return (
              <li key={key} className="relative">
                <span
                  className={`absolute top-5 -left-[calc(2rem+13px)] inline-flex size-6 items-center justify-center rounded-full sm:-left-[calc(2.5rem+13px)] ${dot}`}
                  aria-hidden="true"
                >
                  <Icon className="size-4" />
                </span>
                <article className="rounded-card border border-line bg-canvas p-6 shadow-card">
                  <div className="flex flex-wrap items-center gap-3">
                    <h3 className="text-xl font-semibold text-ink">{t(`phases.${key}.title`)}</h3>
                    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge}`}>
                      {t(`phases.status.${status}`)}
                    </span>
                  </div>
                  <p className="mt-3 text-ink-soft">{t(`phases.${key}.body`)}</p>
                </article>
              </li>
            )
          })}
        </ol>
      </Section>
      <div className="pt-16">
        <CtaBand title={t('cta.title')} lead={t('cta.lead')} />
      </div>
    </>
  )
}
