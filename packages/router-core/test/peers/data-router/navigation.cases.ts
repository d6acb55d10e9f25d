// React Router's packages/react-router/__tests__/router/navigation-test.ts at react-router@7.18.2 (commit 69a653ee, see
// _case.ts), ported as data: its table is already routes.yaml's shape (a pathless `root` layout with a loader and an
// ErrorBoundary, pages with full paths), and its hydrationData is the prerendered page's data. Loaders the test
// holds are `'held'` and settled by the steps; where it only checks the result, they answer at once (`<id>#<n>`).
import { redirect } from 'react-router-dom'
import { expect } from 'vitest'
import type { DataCase } from './_case.js'
import type { Outcome } from './_outcomes.js'
import { ROOT, tasks } from './_tasks.js'

const F = 'navigation-test.ts > navigations'

const json =
  (body: string | null, type = 'application/json') =>
  () =>
    new Response(body, { status: 200, headers: { 'Content-Type': type } })

export const CASES: DataCase[] = [
  {
    name: `${F} > normal navigation > fetches data on navigation`,
    ...tasks(),
    steps: [{ navigate: '/foo', expect: { loaderData: { root: 'ROOT', foo: 'foo#1' } } }],
  },
  {
    name: `${F} > normal navigation > allows \`null\` as a valid data value`,
    ...tasks('held', undefined, ROOT),
    steps: [
      { navigate: '/foo' },
      { resolve: 'loader foo', value: null, expect: { loaderData: { root: 'ROOT', foo: null } } },
    ],
  },
  {
    name: `${F} > normal navigation > unwraps non-redirect json Responses`,
    ...tasks('held', undefined, ROOT),
    steps: [
      { navigate: '/foo' },
      {
        resolve: 'loader foo',
        value: json(JSON.stringify({ key: 'value' })),
        expect: { loaderData: { root: 'ROOT', foo: { key: 'value' } } },
      },
    ],
  },
  {
    name: `${F} > normal navigation > unwraps non-redirect json Responses (Response.json() helper)`,
    ...tasks('held', undefined, ROOT),
    steps: [
      { navigate: '/foo' },
      {
        resolve: 'loader foo',
        value: () => Response.json({ key: 'value' }, { status: 200 }),
        expect: { loaderData: { root: 'ROOT', foo: { key: 'value' } } },
      },
    ],
  },
  {
    name: `${F} > normal navigation > does not attempt to deserialize empty json responses`,
    ...tasks('held', undefined, ROOT),
    steps: [
      { navigate: '/foo' },
      { resolve: 'loader foo', value: json(null), expect: { errors: null, loaderData: { root: 'ROOT', foo: null } } },
    ],
  },
  {
    name: `${F} > normal navigation > unwraps non-redirect text Responses`,
    ...tasks('held', undefined, ROOT),
    steps: [
      { navigate: '/foo' },
      {
        resolve: 'loader foo',
        value: () => new Response('FOO', { status: 200 }),
        expect: { loaderData: { root: 'ROOT', foo: 'FOO' } },
      },
    ],
  },
  {
    name: `${F} > normal navigation > handles errors when unwrapping Responses`,
    note: 'The parent route `/` is a pathless layout here; `foo` catches its own error.',
    layouts: { parent: {} },
    pages: {
      index: { path: '/', layout: 'parent' },
      foo: { path: '/foo', layout: 'parent', loader: 'held', ErrorBoundary: true },
    },
    steps: [
      { navigate: '/foo' },
      {
        resolve: 'loader foo',
        value: json('{"key":"value"}}}}}'),
        expect: { loaderData: {}, errors: { foo: expect.stringContaining('SyntaxError') as unknown as string } },
      },
    ],
  },
  {
    name: `${F} > normal navigation > bubbles errors when unwrapping Responses`,
    layouts: { root: { ErrorBoundary: true } },
    pages: { index: { path: '/', layout: 'root' }, foo: { path: '/foo', layout: 'root', loader: 'held' } },
    steps: [
      { navigate: '/foo' },
      {
        resolve: 'loader foo',
        value: json('{"key":"value"}}}}}'),
        expect: { loaderData: {}, errors: { root: expect.stringContaining('SyntaxError') as unknown as string } },
      },
    ],
  },
  {
    name: `${F} > normal navigation > does not fetch unchanging layout data`,
    ...tasks(),
    steps: [
      { navigate: '/foo', expect: { calls: ['loader foo GET /foo'], loaderData: { root: 'ROOT', foo: 'foo#1' } } },
    ],
  },
  {
    name: `${F} > normal navigation > reloads all routes on search changes`,
    ...tasks(),
    steps: [
      {
        navigate: '/foo?q=1',
        expect: {
          calls: ['loader foo GET /foo?q=1', 'loader root GET /foo?q=1'],
          loaderData: { root: 'root#1', foo: 'foo#1' },
        },
      },
      {
        navigate: '/foo?q=2',
        expect: {
          calls: ['loader foo GET /foo?q=2', 'loader root GET /foo?q=2'],
          loaderData: { root: 'root#2', foo: 'foo#2' },
        },
      },
    ],
  },
  {
    name: `${F} > normal navigation > does not reload all routes when search does not change`,
    ...tasks(),
    steps: [
      { navigate: '/foo?q=1', expect: { loaderData: { root: 'root#1', foo: 'foo#1' } } },
      {
        navigate: '/foo/bar?q=1',
        expect: { calls: ['loader foobar GET /foo/bar?q=1'], loaderData: { root: 'root#1', foobar: 'foobar#1' } },
      },
    ],
  },
  {
    name: `${F} > normal navigation > reloads only routes with changed params`,
    ...tasks(),
    steps: [
      {
        navigate: '/p/one',
        expect: { calls: ['loader param GET /p/one {"param":"one"}'], loaderData: { root: 'ROOT', param: 'param#1' } },
      },
      {
        navigate: '/p/two',
        expect: { calls: ['loader param GET /p/two {"param":"two"}'], loaderData: { root: 'ROOT', param: 'param#2' } },
      },
    ],
  },
  {
    name: `${F} > normal navigation > reloads all routes on refresh`,
    ...tasks(),
    steps: [
      { navigate: '/p/same', expect: { loaderData: { root: 'ROOT', param: 'param#1' } } },
      {
        navigate: '/p/same',
        expect: {
          calls: ['loader param GET /p/same {"param":"same"}', 'loader root GET /p/same {"param":"same"}'],
          loaderData: { root: 'root#1', param: 'param#2' },
        },
      },
    ],
  },
  {
    name: `${F} > normal navigation > does not run loaders on hash change only navigations (no hash -> hash)`,
    ...tasks(),
    steps: [
      { navigate: '/#bar', expect: { calls: [], location: '/#bar', loaderData: { root: 'ROOT', index: 'INDEX' } } },
    ],
  },
  {
    name: `${F} > normal navigation > does not run loaders on hash change only navigations (hash -> new hash)`,
    ...tasks(true, '/#foo'),
    steps: [{ navigate: '/#bar', expect: { calls: [], loaderData: { root: 'ROOT', index: 'INDEX' } } }],
  },
  {
    name: `${F} > normal navigation > does not run loaders on same-hash navigations`,
    ...tasks(true, '/#bar'),
    steps: [{ navigate: '/#bar', expect: { calls: [] } }],
  },
  {
    name: `${F} > normal navigation > runs loaders on same-hash navigations to new paths`,
    ...tasks(true, '/#bar'),
    steps: [{ navigate: '/foo#bar', expect: { calls: ['loader foo GET /foo'] } }],
  },
  {
    name: `${F} > normal navigation > runs loaders on hash removal navigations (same path)`,
    ...tasks(true, '/#bar'),
    steps: [{ navigate: '/', expect: { calls: ['loader index GET /', 'loader root GET /'] } }],
  },
  {
    name: `${F} > normal navigation > runs loaders on hash removal navigations (nested path)`,
    ...tasks(true, '/#bar'),
    steps: [{ navigate: '/foo', expect: { calls: ['loader foo GET /foo'] } }],
  },
  {
    name: `${F} > normal navigation > does not load anything on hash change only empty <Form method="get"> navigations`,
    ...tasks(),
    steps: [
      {
        navigate: '/#bar',
        opts: { formData: {} },
        expect: { calls: [], loaderData: { root: 'ROOT', index: 'INDEX' } },
      },
    ],
  },
  {
    name: `${F} > normal navigation > runs loaders on hash change only non-empty <Form method="get"> navigations`,
    ...tasks(),
    steps: [
      {
        navigate: '/#bar',
        opts: { formData: { key: 'value' } },
        expect: { location: '/?key=value#bar', loaderData: { root: 'root#1', index: 'index#1' } },
      },
    ],
  },
  {
    name: `${F} > normal navigation > runs action/loaders on hash change only <Form method="post"> navigations`,
    ...tasks(),
    steps: [
      { navigate: '/foo#bar', expect: { loaderData: { root: 'ROOT', foo: 'foo#1' } } },
      {
        navigate: '/foo',
        opts: { formMethod: 'post', formData: {} },
        expect: {
          navigation: 'idle',
          actionData: { foo: 'foo action#1' },
          loaderData: { root: 'root#1', foo: 'foo#2' },
        },
      },
    ],
  },
  {
    name: `${F} > normal navigation > loads new data on new routes even if there's also a hash change`,
    ...tasks('held', undefined, ROOT),
    steps: [
      { navigate: '/foo#bar', expect: { navigation: 'loading GET /foo#bar' } },
      { resolve: 'loader foo', value: 'A', expect: { loaderData: { root: 'ROOT', foo: 'A' } } },
    ],
  },
  {
    name: `${F} > normal navigation > redirects from loaders (throw)`,
    ...tasks('held', undefined, ROOT),
    steps: [
      { navigate: '/bar', expect: { navigation: 'loading GET /bar', loaderData: { root: 'ROOT', index: 'INDEX' } } },
      {
        reject: 'loader bar',
        error: () => redirect('/baz'),
        expect: { navigation: 'loading GET /baz', loaderData: { root: 'ROOT', index: 'INDEX' } },
      },
      {
        resolve: 'loader baz',
        value: 'B',
        expect: { navigation: 'idle', location: '/baz', loaderData: { root: 'ROOT', baz: 'B' } },
      },
    ],
  },
  {
    name: `${F} > normal navigation > redirects from loaders (return)`,
    ...tasks('held', undefined, ROOT),
    steps: [
      { navigate: '/bar', expect: { navigation: 'loading GET /bar' } },
      { resolve: 'loader bar', value: () => redirect('/baz'), expect: { navigation: 'loading GET /baz' } },
      {
        resolve: 'loader baz',
        value: 'B',
        expect: { navigation: 'idle', location: '/baz', loaderData: { root: 'ROOT', baz: 'B' } },
      },
    ],
  },
  {
    name: `${F} > normal navigation > reloads all routes if X-Remix-Revalidate was set in a loader redirect header`,
    ...tasks('held'),
    steps: [
      { navigate: '/foo', expect: { navigation: 'loading GET /foo' } },
      {
        resolve: 'loader foo',
        value: () => redirect('/bar', { headers: { 'X-Remix-Revalidate': 'yes' } }),
        expect: { navigation: 'loading GET /bar', loaderData: { root: 'ROOT', index: 'INDEX' } },
      },
      { resolve: 'loader root', value: 'ROOT*' },
      {
        resolve: 'loader bar',
        value: 'BAR',
        expect: { navigation: 'idle', location: '/bar', loaderData: { root: 'ROOT*', bar: 'BAR' } },
      },
    ],
  },
  {
    name: `${F} > errors on navigation > with an error boundary in the throwing route > uses the throwing route's error boundary`,
    layouts: { parent: {} },
    pages: {
      index: { path: '/', layout: 'parent' },
      child: { path: '/child', layout: 'parent', loader: 'held', ErrorBoundary: true },
    },
    steps: [
      { navigate: '/child' },
      { reject: 'loader child', error: () => new Error('Kaboom!'), expect: { errors: { child: 'Error: Kaboom!' } } },
    ],
  },
  {
    name: `${F} > errors on navigation > with an error boundary in the throwing route > clears previous loaderData at that route`,
    layouts: { parent: { loader: 'held' } },
    pages: {
      index: { path: '/', layout: 'parent' },
      child: { path: '/child', layout: 'parent', loader: 'held', ErrorBoundary: true },
    },
    note: 'The first load is interrupted, as in the test: the navigation to /child runs every loader.',
    steps: [
      { navigate: '/child' },
      { resolve: 'loader parent', value: 'PARENT' },
      {
        resolve: 'loader child',
        value: 'CHILD',
        expect: { loaderData: { parent: 'PARENT', child: 'CHILD' }, errors: null },
      },
      { navigate: '/child' },
      { resolve: 'loader parent', value: 'PARENT2' },
      {
        reject: 'loader child',
        error: () => new Error('Kaboom!'),
        expect: { loaderData: { parent: 'PARENT2' }, errors: { child: 'Error: Kaboom!' } },
      },
    ],
  },
  {
    name: `${F} > errors on navigation > with an error boundary above the throwing route > uses the nearest error boundary`,
    layouts: { parent: { ErrorBoundary: true } },
    pages: { index: { path: '/', layout: 'parent' }, child: { path: '/child', layout: 'parent', loader: 'held' } },
    steps: [
      { navigate: '/child' },
      { reject: 'loader child', error: () => new Error('Kaboom!'), expect: { errors: { parent: 'Error: Kaboom!' } } },
    ],
  },
  {
    name: `${F} > errors on navigation > with an error boundary above the throwing route > clears out the error on new locations`,
    layouts: { root: { loader: true }, parent: { parent: 'root' } },
    pages: {
      index: { path: '/', layout: 'parent' },
      child: { path: '/child', layout: 'parent', loader: 'held', ErrorBoundary: true },
    },
    hydrationData: { loaderData: { root: 'ROOT' } },
    steps: [
      { navigate: '/child' },
      {
        reject: 'loader child',
        error: 'Kaboom!',
        expect: { loaderData: { root: 'ROOT' }, errors: { child: '"Kaboom!"' } },
      },
      { navigate: '/', expect: { loaderData: { root: 'ROOT' }, errors: null } },
    ],
  },
  {
    name: `${F} > errors on navigation > loads data above error boundary route`,
    layouts: { a: { loader: true }, b: { parent: 'a', loader: 'held', ErrorBoundary: true } },
    pages: { index: { path: '/', layout: 'a' }, c: { path: '/b/c', layout: 'b', loader: 'held' } },
    hydrationData: { loaderData: { a: 'LOADER A' } },
    steps: [
      { navigate: '/b/c' },
      { resolve: 'loader b', value: 'LOADER B' },
      {
        reject: 'loader c',
        error: 'Kaboom!',
        expect: { loaderData: { a: 'LOADER A', b: 'LOADER B' }, errors: { b: '"Kaboom!"' } },
      },
    ],
  },
  // POP navigations: the history after Back. Loaders answer at once; the steps check where Back lands.
  {
    name: `${F} > POP navigations > does a normal load when backing into an action redirect`,
    note: 'The action redirects to /bar: Back from /baz lands on /bar and loads it alone; Back again lands on /.',
    ...tasks(),
    pages: { ...tasks().pages, foo: { path: '/foo', layout: 'root', action: () => redirect('/bar') } },
    steps: [
      {
        navigate: '/foo',
        opts: { formMethod: 'post', formData: { gosh: 'dang' } },
        expect: { historyAction: 'PUSH', location: '/bar', loaderData: { root: 'root#1', bar: 'bar#1' } },
      },
      { navigate: '/baz', expect: { historyAction: 'PUSH', location: '/baz', calls: ['loader baz GET /baz'] } },
      {
        navigate: -1,
        expect: {
          historyAction: 'POP',
          location: '/bar',
          calls: ['loader bar GET /bar'],
          loaderData: { root: 'root#1', bar: 'bar#2' },
        },
      },
      {
        navigate: -1,
        expect: {
          historyAction: 'POP',
          location: '/',
          calls: ['loader index GET /'],
          loaderData: { root: 'root#1', index: 'index#1' },
        },
      },
    ],
  },
  {
    name: `${F} > POP navigations > navigates correctly using POP navigations`,
    ...tasks(),
    steps: [
      { navigate: '/foo', expect: { location: '/foo' } },
      { navigate: '/bar', expect: { location: '/bar' } },
      { navigate: -1, expect: { location: '/foo', historyAction: 'POP' } },
      { navigate: '/baz', opts: { replace: true }, expect: { location: '/baz', historyAction: 'REPLACE' } },
      { navigate: -1, expect: { location: '/', historyAction: 'POP' } },
    ],
  },
  {
    name: `${F} > POP navigations > navigates correctly using POP navigations across actions`,
    ...tasks(),
    steps: [
      { navigate: '/foo', expect: { location: '/foo' } },
      { navigate: '/bar', expect: { location: '/bar' } },
      {
        navigate: '/bar',
        opts: { formMethod: 'post', formData: { key: 'value' } },
        expect: { location: '/bar', historyAction: 'REPLACE' },
      },
      { navigate: -1, expect: { location: '/foo', historyAction: 'POP' } },
    ],
  },
  {
    name: `${F} > POP navigations > navigates correctly using POP navigations across actions to new locations`,
    ...tasks(),
    steps: [
      { navigate: '/foo' },
      { navigate: '/bar' },
      {
        navigate: '/baz',
        opts: { formMethod: 'post', formData: { key: 'value' } },
        expect: { location: '/baz', historyAction: 'PUSH' },
      },
      { navigate: -1, expect: { location: '/bar', historyAction: 'POP' } },
    ],
  },
  {
    name: `${F} > POP navigations > navigates correctly using POP navigations across action errors`,
    ...tasks(),
    pages: {
      ...tasks().pages,
      bar: {
        path: '/bar',
        layout: 'root',
        loader: true,
        action: () => {
          throw new Error('BAR ERROR')
        },
      },
    },
    steps: [
      { navigate: '/foo' },
      { navigate: '/bar' },
      {
        navigate: '/bar',
        opts: { formMethod: 'post', formData: { key: 'value' } },
        expect: { location: '/bar', historyAction: 'PUSH', errors: { root: 'Error: BAR ERROR' } },
      },
      { navigate: -1, expect: { location: '/bar', historyAction: 'POP', errors: null } },
    ],
  },
  {
    name: `${F} > POP navigations > navigates correctly using POP navigations across loader redirects`,
    ...tasks(),
    pages: { ...tasks().pages, bar: { path: '/bar', layout: 'root', loader: () => redirect('/baz') } },
    steps: [
      { navigate: '/foo', expect: { location: '/foo' } },
      { navigate: '/bar', expect: { location: '/baz', historyAction: 'PUSH' } },
      { navigate: -1, expect: { location: '/foo', historyAction: 'POP' } },
    ],
  },
  {
    name: `${F} > POP navigations > navigates correctly using POP navigations across loader redirects with replace:true`,
    ...tasks(),
    pages: { ...tasks().pages, bar: { path: '/bar', layout: 'root', loader: () => redirect('/baz') } },
    steps: [
      { navigate: '/foo', expect: { location: '/foo', historyAction: 'PUSH' } },
      { navigate: '/bar', opts: { replace: true }, expect: { location: '/baz', historyAction: 'REPLACE' } },
      { navigate: -1, expect: { location: '/', historyAction: 'POP' } },
    ],
  },
  {
    name: `${F} > POP navigations > navigates correctly using POP navigations across action redirects`,
    ...tasks(),
    pages: { ...tasks().pages, bar: { path: '/bar', layout: 'root', loader: true, action: () => redirect('/baz') } },
    steps: [
      { navigate: '/foo' },
      { navigate: '/bar', expect: { location: '/bar', historyAction: 'PUSH' } },
      {
        navigate: '/bar',
        opts: { formMethod: 'post', formData: { key: 'value' } },
        expect: { location: '/baz', historyAction: 'PUSH' },
      },
      { navigate: -1, expect: { location: '/bar', historyAction: 'POP' } },
    ],
  },
  {
    name: `${F} > POP navigations > navigates correctly using POP navigations across action redirects to the same location`,
    ...tasks(),
    pages: { ...tasks().pages, bar: { path: '/bar', layout: 'root', loader: true, action: () => redirect('/bar') } },
    steps: [
      { navigate: '/foo' },
      { navigate: '/bar', expect: { location: '/bar', historyAction: 'PUSH' } },
      {
        navigate: '/bar',
        opts: { formMethod: 'post', formData: { key: 'value' } },
        expect: { location: '/bar', historyAction: 'REPLACE' },
      },
      { navigate: -1, expect: { location: '/foo', historyAction: 'POP' } },
    ],
  },
  {
    name: `${F} > POP navigations > navigates correctly using POP navigations across <Form replace> redirects`,
    ...tasks(),
    pages: { ...tasks().pages, bar: { path: '/bar', layout: 'root', loader: true, action: () => redirect('/baz') } },
    steps: [
      { navigate: '/foo' },
      { navigate: '/bar', expect: { location: '/bar', historyAction: 'PUSH' } },
      {
        navigate: '/bar',
        opts: { formMethod: 'post', formData: { key: 'value' }, replace: true },
        expect: { location: '/baz', historyAction: 'REPLACE' },
      },
      { navigate: -1, expect: { location: '/foo', historyAction: 'POP' } },
    ],
  },
  {
    name: `${F} > POP navigations > should respect explicit replace:false on non-redirected actions to new locations`,
    ...tasks(),
    steps: [
      { navigate: '/foo', expect: { location: '/foo', historyAction: 'PUSH' } },
      {
        navigate: '/bar',
        opts: { formMethod: 'post', formData: { gosh: 'dang' }, replace: false },
        expect: { location: '/bar', historyAction: 'PUSH' },
      },
      { navigate: -1, expect: { location: '/foo', historyAction: 'POP' } },
    ],
  },
  {
    name: `${F} > POP navigations > should respect explicit replace:false on non-redirected actions to the same location`,
    ...tasks(),
    steps: [
      { navigate: '/foo', expect: { location: '/foo', historyAction: 'PUSH' } },
      {
        navigate: '/foo',
        opts: { formMethod: 'post', formData: { gosh: 'dang' }, replace: false },
        expect: { location: '/foo', historyAction: 'PUSH', actionData: { foo: 'foo action#1' } },
      },
      { navigate: -1, expect: { location: '/foo', historyAction: 'POP' } },
    ],
  },
  // Navigation states: what useNavigation() shows at each point.
  {
    name: `${F} > navigation states > initialization`,
    ...tasks(),
    expect: { navigation: 'idle' },
    steps: [],
  },
  {
    name: `${F} > navigation states > get`,
    ...tasks('held', undefined, ROOT),
    steps: [
      { navigate: '/foo', expect: { navigation: 'loading GET /foo' } },
      { resolve: 'loader foo', value: 'A', expect: { navigation: 'idle', navigations: ['idle'] } },
    ],
  },
  {
    name: `${F} > navigation states > get + redirect`,
    ...tasks('held', undefined, ROOT),
    steps: [
      { navigate: '/foo' },
      { resolve: 'loader foo', value: () => redirect('/bar'), expect: { navigation: 'loading GET /bar' } },
      { resolve: 'loader bar', value: 'B', expect: { navigation: 'idle' } },
    ],
  },
  {
    name: `${F} > navigation states > action submission`,
    ...tasks('held'),
    steps: [
      {
        navigate: '/foo',
        opts: { formMethod: 'post', formData: { gosh: 'dang' } },
        expect: { navigation: 'submitting POST /foo gosh=dang' },
      },
      { resolve: 'action foo', value: 'A', expect: { navigation: 'loading POST /foo gosh=dang' } },
      { resolve: 'loader foo', value: 'A', expect: { navigation: 'loading POST /foo gosh=dang' } },
      { resolve: 'loader root', value: 'B', expect: { navigation: 'idle' } },
    ],
  },
  {
    name: `${F} > navigation states > action submission + redirect`,
    ...tasks('held'),
    steps: [
      { navigate: '/foo', opts: { formMethod: 'post', formData: { gosh: 'dang' } } },
      { resolve: 'action foo', value: () => redirect('/bar'), expect: { navigation: 'loading POST /bar gosh=dang' } },
      { resolve: 'loader bar', value: 'B', expect: { navigation: 'loading POST /bar gosh=dang' } },
      { resolve: 'loader root', value: 'C', expect: { navigation: 'idle' } },
    ],
  },
  {
    name: `${F} > navigation states > loader submission`,
    ...tasks('held'),
    steps: [
      {
        navigate: '/foo',
        opts: { formData: { gosh: 'dang' } },
        expect: { navigation: 'loading GET /foo?gosh=dang gosh=dang' },
      },
      { resolve: 'loader root', value: 'ROOT' },
      { resolve: 'loader foo', value: 'A', expect: { navigation: 'idle' } },
    ],
  },
  {
    name: `${F} > navigation states > loader submission + redirect`,
    ...tasks('held'),
    steps: [
      { navigate: '/foo', opts: { formData: { gosh: 'dang' } } },
      { resolve: 'loader root', value: 'ROOT' },
      { resolve: 'loader foo', value: () => redirect('/bar'), expect: { navigation: 'loading GET /bar gosh=dang' } },
      { resolve: 'loader bar', value: 'B', expect: { navigation: 'idle' } },
    ],
  },
]

/** Cases that differ by design (docs/runtime.md, "Where routekit differs from React Router"). */
export const DIFFERENCES: Record<string, Outcome> = {
  'navigation-test.ts > navigations > errors on navigation > with an error boundary above the throwing route > clears out the error on new locations':
    { reasons: ['decides-first'], at: '3 navigations' },
  'navigation-test.ts > navigations > POP navigations > navigates correctly using POP navigations across action errors':
    { reasons: ['decides-first'], at: '3 loaderData, 3 navigations, 4 aborted' },
}
