import { useTranslation } from 'react-i18next'
import { LANGUAGES, setLanguage, useLanguage } from '../i18n'
import { LanguagesIcon } from './shell-icons'

/**
 * Two toggle buttons, ES and EN. The choice is stored and sets `<html lang>`
 * (see src/i18n/README.md). Each button carries its own `lang`, so a screen
 * reader says "English" in English even while the page is in Spanish.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation()
  const active = useLanguage()
  return (
    <div role="group" aria-label={t('language.label')} className={`inline-flex items-center gap-1 ${className}`}>
      <LanguagesIcon className="hidden size-4 text-ink-muted sm:block" aria-hidden="true" />
      <div className="inline-flex rounded-full border border-line bg-surface p-0.5">
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={active === language}
            onClick={() => void setLanguage(language)}
            className="min-h-9 min-w-10 rounded-full px-2.5 text-sm font-semibold text-ink-soft transition-colors hover:text-ink aria-pressed:bg-ink aria-pressed:text-canvas"
          >
            <span aria-hidden="true">{language.toUpperCase()}</span>
            <span className="sr-only">{t(`language.${language}`)}</span>
          </button>
        ))}
      </div>
    </div>
  )
}
