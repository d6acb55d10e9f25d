/**
 * Characters that steer a terminal or hide text: C0 controls (ESC starts
 * every CSI and OSC sequence; CR and BS overwrite what was printed; a newline
 * would fake a line of output), DEL, the C1 controls (U+009B is a one-byte
 * CSI on some terminals) and the bidi overrides that reorder text on screen.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/** The same less C0, which JSON.stringify escapes itself (and which its own line breaks are). */
const UNSAFE_IN_JSON = /[\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

const _escape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`

/**
 * Text taken from data (maintenance.json's `message` and `updatedBy`, lines of
 * maintenance.log, a parser's quote of a file) made safe to print to a
 * terminal or a pipe: every character above is shown as its `\uXXXX` escape,
 * so the text is visible and nothing is executed.
 *
 * @example safeText('hi\u001b]8;;http://x\u0007') // 'hi\\u001b]8;;http://x\\u0007'
 */
export function safeText(text: string): string {
  return text.replace(UNSAFE, _escape)
}

/**
 * JSON for a terminal or a pipe: JSON.stringify already escapes C0, but
 * leaves DEL, C1 and the bidi controls raw; those become `\uXXXX` too, which
 * any JSON parser reads back as the same string.
 */
export function safeJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(UNSAFE_IN_JSON, _escape)
}

/** What chalk writes: SGR sequences (colours, bold, dim) and nothing else. */
// eslint-disable-next-line no-control-regex
const SGR = /(\u001b\[[0-9;]*m)/

/**
 * The one gate every byte the CLI writes passes (program.ts wraps stdout and
 * stderr with it): each character above becomes its `\uXXXX` escape, line
 * breaks and tabs stay, and with `colors` on, so do the SGR sequences chalk
 * writes. So a `--dir`, an `--until` or a folder name holding ESC, OSC, C1 or
 * bidi characters is shown, never executed, even where a message forgot
 * safeText().
 *
 * @example safeOutput('dir \u001b]0;x\u0007\n', false) // 'dir \\u001b]0;x\\u0007\n'
 */
export function safeOutput(text: string, colors: boolean): string {
  const parts = colors ? text.split(SGR) : [text]
  // split() with a capture group puts the SGR sequences at the odd indexes.
  return parts
    .map((part, i) => (i % 2 === 1 ? part : part.replace(UNSAFE, (c) => (c === '\n' || c === '\t' ? c : _escape(c)))))
    .join('')
}
