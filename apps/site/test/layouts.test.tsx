import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resetHeadingFocus } from '../src/components/heading-focus'
import { PageHeading } from '../src/components/page-heading'
import { setAuthState } from '../src/auth/auth-state'
import { followLocale, i18n } from '../src/i18n'
import DashboardLayout, { ErrorBoundary as DashboardError } from '../src/layouts/dashboard-layout'
import DefaultLayout from '../src/layouts/default-layout'

function renderLayout(Layout: ComponentType, path = '/about') {
  const page = (title: string) => () => <PageHeading>{title}</PageHeading>
  const router = createMemoryRouter(
    [
      {
        Component: Layout,
        children: [
          { path: '/', Component: page('Inicio') },
          { path: '/about', Component: page('Qué es routekit') },
          { path: '/benefits', Component: page('Beneficios') },
          { path: '/dashboard', Component: page('Tu panel') },
        ],
      },
    ],
    { initialEntries: [path] },
  )
  return { ...render(<RouterProvider router={router} />), router }
}

beforeEach(async () => {
  localStorage.clear()
  resetHeadingFocus()
  await act(() => i18n.changeLanguage('es'))
})
afterEach(cleanup)

describe('default layout', () => {
  it('has the landmarks, one h1 and a skip link to <main>', () => {
    renderLayout(DefaultLayout)
    expect(screen.getByRole('banner')).toBeTruthy()
    expect(screen.getByRole('main')).toBeTruthy()
    expect(screen.getByRole('contentinfo')).toBeTruthy()
    expect(screen.getAllByRole('navigation', { name: 'Principal' }).length).toBeGreaterThan(0)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)

    const skip = screen.getByRole('link', { name: 'Saltar al contenido principal' })
    const target = document.querySelector(skip.getAttribute('href')!)
    expect(target).toBe(screen.getByRole('main'))
  })

  it('makes the skip link the first tab stop', async () => {
    const user = userEvent.setup()
    renderLayout(DefaultLayout)
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Saltar al contenido principal' }))
  })

  it('links every marketing page, sign-in and the call to action, and marks the current page', () => {
    renderLayout(DefaultLayout)
    const header = screen.getByRole('banner')
    const desktop = within(header).getAllByRole('navigation', { name: 'Principal' })[0]!
    const hrefs = within(desktop)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    expect(hrefs).toEqual(['/about', '/benefits', '/technology', '/strategy', '/about-us', '/subscribe'])
    expect(within(desktop).getByRole('link', { name: 'Qué es' }).getAttribute('aria-current')).toBe('page')
    expect(within(header).getAllByRole('link', { name: 'Entrar' })[0]!.getAttribute('href')).toBe('/login')
    expect(within(header).getAllByRole('link', { name: 'Crear mi routes.yaml' })[0]!.getAttribute('href')).toBe(
      '/onboarding',
    )
  })

  it('speaks English on an English page, footer included', async () => {
    renderLayout(DefaultLayout)
    // What the router's onLocale does on /en/…: the first switch to English loads its `common` translations (a small chunk);
    // the shell's own (`shell`) came with the layout's components.
    await act(() => followLocale('en'))
    expect(await screen.findByRole('link', { name: 'Skip to main content' })).toBeTruthy()
    // Links follow the page's language (useHref() in src/links.ts): English pages link to English pages.
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Colours and contrast' }).getAttribute('href'),
    ).toBe('/en/colors')
  })
})

describe('mobile menu', () => {
  // Issue 37: a <details> disclosure, so it opens and closes on pages that ship no script (scripts: none) too.
  it('is a <details> disclosure whose summary opens it without any script, and Escape closes it and gives focus back', async () => {
    const user = userEvent.setup()
    renderLayout(DefaultLayout)
    const menu = document.querySelector('header details')!
    const summary = menu.querySelector('summary')!
    expect(summary.textContent).toContain('Menú')
    expect(menu.hasAttribute('open')).toBe(false)
    expect(within(menu.querySelector('nav')!).getByRole('link', { name: 'Inicio' }).getAttribute('href')).toBe('/')

    await user.click(summary)
    expect(menu.hasAttribute('open')).toBe(true)
    within(menu.querySelector('nav')!).getByRole('link', { name: 'Beneficios' }).focus()
    await user.keyboard('{Escape}')
    expect(menu.hasAttribute('open')).toBe(false)
    expect(document.activeElement).toBe(summary)
  })

  it('closes after following a link', async () => {
    const user = userEvent.setup()
    renderLayout(DefaultLayout)
    const menu = document.querySelector('header details')!
    await user.click(menu.querySelector('summary')!)
    await user.click(within(menu.querySelector('nav')!).getByRole('link', { name: 'Beneficios' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Beneficios' })).toBeTruthy()
    expect(menu.hasAttribute('open')).toBe(false)
  })
})

describe('focus after navigation', () => {
  it('leaves focus alone on the first page, then moves it to each new page heading', async () => {
    const user = userEvent.setup()
    const { router } = renderLayout(DefaultLayout)
    expect(document.activeElement).toBe(document.body)

    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Beneficios' }))
    const heading = screen.getByRole('heading', { level: 1, name: 'Beneficios' })
    expect(document.activeElement).toBe(heading)

    await act(() => router.navigate(-1))
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Qué es routekit' }))
  })
})

describe('dashboard layout', () => {
  it('has the landmarks, the area navigation, the account menu and a skip link', () => {
    renderLayout(DashboardLayout, '/dashboard')
    expect(screen.getByRole('banner')).toBeTruthy()
    expect(screen.getByRole('main')).toBeTruthy()
    expect(screen.getByRole('contentinfo')).toBeTruthy()
    const area = screen.getByRole('navigation', { name: 'Área personal' })
    expect(within(area).getByRole('link', { name: 'Resumen' }).getAttribute('aria-current')).toBe('page')
    expect(within(area).getByRole('link', { name: 'Volver al sitio' }).getAttribute('href')).toBe('/')
    const skip = screen.getByRole('link', { name: 'Saltar al contenido principal' })
    expect(document.querySelector(skip.getAttribute('href')!)).toBe(screen.getByRole('main'))
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  })

  it("shows the signed-in visitor's account menu in the header", () => {
    setAuthState({
      status: 'signed-in',
      user: { uid: 'u1', email: 'ada@example.com', emailVerified: true, createdAt: null },
    })
    try {
      renderLayout(DashboardLayout, '/dashboard')
      const menu = within(screen.getByRole('banner')).getByRole('button', { name: /ada@example\.com/ })
      expect(menu.getAttribute('aria-expanded')).toBe('false')
    } finally {
      setAuthState({ status: 'pending' })
    }
  })
})

// Issue 40: the layout's own ErrorBoundary. A page of the area that fails shows its error inside the signed-in frame
// (its navigation and account menu stay), with a retry, not the site's error page in place of the whole area.
describe('dashboard layout ErrorBoundary', () => {
  it('shows a failing page inside the frame, in the visitor language, and tries the page again', async () => {
    let fail = true
    const router = createMemoryRouter(
      [
        {
          Component: DashboardLayout,
          ErrorBoundary: DashboardError,
          children: [
            {
              path: '/dashboard',
              loader: () => {
                if (fail) throw new Error('El almacén no responde.')
                return null
              },
              Component: () => <PageHeading>Tu panel</PageHeading>,
            },
          ],
        },
      ],
      { initialEntries: ['/dashboard'] },
    )
    render(<RouterProvider router={router} />)
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading').textContent).toBe('Esta parte de tu área no se pudo cargar')
    expect(alert.textContent).toContain('El almacén no responde.')
    // The frame is still there around it.
    expect(screen.getByRole('navigation', { name: 'Área personal' })).toBeTruthy()
    expect(screen.getByRole('main').contains(alert)).toBe(true)
    fail = false
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Volver a intentarlo' }))
    expect(await screen.findByRole('heading', { name: 'Tu panel' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
