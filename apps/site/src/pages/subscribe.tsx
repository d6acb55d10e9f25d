import { Send } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useFetcher } from 'react-router-dom'
import { PageHeading } from '../components/page-heading'
import { isDataAvailable } from '../firebase/configured'
import {
  SUBSCRIPTION_LANGUAGES,
  TOPICS,
  type FieldErrors,
  type SubscriptionLanguage,
  type Topic,
} from '../data/validation'
import { describedBy, FieldError, Notice, PRIMARY_BUTTON, TextField } from '../forms/field'
import { useSlowSave } from '../forms/slow-save'
import { registerNamespace, useLanguage } from '../i18n'
import type { action, SubscribeField } from './subscribe.data'
import * as messages from './locales/subscribe'

registerNamespace('subscribe', messages)

const NO_ERRORS: FieldErrors<SubscribeField> = {}

/**
 * /subscribe: release news by email. The form posts to the page's action
 * (subscribe.data.ts) through a fetcher, so it never navigates; the action
 * validates with the same zod schema the store uses. The page keeps what the
 * visitor typed when something fails, and cannot send twice: the button is
 * disabled and a ref blocks a second submit that arrives before React re-renders.
 */
export default function SubscribePage() {
  const { t } = useTranslation('subscribe')
  const uiLanguage = useLanguage()
  const id = useId()
  const [email, setEmail] = useState('')
  const [language, setLanguage] = useState<SubscriptionLanguage>(uiLanguage)
  const [topics, setTopics] = useState<Topic[]>(['releases'])
  const fetcher = useFetcher<typeof action>()
  const pending = fetcher.state !== 'idle'
  // What the last submission gave back; nothing while the next one is on its way.
  const answer = pending ? undefined : fetcher.data
  const errors = answer?.kind === 'invalid' ? answer.errors : NO_ERRORS
  const outcome = answer?.kind === 'invalid' ? null : (answer ?? null)
  // The write was sent and has not finished in time: it may still land, so say so until it settles.
  const slow = useSlowSave()
  const pendingRef = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => {
    if (!pending) pendingRef.current = false
  }, [pending])
  // Invalid input: the first field to fix gets the focus.
  useEffect(() => {
    if (answer?.kind !== 'invalid') return
    const first = (['email', 'language', 'topics'] as const).find((field) => answer.errors[field])
    formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus()
  }, [answer])

  // A build-time fact (issue 27): a build with no database says so in its HTML, before anyone fills in the form.
  const unavailable = !isDataAvailable()

  const toggleTopic = (topic: Topic, checked: boolean) =>
    setTopics((before) => (checked ? [...before, topic] : before.filter((item) => item !== topic)))

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pendingRef.current || unavailable) return
    pendingRef.current = true
    void fetcher.submit({ email, language, topics }, { method: 'post', encType: 'application/json' })
  }

  const errorCount = Object.keys(errors).length
  const topicsError = errors.topics ? t(`errors.${errors.topics}`) : undefined
  const languageError = errors.language ? t(`errors.${errors.language}`) : undefined

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeading eyebrow={t('eyebrow')}>{t('title')}</PageHeading>
      <p className="mt-4 text-lg text-ink-soft">{t('lead')}</p>

      {unavailable ? (
        <div className="mt-6">
          <Notice tone="info" title={t('unavailable.title')}>
            {t('unavailable.body')}
          </Notice>
        </div>
      ) : null}

      <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-10" aria-busy={pending}>
        <fieldset disabled={unavailable} className="space-y-8">
          {errorCount > 0 ? <Notice tone="error">{t('fixErrors', { count: errorCount })}</Notice> : null}

          <TextField
            id={`${id}-email`}
            data-field="email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            label={t('email')}
            hint={t('emailHint')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email ? t(`errors.${errors.email}`) : undefined}
          />

          <fieldset>
            <legend className="text-sm font-semibold text-ink">{t('language')}</legend>
            <div className="mt-3 flex flex-wrap gap-3">
              {SUBSCRIPTION_LANGUAGES.map((option, index) => (
                <label
                  key={option}
                  className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line bg-canvas px-4 has-checked:border-brand-600 has-checked:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="language"
                    value={option}
                    data-field={index === 0 ? 'language' : undefined}
                    checked={language === option}
                    onChange={() => setLanguage(option)}
                    aria-invalid={languageError ? true : undefined}
                    aria-describedby={describedBy(`${id}-language`, false, Boolean(languageError))}
                    className="size-4 accent-brand-600"
                  />
                  <span lang={option}>{t(`languages.${option}`)}</span>
                </label>
              ))}
            </div>
            <FieldError id={`${id}-language-error`} message={languageError} />
          </fieldset>

          <fieldset>
            <legend className="text-sm font-semibold text-ink">{t('topics')}</legend>
            <p id={`${id}-topics-hint`} className="mt-1 text-sm text-ink-muted">
              {t('topicsHint')}
            </p>
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              {TOPICS.map((topic, index) => (
                <label
                  key={topic}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border border-line bg-canvas p-4 has-checked:border-brand-600 has-checked:bg-brand-50"
                >
                  <input
                    type="checkbox"
                    name="topics"
                    value={topic}
                    data-field={index === 0 ? 'topics' : undefined}
                    checked={topics.includes(topic)}
                    onChange={(event) => toggleTopic(topic, event.target.checked)}
                    aria-invalid={topicsError ? true : undefined}
                    aria-describedby={describedBy(`${id}-topics`, true, Boolean(topicsError))}
                    className="mt-1 size-4 shrink-0 accent-brand-600"
                  />
                  <span>
                    <span className="block font-medium text-ink">{t(`topic.${topic}`)}</span>
                    <span className="block text-sm text-ink-muted">{t(`topic.${topic}Hint`)}</span>
                  </span>
                </label>
              ))}
            </div>
            <FieldError id={`${id}-topics-error`} message={topicsError} />
          </fieldset>

          <button type="submit" disabled={pending} className={PRIMARY_BUTTON}>
            <Send className="size-4" aria-hidden="true" />
            {pending ? t('pending') : t('submit')}
          </button>
        </fieldset>
      </form>

      <div className="mt-6">
        {pending && slow ? <Notice tone="info">{t('slow')}</Notice> : null}
        {outcome?.kind === 'saved' ? (
          <Notice tone="success">{t(outcome.result.status, { email: outcome.result.email })}</Notice>
        ) : null}
        {outcome?.kind === 'failed' ? <Notice tone="error">{t(`failure.${outcome.reason}`)}</Notice> : null}
      </div>
    </div>
  )
}
