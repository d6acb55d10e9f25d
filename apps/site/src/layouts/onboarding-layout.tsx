import { isHydrating } from '@routekit/router-core/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router-dom'
import { PageHeading } from '../components/page-heading'
import { registerNamespace } from '../i18n'
import { STEPS, initialWizardState, type WizardState, type WizardTitles } from '../onboarding/model'
import { loadWizardState, saveWizardState } from '../onboarding/storage'
import type { WizardOutlet } from '../onboarding/wizard-outlet'
import * as messages from '../pages/locales/onboarding'

registerNamespace('onboarding', messages)

/**
 * Layout `onboarding` in routes.yaml (parent `default`): the wizard's frame.
 * It holds the answers (in localStorage, so a reload resumes where the
 * visitor was) and shows the steps; the page inside (/onboarding) shows the
 * current step, reading and changing the answers through useWizard().
 */
export default function OnboardingLayout() {
  const { t } = useTranslation('onboarding')
  const titles = useMemo<WizardTitles>(
    () => ({
      home: t('titles.home'),
      about: t('titles.about'),
      login: t('titles.login'),
      maintenance: t('titles.maintenance'),
    }),
    [t],
  )
  // While hydrating the prerendered page, render what the server rendered (a
  // fresh wizard) and restore the saved answers right after, in the effect.
  const [hydrating] = useState(isHydrating)
  const restoring = useRef(hydrating)
  const [state, setState] = useState<WizardState>(
    () => (hydrating ? null : loadWizardState()) ?? initialWizardState(titles),
  )

  useEffect(() => {
    if (restoring.current) {
      restoring.current = false
      const saved = loadWizardState()
      // The one setState in an effect: the server rendered a fresh wizard, and the saved answers can only be read now.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (saved) return setState(saved) // saved again on the next render
    }
    saveWizardState(state)
  }, [state])

  const index = STEPS.indexOf(state.step)
  const wizard = useMemo<WizardOutlet>(() => ({ state, setState, titles }), [state, titles])

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeading eyebrow={t('eyebrow')}>{t('title')}</PageHeading>
      <p className="mt-4 text-lg text-ink-soft">{t('lead')}</p>

      <nav aria-label={t('progress')} className="mt-10">
        <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {STEPS.map((step, i) => (
            <li
              key={step}
              aria-current={step === state.step ? 'step' : undefined}
              className={`rounded-lg border px-3 py-2 text-sm ${
                step === state.step
                  ? 'border-brand-600 bg-brand-50 font-semibold text-brand-700'
                  : i < index
                    ? 'border-line bg-surface text-ink-soft'
                    : 'border-line text-ink-muted'
              }`}
            >
              <span className="block text-xs">{i + 1}.</span>
              {t(`steps.${step}`)}
            </li>
          ))}
        </ol>
      </nav>

      <Outlet context={wizard} />
    </div>
  )
}
