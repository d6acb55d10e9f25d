import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

interface FeatureCardProps {
  Icon: LucideIcon
  title: ReactNode
  children: ReactNode
  /** The heading level inside the page outline; cards sit under an `<h2>` by default. */
  level?: 'h3' | 'h4'
}

/** One benefit or feature: an icon, a short title and two or three lines. */
export function FeatureCard({ Icon, title, children, level: Heading = 'h3' }: FeatureCardProps) {
  return (
    <div className="rounded-card border border-line bg-canvas p-6 shadow-card">
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <Heading className="mt-4 text-lg font-semibold text-ink">{title}</Heading>
      <div className="mt-2 text-ink-soft">{children}</div>
    </div>
  )
}
