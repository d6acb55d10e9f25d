import type { ReactNode } from 'react'
import { highlightYaml } from './highlight-yaml'

interface CodeBlockProps {
  /** Shown above the code, such as the file name; also names the scrollable region. */
  label: string
  code: string
  language?: 'yaml' | 'text'
  className?: string
  children?: ReactNode
}

/**
 * A dark code sample. The region is focusable so keyboard users can scroll it
 * sideways on narrow screens.
 */
export function CodeBlock({ label, code, language = 'yaml', className = '' }: CodeBlockProps) {
  return (
    <figure className={`overflow-hidden rounded-card bg-code-bg shadow-card ring-1 ring-brand-900 ${className}`}>
      <figcaption className="flex items-center gap-2 border-b border-brand-900 px-4 py-2.5 font-mono text-xs text-code-comment">
        {/* As tall as the label's line: a paint before the label arrives already has the caption's final height. */}
        <span className="flex h-4 items-center gap-1.5" aria-hidden="true">
          <span className="size-2.5 rounded-full bg-red-700" />
          <span className="size-2.5 rounded-full bg-amber-800" />
          <span className="size-2.5 rounded-full bg-green-700" />
        </span>
        <span className="ml-1">{label}</span>
      </figcaption>
      <pre
        tabIndex={0}
        aria-label={label}
        className="overflow-x-auto focus-visible:outline-mint-300 focus-visible:-outline-offset-4 p-4 font-mono text-[0.8125rem] leading-6 text-code-ink sm:p-5"
      >
        <code>{language === 'yaml' ? highlightYaml(code) : code}</code>
      </pre>
    </figure>
  )
}
