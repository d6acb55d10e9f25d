import { CircleAlert } from 'lucide-react'
import type { InputHTMLAttributes, ReactNode } from 'react'

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string
  label: ReactNode
  hint?: ReactNode
  /** The message shown under the input; tied to it with aria-describedby. */
  error?: string | undefined
}

/** The ids a field's hint and error carry, for aria-describedby. */
export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

/** A labelled input with an optional hint and an inline error tied to it. */
export function TextField({ id, label, hint, error, className = '', ...input }: TextFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        className="mt-2 block min-h-11 w-full rounded-lg border border-line bg-canvas px-3 text-base text-ink placeholder:text-ink-muted aria-invalid:border-red-700 disabled:bg-surface disabled:text-ink-muted"
        {...input}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

/** An inline error message; renders nothing without a message. */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </p>
  )
}

/** A visible status line: success (role=status) or failure (role=alert). */
export function Notice({
  tone,
  children,
  title,
}: {
  tone: 'success' | 'error' | 'info'
  children: ReactNode
  title?: ReactNode
}) {
  const styles = {
    success: 'border-green-700 bg-green-50 text-green-700',
    error: 'border-red-700 bg-red-50 text-red-700',
    info: 'border-amber-800 bg-amber-100 text-amber-800',
  }[tone]
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border-l-4 px-4 py-3 text-sm ${styles}`}>
      {title ? <p className="font-semibold">{title}</p> : null}
      <div className={title ? 'mt-1' : ''}>{children}</div>
    </div>
  )
}

// Disabled buttons get colours of their own, not an opacity: white on brand-600 at 70 % was #766dd9, 4.23:1 (issue 27).
// Each pair is listed in components/colors/pairs.ts, which the contrast tests and /colors check.

/** The primary button style of the site's forms. */
export const PRIMARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 font-semibold text-canvas hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-100 disabled:text-brand-700'

/** The secondary button style. */
export const SECONDARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-line bg-canvas px-4 font-semibold text-ink hover:bg-surface disabled:cursor-not-allowed disabled:bg-surface disabled:text-ink-muted'
