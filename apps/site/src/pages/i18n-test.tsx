import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHero } from '../components/marketing/page-hero'
import { SHELL_NS } from '../components/shell-i18n'
import { registerNamespace, useLanguage } from '../i18n'
import * as messages from './locales/i18n-test'

registerNamespace('i18n-test', messages)

/** A fixed moment, so every visitor (and every test) sees the same dates. */
const SAMPLE_DATE = new Date(Date.UTC(2026, 2, 15, 14, 30))
const PLURAL_EXAMPLES = [0, 1, 2, 1_000_000] as const

const formatters = new Map<string, object>()

/**
 * One Intl formatter per language and options, made once. Making one is the
 * slow part (the first of a page starts the browser's ICU: about 50 ms on a
 * 4x-throttled CPU), formatting with it is not.
 */
function formatterOf<T extends object>(key: string, make: () => T): T {
  let formatter = formatters.get(key)
  if (!formatter) formatters.set(key, (formatter = make()))
  return formatter as T
}

/**
 * A value formatted in a component of its own. React hydrates a prerendered
 * page in slices, yielding to the browser between components: with each
 * formatter set up in its own component, setting them all up is several short
 * tasks instead of one long one (Total Blocking Time).
 */
function Formatted({ format }: { format: () => string }) {
  return format()
}

/** A count in its message: i18next formats the count with Intl, so it gets a component of its own too (see Formatted). */
function RouteCount({ count }: { count: number }) {
  const { t } = useTranslation('i18n-test')
  return t('plurals.routes', { count })
}

function DemoCard({ title, children, lead }: { title: string; children: ReactNode; lead?: string }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-canvas p-6 shadow-card">
      <h2 id={id} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      {lead ? <p className="mt-2 text-sm text-ink-soft">{lead}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  )
}

function ValueRows({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="divide-y divide-line">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-col gap-1 py-2 sm:flex-row sm:justify-between sm:gap-4">
          <dt className="text-sm text-ink-muted">{label}</dt>
          <dd className="font-medium text-ink sm:text-right">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** `/i18n-test`: interpolation, plurals, Intl dates and numbers in the active language, and missing-key fallbacks. */
export default function I18nTestPage() {
  const { t } = useTranslation('i18n-test')
  const { t: tc } = useTranslation(SHELL_NS)
  const language = useLanguage()
  const [name, setName] = useState(() => t('interpolation.defaultName'))
  const [count, setCount] = useState(3)
  const nameId = useId()
  const countId = useId()
  const plural = formatterOf(`plural:${language}`, () => new Intl.PluralRules(language))
  const number = (value: number, options?: Intl.NumberFormatOptions) => (
    <Formatted
      format={() =>
        formatterOf(
          `number:${language}:${JSON.stringify(options)}`,
          () => new Intl.NumberFormat(language, options),
        ).format(value)
      }
    />
  )
  const date = (options: Intl.DateTimeFormatOptions) => (
    <Formatted
      format={() =>
        formatterOf(
          `date:${language}:${JSON.stringify(options)}`,
          () => new Intl.DateTimeFormat(language, { timeZone: 'UTC', ...options }),
        ).format(SAMPLE_DATE)
      }
    />
  )
  const listItems = t('dates.listItems').split(', ')

  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')}>
        <p className="mt-4 font-semibold text-ink">
          {t('active', { language: tc(`language.${language}`), code: language })}
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 sm:px-6 lg:grid-cols-2">
        <DemoCard title={t('interpolation.title')}>
          <label htmlFor={nameId} className="block text-sm font-medium text-ink">
            {t('interpolation.label')}
          </label>
          <input
            id={nameId}
            value={name}
            onChange={(event) => setName(event.target.value)}
            className="mt-1 w-full rounded-lg border border-ink-muted px-3 py-2 text-ink"
            autoComplete="given-name"
          />
          <p className="mt-4 rounded-lg bg-surface p-3 text-ink" data-testid="greeting">
            {t('interpolation.greeting', { name, pages: 13, guards: 1 })}
          </p>
        </DemoCard>

        <DemoCard title={t('plurals.title')} lead={t('plurals.lead')}>
          <label htmlFor={countId} className="block text-sm font-medium text-ink">
            {t('plurals.label')}
          </label>
          <input
            id={countId}
            type="number"
            min={0}
            value={count}
            onChange={(event) => setCount(Math.max(0, Math.trunc(Number(event.target.value) || 0)))}
            className="mt-1 w-40 rounded-lg border border-ink-muted px-3 py-2 text-ink"
          />
          <p className="mt-4 rounded-lg bg-surface p-3 text-ink" aria-live="polite" data-testid="plural-live">
            <RouteCount count={count} />{' '}
            <span className="text-sm text-ink-muted">
              · {t('plurals.category', { category: plural.select(count) })}
            </span>
          </p>
          <h3 className="mt-4 text-sm font-semibold text-ink">{t('plurals.examples')}</h3>
          <ul className="mt-1 space-y-1" data-testid="plural-examples">
            {PLURAL_EXAMPLES.map((n) => (
              <li key={n} className="text-ink-soft">
                <RouteCount count={n} />
              </li>
            ))}
          </ul>
        </DemoCard>

        <DemoCard title={t('dates.title')}>
          <ValueRows
            rows={[
              [t('dates.full'), date({ dateStyle: 'full' })],
              [t('dates.short'), date({ dateStyle: 'short' })],
              [t('dates.time'), date({ timeStyle: 'short' })],
              [
                t('dates.relative'),
                <Formatted
                  format={() =>
                    formatterOf(
                      `relative:${language}`,
                      () => new Intl.RelativeTimeFormat(language, { numeric: 'auto' }),
                    ).format(-3, 'day')
                  }
                />,
              ],
              [
                t('dates.list'),
                <Formatted
                  format={() =>
                    formatterOf(
                      `list:${language}`,
                      () => new Intl.ListFormat(language, { type: 'conjunction' }),
                    ).format(listItems)
                  }
                />,
              ],
            ]}
          />
        </DemoCard>

        <DemoCard title={t('numbers.title')}>
          <ValueRows
            rows={[
              [t('numbers.decimal'), number(1234567.891)],
              [t('numbers.currency'), number(1299.5, { style: 'currency', currency: 'EUR' })],
              [t('numbers.percent'), number(0.256, { style: 'percent', maximumFractionDigits: 1 })],
              [t('numbers.unit'), number(120, { style: 'unit', unit: 'kilobyte' })],
              [t('numbers.compact'), number(10_000, { notation: 'compact' })],
            ]}
          />
        </DemoCard>

        <div className="lg:col-span-2">
          <DemoCard title={t('missing.title')} lead={t('missing.lead')}>
            <ValueRows
              rows={[
                [t('missing.onlySpanishLabel'), <span data-testid="only-spanish">{t('missing.onlySpanish')}</span>],
                [
                  t('missing.nowhereLabel'),
                  <code data-testid="nowhere" className="font-mono">
                    {t('missing.doesNotExist')}
                  </code>,
                ],
                [
                  t('missing.defaultLabel'),
                  <span data-testid="default-value">
                    {t('missing.alsoMissing', { defaultValue: t('missing.defaultValue') })}
                  </span>,
                ],
              ]}
            />
          </DemoCard>
        </div>
      </div>
    </>
  )
}
