// @vitest-environment jsdom
// hydrateApp(): adopts prerendered HTML without a mismatch, and renders from
// scratch when the first navigation ends somewhere else than the HTML shows.
import { Outlet, RouterProvider, useLoaderData } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseRoutes } from '../../src/index.js'
import { createRouter, hydrateApp, isHydrating, PRERENDERED_ATTRIBUTE, READY_ATTRIBUTE } from '../../src/react/index.js'
import { renderPage } from '../../src/server/index.js'

const parsed = parseRoutes(`
version: 1
layouts: [main]
maintenance: { enabled: false, route: /construction }
routes:
  - { path: /, name: home, page: home, layout: main }
  - { path: /about, name: about, page: about, layout: main }
  - { path: /construction, name: construction, page: construction, layout: none }
`)
if (!parsed.ok) throw new Error('fixture')
const config = parsed.config
const seen: boolean[] = []
function About() {
  seen.push(isHydrating())
  return <h1 id="about">{useLoaderData() as string}</h1>
}
const aboutLoader = vi.fn(() => 'About us')
const options = {
  pages: {
    home: async () => ({ default: () => <h1>Home</h1> }),
    about: async () => ({ default: About, loader: aboutLoader }),
    construction: async () => ({ default: () => <h1>Back soon</h1> }),
  },
  layouts: {
    main: () => (
      <main>
        <Outlet />
      </main>
    ),
  },
  guards: {},
}

/** The page as the prerenderer writes it, at its address: the app's markup, then React Router's hydration script, run. */
async function prerendered(path: string): Promise<HTMLElement> {
  const { html, hydrationScript } = await renderPage(config, path, options)
  document.body.innerHTML = `<div id="root" ${PRERENDERED_ATTRIBUTE}="${path}">${html}</div>${hydrationScript}`
  // A script set through innerHTML does not run: run React Router's, as the browser runs it while parsing.
  for (const script of document.querySelectorAll('script')) window.eval(script.textContent ?? '')
  window.history.replaceState(null, '', path)
  return document.getElementById('root')!
}

afterEach(() => {
  document.body.innerHTML = ''
  delete window.__staticRouterHydrationData
  window.history.replaceState(null, '', '/')
  seen.length = 0
  aboutLoader.mockClear()
  vi.restoreAllMocks()
})

describe('hydrateApp', () => {
  it("hydrates the prerendered page in place through React Router's hydrationData: no loader runs again, no mismatch is reported", async () => {
    const errors = vi.spyOn(console, 'error')
    const container = await prerendered('/about')
    const heading = container.querySelector('#about')
    expect(heading?.textContent).toBe('About us')
    expect(window.__staticRouterHydrationData).toMatchObject({ loaderData: { about: 'About us' } })
    seen.length = 0 // the server render above does not count
    aboutLoader.mockClear()
    const router = await createRouter(config, options)
    expect(router.state.initialized).toBe(true) // nothing left to load: the page's modules and data are there
    const pending = hydrateApp(container, router, <RouterProvider router={router} />)
    expect(container.hasAttribute(READY_ATTRIBUTE)).toBe(false) // plain HTML until React has adopted it
    const { root, hydrated } = await pending
    expect(container.hasAttribute(READY_ATTRIBUTE)).toBe(true)
    expect(hydrated).toBe(true)
    expect(container.querySelector('#about')).toBe(heading) // the same node: adopted, not replaced
    expect(seen[0]).toBe(true) // the page knew it was hydrating
    expect(isHydrating()).toBe(false)
    expect(aboutLoader).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    root.unmount()
  })

  it('renders from scratch when the first navigation lands elsewhere (maintenance on)', async () => {
    const errors = vi.spyOn(console, 'error')
    const container = await prerendered('/about')
    const router = await createRouter(config, { ...options, buildFlag: true })
    const { root, hydrated } = await hydrateApp(container, router, <RouterProvider router={router} />)
    expect(hydrated).toBe(false)
    expect(container.textContent).toBe('Back soon')
    expect(container.hasAttribute(READY_ATTRIBUTE)).toBe(true)
    expect(container.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(false)
    expect(errors).not.toHaveBeenCalled()
    root.unmount()
  })

  it('mounts normally on the SPA shell (no prerendered attribute)', async () => {
    document.body.innerHTML = '<div id="root"></div>'
    const router = await createRouter(config, options)
    const { root, hydrated } = await hydrateApp('#root', router, <RouterProvider router={router} />)
    expect(hydrated).toBe(false)
    await vi.waitFor(() => expect(document.getElementById('root')!.textContent).toBe('Home'))
    expect(document.getElementById('root')!.hasAttribute(READY_ATTRIBUTE)).toBe(true)
    root.unmount()
  })
})
