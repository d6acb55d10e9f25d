import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  contrastRatio,
  formatRatio,
  gradeContrast,
  parseHex,
  relativeLuminance,
} from '../src/components/colors/contrast'
import { COLOR_PAIRS } from '../src/components/colors/pairs'
import { readColorTokens } from '../src/components/colors/tokens'
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../src/forms/field'

describe('contrastRatio', () => {
  it('is 21 for black on white, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21)
    expect(contrastRatio('#fff', '#000')).toBe(21)
  })

  it('is 1 for a colour against itself', () => {
    expect(contrastRatio('#3b2fc9', '#3B2FC9')).toBe(1)
  })

  it('matches published WCAG values for known pairs', () => {
    // WebAIM's checker: #767676 on white is the lightest grey that passes AA (4.54:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    // #777777 is the classic near miss (4.47:1).
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
    // Pure red on white: 4.0:1.
    expect(contrastRatio('#ff0000', '#ffffff')).toBeCloseTo(4.0, 2)
  })

  it('computes luminance with the sRGB curve', () => {
    expect(relativeLuminance('#000')).toBe(0)
    expect(relativeLuminance('#fff')).toBe(1)
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 4)
  })
})

describe('parseHex', () => {
  it('reads 3- and 6-digit forms, with or without #', () => {
    expect(parseHex('#abc')).toEqual([0xaa, 0xbb, 0xcc])
    expect(parseHex('12ff00')).toEqual([0x12, 0xff, 0x00])
  })

  it('rejects anything else with a message that says how to write it', () => {
    expect(() => parseHex('red')).toThrowErrorMatchingInlineSnapshot(
      `[Error: Not a hex colour: "red". Use #rgb or #rrggbb, for example #1a2b3c.]`,
    )
    expect(() => parseHex('#12345')).toThrow(/Not a hex colour/)
  })
})

describe('gradeContrast and formatRatio', () => {
  it('grades at the AA thresholds without rounding up', () => {
    expect(gradeContrast(4.5)).toBe('AA')
    expect(gradeContrast(4.499)).toBe('AA large')
    expect(gradeContrast(3)).toBe('AA large')
    expect(gradeContrast(2.99)).toBe('fail')
  })

  it('never shows a failing ratio as 4.50', () => {
    expect(formatRatio(4.499)).toBe('4.49:1')
    expect(formatRatio(21)).toBe('21.00:1')
  })
})

describe('the site palette (src/styles.css)', () => {
  // Read from disk: vitest hands CSS imports (even ?raw) to tests as empty strings.
  const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../src/styles.css'), 'utf8')
  const tokens = readColorTokens(css)
  const hex = (name: string) => {
    const token = tokens.find((t) => t.name === name)
    if (!token) throw new Error(`No --color-${name} in src/styles.css`)
    return token.hex
  }

  it('reads every hex token in declaration order, skipping the reset', () => {
    expect(tokens.length).toBeGreaterThan(20)
    expect(tokens[0]).toEqual({ name: 'canvas', hex: '#ffffff' })
    expect(tokens.every((t) => /^#[0-9a-f]{6}$/.test(t.hex))).toBe(true)
    expect(tokens.some((t) => t.name === '*')).toBe(false)
  })

  // These pairs are the ones the site sets text in (components/colors/pairs.ts, which /colors prints); each must pass AA.
  it.each(COLOR_PAIRS.map((pair) => [pair.text, pair.background, pair.where]))(
    '%s on %s (%s) passes AA for body text',
    (text, background) => {
      expect(contrastRatio(hex(text), hex(background))).toBeGreaterThanOrEqual(4.5)
    },
  )

  // Issue 27: the disabled submit button of /login was white on brand-600 at 70 % opacity, #766dd9, 4.23:1.
  it('gives disabled buttons colours of their own, listed as pairs, never an opacity that blends them', () => {
    const disabledPair = (classes: string) => ({
      text: /(?:^| )disabled:text-([\w-]+)/.exec(classes)?.[1],
      background: /(?:^| )disabled:bg-([\w-]+)/.exec(classes)?.[1],
    })
    for (const classes of [PRIMARY_BUTTON, SECONDARY_BUTTON]) {
      expect(classes).not.toMatch(/opacity-/)
      const { text, background } = disabledPair(classes)
      expect(
        COLOR_PAIRS.some(
          (pair) => pair.text === text && pair.background === background && pair.where.endsWith('Disabled'),
        ),
        `${text} on ${background}`,
      ).toBe(true)
    }
    expect(disabledPair(PRIMARY_BUTTON)).toEqual({ text: 'brand-700', background: 'brand-100' })
    expect(formatRatio(contrastRatio(hex('brand-700'), hex('brand-100')))).toBe('8.23:1')
  })

  it('the focus ring (brand-600) stands out 3:1 against the page', () => {
    expect(contrastRatio(hex('brand-600'), hex('canvas'))).toBeGreaterThanOrEqual(3)
    expect(contrastRatio(hex('brand-600'), hex('surface'))).toBeGreaterThanOrEqual(3)
  })
})
