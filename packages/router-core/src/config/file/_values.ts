/**
 * How many values (scalars, lists, mappings, aliases) a source holds, counted
 * by the `yaml` package's own lexer before its parser builds anything. The
 * parser keeps about a kilobyte per value until the document is read (its
 * syntax tree, then the document's nodes): a 5 MiB file that is one flow list
 * of one-letter values took 30 s and 2.6 GB (issue 41). The lexer holds
 * nothing but the token it is on.
 *
 * A value takes at least one character, so a source shorter than the limit
 * is never lexed twice.
 */
import { CST, Lexer } from 'yaml'

/** Lexer tokens that stand for no text of the source: the rest advance the offset by their length. */
const _VIRTUAL = new Set([CST.DOCUMENT, CST.FLOW_END, CST.SCALAR])

/** Tokens each of which starts one value: plain and block scalars (marked by CST.SCALAR), quoted ones, aliases, flow and block collection items. */
const _STARTS = new Set([CST.SCALAR, '[', '{', '-', '?'])

/** The offset of the first value past `limit`, or -1 when the source holds at most `limit` values. */
export function findTooManyValues(source: string, limit: number): number {
  if (source.length <= limit) return -1
  let values = 0
  let offset = 0
  for (const token of new Lexer().lex(source)) {
    const ch = token[0]
    if (_STARTS.has(token) || ch === '"' || ch === "'" || ch === '*') {
      if (++values > limit) return offset
    }
    if (!_VIRTUAL.has(token)) offset += token.length
  }
  return -1
}
