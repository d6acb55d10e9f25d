import { useLocalePath } from '@routekit/router-core/react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { LANGUAGES, storeLanguage, useLanguage, type Language } from '../i18n'
import { SHELL_NS } from './shell-i18n'
import { LanguagesIcon } from './shell-icons'

/**
 * Two toggle buttons, ES and EN. Each goes to this page's URL in its
 * language (`/about` and `/en/about`: useLocalePath()) and stores the choice
 * for the first-visit redirect of `/`; the page's language follows its URL
 * (see src/i18n/README.md). Each button carries its own `lang`, so a screen
 * reader says "English" in English even while the page is in Spanish.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation(SHELL_NS)
  return (
    <div role="group" aria-label={t('language.label')} className={`inline-flex items-center gap-1 ${className}`}>
      <LanguagesIcon className="hidden size-4 text-ink-muted sm:block" aria-hidden="true" />
      <div className="inline-flex rounded-full border border-line bg-surface p-0.5">
        {LANGUAGES.map((language) => (
          <LanguageButton key={language} language={language} />
        ))}
      </div>
    </div>
  )
}

function LanguageButton({ language }: { language: Language }) {
  const { t } = useTranslation(SHELL_NS)
  const active = useLanguage()
  const target = useLocalePath(language)
  const navigate = useNavigate()
  return (
    <button
      type="button"
      lang={language}
      aria-pressed={active === language}
      onClick={() => {
        storeLanguage(language)
        if (active !== language) void navigate(target)
      }}
      className="min-h-9 min-w-10 rounded-full px-2.5 text-sm font-semibold text-ink-soft transition-colors hover:text-ink aria-pressed:bg-ink aria-pressed:text-canvas"
    >
      <span aria-hidden="true">{language.toUpperCase()}</span>
      <span className="sr-only">{t(`language.${language}`)}</span>
    </button>
  )
}
