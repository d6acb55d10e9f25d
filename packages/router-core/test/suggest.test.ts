import { describe, expect, it } from 'vitest'
import { suggest } from '../src/config/suggest.js'

describe('suggest(): one did-you-mean for routes.yaml and for registered names', () => {
  it('counts a swap of two neighbouring letters as one edit', () => {
    expect(suggest('auht', ['admin', 'auth'])).toBe('auth')
    expect(suggest('dashbaord', ['default', 'dashboard'])).toBe('dashboard')
  })

  it('always takes a candidate that differs only in case, whatever its length', () => {
    expect(suggest('DEFAULT', ['dashboard', 'default'])).toBe('default')
    expect(suggest('A-Very-Long-Layout-Name', ['a-very-long-layout-name'])).toBe('a-very-long-layout-name')
  })

  it('compares without case once no candidate differs only in case', () => {
    expect(suggest('Auht', ['auth'])).toBe('auth')
  })

  it('allows one edit below six letters, a third of the length above, and never more than three', () => {
    expect(suggest('ab', ['xb'])).toBe('xb')
    expect(suggest('auth', ['auto'])).toBe('auto')
    expect(suggest('auth', ['ooth'])).toBeUndefined()
    expect(suggest('dashboard', ['dxxhboard'])).toBe('dxxhboard')
    expect(suggest('dashboard', ['dxxxboard'])).toBe('dxxxboard')
    expect(suggest('dashboard', ['dxxxxoard'])).toBeUndefined()
    expect(suggest('/account/settings/profile', ['/account/settingx/prxxile'])).toBe('/account/settingx/prxxile')
    expect(suggest('/account/settings/profile', ['/account/settxxx/prxxile'])).toBeUndefined()
  })

  it('takes the closest candidate, and the first of equally close ones', () => {
    expect(suggest('abouts', ['about-us', 'about'])).toBe('about')
    expect(suggest('cat', ['bat', 'hat'])).toBe('bat')
  })

  it('never suggests the name itself, and gives up on names no typo makes', () => {
    expect(suggest('auth', ['auth'])).toBeUndefined()
    expect(suggest('x'.repeat(201), ['x'.repeat(200)])).toBeUndefined()
    expect(suggest('auth', [])).toBeUndefined()
  })
})
