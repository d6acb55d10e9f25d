// The post-login ?redirect= filter: only paths of this site are honoured.
import { describe, expect, it } from 'vitest'
import { loginPathFor, postLoginPath } from '../src/auth/redirect'

const after = (query: string) => postLoginPath(new URLSearchParams(query))

describe('postLoginPath', () => {
  it('honours an internal path, with its query and hash', () => {
    expect(after('redirect=/dashboard')).toBe('/dashboard')
    expect(after('redirect=/colors')).toBe('/colors')
    expect(after('redirect=%2Fdashboard%3Ftab%3D1%23top')).toBe('/dashboard?tab=1#top')
  })

  it('falls back to /dashboard without a redirect', () => {
    expect(after('')).toBe('/dashboard')
    expect(after('redirect=')).toBe('/dashboard')
  })

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/dashboard',
    'javascript:alert(1)',
    'evil.example',
    '%2F%2Fevil.example',
    '/%2F/evil.example',
    '/%5Cevil.example',
    ' /dashboard',
    '/dash\tboard',
    '/dashboard\n',
  ])('refuses %j and goes to /dashboard', (value) => {
    expect(after(new URLSearchParams({ redirect: value }).toString())).toBe('/dashboard')
  })

  it('does not send the visitor back to /login, which would loop', () => {
    expect(after('redirect=/login')).toBe('/dashboard')
    expect(after('redirect=/login?redirect=/login')).toBe('/dashboard')
  })
})

describe('loginPathFor', () => {
  it('keeps slashes readable and escapes what would end the parameter', () => {
    expect(loginPathFor('/dashboard')).toBe('/login?redirect=/dashboard')
    expect(loginPathFor('/a/b?x=1&y=2#h')).toBe('/login?redirect=/a/b%3Fx%3D1%26y%3D2%23h')
  })

  it('round-trips through the filter', () => {
    for (const path of ['/dashboard', '/onboarding', '/a/b?x=1&y=2']) {
      const query = loginPathFor(path).split('?').slice(1).join('?')
      expect(postLoginPath(new URLSearchParams(query))).toBe(path)
    }
  })
})
