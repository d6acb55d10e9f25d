// React Router's packages/react-router/__tests__/router/redirects-test.ts at react-router@7.18.2 (commit 69a653ee, see
// _case.ts), ported as data. Its REDIRECT_ROUTES (`/` > `parent` > `child` > index, each with a loader and an action)
// in routes.yaml's terms: layouts `parent` and `child` (inside parent) with their loaders, and the pages `home` (`/`),
// `parentPage` (`/parent`, in parent) and `index` (`/parent/child`, in child), which has the action the test posts
// to. A relative redirect resolves against the route that returns it, as React Router resolves it: in this flat
// table, against the page's full path (the test's nested table resolved `..` one route level up).
import { redirect, redirectDocument, replace } from 'react-router-dom'
import type { DataCase, DataSpec, PageSpec } from './_case.js'
import type { Outcome } from './_outcomes.js'

const F = 'redirects-test.ts > redirects'

/** REDIRECT_ROUTES in routes.yaml's terms, with the page modules a case needs. */
function table(
  data: DataSpec = 'held',
  pages: { parentPage?: Partial<PageSpec>; index?: Partial<PageSpec> } = {},
): Pick<DataCase, 'layouts' | 'pages'> {
  return {
    layouts: { parent: { loader: data }, child: { parent: 'parent', loader: data } },
    pages: {
      home: { path: '/' },
      parentPage: { path: '/parent', layout: 'parent', ...pages.parentPage },
      index: { path: '/parent/child', layout: 'child', loader: data, action: data, ...pages.index },
    },
  }
}

const post = { formMethod: 'post', formData: {} } as const
const postKey = { formMethod: 'post', formData: { key: 'value' } } as const

const EXTERNAL = ['http://remix.run/blog', 'https://remix.run/blog', '//remix.run/blog', 'app://whatever']
const SEPARATORS = ['\\\\localhost/parent', '/\\localhost/parent', '\\/localhost/parent']

export const CASES: DataCase[] = [
  {
    name: `${F} > applies the basename to redirects returned from loaders`,
    ...table(),
    basename: '/base/name',
    start: '/base/name',
    steps: [
      { navigate: '/parent' },
      { resolve: 'loader parent', value: () => redirect('/parent/child') },
      { resolve: 'loader parent', value: 'PARENT' },
      { resolve: 'loader child', value: 'CHILD' },
      {
        resolve: 'loader index',
        value: 'INDEX',
        expect: {
          historyAction: 'PUSH',
          location: '/base/name/parent/child',
          navigation: 'idle',
          loaderData: { parent: 'PARENT', child: 'CHILD', index: 'INDEX' },
          errors: null,
        },
      },
    ],
  },
  {
    name: `${F} > supports relative routing in redirects (from index navigation loader)`,
    ...table(),
    steps: [
      { navigate: '/parent/child' },
      { resolve: 'loader parent', value: 'PARENT' },
      { resolve: 'loader child', value: 'CHILD' },
      {
        resolve: 'loader index',
        value: () => redirect('..'),
        expect: { location: '/', navigation: 'idle', loaderData: {}, errors: null },
      },
    ],
  },
  {
    name: `${F} > supports relative routing in redirects (from index fetch loader)`,
    ...table(true, { index: { loader: () => redirect('..') } }),
    steps: [{ fetch: '/parent/child', expect: { location: '/', navigation: 'idle', loaderData: {}, errors: null } }],
  },
  {
    name: `${F} > supports . redirects`,
    note: "From the page at /parent, whose loader redirects to './child'.",
    ...table(true, { parentPage: { loader: () => redirect('./child') } }),
    steps: [
      {
        navigate: '/parent',
        expect: {
          location: '/parent/child',
          navigation: 'idle',
          loaderData: { parent: 'parent#2', child: 'child#1', index: 'index#1' },
          errors: null,
        },
      },
    ],
  },
  {
    name: `${F} > supports relative routing in navigation action redirects`,
    note: "The action redirects to '..', its own page's parent path: / in this flat table.",
    ...table(true, { index: { action: () => redirect('..') } }),
    steps: [
      {
        navigate: '/parent/child',
        opts: post,
        expect: { location: '/', navigation: 'idle', loaderData: {}, errors: null },
      },
    ],
  },
  {
    name: `${F} > supports relative routing in navigation action redirects (../parent)`,
    note: "The action redirects to '../parent': up from its page's path, then down to /parent.",
    ...table(true, { index: { action: () => redirect('../parent') } }),
    steps: [
      {
        navigate: '/parent/child',
        opts: post,
        expect: { location: '/parent', navigation: 'idle', loaderData: { parent: 'parent#1' }, errors: null },
      },
    ],
  },
  {
    name: `${F} > supports relative routing in fetch action redirects`,
    ...table(true, { index: { action: () => redirect('../parent') } }),
    steps: [
      {
        fetch: '/parent/child',
        opts: post,
        expect: { location: '/parent', navigation: 'idle', loaderData: { parent: 'parent#1' }, errors: null },
      },
    ],
  },
  {
    name: `${F} > preserves query and hash in redirects`,
    ...table(true, { index: { action: () => redirect('/parent?key=value#hash') } }),
    steps: [
      {
        navigate: '/parent/child',
        opts: post,
        expect: {
          location: '/parent?key=value#hash',
          navigation: 'idle',
          loaderData: { parent: 'parent#1' },
          errors: null,
        },
      },
    ],
  },
  {
    name: `${F} > preserves query and hash in relative redirects`,
    ...table(true, { index: { action: () => redirect('../parent?key=value#hash') } }),
    steps: [
      {
        navigate: '/parent/child',
        opts: post,
        expect: {
          location: '/parent?key=value#hash',
          navigation: 'idle',
          loaderData: { parent: 'parent#1' },
          errors: null,
        },
      },
    ],
  },
  ...EXTERNAL.map((url): DataCase => ({
    name: `${F} > processes external redirects if window is present (push) (${url})`,
    ...table(true, { index: { action: () => redirect(url) } }),
    steps: [{ navigate: '/parent/child', opts: post, expect: { left: [`assign ${url}`] } }],
  })),
  ...EXTERNAL.map((url): DataCase => ({
    name: `${F} > processes external redirects if window is present (replace) (${url})`,
    ...table(true, { index: { action: () => redirect(url) } }),
    steps: [{ navigate: '/parent/child', opts: { ...post, replace: true }, expect: { left: [`replace ${url}`] } }],
  })),
  {
    name: `${F} > processes redirects with document reload if header is present (assign)`,
    note: "redirectDocument('/redirect') sets the header the test sets by hand.",
    ...table(true, { index: { action: () => redirectDocument('/redirect') } }),
    steps: [{ navigate: '/parent/child', opts: post, expect: { left: ['assign /redirect'] } }],
  },
  {
    name: `${F} > processes redirects with document reload if header is present (replace)`,
    ...table(true, { index: { action: () => redirectDocument('/redirect') } }),
    steps: [{ navigate: '/parent/child', opts: { ...post, replace: true }, expect: { left: ['replace /redirect'] } }],
  },
  {
    name: `${F} > properly handles same-origin absolute URLs`,
    ...table(true, { index: { action: () => redirect('http://localhost/parent') } }),
    steps: [
      {
        navigate: '/parent/child',
        opts: post,
        expect: { location: '/parent', left: [], loaderData: { parent: 'parent#1' } },
      },
    ],
  },
  ...SEPARATORS.map((location): DataCase => ({
    name: `${F} > normalizes mixed leading separators in redirects (${location})`,
    ...table(true, { index: { action: () => redirect(location) } }),
    steps: [{ navigate: '/parent/child', opts: post, expect: { location: '/parent', left: [] } }],
  })),
  {
    name: `${F} > properly handles same-origin absolute URLs when using a basename`,
    ...table(true, { index: { action: () => redirect('http://localhost/base/parent') } }),
    basename: '/base',
    start: '/base',
    steps: [{ navigate: '/parent/child', opts: post, expect: { location: '/base/parent', left: [] } }],
  },
  {
    name: `${F} > treats same-origin absolute URLs as external if they don't match the basename`,
    ...table(true, { index: { action: () => redirect('http://localhost/not/the/same/basename') } }),
    basename: '/base',
    start: '/base',
    steps: [
      { navigate: '/parent/child', opts: post, expect: { left: ['assign http://localhost/not/the/same/basename'] } },
    ],
  },
  {
    name: `${F} > automatically replaces in the history stack if you redirect to the same location (root relative)`,
    note: 'Post/Redirect/Get: the page at /parent posts to itself and its action redirects back to /parent.',
    ...table(true, { parentPage: { action: () => redirect('/parent') } }),
    steps: [
      { navigate: '/parent', expect: { location: '/parent' } },
      { navigate: '/parent', opts: post, expect: { location: '/parent', loaderData: { parent: 'parent#2' } } },
      { navigate: -1, expect: { location: '/' } },
    ],
  },
  {
    name: `${F} > automatically replaces in the history stack if you redirect to the same location (absolute)`,
    ...table(true, { parentPage: { action: () => redirect('http://localhost/parent') } }),
    steps: [
      { navigate: '/parent', expect: { location: '/parent' } },
      { navigate: '/parent', opts: post, expect: { location: '/parent', loaderData: { parent: 'parent#2' } } },
      { navigate: -1, expect: { location: '/' } },
    ],
  },
  {
    name: `${F} > preserves action revalidation across multiple redirects`,
    note: "The test's /action route with an index child is the layout `action` and its pages: the index page's action redirects to /action/1, whose loader redirects to /action/2.",
    layouts: { action: { loader: true } },
    pages: {
      index: { path: '/action', layout: 'action', action: () => redirect('/action/1') },
      one: { path: '/action/1', layout: 'action', loader: () => redirect('/action/2') },
      two: { path: '/action/2', layout: 'action' },
    },
    start: '/action',
    hydrationData: { loaderData: { action: 'ACTION 0' } },
    steps: [
      {
        navigate: '/action',
        opts: post,
        expect: { location: '/action/2', navigation: 'idle', loaderData: { action: 'action#2' } },
      },
    ],
  },
  {
    name: `${F} > preserves X-Remix-Revalidate revalidation across multiple redirects`,
    layouts: { loader: { loader: true } },
    pages: {
      index: { path: '/loader', layout: 'loader' },
      one: {
        path: '/loader/1',
        layout: 'loader',
        loader: () => redirect('/loader/2', { headers: { 'X-Remix-Revalidate': 'true' } }),
      },
      two: { path: '/loader/2', layout: 'loader', loader: () => redirect('/loader/3') },
      three: { path: '/loader/3', layout: 'loader' },
    },
    start: '/loader',
    hydrationData: { loaderData: { loader: 'LOADER 0' } },
    steps: [
      {
        navigate: '/loader/1',
        expect: { location: '/loader/3', navigation: 'idle', loaderData: { loader: 'loader#2' } },
      },
    ],
  },
  {
    name: `${F} > supports replace() redirects`,
    pages: {
      home: { path: '/' },
      a: { path: '/a' },
      b: { path: '/b', loader: () => replace('/c') },
      c: { path: '/c' },
    },
    expect: { historyAction: 'POP', location: '/' },
    steps: [
      { navigate: '/a', expect: { historyAction: 'PUSH', location: '/a' } },
      { navigate: '/b', expect: { historyAction: 'REPLACE', location: '/c' } },
      { navigate: -1, expect: { historyAction: 'POP', location: '/' } },
    ],
  },
  {
    name: `${F} > redirect status code handling > should not treat 300 as a redirect`,
    ...table('held'),
    steps: [
      { navigate: '/parent' },
      {
        resolve: 'loader parent',
        value: () => redirect('/idk', 300),
        expect: { loaderData: {}, location: '/parent', navigation: 'idle' },
      },
    ],
  },
  ...[301, 302, 303].map((status): DataCase => ({
    name: `${F} > redirect status code handling > should not preserve the method on ${status} redirects`,
    ...table(true, { index: { action: () => redirect('/parent', status) }, parentPage: { action: true } }),
    steps: [
      {
        navigate: '/parent/child',
        opts: postKey,
        expect: { loaderData: { parent: 'parent#1' }, actionData: null, location: '/parent', navigation: 'idle' },
      },
    ],
  })),
  {
    name: `${F} > redirect status code handling > should not treat 304 as a redirect`,
    ...table('held'),
    steps: [
      { navigate: '/parent' },
      {
        resolve: 'loader parent',
        value: () => new Response(null, { status: 304 }),
        expect: { loaderData: {}, location: '/parent', navigation: 'idle' },
      },
    ],
  },
  ...[307, 308].map((status): DataCase => ({
    name: `${F} > redirect status code handling > should preserve the method on ${status} redirects`,
    ...table(true, {
      index: { action: () => redirect('/parent', status) },
      parentPage: { action: () => 'PARENT ACTION' },
    }),
    steps: [
      {
        navigate: '/parent/child',
        opts: postKey,
        expect: {
          actionData: { parentPage: 'PARENT ACTION' },
          loaderData: { parent: 'parent#1' },
          location: '/parent',
          navigation: 'idle',
          calls: [
            'action index POST /parent/child body=key=value',
            'action parentPage POST /parent body=key=value',
            'loader parent GET /parent',
          ],
        },
      },
    ],
  })),
]

/** Cases that differ by design (docs/runtime.md, "Where routekit differs from React Router"). */
export const DIFFERENCES: Record<string, Outcome> = {
  'redirects-test.ts > redirects > supports relative routing in redirects (from index navigation loader)': {
    reasons: ['decides-first'],
    at: '4 navigations',
  },
  'redirects-test.ts > redirects > supports relative routing in redirects (from index fetch loader)': {
    reasons: ['decides-first'],
    at: '1 navigations',
  },
  'redirects-test.ts > redirects > automatically replaces in the history stack if you redirect to the same location (root relative)':
    { reasons: ['decides-first'], at: '3 navigations' },
  'redirects-test.ts > redirects > automatically replaces in the history stack if you redirect to the same location (absolute)':
    { reasons: ['decides-first'], at: '3 navigations' },
  'redirects-test.ts > redirects > supports relative routing in navigation action redirects': {
    reasons: ['decides-first'],
    at: '1 navigations',
  },
  'redirects-test.ts > redirects > supports replace() redirects': {
    reasons: ['decides-first'],
    at: '1 navigations, 2 navigations, 3 navigations',
  },
}
