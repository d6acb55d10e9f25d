import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { LanguageSwitch } from '../src/components/language-switch'
import { i18n, LANGUAGE_STORAGE_KEY, readStoredLanguage, setLanguage } from '../src/i18n'

beforeEach(async () => {
  localStorage.clear()
  await act(() => i18n.changeLanguage('es'))
})
afterEach(cleanup)

describe('language switch', () => {
  it('offers both languages as toggle buttons, Spanish pressed by default', () => {
    render(<LanguageSwitch />)
    const group = screen.getByRole('group', { name: 'Idioma' })
    expect(group).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Español' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('false')
    // Each name is spoken in its own language.
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('lang')).toBe('en')
  })

  it('switches to English, stores the choice and sets <html lang>', async () => {
    const user = userEvent.setup()
    render(<LanguageSwitch />)
    await user.click(screen.getByRole('button', { name: 'English' }))

    // The first switch to English downloads its messages (a dynamic import) before the language changes.
    await waitFor(() => expect(document.documentElement.lang).toBe('en'))
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en')
    expect(i18n.resolvedLanguage).toBe('en')
    // The group label itself is now in English.
    expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('works from the keyboard and switches back to Spanish', async () => {
    const user = userEvent.setup()
    render(<LanguageSwitch />)
    await user.tab() // Español
    await user.tab() // English
    await user.keyboard('{Enter}')
    await waitFor(() => expect(document.documentElement.lang).toBe('en'))
    await user.keyboard('{Shift>}{Tab}{/Shift}{Enter}')
    await waitFor(() => expect(document.documentElement.lang).toBe('es'))
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es')
  })
})

describe('stored language', () => {
  it('is Spanish when nothing is stored, whatever the browser prefers', () => {
    expect(navigator.language).toMatch(/^en/) // jsdom says en-US
    expect(readStoredLanguage()).toBe('es')
  })

  it('is the stored choice when it is a supported language, else Spanish', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en')
    expect(readStoredLanguage()).toBe('en')
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr')
    expect(readStoredLanguage()).toBe('es')
  })

  it('setLanguage keeps working when storage throws', async () => {
    const original = Storage.prototype.setItem
    Storage.prototype.setItem = () => {
      throw new DOMException('blocked', 'SecurityError')
    }
    try {
      await act(() => setLanguage('en'))
      expect(document.documentElement.lang).toBe('en')
    } finally {
      Storage.prototype.setItem = original
    }
  })
})
