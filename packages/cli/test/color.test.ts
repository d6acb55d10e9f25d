import { describe, expect, it } from 'vitest'
import { createColors, shouldColor } from '../src/_color.js'

describe('shouldColor', () => {
  const tty = { isTTY: true }
  const pipe = { isTTY: false }

  it('colours a terminal and not a pipe', () => {
    expect(shouldColor(tty, {})).toBe(true)
    expect(shouldColor(pipe, {})).toBe(false)
    expect(shouldColor({}, {})).toBe(false)
  })

  it('never colours with NO_COLOR, whatever FORCE_COLOR says', () => {
    expect(shouldColor(tty, { NO_COLOR: '1' })).toBe(false)
    expect(shouldColor(tty, { NO_COLOR: '1', FORCE_COLOR: '1' })).toBe(false)
  })

  it('ignores an empty NO_COLOR, as no-color.org asks', () => {
    expect(shouldColor(tty, { NO_COLOR: '' })).toBe(true)
  })

  it('lets FORCE_COLOR turn colour on in a pipe, and off on a terminal', () => {
    expect(shouldColor(pipe, { FORCE_COLOR: '1' })).toBe(true)
    expect(shouldColor(tty, { FORCE_COLOR: '0' })).toBe(false)
    expect(shouldColor(tty, { FORCE_COLOR: 'false' })).toBe(false)
  })
})

describe('createColors', () => {
  it('returns escapes only when enabled', () => {
    expect(createColors(true).red('x')).toBe('\u001b[31mx\u001b[39m')
    expect(createColors(false).red('x')).toBe('x')
  })
})
