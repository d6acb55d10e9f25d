// @vitest-environment jsdom
// Prerendering with data: the loaders run at build time, the HTML holds what they rendered, and the
// browser hydrates with the same values, without running the loaders again.
import { createMemoryRouter, Outlet, RouterProvider, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseRoutes } from '../../src/index.js'
import { createRoutes, hydrateApp } from '../../src/react/index.js'
import { DATA_SCRIPT_ID } from '../../src/react/_prerendered-data.js'
import { renderPage } from '../../src/server/index.js'
import { injectPage } from '../../src/vite/_html.js'

const parsed = parseRoutes(`
version: 1
layouts: [main]
maintenance: { enabled: false, route: /construction }
routes:
  - { path: /, name: home, page: home, layout: main }
  - { path: /blog/:slug, name: post, page: post, layout: main }
  - { path: /construction, name: construction, page: construction, layout: none }
`)
if (!parsed.ok) throw new Error('fixture')
const config = parsed.config

function Post() {
  const post = useLoaderData() as { title: string }
  return <h1 id="post">{post.title}</h1>
}
function Main() {
  return (
    <main data-user={(useLoaderData() as { user: string } | undefined)?.user}>
      <Outlet />
    </main>
  )
}

/** The site's options, with loaders a test can watch. */
function site(
  postLoader = vi.fn(({ params }: LoaderFunctionArgs) => ({ title: `Post ${params.slug} </script><b>` })),
  extra: Record<string, unknown> = {},
) {
  const layoutLoader = vi.fn(() => ({ user: 'ana' }))
  return {
    postLoader,
    layoutLoader,
    options: {
      pages: {
        home: async () => ({ default: () => <h1>Home</h1> }),
        post: async () => ({ default: Post, loader: postLoader, ...extra }),
        construction: async () => ({ default: () => <h1>Back soon</h1> }),
      },
      layouts: { main: { lazy: async () => ({ default: Main, loader: layoutLoader }) } },
      guards: {},
    },
  }
}

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('prerendering with data', () => {
  it('runs the loaders at build time: the HTML holds their output, and the data goes with it', async () => {
    const { options, postLoader, layoutLoader } = site()
    const page = await renderPage(config, '/blog/hello', options)
    expect(page.html).toMatchInlineSnapshot(
      `"<main data-user="ana"><h1 id="post">Post hello &lt;/script&gt;&lt;b&gt;</h1></main>"`,
    )
    expect(postLoader).toHaveBeenCalledTimes(1)
    expect(layoutLoader).toHaveBeenCalledTimes(1)
    expect(page.data).not.toContain('</script>') // a value cannot close the script element it travels in
    expect(JSON.parse(page.data!)).toEqual({
      path: '/blog/hello',
      page: { title: 'Post hello </script><b>' },
      layouts: [{ user: 'ana' }],
    })
  })

  it('the data is written right after the container, outside what React hydrates', async () => {
    const page = await renderPage(config, '/blog/hello', site().options)
    const html = injectPage('<body><div id="root"></div></body>', {
      container: 'root',
      path: '/blog/hello',
      html: page.html,
      route: undefined,
      data: page.data,
    })
    expect(html.replace(page.html, '…').replace(page.data!, '…')).toMatchInlineSnapshot(
      `"<body><div id="root" data-routekit-prerendered="/blog/hello">…</div><script type="application/json" id="routekit-data">…</script></body>"`,
    )
  })

  it('a page and layouts without loaders carry no data', async () => {
    const page = await renderPage(config, '/', { ...site().options, layouts: { main: Main } })
    expect(page.data).toBeUndefined()
    expect(
      injectPage('<div id="root"></div>', {
        container: 'root',
        path: '/',
        html: page.html,
        route: undefined,
        data: page.data,
      }),
    ).not.toContain(DATA_SCRIPT_ID)
  })

  it('hydration reuses the data: no loader runs in the browser, no mismatch, the same nodes', async () => {
    const built = site()
    const page = await renderPage(config, '/blog/hello', built.options)
    document.body.innerHTML = injectPage('<div id="root"></div>', {
      container: 'root',
      path: '/blog/hello',
      html: page.html,
      route: undefined,
      data: page.data,
    })
    const container = document.getElementById('root')!
    const heading = container.querySelector('#post')
    const browser = site()
    const errors = vi.spyOn(console, 'error')
    const router = createMemoryRouter(createRoutes(config, browser.options), { initialEntries: ['/blog/hello'] })
    const { root, hydrated } = await hydrateApp(container, router, <RouterProvider router={router} />)
    expect(hydrated).toBe(true)
    expect(container.querySelector('#post')).toBe(heading) // adopted, not replaced
    expect(heading?.textContent).toBe('Post hello </script><b>')
    expect(container.querySelector('main')?.dataset.user).toBe('ana')
    expect(browser.postLoader).not.toHaveBeenCalled()
    expect(browser.layoutLoader).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    expect(document.getElementById(DATA_SCRIPT_ID)).toBeNull() // taken once: the next visit loads fresh data
    await router.navigate('/')
    await router.navigate('/blog/again')
    await vi.waitFor(() => expect(container.querySelector('#post')?.textContent).toBe('Post again </script><b>'))
    expect(browser.postLoader).toHaveBeenCalledTimes(1)
    root.unmount()
  })

  it('data prerendered for another path is not used', async () => {
    const page = await renderPage(config, '/blog/hello', site().options)
    document.body.innerHTML = injectPage('<div id="root"></div>', {
      container: 'root',
      path: '/blog/hello',
      html: page.html,
      route: undefined,
      data: page.data,
    })
    const browser = site()
    const router = createMemoryRouter(createRoutes(config, browser.options), { initialEntries: ['/blog/other'] })
    await vi.waitFor(() => expect(router.state.loaderData['routekit/*']).toBeDefined())
    expect(browser.postLoader).toHaveBeenCalledTimes(1)
  })

  it('a loader that fails at build time fails the render, naming the page and the loader', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing = vi.fn(() => {
      throw new Error('store unreachable')
    })
    await expect(renderPage(config, '/blog/hello', site(failing).options)).rejects.toThrowErrorMatchingInlineSnapshot(
      `[Error: The loader of page "post" failed while prerendering /blog/hello: store unreachable]`,
    )
    const layoutFails = {
      ...site().options,
      layouts: {
        main: {
          lazy: async () => ({ default: Main, loader: () => Promise.reject(new Response('', { status: 503 })) }),
        },
      },
    }
    await expect(renderPage(config, '/blog/hello', layoutFails)).rejects.toThrowErrorMatchingInlineSnapshot(
      `[Error: The loader of layout "main" failed while prerendering /blog/hello: it threw a Response with status 503]`,
    )
  })

  it('a page that exports prerender = false is not rendered at build time; its loaders run in the browser only', async () => {
    const built = site(undefined, { prerender: false })
    const page = await renderPage(config, '/blog/hello', built.options)
    expect({ html: page.html, clientOnly: page.clientOnly, data: page.data }).toEqual({
      html: '',
      clientOnly: true,
      data: undefined,
    })
    expect(built.postLoader).not.toHaveBeenCalled()
    const browser = site(undefined, { prerender: false })
    const router = createMemoryRouter(createRoutes(config, browser.options), { initialEntries: ['/blog/hello'] })
    await vi.waitFor(() => expect(browser.postLoader).toHaveBeenCalledTimes(1))
    expect(router.state.errors).toBeNull()
  })
})
