/**
 * nginx's config grammar, for every value `routekit hosting nginx` writes:
 * the one place that knows how nginx reads a token (ngx_conf_file.c), a
 * variable (ngx_http_script.c), a regex and a request's `$uri`.
 *
 * - A token is bare, or in double quotes, where `\"` is `"` and `\\` is `\`
 *   (and `\t`, `\r`, `\n` are control characters: so every `\` is escaped).
 *   `;`, `{`, `}`, `#` and whitespace are literal inside quotes only.
 * - Where nginx reads variables (`root`, `try_files`, `add_header`, `return`,
 *   `rewrite`, `set`), `$` starts one and nginx has no escape for it: a literal
 *   `$` is written `${routekit_dollar}`, a variable the block's `geo` line
 *   defines as "$" (DOLLAR_DEFINITION). A URL may carry it as `%24` instead.
 * - Where nginx reads none (`location =`, a regex), `$` is itself.
 * - nginx matches locations against `$uri`, the request path with every
 *   `%XX` decoded: it cannot tell an escaped "/" from a separator.
 */
import type { Expressed } from '../_rules.js'

/** The host, as refusals name it. */
export const NGINX = 'nginx'

/** The variable a literal "$" is written as, where nginx reads variables. */
const DOLLAR = '${routekit_dollar}'

/** The http-level line that defines it: `geo` values are plain text, never read for variables. */
export const DOLLAR_DEFINITION = 'geo $routekit_dollar { default "$"; }'

/** Whether a config uses DOLLAR, so it needs DOLLAR_DEFINITION before its server block. */
export function usesDollar(config: string): boolean {
  return config.includes(DOLLAR)
}

/** Characters a bare token may hold: nothing nginx reads as syntax or as a variable. */
const BARE = /^[A-Za-z0-9/._~=:@,+-]+$/

/** `text` inside double quotes where nginx reads no variables. */
function _literalInner(text: string): string {
  return text.replace(/[\\"]/g, '\\$&')
}

/** `text` inside double quotes where nginx reads variables: also each "$" as DOLLAR. */
function _textInner(text: string): string {
  return _literalInner(text).replace(/\$/g, DOLLAR)
}

/** A literal token where nginx reads no variables (`location = …`): bare when plain, else quoted. */
export function literal(text: string): string {
  return BARE.test(text) ? text : `"${_literalInner(text)}"`
}

/** A literal token where nginx reads variables (a file in `root`/`try_files`/`rewrite`, a header's value): bare when plain, else quoted. */
export function text(value: string): string {
  return BARE.test(value) ? value : `"${_textInner(value)}"`
}

/**
 * A URL as literal text inside a quoted string where nginx reads variables
 * (`return 301 "<here>$is_args$args"`): "$", '"', "\\", "{" and "}" percent-
 * encoded, which every reader of the URL takes for the same path (resolve()
 * decodes each segment once). The caller adds the quotes and its variables.
 */
export function urlInString(url: string): string {
  return url.replace(/[$"\\{}]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
}

/** A regex (PCRE) source as a quoted token, where nginx reads no variables: `location ~ "…"`, `if ($uri ~ "…")`. */
export function regex(source: string): string {
  return `"${_literalInner(source)}"`
}

/** `text` matched literally inside a PCRE regex. */
export function regexLiteral(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** `(*UTF8)` when a regex must compare code points (so `É` folds to `é` under `~*`), else ''. */
export function utf8Mode(...values: string[]): string {
  // eslint-disable-next-line no-control-regex
  return values.some((v) => /[^\u0000-\u007f]/.test(v)) ? '(*UTF8)' : ''
}

/** Text in a `#` comment: one line, whatever it holds. */
export function comment(value: string): string {
  return value.replace(/[\r\n\u2028\u2029]+/g, ' ')
}

/**
 * A path as nginx compares it with a location, from its decoded segments: the
 * segments joined by "/", as nginx's `$uri` holds a request for it. A segment
 * that holds "/" cannot be told from two: nginx decodes `%2F` before it
 * matches, so `/a%2Fb` and `/a/b` are one `$uri`.
 */
export function uriOf(segments: readonly string[]): Expressed {
  const slashed = segments.find((s) => s.includes('/'))
  if (slashed !== undefined)
    return {
      refused: `its segment "${slashed.replace(/\//g, '%2F')}" holds an escaped "/", and nginx decodes "%2F" into a separator before it matches a location, so it cannot tell this path from ${`/${segments.join('/')}`}. Rename the segment, or serve the site with routekit preview.`,
    }
  return { text: `/${segments.join('/')}` }
}

/** What is wrong with `--server-name`, or null: space-separated host names (`example.com`, `*.example.com`, `_`); no regex. */
export function serverNameProblem(value: string): string | null {
  const names = value.trim().split(/ +/)
  const name = /^(?:_|(?:\*\.|\.)?[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*(?:\.\*)?)$/
  const bad = names.find((n) => !name.test(n))
  if (value.trim() === '' || bad !== undefined)
    return `"${bad ?? value}" is not a host name nginx's server_name takes as written. Give host names separated by spaces, such as example.com www.example.com, *.example.com, or _ for any; letters, digits, "-" and "." only (no regex, quotes, ";", "{", "}" or "$").`
  return null
}

/** What is wrong with `--listen`, or null: an address or port, then nginx's listen flags (`443 ssl`, `[::]:80`, `unix:/run/x.sock`). */
export function listenProblem(value: string): string | null {
  const parts = value.trim().split(/ +/)
  const address = /^(?:\d{1,5}|[A-Za-z0-9.-]+(?::\d{1,5})?|\[[0-9A-Fa-f:.]+\](?::\d{1,5})?|unix:\/[A-Za-z0-9/._-]+)$/
  const flag = /^[a-z_]+(?:=[A-Za-z0-9:._/-]+)?$/
  if (value.trim() === '' || !address.test(parts[0]!) || !parts.slice(1).every((p) => flag.test(p)))
    return `"${value}" is not an address nginx's listen takes as written. Give a port or address, then flags, such as 80, "443 ssl", 127.0.0.1:8080 or "[::]:443 ssl" (letters, digits, ":", ".", "[", "]", "=", "_" and "-" only: no ";", "{", "}", quotes or "$").`
  return null
}
