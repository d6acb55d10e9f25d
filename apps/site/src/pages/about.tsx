import { Blocks, FileCheck2, Plug, SquareTerminal } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CtaBand } from '../components/marketing/cta-band'
import { FeatureCard } from '../components/marketing/feature-card'
import { PageHero } from '../components/marketing/page-hero'
import { Section } from '../components/marketing/section'
import { registerNamespace } from '../i18n'
import * as messages from './locales/about'

registerNamespace('about', messages)

const INCLUDES = [
  { key: 'schema', Icon: FileCheck2, name: 'routes.yaml' },
  { key: 'runtime', Icon: Blocks, name: 'React Router 7' },
  { key: 'plugin', Icon: Plug, name: 'Vite' },
  { key: 'cli', Icon: SquareTerminal, name: 'CLI' },
] as const

/** `/about`: the project, why it exists, and what it does and does not do. */
export default function AboutPage() {
  const { t } = useTranslation('about')
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <Section id="problem" title={t('problem.title')}>
        <div className="prose-rk">
          <p>{t('problem.p1')}</p>
          <p>{t('problem.p2')}</p>
        </div>
      </Section>
      <Section id="idea" tone="tinted" title={t('idea.title')}>
        <div className="prose-rk">
          <p>{t('idea.p1')}</p>
          <p>{t('idea.p2')}</p>
        </div>
      </Section>
      <Section id="includes" title={t('includes.title')}>
        <ul className="grid gap-6 md:grid-cols-2">
          {INCLUDES.map(({ key, Icon, name }) => (
            <li key={key}>
              <FeatureCard Icon={Icon} title={name}>
                <p>{t(`includes.items.${key}`)}</p>
              </FeatureCard>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="not" tone="tinted" title={t('notIs.title')}>
        <div className="prose-rk">
          <p>{t('notIs.p1')}</p>
        </div>
      </Section>
      <div className="pt-16">
        <CtaBand title={t('cta.title')} lead={t('cta.lead')} />
      </div>
    </>
  )
}
