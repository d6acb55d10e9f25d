/**
 * The text-on-background pairs the site really sets, by token name, with where
 * each one is used. The contrast tests check every pair for AA (4.5:1), and
 * /colors prints them with their computed ratio. Add a pair here when a
 * component sets text on a new background, disabled-looking states included.
 */
export interface ColorPair {
  /** The text token: `brand-700` for `--color-brand-700`. */
  text: string
  background: string
  /** Where the pair is used; a key of the colors namespace's `pairs.where`. */
  where: PairPlace
}

export type PairPlace =
  | 'body'
  | 'surface'
  | 'muted'
  | 'placeholder'
  | 'inputDisabled'
  | 'primary'
  | 'primaryHover'
  | 'primaryDisabled'
  | 'secondaryDisabled'
  | 'signOutDisabled'
  | 'activeLink'
  | 'ctaBand'
  | 'success'
  | 'info'
  | 'error'
  | 'code'
  | 'codeComment'

export const COLOR_PAIRS: readonly ColorPair[] = [
  { text: 'ink', background: 'canvas', where: 'body' },
  { text: 'ink', background: 'surface', where: 'surface' },
  { text: 'ink-soft', background: 'canvas', where: 'body' },
  { text: 'ink-soft', background: 'surface', where: 'surface' },
  { text: 'ink-muted', background: 'canvas', where: 'muted' },
  { text: 'ink-muted', background: 'canvas', where: 'placeholder' },
  { text: 'ink-muted', background: 'surface', where: 'inputDisabled' },
  { text: 'canvas', background: 'brand-600', where: 'primary' },
  { text: 'canvas', background: 'brand-700', where: 'primaryHover' },
  { text: 'brand-700', background: 'brand-100', where: 'primaryDisabled' },
  { text: 'ink-muted', background: 'surface', where: 'secondaryDisabled' },
  { text: 'canvas', background: 'ink-soft', where: 'signOutDisabled' },
  { text: 'brand-700', background: 'brand-50', where: 'activeLink' },
  { text: 'brand-100', background: 'brand-900', where: 'ctaBand' },
  { text: 'green-700', background: 'green-50', where: 'success' },
  { text: 'amber-800', background: 'amber-100', where: 'info' },
  { text: 'red-700', background: 'red-50', where: 'error' },
  { text: 'code-ink', background: 'code-bg', where: 'code' },
  { text: 'code-comment', background: 'code-bg', where: 'codeComment' },
]
