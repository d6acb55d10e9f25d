// Prerendering: which paths, the HTML the static router renders, how it goes
// into index.html, and that the browser hydrates it without a mismatch.
import { describe, expect, it } from 'vitest'
import {
  addModulePreloads,
  injectPage,
  inlineStylesheets,
  loadScriptsAfterPaint,
  lowerScriptPriority,
} from '../../src/vite/_html.js'
import { MODULE_MARK } from '../../src/server/module-mark.js'
import { prerenderPaths } from '../../src/vite/prerender-paths.js'
import { prerender, prerenderFile } from '../../src/vite/prerender.js'
import { renderPage } from '../../src/server/index.js'
import { parseRoutes, type RoutesConfig } from '../../src/index.js'
import { allow, redirect } from '../../src/config/outcome.js'
import { Outlet } from 'react-router-dom'

const YAML = `
version: 1
layouts: [main]
guards: [auth]
maintenance: { enabled: false, route: /construction }
routes:
  - { path: /, name: home, page: home, layout: main, title: Home & more, description: The "home" page. }
  - { path: /about, name: about, page: about, layout: main }
  - { path: /blog/:slug, name: post, page: post, layout: main }
  - { path: /dashboard, name: dashboard, page: dashboard, layout: main, guards: [auth] }
  - { path: /construction, name: construction, page: construction, layout: none }
`

function config(yaml = YAML): RoutesConfig {
  const parsed = parseRoutes(yaml)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.diagnostics))
  return parsed.config
}

const page = (text: string) => async () => ({ default: () => <h1>{text}</h1> })
const options = {
  pages: {
    home: page('Welcome'),
    about: page('About us'),
    post: page('Post'),
    dashboard: page('Secret'),
    construction: page('Back soon'),
  },
  layouts: {
    main: () => (
      <main>
        <Outlet />
      </main>
    ),
  },
  guards: { auth: () => redirect('/') },
}

describe('prerenderPaths', () => {
  it('takes every route without guards, params or wildcards', () => {
    expect(prerenderPaths(config())).toEqual(['/', '/about', '/construction'])
  })

  it("takes an optional segment's param-free forms; a splat or param route is not prerendered", () => {
    const yaml = YAML.replace(
      'routes:\n',
      'routes:\n  - { path: /:lang?/team, name: team, page: about, layout: main }\n  - { path: /shop/new?, name: shop, page: about, layout: main }\n  - { path: /docs/*, name: docs, page: about, layout: main }\n  - { path: /café, name: cafe, page: about, layout: main }\n',
    )
    expect(prerenderPaths(config(yaml))).toEqual([
      '/team',
      '/shop/new',
      '/shop',
      '/café',
      '/',
      '/about',
      '/construction',
    ])
  })

  it('maps a path to its file', () => {
    expect([prerenderFile('/'), prerenderFile('/about'), prerenderFile('/a/b/')]).toEqual([
      'index.html',
      'about/index.html',
      'a/b/index.html',
    ])
  })
})

describe('renderPage', () => {
  it('renders the page inside its layout, with status 200 and its routes.yaml entry', async () => {
    const result = await renderPage(config(), '/', options)
    expect(result.html).toBe('<main><h1>Welcome</h1></main>')
    expect(result.status).toBe(200)
    expect(result.route?.title).toBe('Home & more')
  })

  it('reports a redirect instead of rendering (maintenance on at build time)', async () => {
    const result = await renderPage(config(), '/about', { ...options, buildFlag: true })
    expect(result).toMatchObject({ html: '', redirect: '/construction?from=%2Fabout' })
  })

  it('a basename without its leading slash, or with a trailing one, renders the page below it', async () => {
    // Went wrong: with basename "base/name", renderPage() cut basename.length characters without the slash
    // React Router adds, and React Router's static handler, given "base/name" as written, matched nothing.
    for (const basename of ['base/name', '/base/name', '/base/name/', 'base/name/']) {
      const result = await renderPage(config(), '/base/name/about', { ...options, basename })
      expect([basename, result.status, result.html]).toEqual([basename, 200, '<main><h1>About us</h1></main>'])
    }
  })

  it('renders an unknown path as the 404 error page', async () => {
    const result = await renderPage(config(), '/nope', options)
    expect(result.status).toBe(404)
    expect(result.html).toContain('Page not found: /nope')
  })

  it('never renders a guarded page that the guard turns away', async () => {
    const result = await renderPage(config(), '/dashboard', { ...options, guards: { auth: () => redirect('/') } })
    expect(result.redirect).toBe('/')
    const allowed = await renderPage(config(), '/dashboard', { ...options, guards: { auth: () => allow() } })
    expect(allowed.html).toContain('Secret')
  })

  it('reports the page and lazy layout modules it imported, by the mark the prerender build gives them', async () => {
    const marked = (id: string, text: string) => async () => ({ default: () => <h1>{text}</h1>, [MODULE_MARK]: id })
    const layout = async () => ({
      default: () => (
        <main>
          <Outlet />
        </main>
      ),
      [MODULE_MARK]: '/app/src/layouts/main.tsx',
    })
    const withMarks = {
      ...options,
      pages: {
        ...options.pages,
        home: marked('/app/src/pages/home.tsx', 'Welcome'),
        about: marked('/app/src/pages/about.tsx', 'About'),
      },
      layouts: { main: { lazy: layout } },
    }
    const home = await renderPage(config(), '/', withMarks)
    expect(home.html).toBe('<main><h1>Welcome</h1></main>')
    expect(home.modules).toEqual(['/app/src/pages/home.tsx', '/app/src/layouts/main.tsx'])
    // Each render reports its own: the layout again, the other page not.
    expect((await renderPage(config(), '/about', withMarks)).modules).toEqual([
      '/app/src/pages/about.tsx',
      '/app/src/layouts/main.tsx',
    ])
    // Outside the prerender build nothing is marked; a redirect imports nothing.
    expect((await renderPage(config(), '/', options)).modules).toEqual([])
    expect((await renderPage(config(), '/about', { ...withMarks, buildFlag: true })).modules).toEqual([])
  })

  it('wraps the app the way the browser does', async () => {
    const result = await renderPage(config(), '/about', { ...options, wrap: (app) => <section>{app}</section> })
    expect(result.html).toBe('<section><main><h1>About us</h1></main></section>')
  })
})

describe('injectPage', () => {
  const template = `<!doctype html>
<html lang="es">
  <head>
    <title>Default title</title>
    <meta
      name="description"
      content="Default &quot;description&quot;"
    />
    <script type="module" src="/assets/index.js"></script>
    <link rel="stylesheet" href="/assets/index.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

  it('puts the markup in the container, marks it, and sets the head, keeping the defaults on <html>', () => {
    const html = injectPage(template, {
      container: 'root',
      path: '/about',
      html: '<h1>About</h1>',
      route: { title: 'About <us>', description: 'All "about" us' },
    })
    expect(html).toContain('<div id="root" data-routekit-prerendered="/about"><h1>About</h1></div>')
    expect(html).toContain('<title>About &lt;us&gt;</title>')
    expect(html).toContain('<meta name="description" content="All &quot;about&quot; us" />')
    expect(html).toContain(
      '<html data-routekit-title="Default title" data-routekit-description="Default &quot;description&quot;" lang="es">',
    )
  })

  it('leaves the head alone for a route without title and description', () => {
    const html = injectPage(template, { container: 'root', path: '/', html: 'x', route: undefined })
    expect(html).toContain('<title>Default title</title>')
    expect(html).toContain('<html lang="es">')
  })

  it('fails with the fix when index.html has no empty container', () => {
    expect(() =>
      injectPage(template, { container: 'app', path: '/', html: 'x', route: undefined }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: Cannot prerender /: index.html has no empty <div id="app"></div> to render into. Add it, or pass prerender.container with the id your app mounts on.]`,
    )
  })

  it('inlines stylesheets it can read and keeps the others', () => {
    const html = inlineStylesheets(template, (href) => (href === '/assets/index.css' ? 'body{color:red}' : null))
    expect(html).toContain('<style>body{color:red}</style>')
    expect(html).not.toContain('rel="stylesheet"')
    expect(inlineStylesheets(template, () => null)).toBe(template)
  })
})

describe('prerender options', () => {
  it('refuses an unknown scriptLoading before building anything, naming the values it takes', async () => {
    const resolved = {} as Parameters<typeof prerender>[0] // never read: the option is checked first
    await expect(
      prerender(resolved, config(), { entry: 'src/entry-server.tsx', scriptLoading: 'eager' as never }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[Error: prerender.scriptLoading is "eager". Use one of "low-priority", "after-paint", "default", or leave it out for "after-paint".]`,
    )
  })

  it("refuses preloadPageChunks without the browser build's chunks, before building anything", async () => {
    const resolved = {} as Parameters<typeof prerender>[0]
    await expect(
      prerender(resolved, config(), { entry: 'src/entry-server.tsx', preloadPageChunks: true }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[Error: prerender.preloadPageChunks needs the browser build's chunks, which the routekit() plugin passes. Pass chunkGraphOf(bundle) as prerender()'s fourth argument, or leave the option off.]`,
    )
  })
})

describe('addModulePreloads', () => {
  it('adds a module preload per URL at the end of the head, as Vite writes them, which lowerScriptPriority() lowers', () => {
    const html = '<head>\n<title>x</title>\n</head><body></body>'
    expect(addModulePreloads(html, [])).toBe(html)
    expect(lowerScriptPriority(addModulePreloads(html, ['/assets/about.js', '/assets/a&b.js']))).toMatchInlineSnapshot(`
      "<head>
      <title>x</title>
      <link rel="modulepreload" crossorigin href="/assets/about.js" fetchpriority="low">
      <link rel="modulepreload" crossorigin href="/assets/a&amp;b.js" fetchpriority="low">
      </head><body></body>"
    `)
  })
})

describe('lowerScriptPriority', () => {
  it('marks module scripts and module preloads low, and nothing else', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/vendor.js">',
      '<link rel="modulepreload" href="/assets/other.js" />',
      '<script src="/legacy.js"></script>',
      '<link rel="stylesheet" href="/assets/index.css">',
      '<script type="module" fetchpriority="high" src="/assets/hero.js"></script>',
    ].join('\n')
    expect(lowerScriptPriority(html)).toMatchInlineSnapshot(`
      "<script type="module" crossorigin src="/assets/index.js" fetchpriority="low"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor.js" fetchpriority="low">
      <link rel="modulepreload" href="/assets/other.js" fetchpriority="low" />
      <script src="/legacy.js"></script>
      <link rel="stylesheet" href="/assets/index.css">
      <script type="module" fetchpriority="high" src="/assets/hero.js"></script>"
    `)
  })
})

describe('loadScriptsAfterPaint', () => {
  it('turns the module script into a loader run after the first paint, taking over the module preloads', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-dom.js">',
      '  <link rel="modulepreload" crossorigin href="/assets/vendor.js">',
      '<link rel="icon" href="/favicon.svg">',
      '<script src="/legacy.js"></script>',
      '<script type="module">console.log(1)</script>',
    ].join('\n')
    expect(loadScriptsAfterPaint(html)).toMatchInlineSnapshot(`
      "<script type="module">const c = ["/assets/react-dom.js","/assets/vendor.js","/assets/index-a1.js"]; const p = []; const next = (i) => import(c[i]).then(() => ++i < c.length && setTimeout(next, 0, i)); let started = false; const start = () => { if (started) return; started = true; next(0); for (const href of [...c.slice(1), ...p]) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href })) }; const lcp = PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint'); const t0 = performance.now(); if (document.visibilityState === 'hidden') import(c[c.length - 1]); else { if (lcp) new PerformanceObserver((list, observer) => { if (list.getEntries().some((e) => e.startTime >= t0)) { observer.disconnect(); setTimeout(start) } }).observe({ type: 'largest-contentful-paint', buffered: true }); requestAnimationFrame(() => setTimeout(start, lcp ? 50 : 0)) }</script>
      <link rel="icon" href="/favicon.svg">
      <script src="/legacy.js"></script>
      <script type="module">console.log(1)</script>"
    `)
  })

  /**
   * Runs the loader of `html` with a fake document, clock, frame, timers and
   * PerformanceObserver; import() is rewritten to a recorder. `paint(t)`
   * delivers a largest-contentful-paint entry at time t to the observer.
   */
  function runLoader(html: string, visibilityState: string, { lcp = true, pageChunks = [] as string[] } = {}) {
    const body = /<script type="module">(const c = [\s\S]*?)<\/script>/.exec(
      loadScriptsAfterPaint(html, pageChunks),
    )![1]!
    const log: string[] = []
    const frame: Array<() => void> = []
    const timers: Array<{ delay: number; run: () => void }> = []
    const observers: Array<
      (list: { getEntries: () => Array<{ startTime: number }> }, observer: { disconnect: () => void }) => void
    > = []
    const clock = { now: 1000 }
    class FakeObserver {
      static supportedEntryTypes = lcp ? ['paint', 'largest-contentful-paint'] : ['paint']
      constructor(private callback: (typeof observers)[number]) {}
      observe(options: { type: string; buffered: boolean }) {
        log.push(`observe ${options.type}`)
        observers.push(this.callback)
      }
    }
    const document = {
      visibilityState,
      head: { append: (link: { rel: string; href: string }) => log.push(`${link.rel} ${link.href}`) },
      createElement: () => ({}),
    }
    new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'PerformanceObserver',
      'performance',
      'record',
      body.replaceAll('import(', 'record('),
    )(
      document,
      (fn: () => void) => frame.push(fn),
      (fn: (...args: unknown[]) => void, delay = 0, ...args: unknown[]) =>
        timers.push({ delay, run: () => fn(...args) }),
      FakeObserver,
      { now: () => clock.now },
      (url: string) => {
        log.push(`import ${url}`)
        return Promise.resolve()
      },
    )
    const paint = (startTime: number) => {
      for (const callback of [...observers])
        callback(
          { getEntries: () => [{ startTime }] },
          { disconnect: () => observers.splice(observers.indexOf(callback), 1) },
        )
    }
    return { log, frame, timers, paint, observers }
  }

  const page = [
    '<link rel="modulepreload" href="/assets/a.js">',
    '<link rel="modulepreload" href="/assets/b.js">',
    '<script type="module" src="/assets/index.js"></script>',
  ].join('\n')
  // The chunk imported first needs no preload: its import() starts its download, before the others'.
  const started = ['import /assets/a.js', 'modulepreload /assets/b.js', 'modulepreload /assets/index.js']

  it('runs: starts once the browser reports a paint made after it ran, then imports one chunk per task, the entry last', async () => {
    const { log, frame, timers, paint, observers } = runLoader(page, 'visible')
    expect(log).toEqual(['observe largest-contentful-paint'])
    paint(900) // a paint from before the loader ran (buffered): not the one to wait for
    frame.shift()!()
    expect(timers.map((t) => t.delay)).toEqual([50]) // the fallback, should no such paint come
    paint(1016) // the frame with the parsed document, reported
    expect(observers).toEqual([])
    expect(log.slice(1)).toEqual([])
    timers
      .splice(
        timers.findIndex((t) => t.delay === 0),
        1,
      )[0]!
      .run()
    expect(log.slice(1)).toEqual(started)
    for (const next of ['/assets/b.js', '/assets/index.js']) {
      await Promise.resolve() // the import settles...
      expect(log.at(-1)).not.toBe(`import ${next}`) // ...but the next chunk waits for a task of its own
      timers
        .splice(
          timers.findIndex((t) => t.delay === 0),
          1,
        )[0]!
        .run()
      expect(log.at(-1)).toBe(`import ${next}`)
    }
    await Promise.resolve()
    const count = log.length
    timers.shift()!.run() // the 50 ms fallback: the loader has started already
    expect(log).toHaveLength(count)
    expect(timers).toEqual([])
  })

  it('runs: without a later paint reported, starts 50 ms after the next frame', () => {
    const { log, frame, timers } = runLoader(page, 'visible')
    frame.shift()!()
    expect(log.slice(1)).toEqual([])
    const fallback = timers.shift()!
    expect(fallback.delay).toBe(50)
    fallback.run()
    expect(log.slice(1)).toEqual(started)
  })

  it('runs: without largest-contentful-paint support, starts right after the next frame', () => {
    const { log, frame, timers } = runLoader(page, 'visible', { lcp: false })
    expect(log).toEqual([])
    frame.shift()!()
    expect(timers.map((t) => t.delay)).toEqual([0])
    timers.shift()!.run()
    expect(log).toEqual(started)
  })

  it('lists the page chunks apart from the chain, leaving URLs that contain the placeholders alone', () => {
    const loader = loadScriptsAfterPaint('<script type="module" src="/assets/PAGE-1.js"></script>', [
      '/assets/CHAIN-2.js',
      '/assets/PAGE-1.js',
      '/assets/x<y.js',
    ])
    expect(/const c = .*?; const p = .*?;/.exec(loader)?.[0]).toBe(
      'const c = ["/assets/PAGE-1.js"]; const p = ["/assets/CHAIN-2.js","/assets/x\\u003cy.js"];',
    )
  })

  it('runs: with the first load in one chunk, imports it with no preload', () => {
    const { log, frame, timers } = runLoader(
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      'visible',
      { lcp: false },
    )
    frame.shift()!()
    timers.shift()!.run()
    expect(log).toEqual(['import /assets/index.js'])
  })

  it("runs: preloads the page's own chunks after the first load's, and imports only the first load", async () => {
    const { log, frame, timers } = runLoader(page, 'visible', {
      lcp: false,
      pageChunks: ['/assets/about.js', '/assets/b.js', '/assets/layout.js'],
    })
    frame.shift()!()
    timers.shift()!.run()
    // b.js is in the first load already: listed once, and imported in its turn.
    expect(log).toEqual([...started, 'modulepreload /assets/about.js', 'modulepreload /assets/layout.js'])
    for (let turn = 0; turn < 2; turn++) {
      await Promise.resolve()
      timers.shift()!.run()
    }
    expect(log.filter((line) => line.startsWith('import'))).toEqual([
      'import /assets/a.js',
      'import /assets/b.js',
      'import /assets/index.js',
    ])
  })

  it('runs: in a hidden tab, imports the entry at once, which brings its chunks itself', () => {
    const { log, frame, timers } = runLoader(page, 'hidden')
    expect(log).toEqual(['import /assets/index.js'])
    expect([frame, timers]).toEqual([[], []])
  })
})
