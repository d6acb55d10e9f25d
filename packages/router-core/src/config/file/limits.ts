/**
 * Limits on what the parser accepts, set in code so that no input, however
 * hostile, costs unbounded time or memory. docs/routes-yaml.md lists them.
 */

/** Largest routes.yaml read or parsed: 5 MiB (characters for a string, bytes for a file). */
export const MAX_SOURCE_LENGTH = 5 * 1024 * 1024

/**
 * Most values (scalars, lists, mappings, aliases) a routes.yaml may write, counted before it is parsed
 * (_values.ts): 100,000 routes of three fields each write 900,000. The parser needs about a kilobyte for each.
 */
export const MAX_VALUES = 1_000_000

/** Deepest nesting of YAML collections. A routes.yaml needs 5 levels. */
export const MAX_DEPTH = 100

/**
 * What aliases (`*name`) may add to a file, in values (scalars, lists,
 * mappings): as many as the file writes itself, or this many when that is
 * more. Stops "billion laughs" and a long list aliased on every route alike
 * (_aliases.ts).
 */
export const MIN_ALIAS_VALUES = 10_000

/**
 * Conservative bound on nesting (see `_depth.ts`) above which the `yaml`
 * package is never called: deep enough input can exhaust its recursion in a
 * way that cannot be caught.
 */
export const MAX_DEPTH_BOUND = 200

/** Most YAML syntax errors reported from one file; later ones are mostly echoes. */
export const MAX_SYNTAX_ERRORS = 20

/** Most names a message lists, or steps of a chain it shows; the rest are counted (_words.ts). */
export const MAX_LISTED = 20
