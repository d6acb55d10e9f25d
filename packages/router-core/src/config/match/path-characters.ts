/**
 * What a routes.yaml path or redirect target may hold once decoded: the one
 * decision every reader of the file relies on (resolve(), the prerenderer's
 * file names, every host config `routekit hosting` writes). path-syntax.ts
 * decides how a path is written; this file, what it may mean.
 *
 * - No control character (Unicode's Cc: U+0000-U+001F, U+007F-U+009F), written
 *   or percent-encoded (RK313): a file system refuses NUL in a name, and host
 *   configs read a newline or NUL as the end of a rule.
 * - No segment longer than a file name, and no path longer than a file path
 *   may be, counted as the prerenderer names its folders (RK314).
 * - An external redirect target holds no whitespace and no control character,
 *   written or encoded (RK315): a URL carries its spaces as %20, and host
 *   configs split a rule at whitespace.
 */
import { MAX_FILE_NAME_BYTES, MAX_FILE_PATH_BYTES, segmentFileName, utf8Length } from './file-names.js'
import { findPathProblem, type PathKind } from './path-syntax.js'

export type { PathKind }

export interface CharacterProblem {
  code: 'RK313' | 'RK314' | 'RK315'
  /** What is wrong and how to fix it, without saying where (the caller adds that). */
  detail: string
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\s\u0000-\u001f\u007f-\u009f]/u
/** What a message shows escaped: controls, and whitespace other than a plain space. */
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u001f\u007f-\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/
const HIDDEN_ALL = new RegExp(HIDDEN.source, 'g')
/** An escape that may decode to a control character: %00-%1F, %7F, or the UTF-8 lead byte of U+0080-U+009F. */
const CONTROL_ESCAPE = /%(?:[01][0-9A-Fa-f]|7[Ff]|[Cc]2%[89][0-9A-Fa-f])/

/** `U+000A`, as messages name a character that cannot be shown. */
function _codePoint(ch: string): string {
  return `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`
}

/** The character's code point, and what it is where it has a name: `U+000A (a line break)`. */
function _name(ch: string): string {
  const names: Record<string, string> = {
    '\u0000': 'NUL',
    '\t': 'a tab',
    '\n': 'a line break',
    '\r': 'a carriage return',
    '\u007f': 'DEL',
    ' ': 'a space',
    '\u00a0': 'a no-break space',
  }
  return `${_codePoint(ch)}${names[ch] ? ` (${names[ch]})` : ''}`
}

/** The text of each `%XX` run decoded, for finding what an escape stands for; undecodable runs are left as written. */
function _decodedRuns(text: string): string {
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run)
    } catch {
      return run
    }
  })
}

/**
 * The first problem with what `path` (which passed findPathProblem()) holds
 * once decoded, or null when it is fine.
 *
 * @example findCharacterProblem('/a%00b', 'route') // { code: 'RK313', ... }
 */
export function findCharacterProblem(path: string, kind: PathKind): CharacterProblem | null {
  // A path that holds no "%" and no character from U+0080 up is plain ASCII the syntax already checked.
  if (path.includes('%') || CONTROL.test(path)) {
    const written = CONTROL.exec(path)?.[0]
    if (written !== undefined)
      return {
        code: 'RK313',
        detail: `It holds the control character ${_name(written)}, which no page address may hold: file systems and host configs read it as the end of a name or a rule. Remove it.`,
      }
    const escape = CONTROL_ESCAPE.exec(path)
    const decoded = escape ? CONTROL.exec(_decodedRuns(path))?.[0] : undefined
    if (decoded !== undefined)
      return {
        code: 'RK313',
        detail: `Its escape "${escape![0]}" decodes to the control character ${_name(decoded)}, which no page address may hold: file systems and host configs read it as the end of a name or a rule. Remove it.`,
      }
  }
  if (path.length < MAX_FILE_NAME_BYTES / 4) return null // even at 4 bytes a character, no segment or path is too long
  const body = kind === 'route' ? path : path.replace(/\/\*$/, '')
  let total = '/index.html.br'.length
  for (const segment of body.split('/').slice(1)) {
    const name = segmentFileName(kind === 'route' ? segment.replace(/\?$/, '') : segment)
    const bytes = utf8Length(name)
    total += bytes + 1
    if (bytes > MAX_FILE_NAME_BYTES)
      return {
        code: 'RK314',
        detail: `Its segment "${segment.length > 40 ? `${segment.slice(0, 40)}…` : segment}" is ${bytes} bytes as a file name (UTF-8, decoded as the prerenderer names its folder); file systems take at most ${MAX_FILE_NAME_BYTES}. Shorten it.`,
      }
  }
  if (total > MAX_FILE_PATH_BYTES)
    return {
      code: 'RK314',
      detail: `It is ${total} bytes as the file the prerenderer writes (its folders, /index.html and its .br sibling, UTF-8); routekit takes at most ${MAX_FILE_PATH_BYTES}, so the build folder's own path still fits the file system's limit. Shorten it.`,
    }
  return null
}

/**
 * The problem with an external redirect target (`https://…`), or null: it
 * may hold no whitespace and no control character, written or encoded.
 *
 * @example findTargetProblem('https://example.com/x 200!') // { code: 'RK315', ... }
 */
export function findTargetProblem(target: string): CharacterProblem | null {
  const written = CONTROL_OR_SPACE.exec(target)?.[0]
  if (written !== undefined)
    return {
      code: 'RK315',
      detail: `It holds ${written === ' ' || /\s/u.test(written) ? 'whitespace' : 'the control character'}, ${_name(written)}: a URL holds no whitespace or control character, and a host's config would read what follows as another part of the rule. Write a space in a URL as "%20"; remove anything else.`,
    }
  const escape = CONTROL_ESCAPE.exec(target)
  const decoded = escape ? CONTROL.exec(_decodedRuns(target))?.[0] : undefined
  if (decoded !== undefined)
    return {
      code: 'RK315',
      detail: `Its escape "${escape![0]}" decodes to the control character ${_name(decoded)}, which no address routekit redirects to may hold. Remove it.`,
    }
  return null
}

/** `text` as a message can show it: each control or invisible space character as its `\uXXXX` escape, so a report holds no line break or terminal code. */
export function shownPath(text: string): string {
  return HIDDEN.test(text)
    ? text.replace(HIDDEN_ALL, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`)
    : text
}

/**
 * The first problem with a path of routes.yaml's kind `kind` written anywhere else (a CLI argument such as
 * `routekit maintenance on --allow`): its syntax (RK3xx as in routes.yaml), then what it holds decoded. Null when
 * routes.yaml would take it.
 *
 * @example pathProblem('/a%00b', 'pattern') // { code: 'RK313', detail: 'Its escape "%00" decodes to ...' }
 */
export function pathProblem(path: string, kind: PathKind): { code: string; detail: string } | null {
  return findPathProblem(path, kind) ?? findCharacterProblem(path, kind)
}
