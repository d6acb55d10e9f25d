import type { ReactNode } from 'react'

const KEY = /^(\s*(?:-\s+)?)([A-Za-z_][\w-]*)(:)(.*)$/

/**
 * A small YAML colouriser for the code samples on the marketing pages: keys,
 * strings, comments and list dashes. It only colours; it never changes text,
 * so what a visitor copies is the sample as written.
 */
export function highlightYaml(source: string): ReactNode[] {
  return source.split('\n').map((line, index) => (
    <span key={index} className="block">
      {_line(line)}
      {'\n'}
    </span>
  ))
}

function _line(line: string): ReactNode {
  const hash = line.search(/(^|\s)#/)
  if (hash !== -1) {
    const code = line.slice(0, hash)
    return (
      <>
        {code ? _line(code) : null}
        <span className="text-code-comment">{line.slice(hash)}</span>
      </>
    )
  }
  const match = KEY.exec(line)
  if (!match) return _value(line)
  const [, indent = '', key, colon, rest = ''] = match
  return (
    <>
      {_dash(indent)}
      <span className="text-code-key">{key}</span>
      {colon}
      {_value(rest)}
    </>
  )
}

function _dash(indent: string): ReactNode {
  const at = indent.indexOf('-')
  if (at === -1) return indent
  return (
    <>
      {indent.slice(0, at)}
      <span className="text-code-comment">-</span>
      {indent.slice(at + 1)}
    </>
  )
}

function _value(text: string): ReactNode {
  const dash = /^(\s*)-(\s+)(.*)$/.exec(text)
  if (dash) {
    return (
      <>
        {dash[1]}
        <span className="text-code-comment">-</span>
        {dash[2]}
        {_value(dash[3] ?? '')}
      </>
    )
  }
  if (text.trim() === '') return text
  return <span className="text-code-string">{text}</span>
}
