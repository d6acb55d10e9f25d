// `routekit explain-code`, loaded only by that command (dist/explain-code.cjs): docs/errors.md, bundled as text at
// build time, so every code a message names has its page wherever the CLI is installed, as `rustc --explain` does.
import errorsDoc from '../../../../docs/errors.md'

/** One code's entry of docs/errors.md: its `### RKnnn Title` heading, up to the next heading. */
export interface CodeSection {
  code: string
  title: string
  text: string
  /** What its group's heading (`## RK3xx: path syntax`) says of every code in it, when it says something. */
  group?: { title: string; text: string }
}

/**
 * Every `### RKnnn` section of docs/errors.md, in the file's order, with the
 * words its `## RKnxx` group says of all its codes (RK7xx: what a runtime
 * error is; RK3xx: the message's shape): a section that holds only its
 * example message leans on them. A `#` line inside a fenced block is text.
 */
export function codeSections(doc: string = errorsDoc): CodeSection[] {
  const sections: CodeSection[] = []
  let group: { title: string; lines: string[] } | null = null
  let current: { code: string; title: string; lines: string[] } | null = null
  let fenced = false
  const groupOf = (): CodeSection['group'] => {
    const text = group ? _plain(group.lines.join('\n').trim()) : ''
    return group && text ? { title: group.title, text } : undefined
  }
  const flush = () => {
    if (!current) return
    const section: CodeSection = {
      code: current.code,
      title: current.title,
      text: _plain(current.lines.join('\n').trim()),
    }
    const words = groupOf()
    if (words) section.group = words
    sections.push(section)
  }
  for (const line of doc.split(/\r?\n/)) {
    if (/^(```|~~~)/.test(line)) fenced = !fenced
    const heading = fenced ? null : /^(#{1,3}) (.*)$/.exec(line)
    if (!heading) {
      ;(current ?? group)?.lines.push(line)
      continue
    }
    flush()
    current = null
    const code = /^(RK\d{3})\b\s*(.*)$/.exec(heading[2]!)
    if (heading[1] === '###' && code) current = { code: code[1]!, title: code[2]!, lines: [] }
    else if (heading[1] === '##') group = /^RK\dxx\b/.test(heading[2]!) ? { title: heading[2]!, lines: [] } : null
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
  if (!section) return null
  const group = section.group ? `\n${section.group.title}\n\n${section.group.text}\n` : ''
  return `${section.code} ${section.title}\n\n${section.text}\n${group}`
}
