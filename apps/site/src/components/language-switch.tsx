import { splitPath } from '@routekit/router-core'
import { useLocalePath } from '@routekit/router-core/react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { LANGUAGES, storeLanguage, useLanguage, type Language } from '../i18n'
import { SHELL_NS } from './shell-i18n'
import { LanguagesIcon } from './shell-icons'
import { useHydrated } from './use-hydrated'

/**
 * Two links, ES and EN, each to this page's URL in its language (`/about` and
 * `/en/about`: useLocalePath()): links, so they work on pages with
 * `scripts: none` (routes.yaml) as on hydrated ones, where the click is a
 * client navigation that also stores the choice for the first-visit redirect
 * of `/` (a page without scripts cannot store it). The page's language follows
 * its URL (see src/i18n/README.md). The current language is the current page
 * (`aria-current`). Each link carries its own `lang` and `hreflang`, so a
 * screen reader says "English" in English even while the page is in Spanish.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation(SHELL_NS)
  return (
    <div role="group" aria-label={t('language.label')} className={`inline-flex items-center gap-1 ${className}`}>
      <LanguagesIcon className="hidden size-4 text-ink-muted sm:block" aria-hidden="true" />
      <div className="inline-flex rounded-full border border-line bg-surface p-0.5">
        {LANGUAGES.map((language) => (
          <LanguageLink key={language} language={language} />
        ))}
      </div>
    </div>
  )
}

function LanguageLink({ language }: { language: Language }) {
  const { t } = useTranslation(SHELL_NS)
  const active = useLanguage()
  const target = useLocalePath(language)
  // The prerendered HTML has no query: the link takes the page's query (`?from=` on /construction) once hydrated.
  const hydrated = useHydrated()
  return (
    <Link
      to={hydrated ? target : splitPath(target).pathname}
      lang={language}
      hrefLang={language}
      aria-current={active === language ? 'page' : undefined}
      onClick={() => storeLanguage(language)}
      className="inline-flex min-h-9 min-w-10 items-center justify-center rounded-full px-2.5 text-sm font-semibold text-ink-soft transition-colors hover:text-ink aria-[current=page]:bg-ink aria-[current=page]:text-canvas"
    >
      <span aria-hidden="true">{language.toUpperCase()}</span>
      <span className="sr-only">{t(`language.${language}`)}</span>
    </Link>
  )
}
