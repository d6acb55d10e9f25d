/**
 * Limits on what the parser accepts, set in code so that no input, however
 * hostile, costs unbounded time or memory. docs/routes-yaml.md lists them.
 */

/** Largest routes.yaml read or parsed: 5 MiB (characters for a string, bytes for a file). */
export const MAX_SOURCE_LENGTH = 5 * 1024 * 1024

/** Deepest nesting of YAML collections. A routes.yaml needs 5 levels. */
export const MAX_DEPTH = 100

/** Most alias expansions (`*name`) the `yaml` package may perform: stops "billion laughs". */
export const MAX_ALIAS_COUNT = 100

/**
 * Conservative bound on nesting (see `_depth.ts`) above which the `yaml`
 * package is never called: deep enough input can exhaust its recursion in a
 * way that cannot be caught.
 */
export const MAX_DEPTH_BOUND = 200

/** Most YAML syntax errors reported from one file; later ones are mostly echoes. */
export const MAX_SYNTAX_ERRORS = 20
