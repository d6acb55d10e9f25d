import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LanguageSwitch } from '../src/components/language-switch'
import { createRoutes, localeOf, type RoutesConfig } from '@routekit/router-core/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { followLocale, i18n, LANGUAGE_STORAGE_KEY, readStoredLanguage, setLanguage } from '../src/i18n'

beforeEach(async () => {
  localStorage.clear()
  await act(() => i18n.changeLanguage('es'))
})
afterEach(cleanup)

// The switch inside routekit's routes, as the site runs it: each link goes to the page's URL in its language,
// and the page's language follows the URL (onLocale), not the click.
const config: RoutesConfig = {
  version: 1,
  layouts: ['none'],
  guards: [],
  maintenance: { enabled: false, route: '/about', allow: [] },
  routes: [{ path: '/about', name: 'about', page: 'about', layout: 'none', guards: [] }],
  redirects: [],
  i18n: { locales: ['es', 'en'], default: 'es', prefix: 'except-default' },
}

function renderSwitch(path = '/about') {
  const page = async () => ({ default: () => <LanguageSwitch /> })
  // One router serves the locale of the page it starts on, as createRouter() sets it up.
  const locale = localeOf(config, path)
  const app = createRoutes(config, {
    pages: { about: page },
    layouts: {},
    guards: {},
    onLocale: followLocale,
    ...(locale && { locale }),
  })
  const router = createMemoryRouter(app.routes, { ...app.router, initialEntries: [path] })
  render(<RouterProvider router={router} />)
  return router
}

/** window.location with its assign() watched: another locale's page is another document (docs/runtime.md). */
function watchDocumentLoads() {
  const assign = vi.fn()
  vi.stubGlobal('location', { ...window.location, assign })
  return assign
}

describe('language switch', () => {
  // Issue 37: links, so the switch works on pages that ship no script (scripts: none).
  it("offers both languages as links to this page in each, the URL's language the current page", async () => {
    renderSwitch('/about')
    const group = await screen.findByRole('group', { name: 'Idioma' })
    expect(group).toBeTruthy()
    const [es, en] = [screen.getByRole('link', { name: 'Español' }), screen.getByRole('link', { name: 'English' })]
    expect([es.getAttribute('href'), es.getAttribute('aria-current')]).toEqual(['/about', 'page'])
    expect([en.getAttribute('href'), en.getAttribute('aria-current')]).toEqual(['/en/about', null])
    // Each name is spoken in its own language.
    expect([en.getAttribute('lang'), en.getAttribute('hreflang')]).toEqual(['en', 'en'])
  })

  it('goes to /en/about as a page load, stores the choice, and the page there follows its URL into English', async () => {
    const user = userEvent.setup()
    const assign = watchDocumentLoads()
    renderSwitch('/about')
    await user.click(await screen.findByRole('link', { name: 'English' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en/about'))
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en')
    vi.unstubAllGlobals()
    cleanup()

    renderSwitch('/en/about')
    // The first English page downloads its messages (a dynamic import) before it renders.
    await waitFor(() => expect(document.documentElement.lang).toBe('en'))
    expect(i18n.resolvedLanguage).toBe('en')
    expect(await screen.findByRole('group', { name: 'Language' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('page')
  })

  it('works from the keyboard and goes back to /about in Spanish', async () => {
    const user = userEvent.setup()
    const assign = watchDocumentLoads()
    renderSwitch('/en/about')
    await screen.findByRole('group', { name: 'Language' })
    await user.tab() // Español
    await user.keyboard('{Enter}')
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/about'))
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es')
    vi.unstubAllGlobals()
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

describe('<html lang>', () => {
  it('is written only when the language changes: the same value again would make the browser recheck :lang() on every element', async () => {
    await setLanguage('es')
    const writes: string[] = []
    const observer = new MutationObserver((records) =>
      records.forEach((r) => writes.push(`${r.attributeName}=${document.documentElement.getAttribute('lang')}`)),
    )
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] })
    await setLanguage('es')
    await setLanguage('en')
    await setLanguage('en')
    await new Promise((resolve) => setTimeout(resolve, 0))
    observer.disconnect()
    expect(writes).toEqual(['lang=en'])
  })
})
