/** A colour design token as declared in the `@theme` block of src/styles.css. */
export interface ColorToken {
  /** The token name without the prefix: `brand-600` for `--color-brand-600`. */
  name: string
  hex: string
}

const DECLARATION = /--color-([a-z0-9-]+)\s*:\s*(#[0-9a-fA-F]{3,8})\s*;/g

/**
 * Reads the hex colour tokens from the stylesheet source, in declaration
 * order, so /colors always shows the palette the site really uses.
 * Declarations that are not plain hex (such as `--color-*: initial`) are skipped.
 */
export function readColorTokens(css: string): ColorToken[] {
  const theme = css.slice(css.indexOf('@theme'))
  return [...theme.matchAll(DECLARATION)].map((match) => ({ name: match[1]!, hex: match[2]!.toLowerCase() }))
}
