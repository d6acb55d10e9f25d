import { parseRoutes, type Diagnostic } from '@routekit/router-core'
import { CheckCircle2, Copy, Download, Save } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { loginPathFor } from '../auth/redirect'
import { useAuthState } from '../auth/use-auth'
import { getStore } from '../data/get-store'
import { Notice, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../forms/field'
import { copyText, downloadText } from './export'

/** `slow`: the write was sent and has not finished in time; it may still land, so the outcome waits for it. */
type SaveState = 'idle' | 'saving' | 'slow' | 'saved' | 'failed' | 'unavailable'

/**
 * The wizard's last step: the file, router-core's verdict on it, and the ways
 * to take it away. parseRoutes is imported here, and the page loads this
 * module lazily, so the validator (and yaml) travel in a chunk of their own.
 */
export function ReviewStep({ yaml, siteName }: { yaml: string; siteName: string }) {
  const { t } = useTranslation('onboarding')
  const auth = useAuthState()
  const result = useMemo(() => parseRoutes(yaml), [yaml])
  const [copied, setCopied] = useState<boolean | null>(null)
  const [save, setSave] = useState<SaveState>('idle')
  const savingRef = useRef(false)

  const problems = result.diagnostics
  const onCopy = async () => setCopied(await copyText(yaml))
  const onSave = async () => {
    if (savingRef.current || auth.status !== 'signed-in') return
    savingRef.current = true
    setSave('saving')
    try {
      const store = await getStore()
      if (!store) return setSave('unavailable')
      await store.addSetup(auth.user.uid, { siteName, yaml }, { onSlow: () => setSave('slow') })
      setSave('saved')
    } catch (error) {
      console.error('Setup not saved:', error)
      setSave('failed')
    } finally {
      savingRef.current = false
    }
  }

  return (
    <div className="space-y-6">
      <p className="text-ink-soft">{t('review.intro')}</p>
      {result.ok && problems.length === 0 ? (
        <Notice tone="success">
          <span className="inline-flex items-center gap-2">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            {t('review.valid')}
          </span>
        </Notice>
      ) : (
        <Notice
          tone={result.ok ? 'info' : 'error'}
          title={result.ok ? t('review.validWithWarnings', { count: problems.length }) : t('review.invalid')}
        >
          <DiagnosticList diagnostics={problems} />
        </Notice>
      )}

      <figure>
        <figcaption className="mb-2 text-sm font-semibold text-ink">{t('review.fileLabel')}</figcaption>
        <pre
          tabIndex={0}
          className="max-h-[28rem] overflow-auto rounded-card bg-code-bg p-4 font-mono text-sm leading-relaxed text-code-ink"
        >
          <code data-testid="routes-yaml">{yaml}</code>
        </pre>
      </figure>

      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={() => void onCopy()} className={SECONDARY_BUTTON}>
          <Copy className="size-4" aria-hidden="true" />
          {t('review.copy')}
        </button>
        <button type="button" onClick={() => downloadText(yaml, 'routes.yaml')} className={SECONDARY_BUTTON}>
          <Download className="size-4" aria-hidden="true" />
          {t('review.download')}
        </button>
        {auth.status === 'signed-in' ? (
          <button
            type="button"
            onClick={() => void onSave()}
            disabled={save === 'saving' || save === 'slow' || save === 'saved'}
            className={PRIMARY_BUTTON}
          >
            <Save className="size-4" aria-hidden="true" />
            {save === 'saving' || save === 'slow' ? t('review.saving') : t('review.save')}
          </button>
        ) : null}
      </div>

      {copied === true ? <Notice tone="success">{t('review.copied')}</Notice> : null}
      {copied === false ? <Notice tone="error">{t('review.copyFailed')}</Notice> : null}
      {save === 'slow' ? <Notice tone="info">{t('review.saveSlow')}</Notice> : null}
      {save === 'saved' ? <Notice tone="success">{t('review.saved')}</Notice> : null}
      {save === 'failed' ? <Notice tone="error">{t('review.saveFailed')}</Notice> : null}
      {save === 'unavailable' ? <Notice tone="error">{t('review.saveUnavailable')}</Notice> : null}
      {auth.status === 'signed-out' && auth.configured ? (
        <p className="text-sm text-ink-soft">
          {t('review.signInToSave')}{' '}
          <Link to={loginPathFor('/onboarding')} className="font-semibold text-brand-700 underline">
            {t('review.signIn')}
          </Link>
        </p>
      ) : null}
    </div>
  )
}

function DiagnosticList({ diagnostics }: { diagnostics: Diagnostic[] }) {
  const { t } = useTranslation('onboarding')
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5">
      {diagnostics.map((d, index) => (
        <li key={index}>
          <span className="font-mono text-xs">{d.code}</span>{' '}
          {t('review.diagnostic', { line: d.line, column: d.column, message: d.message })}
        </li>
      ))}
    </ul>
  )
}
