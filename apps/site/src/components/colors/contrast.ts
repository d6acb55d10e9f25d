/**
 * WCAG 2.x contrast, computed from hex colours. Pure, so the /colors page and
 * its tests share one implementation. Formula and thresholds:
 * https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio
 */

/** The AA minimums: 4.5:1 for body text, 3:1 for large text (24 px, or 18.66 px bold) and UI parts. */
export const AA_NORMAL = 4.5
export const AA_LARGE = 3

/**
 * Parses `#rgb` or `#rrggbb` (case-insensitive, `#` optional) into 0–255 channels.
 * Throws a readable error for anything else, so a typo in a token fails loudly.
 */
export function parseHex(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!match?.[1]) {
    throw new Error(`Not a hex colour: "${hex}". Use #rgb or #rrggbb, for example #1a2b3c.`)
  }
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1]
  return [0, 2, 4].map((at) => Number.parseInt(digits.slice(at, at + 2), 16)) as [number, number, number]
}

/** Relative luminance (0 for black, 1 for white) of a hex colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map(_linearChannel) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/**
 * The contrast ratio between two colours, from 1 (same) to 21 (black on white).
 * The order does not matter.
 *
 * @example contrastRatio('#000', '#fff') // 21
 */
export function contrastRatio(hex1: string, hex2: string): number {
  const a = relativeLuminance(hex1)
  const b = relativeLuminance(hex2)
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

/** What a ratio is good for under AA. Ratios are compared unrounded, as WCAG asks. */
export function gradeContrast(ratio: number): 'AA' | 'AA large' | 'fail' {
  if (ratio >= AA_NORMAL) return 'AA'
  if (ratio >= AA_LARGE) return 'AA large'
  return 'fail'
}

/** Formats a ratio as WCAG tools show it: "4.52:1", rounded down so 4.499 never shows as 4.5. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`
}

function _linearChannel(channel: number): number {
  const c = channel / 255
  // The WCAG text still says 0.03928; 0.04045 is the sRGB standard's value. No 8-bit channel lies between them.
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}
