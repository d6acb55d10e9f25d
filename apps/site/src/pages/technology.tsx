import { ArrowDown, Blocks, Check, FileCheck2, Plug, SquareTerminal } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CtaBand } from '../components/marketing/cta-band'
import { FeatureCard } from '../components/marketing/feature-card'
import { PageHero } from '../components/marketing/page-hero'
import { Section } from '../components/marketing/section'
import { registerNamespace } from '../i18n'
import * as messages from './locales/technology'

registerNamespace('technology', messages)

const PARTS = [
  { key: 'config', Icon: FileCheck2 },
  { key: 'react', Icon: Blocks },
  { key: 'vite', Icon: Plug },
  { key: 'cli', Icon: SquareTerminal },
] as const

const FLOW = ['ask', 'guards', 'decide', 'load'] as const
const STACK = ['typescript', 'react', 'vite', 'zod', 'cli', 'tests', 'site'] as const

/** `/technology`: the architecture (config half, React half, Vite plugin, CLI), a navigation step by step, and the stack. */
export default function TechnologyPage() {
  const { t } = useTranslation('technology')
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <Section id="parts" title={t('parts.title')}>
        <ul className="grid gap-6 md:grid-cols-2">
          {PARTS.map(({ key, Icon }) => (
            <li key={key}>
              <FeatureCard Icon={Icon} title={t(`parts.${key}.title`)}>
                <p>{t(`parts.${key}.body`)}</p>
                <p className="mt-4">
                  <code className="rounded bg-surface-strong px-2 py-1 font-mono text-sm text-ink">
                    {t(`parts.${key}.import`)}
                  </code>
                </p>
              </FeatureCard>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="flow" tone="tinted" title={t('flow.title')}>
        <ol className="mx-auto max-w-2xl">
          {FLOW.map((step, index) => (
            <li key={step}>
              <div className="flex items-start gap-4 rounded-card border border-line bg-canvas p-5 shadow-card">
                <span
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-canvas"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <p className="pt-0.5 text-ink">{t(`flow.steps.${step}`)}</p>
              </div>
              {index < FLOW.length - 1 ? (
                <ArrowDown className="mx-auto my-2 size-5 text-ink-muted" aria-hidden="true" />
              ) : null}
            </li>
          ))}
        </ol>
      </Section>
      <Section id="stack" title={t('stack.title')} lead={t('stack.lead')}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {STACK.map((item) => (
            <li key={item} className="flex items-start gap-3 rounded-xl border border-line px-4 py-3">
              <Check className="mt-1 size-4 shrink-0 text-mint-700" aria-hidden="true" />
              <span className="text-ink-soft">{t(`stack.items.${item}`)}</span>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand title={t('cta.title')} lead={t('cta.lead')} />
    </>
  )
}
