import { useEffect, useRef, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { shouldFocusHeading } from './heading-focus'

interface PageHeadingProps {
  children: ReactNode
  className?: string
  /** A short line above the heading, such as the section name. */
  eyebrow?: ReactNode
}

/**
 * The page's one `<h1>`. After a client navigation it takes focus, so screen
 * readers announce the new page and Tab continues from the top of the content.
 */
export function PageHeading({ children, className = '', eyebrow }: PageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null)
  const { key } = useLocation()

  useEffect(() => {
    if (shouldFocusHeading(key)) ref.current?.focus({ preventScroll: true })
  }, [key])

  return (
    <>
      {eyebrow ? <p className="mb-3 text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
      <h1
        ref={ref}
        tabIndex={-1}
        className={`text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl ${className}`}
      >
        {children}
      </h1>
    </>
  )
}
