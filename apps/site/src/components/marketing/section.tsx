import type { ReactNode } from 'react'

interface SectionProps {
  /** The section's `<h2>`; it also labels the section landmark. */
  title: ReactNode
  id: string
  lead?: ReactNode
  children: ReactNode
  tone?: 'plain' | 'tinted'
  className?: string
}

/** A titled band of a marketing page, labelled by its heading for landmark navigation. */
export function Section({ title, id, lead, children, tone = 'plain', className = '' }: SectionProps) {
  return (
    <section aria-labelledby={`${id}-title`} className={`${tone === 'tinted' ? 'bg-surface' : ''} ${className}`}>
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
        <h2 id={`${id}-title`} className="max-w-3xl text-3xl font-bold tracking-tight text-balance text-ink">
          {title}
        </h2>
        {lead ? <p className="mt-4 max-w-3xl text-lg text-ink-soft">{lead}</p> : null}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  )
}
