// @vitest-environment jsdom
import { describe, expect, test } from 'vitest'
import { createRoutes } from '../../src/react/index.js'
import { makeConfig, page, siteOptions } from './_app.js'

describe('createRoutes checks every registered name when the routes are created', () => {
  test('an unknown guard throws, names the guard and the route, lists the registered guards and says how to fix it', () => {
    const config = makeConfig({
      routes: [{ path: '/dashboard', name: 'dashboard', page: 'dashboard', guards: ['auht'] }],
    })
    const options = siteOptions()
    options.guards = { auth: options.guards!.auth! }
    expect(() => createRoutes(config, options)).toThrowErrorMatchingInlineSnapshot(
      `[RoutekitError: [RK700] Unknown guard "auht" on route /dashboard. Registered guards: auth. Add src/guards/auht.ts (its default export is the guard; the Vite plugin finds it), register it in the guards option of createRouter(), or remove it from the route in routes.yaml.]`,
    )
  })

  test('an unknown guard with no close name is reported the same way', () => {
    const config = makeConfig({
      routes: [{ path: '/dashboard', name: 'dashboard', page: 'dashboard', guards: ['paywall'] }],
    })
    expect(() => createRoutes(config, siteOptions())).toThrowErrorMatchingInlineSnapshot(
      `[RoutekitError: [RK700] Unknown guard "paywall" on route /dashboard. Registered guards: admin, auth. Add src/guards/paywall.ts (its default export is the guard; the Vite plugin finds it), register it in the guards option of createRouter(), or remove it from the route in routes.yaml.]`,
    )
  })

  test('an unknown layout throws the same way, and lists the built-in none', () => {
    const config = makeConfig({ routes: [{ path: '/about', name: 'about', page: 'about', layout: 'defualt' }] })
    expect(() => createRoutes(config, siteOptions())).toThrowErrorMatchingInlineSnapshot(
      `[RoutekitError: [RK701] Unknown layout "defualt" on route /about. Registered layouts: default, none, plain. Add src/layouts/defualt.tsx (its default export is the layout; the Vite plugin finds it), register it in the layouts option of createRouter(), or use one of the registered layouts in routes.yaml.]`,
    )
  })

  test('an unknown page throws the same way', () => {
    const config = makeConfig({ routes: [{ path: '/about', name: 'about', page: 'abuot' }] })
    expect(() => createRoutes(config, siteOptions())).toThrowErrorMatchingInlineSnapshot(
      `[RoutekitError: [RK702] Unknown page "abuot" on route /about. Registered pages: about, admin, boom, construction, dashboard, home, login, post, status. Add the page file (src/pages/abuot.tsx), or fix the page key in routes.yaml.]`,
    )
  })

  test('an unknown page with no close name says which file to add', () => {
    const config = makeConfig({ routes: [{ path: '/pricing', name: 'pricing', page: 'pricing' }] })
    expect(() =>
      createRoutes(config, { ...siteOptions(), pages: { home: page('home').load } }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[RoutekitError: [RK702] Unknown page "pricing" on route /pricing. Registered pages: home. Add the page file (src/pages/pricing.tsx), or fix the page key in routes.yaml.]`,
    )
  })

  test('glob keys and bare keys name the same page; two files with one key are refused', () => {
    const config = makeConfig({ routes: [{ path: '/', name: 'home', page: 'home' }] })
    const options = siteOptions()
    expect(() => createRoutes(config, { ...options, pages: { home: page('home').load } })).not.toThrow()
    expect(() =>
      createRoutes(config, { ...options, pages: { '/src/pages/home.page.tsx': page('home').load } }),
    ).not.toThrow()
    expect(() =>
      createRoutes(config, {
        ...options,
        pages: { './pages/home.tsx': page('home').load, './legacy/home.jsx': page('home').load },
      }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[RoutekitError: [RK706] Pages "./pages/home.tsx" and "./legacy/home.jsx" both register the page key "home". Rename one file so each page key is registered once.]`,
    )
  })

  test('no page is imported while the routes are created', () => {
    const home = page('home')
    createRoutes(makeConfig(), { ...siteOptions(), pages: { ...siteOptions().pages, './pages/home.tsx': home.load } })
    expect(home.load).not.toHaveBeenCalled()
  })
})
