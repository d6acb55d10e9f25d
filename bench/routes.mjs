#!/usr/bin/env node
// Route creation and per-navigation time: routekit's layer against the same
// routes written by hand for React Router, side by side in one run.
// Reads the built package (npm run build:packages). Prints; asserts nothing.
//
//   node bench/routes.mjs [--routes 1000] [--navigations 400] [--rounds 15] [--only data]
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { JSDOM } from 'jsdom'

const { values } = parseArgs({
  options: {
    routes: { type: 'string', default: '1000' },
    navigations: { type: 'string', default: '400' },
    rounds: { type: 'string', default: '15' },
    only: { type: 'string' },
  },
})
const ROUTES = Number(values.routes)
const NAVIGATIONS = Number(values.navigations)
const ROUNDS = Number(values.rounds)

// React's production build, as a deployed site runs it. It has no act(): after each
// navigation the bench yields one macrotask, in which React's scheduler commits the render.
process.env.NODE_ENV = 'production'
// React DOM needs a document; install one before React loads.
const dom = new JSDOM('<!doctype html><html><head></head><body><div id="root"></div></body></html>', {
  url: 'http://localhost/',
})
Object.assign(globalThis, { window: dom.window, document: dom.window.document })
Object.defineProperty(globalThis, 'navigator', { value: dom.window.navigator, configurable: true })
for (const key of ['HTMLElement', 'Node', 'Event', 'MutationObserver', 'sessionStorage', 'localStorage'])
  globalThis[key] ??= dom.window[key]

const React = await import('react')
const { createRoot } = await import('react-dom/client')
const { flushSync } = await import('react-dom')
const { Outlet, RouterProvider, createMemoryRouter, redirect, data } = await import('react-router-dom')
const core = await import('../packages/router-core/dist/index.js')
const { createRoutes, allow } = await import('../packages/router-core/dist/react/index.js')
const h = React.createElement

// --- one site, 1,000 routes: static pages, a param route in ten, a guard on one in five ---
function siteInput(n) {
  const routes = [
    { path: '/', name: 'home', page: 'home' },
    { path: '/construction', name: 'construction', page: 'construction' },
  ]
  for (let i = 0; i < n - 2; i++) {
    const route = {
      path: `/section-${i % 20}/page-${i}`,
      name: `r${i}`,
      page: `p${i}`,
      layout: i % 3 === 0 ? 'plain' : 'default',
    }
    if (i % 10 === 0) Object.assign(route, { path: `/items-${i}/:id`, params: { id: '^[0-9]+$' } })
    if (i % 5 === 1) route.guards = ['auth']
    routes.push(route)
  }
  return { version: 1, layouts: ['default', 'plain'], guards: ['auth'], routes }
}
const config = core.routesConfigSchema.parse(siteInput(ROUTES))

const Layout = () => h('div', null, h(Outlet))
const pageComponents = new Map()
const pageModule = (key) => {
  if (!pageComponents.has(key)) pageComponents.set(key, { default: () => h('h1', null, key) })
  return pageComponents.get(key)
}
const pages = Object.fromEntries(
  config.routes.map((r) => [`./pages/${r.page}.tsx`, () => Promise.resolve(pageModule(r.page))]),
)
const signedIn = () => true
const options = {
  pages,
  layouts: { default: Layout, plain: Layout },
  guards: { auth: () => (signedIn() ? allow() : core.redirect('/')) },
}

// --- the same routes by hand: layouts as pathless routes, a loader for the guard, lazy pages, a 404 ---
function handWritten() {
  const groups = new Map()
  for (const r of config.routes) {
    const child = r.path === '/' ? { index: true } : { path: r.path.slice(1) }
    if (r.params) {
      const rules = Object.entries(r.params).map(([k, v]) => [k, new RegExp(v, 'u')])
      child.loader = ({ params }) => {
        for (const [k, rule] of rules)
          if (!rule.test(params[k] ?? '')) throw data(`Page Not Found: ${r.path}`, { status: 404 })
        return null
      }
    }
    if (r.guards.length > 0) child.loader = () => (signedIn() ? null : redirect('/'))
    child.lazy = async () => ({ Component: (await pages[`./pages/${r.page}.tsx`]()).default })
    const layout = r.path === '/construction' ? 'none' : r.layout
    if (!groups.has(layout)) groups.set(layout, [])
    groups.get(layout).push(child)
  }
  const children = [...groups].map(([name, kids]) =>
    name === 'none' ? { children: kids } : { Component: Layout, children: kids },
  )
  const ErrorPage = () => h('p', null, 'error')
  return [
    {
      path: '/',
      Component: () => h(Outlet),
      errorElement: h(ErrorPage),
      HydrateFallback: () => null,
      children: [
        ...children,
        {
          path: '*',
          loader: () => {
            throw data('Page not found', { status: 404 })
          },
        },
      ],
    },
  ]
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const fmt = (ms) => (ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`)

// --- 3. time to data: a page with a loader whose chunk is not loaded yet (issue 36) ---
// The page's chunk and its data each take DELAY ms (timers stand in for the network). A fresh router per navigation,
// so no chunk is cached. React Router's data router with the same `lazy` route is the yardstick, in both of its forms.
// Router only, in Node: what Chromium does with loaders (data in the prerendered HTML, no second request at hydration,
// pending UI during a slow loader) is proven, not timed, by e2e/page-data.test.ts.
async function timeToData() {
  const DELAY = 40
  const wait = (ms) => new Promise((done) => setTimeout(done, ms))
  const loader = async () => (await wait(DELAY), { n: 1 })
  const Page = () => h('h1', null, 'data page')
  const small = core.routesConfigSchema.parse({
    version: 1,
    layouts: ['default'],
    routes: [
      { path: '/', name: 'home', page: 'home' },
      { path: '/data', name: 'data', page: 'data' },
      { path: '/construction', name: 'construction', page: 'construction', layout: 'none' },
    ],
  })
  const home = () => Promise.resolve({ default: () => h('h1', null, 'home') })
  const base = { pages: { home, construction: home }, layouts: { default: Layout }, guards: {} }
  const make = {
    'routekit, loader in pages/data.data.ts': () =>
      createRoutes(small, {
        ...base,
        pages: { ...base.pages, data: () => wait(DELAY).then(() => ({ default: Page })) },
        data: { data: () => Promise.resolve({ loader }) },
      }),
    'routekit, loader in the page module': () =>
      createRoutes(small, {
        ...base,
        pages: { ...base.pages, data: () => wait(DELAY).then(() => ({ default: Page, loader })) },
      }),
    'React Router, lazy: () => import(page)': () => [
      {
        path: '/',
        Component: () => h(Outlet),
        children: [
          { index: true, Component: () => h('h1', null, 'home') },
          { path: 'data', lazy: () => wait(DELAY).then(() => ({ loader, Component: Page })) },
        ],
      },
    ],
    'React Router, lazy: { loader, Component }': () => [
      {
        path: '/',
        Component: () => h(Outlet),
        children: [
          { index: true, Component: () => h('h1', null, 'home') },
          {
            path: 'data',
            lazy: { loader: () => Promise.resolve(loader), Component: () => wait(DELAY).then(() => Page) },
          },
        ],
      },
    ],
  }
  const times = Object.fromEntries(Object.keys(make).map((name) => [name, []]))
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, routes] of Object.entries(make)) {
      const router = createMemoryRouter(routes(), { initialEntries: ['/'] })
      router.initialize()
      await new Promise((done) => setTimeout(done, 5))
      const t = performance.now()
      await router.navigate('/data')
      const loaded = Object.values(router.state.loaderData).some((v) => (v?.pageData ?? v)?.n === 1)
      if (!loaded || router.state.location.pathname !== '/data') throw new Error(`${name}: the data did not arrive`)
      times[name].push(performance.now() - t)
      router.dispose()
    }
  }
  console.log(
    `time to data, a page whose chunk and loader each take ${DELAY} ms, median / fastest of ${ROUNDS} (router only):`,
  )
  for (const [name, list] of Object.entries(times))
    console.log(`  ${name.padEnd(44)} ${fmt(median(list))} / ${fmt(Math.min(...list))}`)
}
if (values.only === 'data') {
  await timeToData()
  process.exit(0)
}

// --- 1. creating the routes ---
for (let i = 0; i < 20; i++) createRoutes(config, options)
const createTimes = []
for (let i = 0; i < 100; i++) {
  const t = performance.now()
  createRoutes(config, options)
  createTimes.push(performance.now() - t)
}
const handTimes = []
for (let i = 0; i < 100; i++) {
  const t = performance.now()
  handWritten()
  handTimes.push(performance.now() - t)
}
console.log(
  `createRoutes, ${config.routes.length} routes: median ${fmt(median(createTimes))} (target ≤ 5 ms); hand-written route objects: ${fmt(median(handTimes))}`,
)

// --- 2. navigating: the same paths through both route sets, rounds interleaved ---
const paths = []
for (let i = 0; paths.length < 200; i = (i + 37) % config.routes.length) {
  const r = config.routes[i]
  paths.push(r.path.replace(':id', String(100 + paths.length)))
}

async function navigateBatch(router, withReact) {
  const t = performance.now()
  for (let i = 0; i < NAVIGATIONS; i++) {
    const to = paths[i % paths.length]
    await router.navigate(to)
    if (withReact) await new Promise(setImmediate)
  }
  return (performance.now() - t) / NAVIGATIONS
}

async function compare(withReact) {
  const make = {
    routekit: () => createMemoryRouter(createRoutes(config, options), { initialEntries: ['/'] }),
    'hand-written': () => createMemoryRouter(handWritten(), { initialEntries: ['/'] }),
  }
  const routers = {}
  const roots = {}
  for (const [name, create] of Object.entries(make)) {
    routers[name] = create()
    if (withReact) {
      const el = document.createElement('div')
      document.body.append(el)
      roots[name] = createRoot(el)
      flushSync(() => roots[name].render(h(RouterProvider, { router: routers[name] })))
    } else {
      routers[name].initialize()
    }
    await new Promise((r) => setTimeout(r, 10))
    await navigateBatch(routers[name], withReact) // warm-up: fills module caches and the JIT
    if (withReact) {
      // Both must really render the page: the last path of the batch is on screen.
      const last = paths[(NAVIGATIONS - 1) % paths.length]
      const key = config.routes.find((r) => core.resolve(config, last).route === r)?.page
      const text = roots[name] && document.body.textContent
      if (!key || !text?.includes(key))
        throw new Error(
          `${name}: expected page ${key} for ${last} on screen, got ${text?.slice(0, 200)} at ${routers[name].state.location.pathname} ${routers[name].state.navigation.state}`,
        )
    }
  }
  const times = { routekit: [], 'hand-written': [] }
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? ['routekit', 'hand-written'] : ['hand-written', 'routekit']
    for (const name of order) times[name].push(await navigateBatch(routers[name], withReact))
  }
  for (const name of Object.keys(make)) {
    if (withReact) roots[name].unmount()
    routers[name].dispose()
  }
  const a = median(times.routekit)
  const b = median(times['hand-written'])
  const aMin = Math.min(...times.routekit)
  const bMin = Math.min(...times['hand-written'])
  const pct = (x, y) => `${(((x - y) / y) * 100).toFixed(1)}%`
  const label = withReact ? 'navigate + render (React DOM in jsdom)' : 'navigate, router only (no rendering)'
  console.log(`${label}, per navigation over ${ROUNDS} rounds of ${NAVIGATIONS} (median / fastest round):`)
  console.log(`  routekit      ${fmt(a)} / ${fmt(aMin)}`)
  console.log(`  hand-written  ${fmt(b)} / ${fmt(bMin)}`)
  console.log(`  overhead      ${pct(a, b)} / ${pct(aMin, bMin)} (target within 10%)`)
}

await compare(false)
await compare(true)
await timeToData()
// The matcher alone, on a table with React Router 7's forms (bench/_matcher.mjs).
await (await import('./_matcher.mjs')).measureMatcher(ROUTES, 7)
