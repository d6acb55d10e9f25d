// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { allow, notFound, redirect, type Guard, type GuardContext } from '../../src/react/index.js'
import { makeConfig, page, renderAt, settle, siteOptions } from './_app.js'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('named guards', () => {
  test('run in the order the route lists them, and stop at the first that does not allow', async () => {
    const calls: string[] = []
    const guards: Record<string, Guard> = {
      auth: async () => {
        calls.push('auth')
        await Promise.resolve()
        return allow()
      },
      admin: () => {
        calls.push('admin')
        return redirect('/login?redirect=/admin')
      },
    }
    const { router } = renderAt('/admin', siteOptions({ guards }))
    expect(await screen.findByText('login page')).toBeTruthy()
    expect(calls).toEqual(['auth', 'admin'])
    expect(router.state.location.pathname + router.state.location.search).toBe('/login?redirect=/admin')

    calls.length = 0
    guards.auth = () => {
      calls.push('auth')
      return redirect('/login')
    }
    const second = renderAt('/admin', siteOptions({ guards }))
    await settle(second.router)
    expect(calls).toEqual(['auth'])
  })

  test('a guard redirect is followed as React Router follows a redirect: a push in place of the visit, so Back returns to where the visitor came from', async () => {
    const { router } = renderAt('/', siteOptions({ guards: { auth: () => redirect('/login') } }))
    await screen.findByText('home page')
    await router.navigate('/about')
    await screen.findByText('about page')
    await router.navigate('/dashboard')
    await settle(router)
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.historyAction).toBe('PUSH')
    await router.navigate(-1)
    await screen.findByText('about page')
    expect(router.state.location.pathname).toBe('/about')
  })

  test('get the path, search params, params, an AbortSignal, the route and the app context', async () => {
    let seen: GuardContext | undefined
    const options = siteOptions({
      guards: {
        auth: (ctx) => {
          seen = ctx
          return allow()
        },
      },
      context: async () => ({ user: { uid: 'u1' }, path: '/not-the-real-path' }),
    })
    renderAt('/dashboard?tab=billing', options)
    await screen.findByText('dashboard page')
    expect(seen?.path).toBe('/dashboard')
    expect(seen?.searchParams.get('tab')).toBe('billing')
    expect(seen?.signal).toBeInstanceOf(AbortSignal)
    expect(seen?.route.name).toBe('dashboard')
    expect(seen?.user).toEqual({ uid: 'u1' })
  })

  test('a guard answering notFound() shows the 404 page', async () => {
    renderAt('/dashboard', siteOptions({ guards: { auth: () => notFound() } }))
    expect(await screen.findByText('Page not found: /dashboard')).toBeTruthy()
  })
})

describe('no flash of a guarded page', () => {
  test('a signed-out visitor never renders the guarded page, and its chunk is never requested', async () => {
    const dashboard = page('dashboard')
    const rendered = vi.fn()
    const Dashboard = () => {
      rendered()
      return <h1>dashboard page</h1>
    }
    dashboard.load.mockImplementation(async () => ({ default: Dashboard }))
    // Watch every DOM change, from the first render on, for any frame of the guarded page.
    const frames: string[] = []
    const observer = new MutationObserver(() => frames.push(document.body.innerHTML))
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })

    const options = siteOptions({
      pages: { './pages/dashboard.tsx': dashboard.load },
      guards: { auth: async () => redirect('/login') },
    })
    const { router } = renderAt('/', options)
    await screen.findByText('home page')
    await router.navigate('/dashboard')
    await screen.findByText('login page')
    await settle(router)
    observer.disconnect()

    expect(dashboard.load).not.toHaveBeenCalled()
    expect(rendered).not.toHaveBeenCalled()
    expect(frames.length).toBeGreaterThan(0)
    expect(frames.some((html) => html.includes('dashboard page'))).toBe(false)
  })

  test('the chunk is requested only after every guard allowed', async () => {
    const order: string[] = []
    const dashboard = page('dashboard')
    const load = vi.fn(async () => {
      order.push('import')
      return dashboard.load()
    })
    const options = siteOptions({
      pages: { './pages/dashboard.tsx': load },
      guards: {
        auth: async () => {
          order.push('auth:start')
          await new Promise((r) => setTimeout(r, 5))
          order.push('auth:end')
          return allow()
        },
      },
    })
    renderAt('/dashboard', options)
    await screen.findByText('dashboard page')
    expect(order).toEqual(['auth:start', 'auth:end', 'import'])
  })
})

describe('redirects', () => {
  test('a declared internal redirect lands on its target', async () => {
    const { router } = renderAt('/old-about', siteOptions())
    expect(await screen.findByText('about page')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/about')
  })

  test('an external target calls window.location.assign and never routes on the client', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    const { router } = renderAt('/', siteOptions())
    await screen.findByText('home page')
    void router.navigate('/partner')
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://partner.example.com/welcome'))
    expect(router.state.location.pathname).toBe('/')
    expect(screen.getByText('home page')).toBeTruthy()
  })

  test('a guard may only leave for an origin routes.yaml declares', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    const config = makeConfig()
    renderAt('/dashboard', siteOptions({ guards: { auth: () => redirect('https://evil.example/steal') } }), config)
    expect(await screen.findByText(/Guard "auth" redirected to https:\/\/evil.example\/steal/)).toBeTruthy()
    expect(assign).not.toHaveBeenCalled()
    // The error boundary logs in an effect, which React may run after the commit that shows the text.
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('[routekit]'), expect.anything()),
    )
    logged.mockRestore()
  })
})
