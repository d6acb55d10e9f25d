import type { ReactNode } from 'react'
import { MAIN_ID, SkipLink } from './skip-link'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/** The public page frame: skip link, header, `<main>` and footer. The default layout and the error page share it. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}
