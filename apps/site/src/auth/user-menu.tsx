import { ChevronDown, LogOut, UserRound } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useHref } from '../links'
import { useDisclosure } from '../components/use-disclosure'
import { registerNamespace } from '../i18n'
import * as messages from './locales/account'
import { useAuthState } from './use-auth'

registerNamespace('account', messages)

/**
 * The account button of the dashboard layout: who is signed in, and sign-out.
 * A disclosure (button + panel), so it works with Tab, Enter, Space and Escape.
 * The Firebase actions load only when the visitor signs out.
 */
export function UserMenu() {
  const { t } = useTranslation('account')
  const href = useHref()
  const state = useAuthState()
  const { open, panelId, rootRef, buttonProps } = useDisclosure({ closeOnOutside: true })
  const [pending, setPending] = useState(false)
  const [failed, setFailed] = useState(false)

  if (state.status === 'pending') {
    return (
      <span className="text-sm text-ink-muted" role="status">
        {t('loading')}
      </span>
    )
  }
  if (state.status === 'signed-out') {
    return (
      <Link
        to={href('login')}
        className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {t('signIn')}
      </Link>
    )
  }

  const email = state.user.email ?? t('noEmail')
  const onSignOut = async () => {
    if (pending) return
    setPending(true)
    setFailed(false)
    try {
      const { signOut } = await import('./actions')
      await signOut() // the dashboard sees the state change and leaves
    } catch {
      setFailed(true)
    } finally {
      setPending(false)
    }
  }

  return (
    <div ref={rootRef} className="relative min-w-0">
      <button
        {...buttonProps}
        className="inline-flex min-h-11 w-full max-w-[40vw] min-w-0 items-center sm:max-w-56 gap-2 rounded-lg border border-line bg-canvas px-3 text-sm font-medium text-ink hover:bg-surface"
      >
        <UserRound className="size-4 shrink-0" aria-hidden="true" />
        <span className="truncate">{email}</span>
        <ChevronDown className="size-4 shrink-0" aria-hidden="true" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-20 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-card border border-line bg-canvas p-4 shadow-card"
      >
        <p className="text-xs text-ink-muted">{t('signedInAs')}</p>
        <p className="truncate font-medium text-ink">{email}</p>
        <button
          type="button"
          onClick={() => void onSignOut()}
          disabled={pending}
          className="mt-3 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-ink px-3 text-sm font-semibold text-canvas hover:bg-ink-soft disabled:bg-ink-soft"
        >
          <LogOut className="size-4" aria-hidden="true" />
          {pending ? t('signingOut') : t('signOut')}
        </button>
        {failed ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {t('signOutFailed')}
          </p>
        ) : null}
      </div>
    </div>
  )
}
