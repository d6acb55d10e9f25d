// @vitest-environment jsdom
// In dev (and on the SPA shell), <html lang> stayed "en" on /es/ pages: only the prerenderer wrote it. The runtime
// now sets it to the locale resolve() decided, on the first page and after each navigation.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Outlet } from 'react-router-dom'
import { localizePath, useLocale } from '../../src/react/index.js'
import { makeConfig, renderAt, settle, siteOptions } from './_app.js'

afterEach(() => {
  cleanup()
  document.documentElement.removeAttribute('lang')
})

describe('<html lang>', () => {
  it("follows the locale of the page shown: each router serves its page's locale", async () => {
    document.documentElement.lang = 'en'
    const config = makeConfig({ i18n: { locales: ['en', 'es'], default: 'en', prefix: 'except-default' } })
    const { router } = renderAt('/es/about', siteOptions(), config)
    await screen.findByText('about page')
    expect(document.documentElement.lang).toBe('es')
    await router.navigate('/es/')
    await settle(router)
    await screen.findByText('home page')
    expect(document.documentElement.lang).toBe('es')
    cleanup()
    renderAt('/about', siteOptions(), config)
    await screen.findByText('about page')
    // Set in the effect after the page commits.
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('en'))
  })

  it("leaves the document's own lang without i18n", async () => {
    document.documentElement.lang = 'fr'
    renderAt('/about', siteOptions())
    await screen.findByText('about page')
    expect(document.documentElement.lang).toBe('fr')
  })
})

// The template's navigation linked to /about from /es/ pages: useLocale() lets a layout keep the visitor's locale.
describe('useLocale()', () => {
  it("gives the shown page's locale, for links that stay in it", async () => {
    const config = makeConfig({ i18n: { locales: ['en', 'es'], default: 'en', prefix: 'except-default' } })
    function Nav() {
      const locale = useLocale()
      return (
        <>
          <a href={locale ? localizePath(config, '/about', locale) : '/about'}>About</a>
          <Outlet />
        </>
      )
    }
    renderAt('/es/', siteOptions({ layouts: { default: Nav } }), config)
    await screen.findByText('home page')
    expect(screen.getByText('About').getAttribute('href')).toBe('/es/about')
    cleanup()
    renderAt('/', siteOptions({ layouts: { default: Nav } }), config)
    await screen.findByText('home page')
    expect(screen.getByText('About').getAttribute('href')).toBe('/about')
  })
})
