// @vitest-environment jsdom
// Prerendering with data: the loaders run at build time, the HTML holds what they rendered, React Router's own
// hydration data goes with it, and the browser router hydrates with the same values without running the loaders again.
import { Outlet, RouterProvider, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseRoutes } from '../../src/index.js'
import { createRouter, hydrateApp } from '../../src/react/index.js'
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

/** The page as the prerenderer writes it, opened at its address: the hydration script run, as the browser runs it. */
async function open(path: string, html: string): Promise<HTMLElement> {
  document.body.innerHTML = html
  for (const script of document.querySelectorAll('script')) window.eval(script.textContent ?? '')
  window.history.replaceState(null, '', path)
  return document.getElementById('root')!
}

afterEach(() => {
  document.body.innerHTML = ''
  delete window.__staticRouterHydrationData
  window.history.replaceState(null, '', '/')
  vi.restoreAllMocks()
})

describe('prerendering with data', () => {
  it("runs the loaders at build time: the HTML holds their output, and React Router's hydration data goes with it", async () => {
    const { options, postLoader, layoutLoader } = site()
    const page = await renderPage(config, '/blog/hello', options)
    expect(page.html).toMatchInlineSnapshot(
      `"<main data-user="ana"><h1 id="post">Post hello &lt;/script&gt;&lt;b&gt;</h1></main>"`,
    )
    expect(postLoader).toHaveBeenCalledTimes(1)
    expect(layoutLoader).toHaveBeenCalledTimes(1)
    // React Router's own script: a value cannot close the element it travels in.
    expect(page.hydrationScript).toMatch(
      /^<script>window\.__staticRouterHydrationData = JSON\.parse\(.*\);<\/script>$/s,
    )
    expect(page.hydrationScript.slice('<script>'.length, -'</script>'.length)).not.toContain('</script>')
    window.eval(page.hydrationScript.slice('<script>'.length, -'</script>'.length))
    expect(window.__staticRouterHydrationData).toEqual({
      loaderData: {
        routekit: { route: 'post', maintenanceRoute: false },
        'layout:main': { user: 'ana' },
        post: { title: 'Post hello </script><b>' },
      },
      actionData: null,
      errors: null,
    })
  })

  it('the hydration script is written right after the container, outside what React hydrates', async () => {
    const page = await renderPage(config, '/blog/hello', site().options)
    const html = injectPage('<body><div id="root"></div></body>', {
      container: 'root',
      path: '/blog/hello',
      html: page.html,
      route: undefined,
      hydrationScript: page.hydrationScript,
    })
    expect(html.replace(page.html, '…').replace(page.hydrationScript, '<script>…</script>')).toMatchInlineSnapshot(
      `"<body><div id="root" data-routekit-prerendered="/blog/hello">…</div><script>…</script></body>"`,
    )
  })

  it('hydration reuses the data: no loader runs in the browser, no mismatch, the same nodes; the next visit loads', async () => {
    const built = site()
    const page = await renderPage(config, '/blog/hello', built.options)
    const container = await open(
      '/blog/hello',
      injectPage('<div id="root"></div>', {
        container: 'root',
        path: '/blog/hello',
        html: page.html,
        route: undefined,
        hydrationScript: page.hydrationScript,
      }),
    )
    const heading = container.querySelector('#post')
    const browser = site()
    const errors = vi.spyOn(console, 'error')
    const router = await createRouter(config, browser.options)
    const { root, hydrated } = await hydrateApp(container, router, <RouterProvider router={router} />)
    expect(hydrated).toBe(true)
    expect(container.querySelector('#post')).toBe(heading) // adopted, not replaced
    expect(heading?.textContent).toBe('Post hello </script><b>')
    expect(container.querySelector('main')?.dataset.user).toBe('ana')
    expect(browser.postLoader).not.toHaveBeenCalled()
    expect(browser.layoutLoader).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    await router.navigate('/')
    await router.navigate('/blog/again')
    await vi.waitFor(() => expect(container.querySelector('#post')?.textContent).toBe('Post again </script><b>'))
    expect(browser.postLoader).toHaveBeenCalledTimes(1)
    // The layout stayed mounted with its data: React Router did not run its loader again (its params did not change).
    expect(browser.layoutLoader).not.toHaveBeenCalled()
    root.unmount()
    router.dispose()
  })

  it('data prerendered for another path is not used: the page runs its loader', async () => {
    const page = await renderPage(config, '/blog/hello', site().options)
    await open(
      '/blog/other',
      injectPage('<div id="root"></div>', {
        container: 'root',
        path: '/blog/hello',
        html: page.html,
        route: undefined,
        hydrationScript: page.hydrationScript,
      }),
    )
    const browser = site()
    const router = await createRouter(config, browser.options)
    await vi.waitFor(() => expect(router.state.loaderData.post).toEqual({ title: 'Post other </script><b>' }))
    expect(browser.postLoader).toHaveBeenCalledTimes(1)
    router.dispose()
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
    expect({ html: page.html, clientOnly: page.clientOnly, script: page.hydrationScript }).toEqual({
      html: '',
      clientOnly: true,
      script: '',
    })
    expect(built.postLoader).not.toHaveBeenCalled()
    window.history.replaceState(null, '', '/blog/hello')
    const browser = site(undefined, { prerender: false })
    const router = await createRouter(config, browser.options)
    await vi.waitFor(() => expect(browser.postLoader).toHaveBeenCalledTimes(1))
    expect(router.state.errors).toBeNull()
    router.dispose()
  })
})
