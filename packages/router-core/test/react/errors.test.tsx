// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { allow, type ErrorPageProps, type RoutesConfig, type RoutesConfigWithHead } from '../../src/react/index.js'
import { makeConfig, page, renderAt, siteOptions } from './_app.js'

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** The error page's text, as a visitor reads it. */
async function errorText(): Promise<string> {
  const alert = await screen.findByRole('alert')
  const parts = alert.querySelectorAll('.routekit-error__status, h1, .routekit-error__message, button, a')
  return Array.from(parts, (el) => el.textContent).join(' | ')
}

describe('not found', () => {
  test('an unknown path shows 404 with the exact text, and a way home', async () => {
    renderAt('/no/such/page', siteOptions())
    expect(await errorText()).toMatchInlineSnapshot(
      `"404 | Page Not Found | Page not found: /no/such/page | Go to the home page"`,
    )
    expect(screen.getByRole('alert').dataset.variant).toBe('not-found')
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/')
    expect(screen.queryByRole('button')).toBeNull()
  })

  test('a failed param rule shows 404 with its own exact text', async () => {
    renderAt('/blog/Not_Valid', siteOptions())
    expect(await errorText()).toMatchInlineSnapshot(
      `"404 | Page Not Found | Page Not Found: /blog/Not_Valid | Go to the home page"`,
    )
  })

  test('a path that passes the param rule renders its page', async () => {
    renderAt('/blog/hello-world', siteOptions())
    expect(await screen.findByText('post page')).toBeTruthy()
  })
})

describe('errors land on the generic variant, never on a blank screen', () => {
  test('thrown in a guard', async () => {
    renderAt(
      '/dashboard',
      siteOptions({
        guards: {
          auth: () => {
            throw new Error('auth backend down')
          },
        },
      }),
    )
    expect(await errorText()).toMatchInlineSnapshot(
      `"500 | Internal Server Error | [RK703] Guard "auth" on route /dashboard threw: auth backend down | Try again | Go to the home page"`,
    )
    expect(screen.getByRole('alert').dataset.variant).toBe('generic')
  })

  test('a guard that returns something other than an outcome', async () => {
    renderAt('/dashboard', siteOptions({ guards: { auth: (() => true) as never } }))
    expect(await errorText()).toMatchInlineSnapshot(
      `"500 | Internal Server Error | [RK704] Guard "auth" on route /dashboard returned true. A guard returns allow(), redirect(to) or notFound() from @routekit/router-core/react. | Try again | Go to the home page"`,
    )
  })

  test('thrown in a loader (the page module fails to evaluate)', async () => {
    const boom = vi.fn(async () => {
      throw new TypeError('window.analytics is undefined')
    })
    renderAt('/boom', siteOptions({ pages: { './pages/boom.tsx': boom } }))
    expect(await errorText()).toMatchInlineSnapshot(
      `"500 | Internal Server Error | window.analytics is undefined | Try again | Go to the home page"`,
    )
  })

  test('thrown by the app context a guard needs', async () => {
    renderAt('/dashboard', siteOptions({ context: () => Promise.reject(new Error('Firebase config is missing')) }))
    expect(await errorText()).toContain('Firebase config is missing')
  })

  test('thrown while rendering', async () => {
    const Boom = () => {
      throw new Error('cannot read the price list')
    }
    renderAt('/boom', siteOptions({ pages: { './pages/boom.tsx': async () => ({ default: Boom }) } }))
    expect(await errorText()).toMatchInlineSnapshot(
      `"500 | Internal Server Error | cannot read the price list | Try again | Go to the home page"`,
    )
  })

  test('Try again runs the navigation again', async () => {
    let attempts = 0
    const auth = () => {
      attempts++
      if (attempts === 1) throw new Error('flaky network')
      return allow()
    }
    renderAt('/dashboard', siteOptions({ guards: { auth } }))
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('dashboard page')).toBeTruthy()
    expect(attempts).toBe(2)
  })

  test("the app's own error page gets the props", async () => {
    const seen: ErrorPageProps[] = []
    const ErrorPage = (props: ErrorPageProps) => {
      seen.push(props)
      return <p>custom {props.status}</p>
    }
    renderAt('/nope', siteOptions({ errorPage: ErrorPage }))
    expect(await screen.findByText('custom 404')).toBeTruthy()
    const last = seen.at(-1)!
    expect({ ...last, error: undefined }).toMatchInlineSnapshot(`
      {
        "error": undefined,
        "message": "Page not found: /nope",
        "status": 404,
        "statusText": "Page Not Found",
        "variant": "not-found",
      }
    `)
  })
})

describe('head', () => {
  /** From `/` (title and description) to `/about` (a title only) to `/status` (neither): each page's head, then the defaults. */
  const expectHeadsFromHomeToStatus = async (router: ReturnType<typeof renderAt>['router']) => {
    await screen.findByText('home page')
    await vi.waitFor(() => expect(document.title).toBe('Home'))
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Welcome home')
    await router.navigate('/about')
    await screen.findByText('about page')
    await vi.waitFor(() => expect(document.title).toBe('About us'))
    expect(document.querySelector('meta[name="description"]')).toBeNull()
    await router.navigate('/status')
    await screen.findByText('status page')
    await vi.waitFor(() => expect(document.title).toBe('Site'))
  }

  test('sets the title and description from routes.yaml on navigation, and restores the defaults', async () => {
    document.title = 'Site'
    const { router } = renderAt('/', siteOptions())
    await expectHeadsFromHomeToStatus(router)
  })

  /** The config as the plugin's browser build gives it: routes without title and description, and a non-enumerable head(). */
  const withHeadsApart = (config: RoutesConfig, head: RoutesConfigWithHead['head']): RoutesConfigWithHead =>
    Object.defineProperty(
      { ...config, routes: config.routes.map(({ title: _t, description: _d, ...route }) => route) },
      'head',
      { value: head },
    )

  test("takes the heads from the config's head() when the routes leave them out (the plugin's browser build), importing them once", async () => {
    document.title = 'Site'
    const full = makeConfig()
    const heads = Object.fromEntries(
      full.routes
        .filter((r) => r.title !== undefined)
        .map((r) => [r.path, { title: r.title, description: r.description }]),
    )
    const head = vi.fn(async () => ({ default: heads }))
    const { router } = renderAt('/', siteOptions(), withHeadsApart(full, head))
    await expectHeadsFromHomeToStatus(router)
    expect(head).toHaveBeenCalledTimes(1)
  })

  test('a head import that fails is tried again on the next navigation', async () => {
    document.title = 'Site'
    const head = vi.fn<() => Promise<{ default: Record<string, { title?: string }> }>>()
    head.mockRejectedValueOnce(new Error('boom: head chunk'))
    head.mockResolvedValue({ default: { '/about': { title: 'About us' } } })
    const { router } = renderAt('/about', siteOptions(), withHeadsApart(makeConfig(), head))
    await screen.findByRole('alert')
    await router.navigate('/about')
    await screen.findByText('about page')
    await vi.waitFor(() => expect(document.title).toBe('About us'))
    expect(head).toHaveBeenCalledTimes(2)
  })
})

test('the page import is a real lazy chunk per page: visiting one page imports only it', async () => {
  const about = page('about')
  const home = page('home')
  renderAt('/about', siteOptions({ pages: { './pages/about.tsx': about.load, './pages/home.tsx': home.load } }))
  await screen.findByText('about page')
  expect(about.load).toHaveBeenCalledTimes(1)
  expect(home.load).not.toHaveBeenCalled()
})
