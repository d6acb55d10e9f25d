/**
 * The scalars of the subset scanner (`_scan.ts`): plain, single-quoted and
 * double-quoted ones on one line, one-line flow sequences of them, and the
 * YAML 1.2 core schema's reading of a plain scalar. Each function reads
 * `src` from `p` up to the end of the line, `eol`, and leaves where it
 * stopped in a Cursor. Anything outside the subset throws BAIL.
 */

/** Thrown to give up on a source; scanYaml turns it into `undefined`. */
export const BAIL = Symbol('bail')

export function bail(): never {
  throw BAIL
}

/** Where the last scalar ended, for the caller to go on from. */
export class Cursor {
  at = 0
  /** Whether the last plain scalar stopped at a mapping indicator: ": ", or ":" at the end of the line. */
  colon = false
  /** The next " #" at or after the last plain scalar, or the length of the source: found once, not per scalar. */
  hash = -1
}

// The core schema's tests, as the yaml package writes them (yaml/dist/schema/core).
const _NULL = /^(?:~|[Nn]ull|NULL)$/
const _BOOL = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/
const _INT = /^[-+]?[0-9]+$/
const _OTHER_NUMBER = /^(?:0o[0-7]+|0x[0-9a-fA-F]+|[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?)$/

function _table(chars: string): Uint8Array {
  const table = new Uint8Array(128)
  for (const ch of chars) table[ch.charCodeAt(0)] = 1
  return table
}

/** What a plain scalar may not start with here: YAML's indicators ("-", "?" and ":" included), and a space. */
const _INDICATORS = _table('-?:,[]{}#&*!|>\'"%@` ')
/** What a null, a bool or a number in the core schema starts with. */
const _TYPED_START = _table('0123456789+-.~nNtTfF')

function _isIndicator(code: number): boolean {
  return code < 128 && _INDICATORS[code] === 1
}

/** The core schema's value of a plain scalar, as the `yaml` package reads it; floats and other numbers bail. */
function _resolvePlain(text: string): unknown {
  const c = text.charCodeAt(0)
  if (c < 128 && _TYPED_START[c] === 1) {
    if (_NULL.test(text)) return null
    if (_BOOL.test(text)) return c === 116 || c === 84 // t, T
    if (_INT.test(text)) return parseInt(text, 10)
    if (_OTHER_NUMBER.test(text)) bail()
  }
  return text
}

export function skipSpaces(src: string, p: number, eol: number): number {
  while (p < eol && src.charCodeAt(p) === 32) p++
  return p
}

/** After a value: only spaces, then the end of the line or a comment (a "#" after a space). */
export function endValue(src: string, p: number, eol: number): void {
  const q = skipSpaces(src, p, eol)
  if (q !== eol && !(src.charCodeAt(q) === 35 && src.charCodeAt(q - 1) === 32)) bail()
}

/** `src` from `p` to `q` without the spaces that end it: YAML trims spaces, not other blanks. */
function _trimmed(src: string, p: number, q: number): string {
  while (q > p && src.charCodeAt(q - 1) === 32) q--
  return src.slice(p, q)
}

/** A quoted scalar without escapes that ends on its line. */
export function quotedAt(src: string, p: number, eol: number, cursor: Cursor): string {
  const quote = src[p]!
  const close = src.indexOf(quote, p + 1)
  if (close === -1 || close >= eol) bail() // unclosed, or spans lines
  const text = src.slice(p + 1, close)
  if (quote === '"' ? text.includes('\\') : src.charCodeAt(close + 1) === 39) bail() // an escape
  cursor.at = close + 1
  return text
}

/**
 * The next " #" at or after `p`, or the length of the source. It looks for
 * "#" alone: the engine finds one character many times faster than two.
 */
function _commentAt(src: string, p: number): number {
  for (let hash = src.indexOf('#', p + 1); hash !== -1; hash = src.indexOf('#', hash + 1)) {
    if (src.charCodeAt(hash - 1) === 32) return hash - 1
  }
  return src.length
}

/**
 * A plain scalar: to the end of the line, a comment (" #") or a mapping
 * indicator (": "). This runs once per line of a large file, mostly before
 * the engine has optimised it, so it leans on the engine's own string
 * searches and calls as little as it can.
 */
export function plainAt(src: string, p: number, eol: number, cursor: Cursor): unknown {
  const c = src.charCodeAt(p)
  if (c < 128 && _INDICATORS[c] === 1) bail()
  if (cursor.hash < p) cursor.hash = _commentAt(src, p)
  let q = cursor.hash < eol ? cursor.hash : eol
  cursor.colon = false
  for (let colon = src.indexOf(':', p); colon !== -1 && colon < q; colon = src.indexOf(':', colon + 1)) {
    if (colon + 1 === eol || src.charCodeAt(colon + 1) === 32) {
      cursor.colon = true
      q = colon
      break
    }
  }
  cursor.at = q
  while (q > p && src.charCodeAt(q - 1) === 32) q--
  const text = src.slice(p, q)
  return c < 128 && _TYPED_START[c] === 1 ? _resolvePlain(text) : text
}

/** A one-line flow sequence of scalars, such as `[default, dashboard]`. */
function _flowAt(src: string, p: number, eol: number, cursor: Cursor): unknown[] {
  const items: unknown[] = []
  let q = skipSpaces(src, p + 1, eol)
  if (src.charCodeAt(q) === 93) {
    cursor.at = q + 1
    return items
  }
  for (;;) {
    const c = src.charCodeAt(q)
    if (c === 34 || c === 39) {
      items.push(quotedAt(src, q, eol, cursor))
      q = cursor.at
    } else {
      if (q >= eol || _isIndicator(c)) bail()
      let r = q
      for (; r < eol; r++) {
        const ch = src.charCodeAt(r)
        if (ch === 44 || ch === 93) break // , ]
        if (ch === 91 || ch === 123 || ch === 125 || ch === 35 || ch === 58) bail() // [ { } # :
      }
      items.push(_resolvePlain(_trimmed(src, q, r)))
      q = r
    }
    q = skipSpaces(src, q, eol)
    const ch = src.charCodeAt(q)
    if (ch === 93) {
      cursor.at = q + 1
      return items
    }
    if (ch !== 44) bail()
    q = skipSpaces(src, q + 1, eol)
    if (src.charCodeAt(q) === 93) bail() // a trailing comma
  }
}

/** A quoted or plain scalar, or a flow sequence, at `p`. */
export function scalarAt(src: string, p: number, eol: number, cursor: Cursor): unknown {
  const c = src.charCodeAt(p)
  if (c === 34 || c === 39) {
    cursor.colon = false
    return quotedAt(src, p, eol, cursor)
  }
  if (c === 91) {
    cursor.colon = false
    return _flowAt(src, p, eol, cursor)
  }
  return plainAt(src, p, eol, cursor)
}
