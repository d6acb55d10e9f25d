// `routekit explain-code`, loaded only by that command (dist/explain-code.cjs): docs/errors.md, bundled as text at
// build time, so every code a message names has its page wherever the CLI is installed, as `rustc --explain` does.
import errorsDoc from '../../../../docs/errors.md'

/** One code's entry of docs/errors.md: its `### RKnnn Title` heading, up to the next heading. */
export interface CodeSection {
  code: string
  title: string
  text: string
}

/** Every `### RKnnn` section of docs/errors.md, in the file's order. */
export function codeSections(doc: string = errorsDoc): CodeSection[] {
  const sections: CodeSection[] = []
  let current: { code: string; title: string; lines: string[] } | null = null
  const flush = () => {
    if (current)
      sections.push({ code: current.code, title: current.title, text: _plain(current.lines.join('\n').trim()) })
  }
  for (const line of doc.split(/\r?\n/)) {
    const heading = /^#{2,3} (RK\d{3})\b\s*(.*)$/.exec(line)
    if (heading && line.startsWith('### ')) {
      flush()
      current = { code: heading[1]!, title: heading[2]!, lines: [] }
    } else if (/^#{1,3} /.test(line)) {
      flush()
      current = null
    } else {
      current?.lines.push(line)
    }
  }
  flush()
  return sections
}

/**
 * A Markdown link as its text: the pages it names are this repository's docs, which an installed CLI does not have.
 * An absolute URL is kept after the text.
 */
function _plain(text: string): string {
  return text.replace(/\[([^\]]+)\]\(([^)]+)\)/g, (_, label: string, href: string) =>
    /^https?:/.test(href) ? `${label} (${href})` : label,
  )
}

/** The page of `code` (case-insensitive, `RK201` or `201`), or null when routekit has no such code. */
export function explainCode(code: string): string | null {
  const wanted = /^\d{3}$/.test(code.trim()) ? `RK${code.trim()}` : code.trim().toUpperCase()
  const section = codeSections().find((s) => s.code === wanted)
  return section ? `${section.code} ${section.title}\n\n${section.text}\n` : null
}
