import { ArrowLeft, ArrowRight, Plus, RotateCcw, Trash2 } from 'lucide-react'
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Notice, PRIMARY_BUTTON, SECONDARY_BUTTON, TextField } from '../forms/field'
import { registerNamespace } from '../i18n'
import {
  STEPS,
  buildRoutesYaml,
  initialWizardState,
  routesOf,
  validateStep,
  type PageRow,
  type StepErrors,
  type WizardState,
} from '../onboarding/model'
import { clearWizardState } from '../onboarding/storage'
import { useWizard } from '../onboarding/wizard-outlet'
import * as messages from './locales/onboarding'

registerNamespace('onboarding', messages)

// The review step holds router-core's validator with its YAML parsers, about
// 50 KB gzip: it loads when the visitor reaches the step before it, not with the page.
const loadReview = () => import('../onboarding/review')
const ReviewStep = lazy(() => loadReview().then((m) => ({ default: m.ReviewStep })))

/**
 * /onboarding: a four-step wizard (site, pages, maintenance, review) that
 * ends in a starter routes.yaml checked by router-core's parseRoutes. The
 * steps and the answers live in the `onboarding` layout around this page
 * (layouts/onboarding-layout.tsx); the page shows the current step.
 */
export default function OnboardingPage() {
  const { t } = useTranslation('onboarding')
  const { state, setState, titles } = useWizard()
  const [errors, setErrors] = useState<StepErrors>({})
  const stepHeading = useRef<HTMLHeadingElement>(null)
  const movedRef = useRef(false)

  useEffect(() => {
    // After a refused Next, put the cursor in the first field to fix.
    if (Object.keys(errors).length > 0) document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [errors])
  useEffect(() => {
    // Focus the new step's heading after Next/Back, not on the first render.
    if (movedRef.current) stepHeading.current?.focus()
  }, [state.step])

  const index = STEPS.indexOf(state.step)
  const update = (patch: Partial<WizardState>) => setState((before) => ({ ...before, ...patch }))
  const go = (offset: number) => {
    const next = STEPS[index + offset]
    if (!next) return
    if (offset > 0) {
      const found = validateStep(state, state.step)
      setErrors(found)
      if (Object.keys(found).length > 0) return
    } else {
      setErrors({})
    }
    movedRef.current = true
    update({ step: next })
  }
  const startOver = () => {
    clearWizardState()
    setErrors({})
    movedRef.current = true
    setState(initialWizardState(titles))
  }

  useEffect(() => {
    if (state.step === 'maintenance' || state.step === 'review') void loadReview().catch(() => {}) // the step retries when shown
  }, [state.step])

  const yaml = useMemo(() => buildRoutesYaml(state, titles), [state, titles])
  const error = (key: string) => (errors[key] ? t(`errors.${errors[key]}`) : undefined)

  return (
    <section
      aria-labelledby="onboarding-step"
      className="mt-8 rounded-card border border-line bg-canvas p-5 shadow-card sm:p-8"
    >
      <p className="text-sm text-ink-muted">{t('stepOf', { current: index + 1, total: STEPS.length })}</p>
      <h2 id="onboarding-step" ref={stepHeading} tabIndex={-1} className="mt-1 text-2xl font-bold text-ink">
        {t(`steps.${state.step}`)}
      </h2>
      <div className="mt-6">
        {Object.keys(errors).length > 0 ? (
          <div className="mb-6">
            <Notice tone="error">{t('fixErrors')}</Notice>
          </div>
        ) : null}
        {state.step === 'site' ? (
          <TextField
            id="onboarding-site-name"
            label={t('site.label')}
            hint={t('site.hint')}
            value={state.siteName}
            maxLength={200}
            onChange={(event) => update({ siteName: event.target.value })}
            error={error('siteName')}
          />
        ) : null}
        {state.step === 'pages' ? <PagesStep state={state} update={update} error={error} /> : null}
        {state.step === 'maintenance' ? (
          <div className="space-y-6">
            <p className="text-ink-soft">{t('maintenance.intro')}</p>
            <TextField
              id="onboarding-maintenance-path"
              label={t('maintenance.path')}
              value={state.maintenance.path}
              onChange={(event) => update({ maintenance: { ...state.maintenance, path: event.target.value } })}
              error={error('maintenance.path')}
            />
            <label className="flex items-start gap-3">
              <input
                type="checkbox"
                checked={state.maintenance.enabled}
                onChange={(event) => update({ maintenance: { ...state.maintenance, enabled: event.target.checked } })}
                aria-describedby="onboarding-maintenance-enabled-hint"
                className="mt-1 size-4 accent-brand-600"
              />
              <span>
                <span className="block font-medium text-ink">{t('maintenance.enabled')}</span>
                <span id="onboarding-maintenance-enabled-hint" className="block text-sm text-ink-muted">
                  {t('maintenance.enabledHint')}
                </span>
              </span>
            </label>
          </div>
        ) : null}
        {state.step === 'review' ? (
          <Suspense fallback={<p className="text-ink-muted">{t('review.loading')}</p>}>
            <ReviewStep yaml={yaml} siteName={state.siteName.trim()} />
          </Suspense>
        ) : null}
      </div>

      <div className="mt-8 flex flex-wrap items-center gap-3 border-t border-line pt-6">
        {index > 0 ? (
          <button type="button" onClick={() => go(-1)} className={SECONDARY_BUTTON}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('back')}
          </button>
        ) : null}
        {state.step !== 'review' ? (
          <button type="button" onClick={() => go(1)} className={PRIMARY_BUTTON}>
            {t('next')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </button>
        ) : null}
        <button
          type="button"
          onClick={startOver}
          className="ml-auto inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-ink-soft hover:bg-surface hover:text-ink"
        >
          <RotateCcw className="size-4" aria-hidden="true" />
          {t('startOver')}
        </button>
      </div>
    </section>
  )
}

interface PagesStepProps {
  state: WizardState
  update: (patch: Partial<WizardState>) => void
  error: (key: string) => string | undefined
}

function PagesStep({ state, update, error }: PagesStepProps) {
  const { t } = useTranslation('onboarding')
  const setRow = (id: string, patch: Partial<PageRow>) =>
    update({ pages: state.pages.map((row) => (row.id === id ? { ...row, ...patch } : row)) })
  const addRow = () => {
    const used = new Set(state.pages.map((row) => row.id))
    let n = state.pages.length + 1
    while (used.has(`p${n}`)) n++
    update({ pages: [...state.pages, { id: `p${n}`, path: '', name: '', auth: false }] })
    // Put the cursor in the new row's path field once it exists.
    setTimeout(() => document.getElementById(`onboarding-page-p${n}-path`)?.focus(), 0)
  }
  const removeRow = (id: string) => update({ pages: state.pages.filter((row) => row.id !== id) })
  const addsLogin =
    routesOf(state).some((route) => route.path === '/login') && !state.pages.some((row) => row.path.trim() === '/login')

  return (
    <div className="space-y-6">
      <p className="text-ink-soft">{t('pages.intro')}</p>
      <ol className="space-y-4">
        {state.pages.map((row, i) => (
          <li key={row.id}>
            <fieldset className="rounded-lg border border-line p-4">
              <legend className="px-1 text-sm font-semibold text-ink">{t('pages.row', { n: i + 1 })}</legend>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  id={`onboarding-page-${row.id}-path`}
                  label={t('pages.path')}
                  value={row.path}
                  placeholder="/pricing"
                  autoCapitalize="off"
                  spellCheck={false}
                  onChange={(event) => setRow(row.id, { path: event.target.value })}
                  error={error(`pages.${i}.path`)}
                />
                <TextField
                  id={`onboarding-page-${row.id}-name`}
                  label={t('pages.name')}
                  value={row.name}
                  onChange={(event) => setRow(row.id, { name: event.target.value })}
                  error={error(`pages.${i}.name`)}
                />
              </div>
              <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
                <label className="inline-flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    checked={row.auth}
                    onChange={(event) => setRow(row.id, { auth: event.target.checked })}
                    aria-invalid={error(`pages.${i}.auth`) ? true : undefined}
                    aria-describedby={error(`pages.${i}.auth`) ? `onboarding-page-${row.id}-auth-error` : undefined}
                    className="size-4 accent-brand-600"
                  />
                  <span className="text-sm font-medium text-ink">{t('pages.auth')}</span>
                </label>
                <button
                  type="button"
                  onClick={() => removeRow(row.id)}
                  className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  {t('pages.remove', { n: i + 1 })}
                </button>
              </div>
              {error(`pages.${i}.auth`) ? (
                <p id={`onboarding-page-${row.id}-auth-error`} className="mt-2 text-sm font-medium text-red-700">
                  {error(`pages.${i}.auth`)}
                </p>
              ) : null}
            </fieldset>
          </li>
        ))}
      </ol>
      {error('pages') ? <p className="text-sm font-medium text-red-700">{error('pages')}</p> : null}
      <button type="button" onClick={addRow} className={SECONDARY_BUTTON}>
        <Plus className="size-4" aria-hidden="true" />
        {t('pages.add')}
      </button>
      {addsLogin ? <p className="text-sm text-ink-soft">{t('pages.loginAdded')}</p> : null}
    </div>
  )
}
