// React Router's data-router DOM tests at react-router@7.18.2 (commit 69a653ee, see _case.ts):
// packages/react-router/__tests__/data-memory-router-test.tsx and dom/data-browser-router-test.tsx, ported as data.
// What they check is what renders: each route's component shows `<id data>` around its outlet, an ErrorBoundary
// shows `<id!error>` (a thrown Response as `status statusText data`, what isRouteErrorResponse() reads), and a
// component can show useMatches() (ids, loader data and `handle`) or useRouteLoaderData() of other routes.
import { data, redirect } from 'react-router-dom'
import type { DataCase } from './_case.js'
import type { Outcome } from './_outcomes.js'

const M = 'data-memory-router-test.tsx > createMemoryRouter'
const B = 'data-browser-router-test.tsx > data routers'

export const CASES: DataCase[] = [
  {
    name: `${M} > provides useMatches`,
    note: 'The layout shows useMatches(); bar has a handle.',
    layouts: { layout: { show: { matches: true } } },
    pages: {
      index: { path: '/', layout: 'layout' },
      foo: { path: '/foo', layout: 'layout', loader: () => 'FOO LOADER' },
      bar: { path: '/bar', layout: 'layout', loader: () => 'BAR LOADER', handle: { key: 'value' } },
    },
    expect: { rendered: '<layout matches=[@app layout index]><index></index></layout>' },
    steps: [
      {
        navigate: '/bar',
        expect: {
          rendered: '<layout matches=[@app layout bar("BAR LOADER")={"key":"value"}]><bar "BAR LOADER"></bar></layout>',
        },
      },
    ],
  },
  {
    name: `${M} > provides useMatches (handle on a layout)`,
    note: 'The page shows useMatches(); its layout and the page itself declare a handle, as a breadcrumb reads them.',
    layouts: {
      shell: { handle: { crumb: 'Home' } },
      docs: { parent: 'shell', handle: { crumb: 'Docs' }, loader: () => 'DOCS' },
    },
    pages: { page: { path: '/docs/intro', layout: 'docs', handle: { crumb: 'Intro' }, show: { matches: true } } },
    start: '/docs/intro',
    expect: {
      rendered:
        '<shell><docs "DOCS"><page matches=[@app shell={"crumb":"Home"} docs("DOCS")={"crumb":"Docs"} page={"crumb":"Intro"}]></page></docs></shell>',
    },
    steps: [],
  },
  {
    name: `${M} > provides useRouteLoaderData`,
    note: "The layout reads useRouteLoaderData() of itself, the pages foo and child, and bar (child's layout).",
    layouts: { layout: { show: { routeLoaderData: ['layout', 'foo', 'bar', 'child'] } }, bar: { parent: 'layout' } },
    pages: {
      foo: { path: '/foo', layout: 'layout', loader: () => 'FOO2' },
      child: { path: '/bar/child', layout: 'bar', loader: () => 'CHILD' },
    },
    start: '/foo',
    hydrationData: { loaderData: { foo: 'FOO' } },
    expect: { rendered: '<layout layout:undefined foo:"FOO" bar:undefined child:undefined><foo "FOO"></foo></layout>' },
    steps: [
      {
        navigate: '/bar/child',
        expect: {
          rendered:
            '<layout layout:undefined foo:undefined bar:undefined child:"CHILD"><bar><child "CHILD"></child></bar></layout>',
        },
      },
    ],
  },
  {
    name: `${M} > renders with hydration data`,
    note: "Both routes' loader data from hydrationData; the action data too.",
    layouts: { parent: { loader: true } },
    pages: { child: { path: '/child', layout: 'parent', loader: true, action: true } },
    start: '/child',
    hydrationData: {
      loaderData: { parent: 'parent data', child: 'child data' },
      actionData: { child: 'child action' },
    },
    firstPaint: '<parent "parent data"><child "child data" action="child action"></child></parent>',
    expect: {
      calls: [],
      rendered: '<parent "parent data"><child "child data" action="child action"></child></parent>',
    },
    steps: [],
  },
  {
    name: `${M} > renders hydrateFallbackElement while first data fetch happens`,
    layouts: { root: { HydrateFallback: true } },
    pages: { foo: { path: '/foo', layout: 'root', loader: 'held' }, bar: { path: '/bar', layout: 'root' } },
    start: '/foo',
    firstPaint: '<root fallback>',
    steps: [
      {
        resolve: 'loader foo',
        value: { message: 'From Foo Loader' },
        expect: { rendered: '<root><foo {"message":"From Foo Loader"}></foo></root>' },
      },
    ],
  },
  {
    name: `${M} > renders a null fallback if none is provided`,
    layouts: { root: {} },
    pages: { foo: { path: '/foo', layout: 'root', loader: 'held' }, bar: { path: '/bar', layout: 'root' } },
    start: '/foo',
    firstPaint: '',
    steps: [
      {
        resolve: 'loader foo',
        value: { message: 'From Foo Loader' },
        expect: { rendered: '<root><foo {"message":"From Foo Loader"}></foo></root>' },
      },
    ],
  },
  {
    name: `${M} > does not render hydrateFallbackElement if no data fetch is required`,
    layouts: { root: { HydrateFallback: true } },
    pages: { foo: { path: '/foo', layout: 'root', loader: 'held' }, bar: { path: '/bar', layout: 'root' } },
    start: '/bar',
    firstPaint: '<root><bar></bar></root>',
    steps: [],
  },
  {
    name: `${B} > hydration > renders HydrateFallback while first data fetch happens`,
    note: 'The page with the loader has its own HydrateFallback; the layout above it renders around it.',
    layouts: { root: {} },
    pages: { foo: { path: '/foo', layout: 'root', loader: 'held', HydrateFallback: true } },
    start: '/foo',
    firstPaint: '<root><foo fallback></root>',
    steps: [{ resolve: 'loader foo', value: 'FOO', expect: { rendered: '<root><foo "FOO"></foo></root>' } }],
  },
  {
    name: `${M} > errors > renders navigation errors on leaf elements using ErrorBoundary`,
    layouts: { layout: {} },
    pages: {
      foo: { path: '/foo', layout: 'layout', loader: 'held', ErrorBoundary: true },
      bar: { path: '/bar', layout: 'layout', loader: 'held', ErrorBoundary: true },
    },
    start: '/foo',
    hydrationData: { loaderData: { foo: { message: 'hydrated from foo' } } },
    expect: { rendered: '<layout><foo {"message":"hydrated from foo"}></foo></layout>' },
    steps: [
      { navigate: '/bar' },
      {
        reject: 'loader bar',
        error: () => new Error('Kaboom!'),
        expect: { rendered: '<layout><bar!Error: Kaboom!></layout>' },
      },
      { navigate: '/foo' },
      {
        reject: 'loader foo',
        error: () => new Error('Kaboom!'),
        expect: { rendered: '<layout><foo!Error: Kaboom!></layout>' },
      },
    ],
  },
  {
    name: `${M} > errors > renders navigation errors on parent elements`,
    layouts: { layout: { ErrorBoundary: true } },
    pages: {
      foo: { path: '/foo', layout: 'layout', loader: 'held', ErrorBoundary: true },
      bar: { path: '/bar', layout: 'layout', loader: 'held' },
    },
    start: '/foo',
    hydrationData: { loaderData: { foo: { message: 'hydrated from foo' } } },
    steps: [
      { navigate: '/bar' },
      {
        reject: 'loader bar',
        error: () => new Error('Kaboom!'),
        expect: { rendered: '<layout!Error: Kaboom!>', errors: { layout: 'Error: Kaboom!' } },
      },
    ],
  },
  {
    name: `${M} > errors > renders navigation errors with a default if no errorElements are provided`,
    note: "No route has an ErrorBoundary: the app's error page (@app) shows, as React Router's default error element would.",
    layouts: { layout: {} },
    pages: {
      foo: { path: '/foo', layout: 'layout', loader: 'held' },
      bar: { path: '/bar', layout: 'layout', loader: 'held' },
    },
    start: '/foo',
    hydrationData: { loaderData: { foo: { message: 'hydrated from foo' } } },
    steps: [
      { navigate: '/bar' },
      {
        reject: 'loader bar',
        error: () => new Error('Kaboom!'),
        expect: { rendered: '<@app!Error: Kaboom!>', errors: { '@app': 'Error: Kaboom!' } },
      },
    ],
  },
  {
    name: `${M} > errors > renders 404 errors using path='/' error boundary`,
    note: "A path no route declares: React Router shows its 404 in the root route's boundary, here @app, the app's error page.",
    layouts: { root: { ErrorBoundary: true } },
    pages: { thing: { path: '/thing', layout: 'root', ErrorBoundary: true }, index: { path: '/', layout: 'root' } },
    start: '/foo',
    expect: { rendered: '<@app!404 Not Found "Error: No route matches URL \\"/foo\\"">' },
    steps: [],
  },
  {
    name: `${M} > errors > renders 404 errors using fallback boundary if no root layout route exists`,
    pages: { thing1: { path: '/thing1', ErrorBoundary: true }, thing2: { path: '/thing2', ErrorBoundary: true } },
    start: '/foo',
    expect: { rendered: '<@app!404 Not Found "Error: No route matches URL \\"/foo\\"">' },
    steps: [],
  },
  {
    name: `${M} > errors > handles render errors in parent errorElement`,
    layouts: { root: { ErrorBoundary: true } },
    pages: { child: { path: '/child', layout: 'root', throws: 'Kaboom!' } },
    start: '/child',
    expect: { rendered: '<root!Error: Kaboom!>' },
    steps: [],
  },
  {
    name: `${M} > errors > handles render errors in child errorElement`,
    layouts: { root: { ErrorBoundary: true } },
    pages: { child: { path: '/child', layout: 'root', throws: 'Kaboom!', ErrorBoundary: true } },
    start: '/child',
    expect: { rendered: '<root><child!Error: Kaboom!></root>' },
    steps: [],
  },
  {
    name: `${M} > errors > handles render errors in default errorElement`,
    layouts: { root: {} },
    pages: { child: { path: '/child', layout: 'root', throws: 'Kaboom!' } },
    start: '/child',
    expect: { rendered: '<@app!Error: Kaboom!>' },
    steps: [],
  },
  {
    name: `${M} > errors > handles back button routing away from a child error boundary`,
    layouts: { parent: { ErrorBoundary: true } },
    pages: {
      index: { path: '/', layout: 'parent' },
      child: { path: '/child', layout: 'parent', throws: 'Kaboom!', ErrorBoundary: true },
    },
    expect: { rendered: '<parent><index></index></parent>' },
    steps: [
      { navigate: '/child', expect: { rendered: '<parent><child!Error: Kaboom!></parent>' } },
      { navigate: -1, expect: { rendered: '<parent><index></index></parent>' } },
    ],
  },
  {
    name: `${M} > errors > handles back button routing away from a default error boundary`,
    layouts: { parent: {} },
    pages: { index: { path: '/', layout: 'parent' }, child: { path: '/child', layout: 'parent', throws: 'Kaboom!' } },
    expect: { rendered: '<parent><index></index></parent>' },
    steps: [
      { navigate: '/child', expect: { rendered: '<@app!Error: Kaboom!>' } },
      { navigate: -1, expect: { rendered: '<parent><index></index></parent>' } },
    ],
  },
  {
    name: `${M} > errors > renders a thrown Response's status, statusText and body (isRouteErrorResponse)`,
    note: "data-memory-router-test's 'renders navigation errors on leaf elements' with the loader throwing a Response, as a user writes a 404.",
    layouts: { layout: {} },
    pages: {
      index: { path: '/', layout: 'layout' },
      post: {
        path: '/blog/:slug',
        layout: 'layout',
        ErrorBoundary: true,
        loader: ({ params }) => {
          throw new Response(`No post ${params.slug}`, { status: 404, statusText: 'Not Found' })
        },
      },
    },
    steps: [
      { navigate: '/blog/missing', expect: { rendered: '<layout><post!404 Not Found "No post missing"></layout>' } },
    ],
  },
  {
    name: `${M} > errors > renders a thrown data() with its status (isRouteErrorResponse)`,
    layouts: { layout: { ErrorBoundary: true } },
    pages: {
      index: { path: '/', layout: 'layout' },
      admin: {
        path: '/admin',
        layout: 'layout',
        loader: () => {
          throw data({ reason: 'members only' }, { status: 403, statusText: 'Forbidden' })
        },
      },
    },
    steps: [{ navigate: '/admin', expect: { rendered: '<layout!403 Forbidden {"reason":"members only"}>' } }],
  },
  {
    name: `${M} > errors > renders a thrown 500 Response in the app's error page when no route catches it`,
    layouts: { layout: {} },
    pages: {
      index: { path: '/', layout: 'layout' },
      down: {
        path: '/down',
        layout: 'layout',
        loader: () => {
          throw new Response('backend down', { status: 503, statusText: 'Service Unavailable' })
        },
      },
    },
    steps: [{ navigate: '/down', expect: { rendered: '<@app!503 Service Unavailable "backend down">' } }],
  },
  {
    name: `${B} > Uses a PUSH navigation on <Form method="post"> if it redirects`,
    layouts: { layout: {} },
    pages: {
      index: { path: '/', layout: 'layout' },
      form: {
        path: '/form',
        layout: 'layout',
        action: () => new Response(null, { status: 302, headers: { Location: '/result' } }),
      },
      result: { path: '/result', layout: 'layout' },
    },
    steps: [
      { navigate: '/form' },
      {
        navigate: '/form',
        opts: { formMethod: 'post', formData: { test: 'value' } },
        expect: { location: '/result', historyAction: 'PUSH' },
      },
      { navigate: -1, expect: { location: '/form', rendered: '<layout><form></form></layout>' } },
    ],
  },
  {
    name: `${B} > loader args: params, request and pattern`,
    note: "fetchers-test's 'loader fetch' asserts a loader's arguments ({ params, request, pattern, url }); here the loader returns them, on a navigation.",
    layouts: { layout: {} },
    pages: {
      index: { path: '/', layout: 'layout' },
      post: {
        path: '/blog/:slug',
        layout: 'layout',
        loader: ({ params, request, pattern }) => ({ params, url: request.url, pattern }),
      },
    },
    steps: [
      {
        navigate: '/blog/hello?x=1',
        expect: {
          loaderData: {
            post: { params: { slug: 'hello' }, url: 'http://localhost/blog/hello?x=1', pattern: '/blog/:slug' },
          },
        },
      },
    ],
  },
  {
    name: `${B} > loader args: a layout's loader gets the page's params and pattern`,
    layouts: { layout: { loader: ({ params, pattern }) => ({ params, pattern }) } },
    pages: { post: { path: '/blog/:slug', layout: 'layout' } },
    start: '/blog/a',
    steps: [
      { navigate: '/blog/b', expect: { loaderData: { layout: { params: { slug: 'a' }, pattern: '/blog/:slug' } } } },
    ],
  },
  {
    name: `${B} > a loader redirect followed by Back returns to the page before`,
    note: "navigation-test's 'POP navigations across loader redirects' as issue 40 states it: / -> /a -> /b, whose loader redirects to /c; Back returns to /a.",
    pages: {
      home: { path: '/' },
      a: { path: '/a' },
      b: { path: '/b', loader: () => redirect('/c') },
      c: { path: '/c' },
    },
    steps: [
      { navigate: '/a' },
      { navigate: '/b', expect: { location: '/c', historyAction: 'PUSH' } },
      { navigate: -1, expect: { location: '/a', rendered: '<a></a>' } },
    ],
  },
]

/** Cases that differ by design (docs/runtime.md, "Where routekit differs from React Router"). */
export const DIFFERENCES: Record<string, Outcome> = {
  "data-memory-router-test.tsx > createMemoryRouter > errors > renders 404 errors using path='/' error boundary": {
    reasons: ['not-found-text'],
    at: '0 errors, 0 rendered',
  },
  'data-memory-router-test.tsx > createMemoryRouter > errors > renders 404 errors using fallback boundary if no root layout route exists':
    { reasons: ['not-found-text'], at: '0 errors, 0 rendered' },
  'data-memory-router-test.tsx > createMemoryRouter > errors > handles back button routing away from a child error boundary':
    { reasons: ['decides-first'], at: '1 navigations, 2 navigations' },
  'data-browser-router-test.tsx > data routers > Uses a PUSH navigation on <Form method="post"> if it redirects': {
    reasons: ['decides-first'],
    at: '1 navigations, 2 navigations, 3 navigations',
  },
  "data-browser-router-test.tsx > data routers > loader args: a layout's loader gets the page's params and pattern": {
    reasons: ['decides-first'],
    at: '1 navigations',
  },
  'data-browser-router-test.tsx > data routers > a loader redirect followed by Back returns to the page before': {
    reasons: ['decides-first'],
    at: '1 navigations, 2 navigations, 3 navigations',
  },
  'data-memory-router-test.tsx > createMemoryRouter > provides useMatches': {
    reasons: ['matches'],
    at: '0 rendered, 1 rendered',
  },
  'data-memory-router-test.tsx > createMemoryRouter > provides useMatches (handle on a layout)': {
    reasons: ['matches'],
    at: '0 rendered',
  },
  'data-memory-router-test.tsx > createMemoryRouter > errors > handles back button routing away from a default error boundary':
    { reasons: ['decides-first'], at: '1 navigations, 2 navigations' },
}
