/**
 * A scanner for the block-YAML subset that routes.yaml files are written in:
 * block mappings and sequences, `- ` items, plain and quoted one-line
 * scalars without escapes, comments, one-line flow sequences of scalars, and
 * the YAML 1.2 core schema's null, bool and int. It gives exactly the value
 * the `yaml` package would, or `undefined` for anything outside the subset
 * (anchors, aliases, tags, block or multi-line scalars, flow mappings, tabs,
 * escapes, numbers other than ints, duplicate keys, `? ` keys, document
 * markers, ...), and the full parsers answer instead. It exists for speed:
 * one pass over the lines, no tokens and no syntax tree.
 */
import { BAIL, Cursor, bail, endValue, plainAt, quotedAt, scalarAt, skipSpaces } from './_scan-scalar.js'

/** Nesting a routes.yaml never needs; deeper input is left to the full parsers and their limits. */
const _MAX_NESTING = 32

/** Characters outside the subset: controls (tab included), NEL, LS, PS, BOM, surrogates, U+FFFE/F. CR is checked apart. */
const _UNSUPPORTED_CHAR = /[^\n\r\x20-\x7E\xA0-\u2027\u202A-\uD7FF\uE000-\uFEFE\uFF00-\uFFFD]/

/** A plain key: a name, as routes.yaml keys and param names are. */
const _PLAIN_KEY = /^[A-Za-z_][\w.-]{0,200}$/

/** Words a plain key may not be: the core schema reads them as null or a bool, not as text. */
const _TYPED_KEY = /^(?:[Nn]ull|NULL|[Tt]rue|TRUE|[Ff]alse|FALSE)$/

/** A block collection still open: a mapping or a sequence whose entries start at column `indent`. */
interface _Open {
  indent: number
  map: Record<string, unknown> | null
  seq: unknown[] | null
}

class _BlockScanner {
  private readonly cursor = new Cursor()
  /** Plain keys read so far, by a hash of their length and first and last characters: the same few repeat on every route. */
  private readonly keys: Array<string | undefined> = new Array(256)
  /** A key or a "-" whose line ended after it: its value is the block on the lines below, or null. */
  private pendingMap: Record<string, unknown> | null = null
  private pendingKey = ''
  private pendingSeq: unknown[] | null = null
  private pendingIndent = -1

  constructor(private readonly src: string) {}

  /** The top level, a block mapping at column 0. */
  document(): Record<string, unknown> {
    const src = this.src
    const root: Record<string, unknown> = {}
    const open: _Open[] = []
    for (let p = 0; p < src.length; ) {
      let nl = src.indexOf('\n', p)
      if (nl === -1) nl = src.length
      const eol = nl > p && src.charCodeAt(nl - 1) === 13 ? nl - 1 : nl
      let i = p
      while (i < eol && src.charCodeAt(i) === 32) i++
      const indent = i - p
      p = nl + 1
      if (i === eol || src.charCodeAt(i) === 35) continue // a blank line or a comment
      const item = src.charCodeAt(i) === 45 && (i + 1 === eol || src.charCodeAt(i + 1) === 32)
      if (open.length === 0) {
        if (indent !== 0 || item) bail() // an indented top level, or a list
        open.push({ indent: 0, map: root, seq: null })
      } else if (this.pendingIndent !== -1) {
        // A nested block starts right of its key or "-"; a list under a key may share the key's column.
        const owner = this.pendingIndent
        if (indent > owner || (indent === owner && item && this.pendingMap !== null)) {
          if (open.length >= _MAX_NESTING) bail()
          const block: _Open = item ? { indent, map: null, seq: [] } : { indent, map: {}, seq: null }
          this._settle(block.map ?? block.seq)
          open.push(block)
        } else this._settle(null)
      }
      let top = open[open.length - 1]!
      // Close what this line's indentation ends; a list that shares its key's column ends at the next key.
      while (top.indent > indent || (top.indent === indent && top.seq !== null && !item)) {
        open.pop()
        top = open[open.length - 1] ?? bail()
      }
      if (top.indent !== indent) bail() // a continuation line, or an indentation the subset does not use
      if (top.seq !== null) this._item(top.seq, i, eol, indent, open)
      else if (item) bail() // a "-" among a mapping's keys
      else this._entry(top.map!, i, eol, indent)
    }
    if (open.length === 0) bail() // empty, or comments only
    if (this.pendingIndent !== -1) this._settle(null)
    return root
  }

  private _pend(map: Record<string, unknown> | null, key: string, seq: unknown[] | null, indent: number): void {
    this.pendingMap = map
    this.pendingKey = key
    this.pendingSeq = seq
    this.pendingIndent = indent
  }

  /** Gives the pending key or "-" its value. */
  private _settle(value: unknown): void {
    if (this.pendingMap !== null) this.pendingMap[this.pendingKey] = value
    else this.pendingSeq!.push(value)
    this._pend(null, '', null, -1)
  }

  /** `key: value`, or `key:` with its value below, at `k` in a mapping whose keys start at column `indent`. */
  private _entry(map: Record<string, unknown>, k: number, eol: number, indent: number): void {
    const src = this.src
    let key: string
    let q: number
    const c = src.charCodeAt(k)
    if (c === 34 || c === 39) {
      key = quotedAt(src, k, eol, this.cursor)
      q = this.cursor.at
      if (key.length > 1000) bail()
    } else {
      // A plain key holds no ":", so the first one ends it (_PLAIN_KEY checks the rest).
      q = src.indexOf(':', k)
      if (q === -1 || q >= eol) bail()
      // Reuse the string read last time in this slot: the engine has already made it a property name.
      const slot = ((q - k) * 31 + src.charCodeAt(k) * 7 + src.charCodeAt(q - 1)) & 255
      const known = this.keys[slot]
      if (known !== undefined && known.length === q - k && src.startsWith(known, k)) key = known
      else {
        key = src.slice(k, q)
        if (!_PLAIN_KEY.test(key) || _TYPED_KEY.test(key)) bail()
        this.keys[slot] = key
      }
    }
    // "__proto__" would set a plain object's prototype; the yaml package makes it an own key instead.
    if (key === '__proto__' || src.charCodeAt(q) !== 58 || !(q + 1 === eol || src.charCodeAt(q + 1) === 32)) bail()
    if (Object.hasOwn(map, key)) bail() // a duplicate key
    let v = q + 1
    while (v < eol && src.charCodeAt(v) === 32) v++
    if (v === eol || src.charCodeAt(v) === 35) return this._pend(map, key, null, indent)
    const c0 = src.charCodeAt(v)
    let value: unknown
    if (c0 === 34 || c0 === 39 || c0 === 91) {
      value = scalarAt(src, v, eol, this.cursor) // quoted, or a flow list
      endValue(src, this.cursor.at, eol)
    } else {
      value = plainAt(src, v, eol, this.cursor) // the common case, without the detours
      if (this.cursor.colon) bail() // "a: b: c"
    }
    map[key] = value
  }

  /** `- value`, `- key: value` (a mapping that starts on the item's line), or `-` with its value below. */
  private _item(seq: unknown[], i: number, eol: number, indent: number, open: _Open[]): void {
    const src = this.src
    const j = skipSpaces(src, i + 1, eol)
    if (j === eol || src.charCodeAt(j) === 35) return this._pend(null, '', seq, indent)
    if (src.charCodeAt(j) === 45 && (j + 1 === eol || src.charCodeAt(j + 1) === 32)) bail() // "- - a": a list in a list on one line
    const value = scalarAt(src, j, eol, this.cursor)
    const at = this.cursor.at
    if (this.cursor.colon || (src.charCodeAt(at) === 58 && (at + 1 === eol || src.charCodeAt(at + 1) === 32))) {
      if (open.length >= _MAX_NESTING) bail()
      const map: Record<string, unknown> = {}
      const column = indent + (j - i)
      seq.push(map)
      open.push({ indent: column, map, seq: null })
      return this._entry(map, j, eol, column)
    }
    endValue(src, at, eol)
    seq.push(value)
  }
}

/**
 * The value of a routes.yaml written in the subset, exactly as the `yaml`
 * package gives it, or `undefined` when the source uses anything else. The
 * top level must be a block mapping. A leading byte order mark is the
 * caller's to drop.
 *
 * @example
 * scanYaml('version: 1\nlayouts: [default]\n') // { version: 1, layouts: ['default'] }
 * scanYaml('a: &x 1\n') // undefined: an anchor
 */
export function scanYaml(source: string): Record<string, unknown> | undefined {
  if (_UNSUPPORTED_CHAR.test(source)) return undefined
  // A CR alone is a line break to YAML; here only CRLF is.
  for (let cr = source.indexOf('\r'); cr !== -1; cr = source.indexOf('\r', cr + 1)) {
    if (source.charCodeAt(cr + 1) !== 10) return undefined
  }
  try {
    return new _BlockScanner(source).document()
  } catch (error) {
    if (error === BAIL) return undefined
    throw error
  }
}
