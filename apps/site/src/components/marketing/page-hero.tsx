import type { ReactNode } from 'react'
import { PageHeading } from '../page-heading'

interface PageHeroProps {
  eyebrow: ReactNode
  title: ReactNode
  lead: ReactNode
  children?: ReactNode
}

/** The top of an inner marketing page: section name, the page's one `<h1>`, and its summary. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <div className="border-b border-line bg-gradient-to-b from-brand-50 to-canvas">
      <div className="mx-auto max-w-6xl px-4 pt-16 pb-14 sm:px-6 lg:pt-24 lg:pb-20">
        <PageHeading eyebrow={eyebrow} className="max-w-4xl">
          {title}
        </PageHeading>
        <p className="mt-6 max-w-3xl text-lg text-ink-soft sm:text-xl">{lead}</p>
        {children}
      </div>
    </div>
  )
}
