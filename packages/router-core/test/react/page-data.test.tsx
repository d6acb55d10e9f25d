// @vitest-environment jsdom
// Page and layout loaders and actions, as React Router's: run by the one catch-all route after
// resolve() and the guards, read with React Router's own hooks in the page.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import {
  Form,
  Outlet,
  data,
  redirect,
  useActionData,
  useFetcher,
  useLoaderData,
  useNavigation,
  useParams,
  useRevalidator,
  useRouteLoaderData,
} from 'react-router-dom'
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { allow, redirect as guardRedirect, type PageImport } from '../../src/react/index.js'
import { makeConfig, renderAt, settle, siteOptions } from './_app.js'

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

async function errorText(): Promise<string> {
  const alert = await screen.findByRole('alert')
  const parts = alert.querySelectorAll('.routekit-error__status, h1, .routekit-error__message')
  return Array.from(parts, (el) => el.textContent).join(' | ')
}

/** A promise a test settles when it wants to. */
function held<T = void>() {
  let release!: (value: T) => void
  const promise = new Promise<T>((done) => (release = done))
  return { promise, release }
}

function PostPage() {
  const post = useLoaderData() as { title: string; slug: string }
  const { slug } = useParams()
  const navigation = (useRouteLoaderData('routekit') as { route: string }).route
  return (
    <h1>
      {post.title} ({slug}, {post.slug}, route {navigation})
    </h1>
  )
}

describe('loaders', () => {
  test("useLoaderData() in a page returns its own loader's data, given resolve()'s params and the request", async () => {
    const loader = vi.fn(({ params, request }: LoaderFunctionArgs) => ({
      title: `Post at ${new URL(request.url).pathname}`,
      slug: params.slug,
    }))
    renderAt('/blog/hello', siteOptions({ pages: { './pages/post.tsx': async () => ({ default: PostPage, loader }) } }))
    expect((await screen.findByRole('heading')).textContent).toBe('Post at /blog/hello (hello, hello, route post)')
    expect(loader).toHaveBeenCalledTimes(1)
  })

  test('a layout loader feeds the layout, the page loader the page, each through useLoaderData()', async () => {
    const Shell = () => (
      <div data-testid="shell">
        {(useLoaderData() as { user: string }).user}: <Outlet />
      </div>
    )
    const Home = () => <p>{useLoaderData() as string}</p>
    renderAt(
      '/',
      siteOptions({
        layouts: { default: { lazy: async () => ({ default: Shell, loader: () => ({ user: 'ana' }) }) } },
        pages: { './pages/home.tsx': async () => ({ default: Home, loader: () => data('home data') }) },
      }),
    )
    await screen.findByText('home data')
    expect(screen.getByTestId('shell').textContent).toBe('ana: home data')
  })

  test('the guards run first: a guard that turns the visitor away keeps every loader from running', async () => {
    const loader = vi.fn(() => 'secret')
    const dataModule = vi.fn<PageImport>(async () => ({ loader }))
    renderAt(
      '/dashboard',
      siteOptions({
        guards: { auth: () => guardRedirect('/login') },
        data: { './pages/dashboard.data.ts': dataModule },
      }),
    )
    await screen.findByText('login page')
    expect(loader).not.toHaveBeenCalled()
    expect(dataModule).not.toHaveBeenCalled()
  })

  test("a page's data module runs its loader while the page's chunk still downloads (no waterfall)", async () => {
    const chunk = held()
    const loader = vi.fn(() => 'ready')
    const Home = () => <p>{useLoaderData() as string}</p>
    const pageChunk = vi.fn<PageImport>(async () => (await chunk.promise, { default: Home }))
    renderAt(
      '/',
      siteOptions({
        pages: { './pages/home.tsx': pageChunk },
        data: { './pages/home.data.ts': async () => ({ loader }) },
      }),
    )
    await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(1))
    expect(pageChunk).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('ready')).toBeNull() // the chunk is still on its way
    chunk.release()
    await screen.findByText('ready')
  })

  test('all loaders of a navigation run in parallel', async () => {
    const started: string[] = []
    const gate = held()
    const slow = (name: string) => async () => {
      started.push(name)
      await gate.promise
      return name
    }
    const Shell = () => <Outlet />
    const Home = () => <p>{useLoaderData() as string}</p>
    renderAt(
      '/',
      siteOptions({
        layouts: { default: { lazy: async () => ({ default: Shell, loader: slow('layout') }) } },
        pages: { './pages/home.tsx': async () => ({ default: Home }) },
        data: { './pages/home.data.ts': async () => ({ loader: slow('page') }) },
      }),
    )
    await vi.waitFor(() => expect(started.sort()).toEqual(['layout', 'page']))
    gate.release()
    await screen.findByText('page')
  })

  test("a loader's redirect goes through resolve(): during maintenance it ends on the maintenance route", async () => {
    const options = siteOptions({
      pages: { './pages/home.tsx': async () => ({ default: () => <p>home</p>, loader: () => redirect('/status') }) },
    })
    const config = makeConfig({ maintenance: { enabled: true, route: '/construction', allow: ['/'] } })
    const { router } = renderAt('/', options, config)
    await screen.findByText('construction page')
    expect(router.state.location.pathname).toBe('/construction')
  })

  test('a thrown redirect is followed too, and a loop of loader redirects stops with RK708', async () => {
    const options = siteOptions({
      pages: {
        './pages/home.tsx': async () => ({ default: () => <p>home</p>, loader: () => redirect('/about') }),
        './pages/about.tsx': async () => ({
          default: () => <p>about</p>,
          loader: () => {
            throw redirect('/')
          },
        }),
      },
    })
    renderAt('/', options)
    expect(await errorText()).toMatchInlineSnapshot(
      `"500 | Internal Server Error | [RK708] Redirect loop: / -> /about -> /. Make one of these loaders or actions return its data, or redirect elsewhere."`,
    )
  })

  test("a thrown 404 Response shows the not-found variant with the response's own text, as React Router gives it to the boundary; without a text, the exact seed text", async () => {
    const loader = () => {
      throw new Response('no such post', { status: 404 })
    }
    renderAt(
      '/blog/missing',
      siteOptions({ pages: { './pages/post.tsx': async () => ({ default: PostPage, loader }) } }),
    )
    expect(await errorText()).toMatchInlineSnapshot(`"404 | Page Not Found | no such post"`)
    expect(screen.getByRole('alert').dataset.variant).toBe('not-found')
    cleanup()
    const silent = () => {
      throw new Response(null, { status: 404 })
    }
    renderAt(
      '/blog/missing',
      siteOptions({ pages: { './pages/post.tsx': async () => ({ default: PostPage, loader: silent }) } }),
    )
    expect(await errorText()).toMatchInlineSnapshot(`"404 | Page Not Found | Page Not Found: /blog/missing"`)
  })

  test('anything else a loader throws shows the generic variant', async () => {
    const loader = () => {
      throw new Response('backend down', { status: 503 })
    }
    renderAt('/blog/x', siteOptions({ pages: { './pages/post.tsx': async () => ({ default: PostPage, loader }) } }))
    expect(await errorText()).toMatchInlineSnapshot(`"503 | Internal Server Error | backend down"`)
    expect(screen.getByRole('alert').dataset.variant).toBe('generic')
  })

  test('useNavigation() shows the pending state while a slow loader runs', async () => {
    const gate = held()
    const Pending = () => <p>{useNavigation().state === 'loading' ? 'loading…' : 'idle'}</p>
    const options = siteOptions({
      pages: {
        './pages/home.tsx': async () => ({ default: Pending }),
        './pages/about.tsx': async () => ({
          default: () => <p>about done</p>,
          loader: () => gate.promise.then(() => 'x'),
        }),
      },
    })
    const { router } = renderAt('/', options)
    await screen.findByText('idle')
    act(() => void router.navigate('/about'))
    await screen.findByText('loading…')
    gate.release()
    await screen.findByText('about done')
  })

  test('useRevalidator() runs the loaders again', async () => {
    let n = 0
    const Home = () => {
      const revalidator = useRevalidator()
      return (
        <button type="button" onClick={() => void revalidator.revalidate()}>
          loaded {useLoaderData() as number}
        </button>
      )
    }
    renderAt('/', siteOptions({ pages: { './pages/home.tsx': async () => ({ default: Home, loader: () => ++n }) } }))
    fireEvent.click(await screen.findByText('loaded 1'))
    await screen.findByText('loaded 2')
  })
})

describe('actions', () => {
  /** A subscribe form: the action checks the email, and answers 400 with the errors or redirects. */
  function subscribePage(loader = vi.fn(() => 'form')) {
    const action = vi.fn(async ({ request, params }: ActionFunctionArgs) => {
      const email = String((await request.formData()).get('email') ?? '')
      if (!email.includes('@')) return data({ errors: { email: 'Write a valid email.' }, params }, { status: 400 })
      return { done: email }
    })
    const Page = () => {
      const result = useActionData() as { errors?: { email: string }; done?: string } | undefined
      const loaded = useLoaderData() as string
      return (
        <Form method="post">
          <input name="email" defaultValue="" aria-label="email" />
          <button type="submit">Send</button>
          <p>loader: {loaded}</p>
          {result?.errors && <p role="status">{result.errors.email}</p>}
          {result?.done && <p role="status">Thanks, {result.done}</p>}
        </Form>
      )
    }
    return { page: async () => ({ default: Page, loader, action }), action, loader }
  }

  test("an invalid form's errors come back through useActionData(), without a navigation or a reload of the data", async () => {
    const subscribe = subscribePage()
    const { router } = renderAt('/about', siteOptions({ pages: { './pages/about.tsx': subscribe.page } }))
    fireEvent.change(await screen.findByLabelText('email'), { target: { value: 'nope' } })
    fireEvent.click(screen.getByText('Send'))
    expect((await screen.findByRole('status')).textContent).toBe('Write a valid email.')
    await settle(router)
    expect(router.state.location.pathname).toBe('/about')
    expect((screen.getByLabelText('email') as HTMLInputElement).value).toBe('nope') // the same page, still mounted, with what was typed
    expect(subscribe.action).toHaveBeenCalledTimes(1)
    expect(subscribe.loader).toHaveBeenCalledTimes(1) // a 4xx action result does not revalidate (React Router's rule)
  })

  test('a valid form revalidates the loaders, as React Router does after a successful action', async () => {
    const subscribe = subscribePage()
    const { router } = renderAt('/about', siteOptions({ pages: { './pages/about.tsx': subscribe.page } }))
    fireEvent.change(await screen.findByLabelText('email'), { target: { value: 'ana@example.com' } })
    fireEvent.click(screen.getByText('Send'))
    expect((await screen.findByRole('status')).textContent).toBe('Thanks, ana@example.com')
    await settle(router)
    expect(subscribe.loader).toHaveBeenCalledTimes(2)
  })

  test("the guards run before an action too: a guard's redirect keeps the action from running", async () => {
    const subscribe = subscribePage()
    let signedIn = true
    const options = siteOptions({
      pages: { './pages/dashboard.tsx': subscribe.page },
      guards: { auth: () => (signedIn ? allow() : guardRedirect('/login')) },
    })
    renderAt('/dashboard', options)
    fireEvent.change(await screen.findByLabelText('email'), { target: { value: 'ana@example.com' } })
    signedIn = false
    fireEvent.click(screen.getByText('Send'))
    await screen.findByText('login page')
    expect(subscribe.action).not.toHaveBeenCalled()
  })

  test('useFetcher() submits to the page action and reads its answer, without a navigation', async () => {
    const action = vi.fn(async ({ request }: ActionFunctionArgs) => ({ echo: (await request.formData()).get('q') }))
    const Page = () => {
      const fetcher = useFetcher<{ echo: string }>()
      return (
        <fetcher.Form method="post">
          <input name="q" defaultValue="hola" />
          <button type="submit">Go</button>
          <p>{fetcher.state === 'idle' && fetcher.data ? `echo ${fetcher.data.echo}` : fetcher.state}</p>
        </fetcher.Form>
      )
    }
    const { router } = renderAt(
      '/about',
      siteOptions({ pages: { './pages/about.tsx': async () => ({ default: Page, action }) } }),
    )
    fireEvent.click(await screen.findByText('Go'))
    await screen.findByText('echo hola')
    expect(router.state.location.pathname).toBe('/about')
  })

  test('fetcher.load(href) gets the loader value of the page resolve() renders at href, with its params, after its guards', async () => {
    const postLoader = vi.fn(({ params }: LoaderFunctionArgs) => ({ title: `Post ${params.slug}` }))
    const dashboardLoader = vi.fn(() => 'private')
    const Home = () => {
      const fetcher = useFetcher<{ title: string }>()
      return (
        <>
          <button type="button" onClick={() => fetcher.load('/blog/second-post')}>
            Peek
          </button>
          <button type="button" onClick={() => fetcher.load('/dashboard')}>
            Private
          </button>
          <p>{fetcher.state === 'idle' && fetcher.data ? `peek: ${JSON.stringify(fetcher.data)}` : fetcher.state}</p>
        </>
      )
    }
    let signedIn = false
    const { router } = renderAt(
      '/',
      siteOptions({
        pages: {
          './pages/home.tsx': async () => ({ default: Home }),
          './pages/post.tsx': async () => ({ default: PostPage, loader: postLoader }),
          './pages/dashboard.tsx': async () => ({ default: () => <h1>dashboard page</h1>, loader: dashboardLoader }),
        },
        guards: { auth: () => (signedIn ? allow() : guardRedirect('/login')), admin: () => allow() },
      }),
    )
    fireEvent.click(await screen.findByText('Peek'))
    expect(await screen.findByText('peek: {"title":"Post second-post"}')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
    // A guard still decides: turned away, the fetcher's redirect becomes a navigation, as React Router does with one.
    fireEvent.click(screen.getByText('Private'))
    await screen.findByText('login page')
    expect(dashboardLoader).not.toHaveBeenCalled()
    signedIn = true
    await act(() => router.navigate('/'))
    fireEvent.click(await screen.findByText('Private'))
    expect(await screen.findByText('peek: "private"')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
  })

  test("a fetcher's load of a page in another locale is RK716 (one router serves one locale), and a navigation there loads it as a document", async () => {
    const onLocale = vi.fn()
    const aboutLoader = vi.fn(() => 'about data')
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    const Home = () => {
      const fetcher = useFetcher<string>()
      return (
        <>
          <button type="button" onClick={() => fetcher.load('/en/about')}>
            Peek
          </button>
          <p>{fetcher.state === 'idle' && fetcher.data ? `peek: ${fetcher.data}` : fetcher.state}</p>
        </>
      )
    }
    const config = makeConfig({ i18n: { locales: ['es', 'en'], default: 'es', prefix: 'except-default' } })
    const options = siteOptions({
      pages: {
        './pages/home.tsx': async () => ({ default: Home }),
        './pages/about.tsx': async () => ({ default: () => <h1>about page</h1>, loader: aboutLoader }),
      },
      onLocale,
    })
    const { router } = renderAt('/', options, config)
    fireEvent.click(await screen.findByText('Peek'))
    expect(await errorText()).toMatch(/\[RK716\] \/en\/about is a page in locale "en"; this router serves "es"/)
    expect(aboutLoader).not.toHaveBeenCalled()
    expect(onLocale.mock.calls).toEqual([['es']])
    void router.navigate('/en/about')
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/en/about'))
    expect(onLocale.mock.calls).toEqual([['es']])
    vi.unstubAllGlobals()
  })

  test("a page without an action answers a POST with React Router's own 405, the generic variant", async () => {
    const Page = () => (
      <Form method="post">
        <button type="submit">Send</button>
      </Form>
    )
    renderAt('/about', siteOptions({ pages: { './pages/about.tsx': async () => ({ default: Page }) } }))
    fireEvent.click(await screen.findByText('Send'))
    expect(await errorText()).toMatchInlineSnapshot(
      `"405 | Method Not Allowed | Error: You made a POST request to "/about" but did not provide an \`action\` for route "about", so there is no way to handle the request."`,
    )
  })
})
