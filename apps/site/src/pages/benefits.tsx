import {
  Accessibility,
  ArrowLeftRight,
  BadgeCheck,
  Code2,
  Eye,
  GitPullRequest,
  Hammer,
  Rocket,
  ServerCog,
  ShieldCheck,
  TestTube2,
  Undo2,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CtaBand } from '../components/marketing/cta-band'
import { FeatureCard } from '../components/marketing/feature-card'
import { PageHero } from '../components/marketing/page-hero'
import { Section } from '../components/marketing/section'
import { registerNamespace } from '../i18n'
import * as messages from './locales/benefits'

registerNamespace('benefits', messages)

type Audience = 'developers' | 'ops' | 'visitors'

const AUDIENCES: readonly { key: Audience; Icon: LucideIcon; items: readonly { key: string; Icon: LucideIcon }[] }[] = [
  {
    key: 'developers',
    Icon: Code2,
    items: [
      { key: 'review', Icon: GitPullRequest },
      { key: 'errors', Icon: BadgeCheck },
      { key: 'tests', Icon: TestTube2 },
      { key: 'register', Icon: ArrowLeftRight },
    ],
  },
  {
    key: 'ops',
    Icon: ServerCog,
    items: [
      { key: 'maintenance', Icon: Hammer },
      { key: 'preview', Icon: Eye },
      { key: 'deploys', Icon: Rocket },
      { key: 'ci', Icon: ShieldCheck },
    ],
  },
  {
    key: 'visitors',
    Icon: Users,
    items: [
      { key: 'fast', Icon: Zap },
      { key: 'clear', Icon: BadgeCheck },
      { key: 'back', Icon: Undo2 },
      { key: 'access', Icon: Accessibility },
    ],
  },
]

const ROWS = ['paths', 'auth', 'redirects', 'maintenance', 'titles', 'notFound'] as const

/** `/benefits`: what routekit changes for developers, operations and visitors. */
export default function BenefitsPage() {
  const { t } = useTranslation('benefits')
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      {AUDIENCES.map(({ key, Icon, items }, index) => (
        <Section
          key={key}
          id={key}
          tone={index % 2 === 1 ? 'tinted' : 'plain'}
          title={
            <span className="inline-flex items-center gap-3">
              <Icon className="size-7 text-brand-600" aria-hidden="true" />
              {t(`${key}.title`)}
            </span>
          }
        >
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {items.map((item) => (
              <li key={item.key}>
                <FeatureCard Icon={item.Icon} title={t(`${key}.items.${item.key}.title`)}>
                  <p>{t(`${key}.items.${item.key}.body`)}</p>
                </FeatureCard>
              </li>
            ))}
          </ul>
        </Section>
      ))}
      <Section id="compare" tone="tinted" title={t('compare.title')}>
        <div
          className="overflow-x-auto rounded-card border border-line bg-canvas"
          tabIndex={0}
          role="region"
          aria-labelledby="compare-caption"
        >
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption id="compare-caption" className="px-5 pt-4 text-left text-ink-muted">
              {t('compare.caption')}
            </caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="px-5 py-3 font-semibold text-ink">
                  {t('compare.concern')}
                </th>
                <th scope="col" className="px-5 py-3 font-semibold text-ink">
                  {t('compare.before')}
                </th>
                <th scope="col" className="px-5 py-3 font-semibold text-brand-700">
                  {t('compare.after')}
                </th>
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row) => (
                <tr key={row} className="border-b border-line last:border-0">
                  <th scope="row" className="px-5 py-3 font-medium text-ink">
                    {t(`compare.rows.${row}.concern`)}
                  </th>
                  <td className="px-5 py-3 text-ink-soft">{t(`compare.rows.${row}.before`)}</td>
                  <td className="px-5 py-3 text-ink">{t(`compare.rows.${row}.after`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <div className="pt-16">
        <CtaBand title={t('cta.title')} lead={t('cta.lead')} />
      </div>
    </>
  )
}
