import {
  ArrowRight,
  FileCode2,
  Hammer,
  KeyRound,
  ListChecks,
  RefreshCcw,
  Route,
  SearchCode,
  Terminal,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useHref } from '../links'
import { CodeBlock } from '../components/marketing/code-block'
import { CtaBand } from '../components/marketing/cta-band'
import { FeatureCard } from '../components/marketing/feature-card'
import { CLI_SAMPLE, ROUTES_SAMPLE } from '../components/marketing/samples'
import { Section } from '../components/marketing/section'
import { PageHeading } from '../components/page-heading'
import { SHELL_NS } from '../components/shell-i18n'
import { registerNamespace } from '../i18n'
import * as messages from './locales/index'

registerNamespace('home', messages)

const FEATURES = [
  { key: 'oneFile', Icon: FileCode2 },
  { key: 'diagnostics', Icon: SearchCode },
  { key: 'resolve', Icon: Route },
  { key: 'maintenance', Icon: Hammer },
  { key: 'guards', Icon: KeyRound },
  { key: 'deploys', Icon: RefreshCcw },
] as const

const STEPS = ['declare', 'validate', 'serve'] as const
const CLI_POINTS = ['validate', 'explain', 'maintenance'] as const

/** `/`: what routekit is in one screen, a real routes.yaml, and the way in. */
export default function HomePage() {
  const { t } = useTranslation('home')
  const { t: tc } = useTranslation(SHELL_NS)
  const href = useHref()
  return (
    <>
      <div className="overflow-hidden border-b border-line bg-gradient-to-b from-brand-50 via-canvas to-canvas">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 lg:grid-cols-[1.05fr_1fr] lg:pt-20 lg:pb-24">
          <div>
            <PageHeading eyebrow={t('hero.eyebrow')} className="sm:text-6xl">
              {t('hero.title')}
            </PageHeading>
            <p className="mt-6 text-lg text-ink-soft sm:text-xl">{t('hero.lead')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link
                to={href('onboarding')}
                className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-brand-600 px-6 font-semibold text-canvas shadow-card hover:bg-brand-700"
              >
                {tc('actions.start')}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
              <Link
                to={href('about')}
                className="inline-flex min-h-12 items-center justify-center rounded-full border border-line bg-canvas px-6 font-semibold text-ink hover:bg-surface"
              >
                {t('hero.secondary')}
              </Link>
            </div>
            <p className="mt-6 text-sm text-ink-muted">{t('hero.note')}</p>
          </div>
          <div className="min-w-0">
            <CodeBlock label={t('sample.label')} code={ROUTES_SAMPLE} />
            <p className="mt-3 text-sm text-ink-muted">{t('sample.caption')}</p>
          </div>
        </div>
      </div>

      <Section id="features" title={t('features.title')} lead={t('features.lead')}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ key, Icon }) => (
            <li key={key}>
              <FeatureCard Icon={Icon} title={t(`features.${key}.title`)}>
                <p>{t(`features.${key}.body`)}</p>
              </FeatureCard>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="cli" tone="tinted" title={t('cli.title')} lead={t('cli.lead')}>
        <div className="grid items-start gap-10 lg:grid-cols-[1.3fr_1fr]">
          <div className="min-w-0">
            <CodeBlock label={t('cli.label')} code={CLI_SAMPLE} language="text" />
          </div>
          <ul className="space-y-5">
            {CLI_POINTS.map((point) => (
              <li key={point} className="flex gap-3">
                <Terminal className="mt-1 size-5 shrink-0 text-brand-600" aria-hidden="true" />
                <p className="text-ink-soft">{t(`cli.points.${point}`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id="steps" title={t('steps.title')}>
        <ol className="grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step} className="relative rounded-card border border-line p-6">
              <span
                className="inline-flex size-9 items-center justify-center rounded-full bg-ink font-bold text-canvas"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 flex items-center gap-2 text-lg font-semibold text-ink">
                {t(`steps.${step}.title`)}
                {step === 'validate' ? <ListChecks className="size-5 text-mint-700" aria-hidden="true" /> : null}
              </h3>
              <p className="mt-2 text-ink-soft">{t(`steps.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </Section>

      <CtaBand title={t('cta.title')} lead={t('cta.lead')} />
    </>
  )
}
