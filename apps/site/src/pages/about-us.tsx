import {
  Accessibility,
  BookOpenCheck,
  Cog,
  Gauge,
  Languages,
  MessageSquareWarning,
  Scale,
  Waypoints,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CtaBand } from '../components/marketing/cta-band'
import { FeatureCard } from '../components/marketing/feature-card'
import { PageHero } from '../components/marketing/page-hero'
import { Section } from '../components/marketing/section'
import { registerNamespace } from '../i18n'
import * as messages from './locales/about-us'

registerNamespace('about-us', messages)

const ROLES = [
  { key: 'core', Icon: Waypoints },
  { key: 'tooling', Icon: Cog },
  { key: 'experience', Icon: Languages },
] as const

const VALUES = [
  { key: 'errors', Icon: MessageSquareWarning },
  { key: 'truth', Icon: BookOpenCheck },
  { key: 'access', Icon: Accessibility },
  { key: 'measure', Icon: Gauge },
  { key: 'open', Icon: Scale },
] as const

/** `/about-us`: who builds routekit, how the work is split, and the values behind it. */
export default function AboutUsPage() {
  const { t } = useTranslation('about-us')
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <Section id="story" title={t('story.title')}>
        <div className="prose-rk">
          <p>{t('story.p1')}</p>
          <p>{t('story.p2')}</p>
        </div>
      </Section>
      <Section id="team" tone="tinted" title={t('team.title')} lead={t('team.lead')}>
        <ul className="grid gap-6 md:grid-cols-3">
          {ROLES.map(({ key, Icon }) => (
            <li key={key}>
              <FeatureCard Icon={Icon} title={t(`team.roles.${key}.title`)}>
                <p>{t(`team.roles.${key}.body`)}</p>
              </FeatureCard>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="values" title={t('values.title')}>
        <ul className="grid gap-x-10 gap-y-8 md:grid-cols-2">
          {VALUES.map(({ key, Icon }) => (
            <li key={key} className="flex gap-4">
              <Icon className="mt-1 size-6 shrink-0 text-brand-600" aria-hidden="true" />
              <div>
                <h3 className="text-lg font-semibold text-ink">{t(`values.items.${key}.title`)}</h3>
                <p className="mt-1 text-ink-soft">{t(`values.items.${key}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand title={t('cta.title')} lead={t('cta.lead')} />
    </>
  )
}
