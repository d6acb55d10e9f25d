import { CircleAlert, CircleCheck, CircleMinus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { contrastRatio, formatRatio, gradeContrast } from '../components/colors/contrast'
import { COLOR_PAIRS } from '../components/colors/pairs'
import { readColorTokens, type ColorToken } from '../components/colors/tokens'
import { PageHero } from '../components/marketing/page-hero'
import { registerNamespace, useLanguage } from '../i18n'
import css from '../styles.css?raw'
import * as messages from './locales/colors'

registerNamespace('colors', messages)

const TOKENS = readColorTokens(css)
const _find = (name: string): ColorToken =>
  TOKENS.find((token) => token.name === name) ?? { name, hex: name === 'ink' ? '#000000' : '#ffffff' }
/** The two colours the site sets text in. */
const TEXT_COLORS = [_find('ink'), _find('canvas')] as const

function _bestPair<T extends { ratio: number }>(pairs: readonly T[]): T {
  return pairs.reduce((a, b) => (b.ratio > a.ratio ? b : a))
}

const GRADE_STYLE = {
  AA: { Icon: CircleCheck, className: 'bg-green-50 text-green-700' },
  'AA large': { Icon: CircleMinus, className: 'bg-amber-100 text-amber-800' },
  fail: { Icon: CircleAlert, className: 'bg-red-50 text-red-700' },
} as const

/** `/colors`: every colour token with its computed contrast against the text colours, graded for AA. */
export default function ColorsPage() {
  const { t } = useTranslation('colors')
  const language = useLanguage()
  const rows = TOKENS.map((token) => ({
    token,
    pairs: TEXT_COLORS.map((text) => {
      const ratio = contrastRatio(token.hex, text.hex)
      return { text, ratio, grade: gradeContrast(ratio) }
    }),
  }))
  const fit = rows.flatMap((row) => row.pairs).filter((pair) => pair.grade === 'AA').length
  const formatRatioLocal = (ratio: number) =>
    language === 'es' ? formatRatio(ratio).replace('.', ',') : formatRatio(ratio)

  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')}>
        <p className="mt-4 font-semibold text-ink">
          {t('summary', { count: TOKENS.length, pairs: fit, total: TOKENS.length * TEXT_COLORS.length })}
        </p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <section aria-labelledby="legend-title" className="rounded-card border border-line bg-surface p-5">
          <h2 id="legend-title" className="font-semibold text-ink">
            {t('legend.title')}
          </h2>
          <ul className="mt-2 grid gap-1 text-sm text-ink-soft md:grid-cols-3">
            <li>{t('legend.aa')}</li>
            <li>{t('legend.large')}</li>
            <li>{t('legend.fail')}</li>
          </ul>
        </section>
        <h2 className="mt-12 text-2xl font-bold tracking-tight text-ink">{t('palette')}</h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {rows.map(({ token, pairs }) => (
            <li key={token.name} className="overflow-hidden rounded-card border border-line bg-canvas shadow-card">
              <div className="flex h-24 items-end border-b border-line p-4" style={{ backgroundColor: token.hex }}>
                {/* Only the better text colour is drawn on the swatch, so the page itself never shows failing text; both ratios are listed below. */}
                <span className="text-sm font-semibold" style={{ color: _bestPair(pairs).text.hex }}>
                  {t('sample', { text: t(`textColors.${_bestPair(pairs).text.name}`) })}
                </span>
              </div>
              <div className="p-4">
                <h3 className="font-mono text-sm font-semibold text-ink">--color-{token.name}</h3>
                <p className="font-mono text-sm text-ink-muted">{token.hex}</p>
                <dl className="mt-3 space-y-2">
                  {pairs.map(({ text, ratio, grade }) => {
                    const { Icon, className } = GRADE_STYLE[grade]
                    return (
                      <div key={text.name} className="flex items-center justify-between gap-2 text-sm">
                        <dt className="text-ink-soft">{t('against', { text: t(`textColors.${text.name}`) })}</dt>
                        <dd className="flex items-center gap-2">
                          <span className="font-mono text-ink">{formatRatioLocal(ratio)}</span>
                          <span
                            className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${className}`}
                          >
                            <Icon className="size-3.5" aria-hidden="true" />
                            {t(`grade.${grade}`)}
                          </span>
                        </dd>
                      </div>
                    )
                  })}
                </dl>
              </div>
            </li>
          ))}
        </ul>
        <h2 className="mt-12 text-2xl font-bold tracking-tight text-ink">{t('pairs.title')}</h2>
        {/* No swatches here: each style="" attribute is a hash in the page's CSP, and the palette above already shows every colour. */}
        <p className="mt-2 max-w-3xl text-ink-soft">{t('pairs.lead')}</p>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {COLOR_PAIRS.map(({ text, background, where }) => {
            const ratio = contrastRatio(_find(text).hex, _find(background).hex)
            const { Icon, className } = GRADE_STYLE[gradeContrast(ratio)]
            return (
              <li
                key={`${where}-${text}-${background}`}
                className="flex items-center gap-3 rounded-lg border border-line bg-canvas p-3"
              >
                <span className="min-w-0 flex-1 text-sm">
                  <span className="block font-semibold text-ink">{t(`pairs.where.${where}`)}</span>
                  <span className="block font-mono text-ink-muted">{t('pairs.pair', { text, background })}</span>
                </span>
                <span className="font-mono text-sm text-ink">{formatRatioLocal(ratio)}</span>
                <span
                  className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${className}`}
                >
                  <Icon className="size-3.5" aria-hidden="true" />
                  {t(`grade.${gradeContrast(ratio)}`)}
                </span>
              </li>
            )
          })}
        </ul>
      </div>
    </>
  )
}
