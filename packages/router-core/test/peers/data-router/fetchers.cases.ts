// React Router's packages/react-router/__tests__/router/fetchers-test.ts at react-router@7.18.2 (commit 69a653ee, see
// _case.ts), ported as data on its initializeTest() table and TASK_ROUTES (_tasks.ts). `{ fetch }` is
// router.fetch(), what useFetcher()'s load() and submit() call; the fetcher lives in the page shown unless `from`
// names a layout (the tests' fetchers live in their root route, a layout here). `fetchers` shows each fetcher's
// state and the data it last brought.
import { redirect } from 'react-router-dom'
import type { DataCase } from './_case.js'
import type { Outcome } from './_outcomes.js'
import { ROOT, taskRoutes, tasks } from './_tasks.js'

const F = 'fetchers-test.ts > fetchers'
const post = (fields: Record<string, string> = { key: 'value' }) => ({ formMethod: 'post' as const, formData: fields })
const getForm = { formMethod: 'get' as const, formData: { key: 'value' } }
const atFoo = { ...tasks('held', '/foo'), hydrationData: { loaderData: { root: 'ROOT', foo: 'FOO' } } }
/** The same for a fetcher's load, which React Router answers without calling the root loader. */
const atFooLoad = { ...atFoo, ...tasks('held', '/foo', ROOT), hydrationData: atFoo.hydrationData }

export const CASES: DataCase[] = [
  {
    name: `${F} > fetcher states > loader fetch`,
    ...atFooLoad,
    steps: [
      { fetch: '/foo', expect: { fetchers: { key: 'loading undefined' }, calls: ['loader foo GET /foo'] } },
      { resolve: 'loader foo', value: 'A DATA', expect: { fetchers: { key: 'idle "A DATA"' } } },
    ],
  },
  {
    name: `${F} > fetcher states > loader re-fetch`,
    ...atFooLoad,
    steps: [
      { fetch: '/foo' },
      { resolve: 'loader foo', value: 'A DATA', expect: { fetchers: { key: 'idle "A DATA"' } } },
      { fetch: '/foo', expect: { fetchers: { key: 'loading "A DATA"' } } },
      { resolve: 'loader foo', value: 'B DATA', expect: { fetchers: { key: 'idle "B DATA"' } } },
    ],
  },
  {
    name: `${F} > fetcher states > loader submission fetch`,
    ...atFooLoad,
    steps: [
      {
        fetch: '/foo',
        opts: getForm,
        expect: { fetchers: { key: 'loading undefined' }, calls: ['loader foo GET /foo?key=value'] },
      },
      { resolve: 'loader foo', value: 'A DATA', expect: { fetchers: { key: 'idle "A DATA"' } } },
    ],
  },
  {
    name: `${F} > fetcher states > loader submission re-fetch`,
    ...atFooLoad,
    steps: [
      { fetch: '/foo', opts: getForm },
      { resolve: 'loader foo', value: 'A DATA' },
      { fetch: '/foo', opts: getForm, expect: { fetchers: { key: 'loading "A DATA"' } } },
      { resolve: 'loader foo', value: 'B DATA', expect: { fetchers: { key: 'idle "B DATA"' } } },
    ],
  },
  {
    name: `${F} > fetcher states > action fetch`,
    ...atFoo,
    steps: [
      {
        fetch: '/foo',
        opts: post(),
        expect: { fetchers: { key: 'submitting undefined' }, calls: ['action foo POST /foo body=key=value'] },
      },
      { resolve: 'action foo', value: 'A ACTION', expect: { fetchers: { key: 'loading "A ACTION"' } } },
      { resolve: 'loader root', value: 'ROOT DATA', expect: { fetchers: { key: 'loading "A ACTION"' } } },
      {
        resolve: 'loader foo',
        value: 'A DATA',
        expect: { fetchers: { key: 'idle "A ACTION"' }, loaderData: { root: 'ROOT DATA', foo: 'A DATA' } },
      },
    ],
  },
  {
    name: `${F} > fetcher states > action re-fetch`,
    ...atFoo,
    steps: [
      { fetch: '/foo', opts: post() },
      { resolve: 'action foo', value: 'A ACTION' },
      { resolve: 'loader root', value: 'ROOT DATA' },
      { resolve: 'loader foo', value: 'A DATA', expect: { fetchers: { key: 'idle "A ACTION"' } } },
      { fetch: '/foo', opts: post(), expect: { fetchers: { key: 'submitting "A ACTION"' } } },
      { resolve: 'action foo', value: 'B ACTION' },
      { resolve: 'loader root', value: 'ROOT DATA*' },
      { resolve: 'loader foo', value: 'A DATA*', expect: { fetchers: { key: 'idle "B ACTION"' } } },
    ],
  },
  {
    name: `${F} > fetcher error states (4xx Response) > loader fetch`,
    ...tasks('held', undefined, ROOT),
    steps: [
      { fetch: '/foo' },
      {
        reject: 'loader foo',
        error: () => new Response(null, { status: 400 }),
        expect: { fetchers: {}, errors: { root: '400  ""' } },
      },
    ],
  },
  {
    name: `${F} > fetcher error states (4xx Response) > loader submission fetch`,
    ...tasks('held', undefined, ROOT),
    steps: [
      { fetch: '/foo?key=value', opts: getForm },
      {
        reject: 'loader foo',
        error: () => new Response(null, { status: 400 }),
        expect: { errors: { root: '400  ""' } },
      },
    ],
  },
  {
    name: `${F} > fetcher error states (4xx Response) > action fetch`,
    ...tasks('held'),
    steps: [
      { fetch: '/foo', opts: post() },
      {
        reject: 'action foo',
        error: () => new Response(null, { status: 400 }),
        expect: { errors: { root: '400  ""' } },
      },
    ],
  },
  {
    name: `${F} > fetcher error states (4xx Response) > action fetch without action handler`,
    layouts: { root: { ErrorBoundary: true } },
    pages: { index: { path: '/', layout: 'root' } },
    steps: [
      {
        fetch: '/',
        opts: post(),
        expect: {
          errors: {
            root: '405 Method Not Allowed "Error: You made a POST request to \\"/\\" but did not provide an `action` for route \\"index\\", so there is no way to handle the request."',
          },
        },
      },
    ],
  },
  {
    name: `${F} > fetcher error states (4xx Response) > handles fetcher errors at contextual route boundaries`,
    note: 'A fetcher in the page /wit, which has an ErrorBoundary: its errors show there; from /witout they bubble to root.',
    layouts: { root: { ErrorBoundary: true } },
    pages: {
      index: { path: '/', layout: 'root' },
      wit: { path: '/wit', layout: 'root', loader: true, ErrorBoundary: true },
      witout: { path: '/witout', layout: 'root', loader: true },
      error: {
        path: '/error',
        layout: 'root',
        loader: () => {
          throw new Error('Kaboom!')
        },
      },
    },
    steps: [
      { navigate: '/wit' },
      { fetch: '/error', key: 'key3', expect: { errors: { wit: 'Error: Kaboom!' } } },
      { navigate: '/witout' },
      { fetch: '/error', key: 'key6', expect: { errors: { root: 'Error: Kaboom!' } } },
    ],
  },
  {
    name: `${F} > fetcher error states (Error) > loader fetch`,
    ...tasks('held', undefined, ROOT),
    steps: [
      { fetch: '/foo' },
      { reject: 'loader foo', error: () => new Error('Kaboom!'), expect: { errors: { root: 'Error: Kaboom!' } } },
    ],
  },
  {
    name: `${F} > fetcher error states (Error) > action fetch`,
    ...tasks('held'),
    steps: [
      { fetch: '/foo', opts: post() },
      { reject: 'action foo', error: () => new Error('Kaboom!'), expect: { errors: { root: 'Error: Kaboom!' } } },
    ],
  },
  {
    name: `${F} > fetcher redirects > loader fetch`,
    ...tasks('held', undefined, ROOT),
    steps: [
      { fetch: '/foo' },
      { resolve: 'loader foo', value: () => redirect('/bar'), expect: { navigation: 'loading GET /bar' } },
      { resolve: 'loader bar', value: 'BAR', expect: { navigation: 'idle', historyAction: 'PUSH', location: '/bar' } },
      // Back goes to the page that made the fetch.
      { navigate: -1 },
      { resolve: 'loader index', value: 'INDEX', expect: { location: '/' } },
    ],
  },
  {
    name: `${F} > fetcher redirects > loader submission fetch`,
    ...tasks('held', undefined, ROOT),
    steps: [
      { fetch: '/foo?key=value', opts: getForm },
      { resolve: 'loader foo', value: () => redirect('/bar'), expect: { navigation: 'loading GET /bar' } },
      { resolve: 'loader bar', value: 'BAR', expect: { navigation: 'idle', historyAction: 'PUSH', location: '/bar' } },
      { navigate: -1 },
      { resolve: 'loader index', value: 'INDEX', expect: { location: '/' } },
    ],
  },
  {
    name: `${F} > fetcher redirects > action fetch`,
    ...tasks('held'),
    steps: [
      { fetch: '/foo', opts: post(), expect: { fetchers: { key: 'submitting undefined' } } },
      {
        resolve: 'action foo',
        value: () => redirect('/bar'),
        expect: { fetchers: { key: 'loading undefined' }, navigation: 'loading GET /bar' },
      },
      { resolve: 'loader root', value: 'ROOT*' },
      {
        resolve: 'loader bar',
        value: 'stuff',
        expect: { historyAction: 'PUSH', location: '/bar', loaderData: { root: 'ROOT*', bar: 'stuff' } },
      },
      { navigate: -1 },
      { resolve: 'loader index', value: 'INDEX', expect: { location: '/' } },
    ],
  },
  {
    name: `${F} > fetcher redirects > handles loader redirects after a fetcher submission`,
    ...tasks('held'),
    steps: [
      { navigate: '/foo' },
      { resolve: 'loader foo', value: 'FOO', expect: { location: '/foo', loaderData: { root: 'ROOT', foo: 'FOO' } } },
      { fetch: '/bar', opts: post({}) },
      { resolve: 'action bar', value: 'ACTION', expect: { fetchers: { key: 'loading "ACTION"' } } },
      { resolve: 'loader root', value: 'ROOT*' },
      { resolve: 'loader foo', value: () => redirect('/') },
      { resolve: 'loader root', value: 'ROOT**' },
      {
        resolve: 'loader index',
        value: 'INDEX*',
        expect: {
          location: '/',
          navigation: 'idle',
          loaderData: { root: 'ROOT**', index: 'INDEX*' },
          fetchers: { key: 'idle "ACTION"' },
        },
      },
    ],
  },
  {
    name: `${F} > fetcher resubmissions/re-gets > aborts re-gets`,
    ...tasks('held', undefined, ROOT),
    steps: [
      { fetch: '/foo', key: 'KEY' },
      { fetch: '/foo', key: 'KEY', expect: { aborted: ['loader foo GET /foo'] } },
      { resolve: 'loader foo', value: null, stale: true },
      { fetch: '/foo', key: 'KEY', expect: { aborted: ['loader foo GET /foo'] } },
      { resolve: 'loader foo', value: null, stale: true },
      { resolve: 'loader foo', value: null, expect: { aborted: [], fetchers: { KEY: 'idle null' } } },
    ],
  },
  {
    name: `${F} > fetcher resubmissions/re-gets > aborts resubmissions action call`,
    ...tasks('held'),
    steps: [
      { fetch: '/foo', key: 'KEY', opts: post() },
      { fetch: '/foo', key: 'KEY', opts: post(), expect: { aborted: ['action foo POST /foo'] } },
      { fetch: '/foo', key: 'KEY', opts: post(), expect: { aborted: ['action foo POST /foo'] } },
      { resolve: 'action foo', value: null },
      { resolve: 'loader root', value: null },
      { resolve: 'loader index', value: null, expect: { fetchers: { KEY: 'idle null' } } },
    ],
  },
  {
    name: `${F} > fetcher revalidation > revalidates fetchers on action submissions`,
    ...taskRoutes(true),
    hydrationData: { loaderData: { root: 'ROOT', index: 'INDEX' } },
    steps: [
      { fetch: '/tasks/1', key: 'key1', from: 'root', expect: { fetchers: { key1: 'idle "tasksId#1"' } } },
      {
        navigate: '/tasks',
        opts: post({}),
        expect: {
          fetchers: { key1: 'idle "tasksId#2"' },
          calls: [
            'action tasks POST /tasks',
            'loader root GET /tasks',
            'loader tasks GET /tasks',
            'loader tasksId GET /tasks/1 {"id":"1"}',
          ],
        },
      },
      // A fetcher's own submission ends its revalidation: afterwards it keeps its action's data.
      {
        fetch: '/tasks/3',
        key: 'key1',
        from: 'root',
        opts: post({}),
        expect: { fetchers: { key1: 'idle "tasksId action#1"' } },
      },
      { navigate: '/tasks', opts: post({}), expect: { fetchers: { key1: 'idle "tasksId action#1"' } } },
    ],
  },
  {
    name: `${F} > fetcher revalidation > revalidates fetchers on action redirects`,
    ...taskRoutes(true),
    pages: {
      ...taskRoutes(true).pages,
      tasks: { path: '/tasks', layout: 'root', loader: true, action: () => redirect('/'), ErrorBoundary: true },
    },
    hydrationData: { loaderData: { root: 'ROOT', index: 'INDEX' } },
    steps: [
      { fetch: '/tasks/1', from: 'root', expect: { fetchers: { key: 'idle "tasksId#1"' } } },
      { navigate: '/tasks', opts: post({}), expect: { location: '/', fetchers: { key: 'idle "tasksId#2"' } } },
    ],
  },
  {
    name: `${F} > fetcher revalidation > revalidates fetchers on action errors`,
    ...taskRoutes(true),
    pages: {
      ...taskRoutes(true).pages,
      tasks: {
        path: '/tasks',
        layout: 'root',
        loader: true,
        ErrorBoundary: true,
        action: () => {
          throw new Error('Kaboom!')
        },
      },
    },
    hydrationData: { loaderData: { root: 'ROOT', index: 'INDEX' } },
    steps: [
      { fetch: '/tasks/1', from: 'root', expect: { fetchers: { key: 'idle "tasksId#1"' } } },
      {
        navigate: '/tasks',
        opts: post({}),
        expect: { errors: { tasks: 'Error: Kaboom!' }, fetchers: { key: 'idle "tasksId#2"' } },
      },
    ],
  },
  {
    name: `${F} > fetcher revalidation > does not revalidate fetchers on searchParams changes`,
    ...taskRoutes(true),
    start: '/tasks/1',
    hydrationData: { loaderData: { root: 'ROOT', tasksId: 'TASK 1' } },
    steps: [
      { fetch: '/', from: 'root', expect: { fetchers: { key: 'idle "index#1"' } } },
      {
        navigate: '/tasks/1?key=value',
        expect: {
          loaderData: { root: 'root#1', tasksId: 'tasksId#1' },
          fetchers: { key: 'idle "index#1"' },
          calls: ['loader root GET /tasks/1?key=value {"id":"1"}', 'loader tasksId GET /tasks/1?key=value {"id":"1"}'],
        },
      },
    ],
  },
  {
    name: `${F} > fetcher revalidation > revalidates fetchers on links to the current location`,
    ...taskRoutes(true),
    start: '/tasks/1',
    hydrationData: { loaderData: { root: 'ROOT', tasksId: 'TASK 1' } },
    steps: [
      { fetch: '/', from: 'root', expect: { fetchers: { key: 'idle "index#1"' } } },
      {
        navigate: '/tasks/1',
        expect: { loaderData: { root: 'root#1', tasksId: 'tasksId#1' }, fetchers: { key: 'idle "index#1"' } },
      },
    ],
  },
  {
    name: `${F} > fetcher revalidation > does not revalidate idle fetchers when a loader navigation is performed`,
    note: 'The fetcher loads the page / (a fetcher loads a page; the test loads its root route).',
    ...taskRoutes(true),
    hydrationData: { loaderData: { root: 'ROOT', index: 'INDEX' } },
    steps: [
      { fetch: '/', from: 'root', expect: { fetchers: { key: 'idle "index#1"' } } },
      {
        navigate: '/tasks',
        expect: {
          loaderData: { root: 'ROOT', tasks: 'tasks#1' },
          fetchers: { key: 'idle "index#1"' },
          calls: ['loader tasks GET /tasks'],
        },
      },
    ],
  },
  {
    name: `${F} > fetcher revalidation > handles fetcher revalidation errors`,
    note: "The error goes to the first match when the fetcher's route is not on the page: here @app, the app's error page.",
    ...taskRoutes(true),
    pages: {
      ...taskRoutes(true).pages,
      tasksId: {
        path: '/tasks/:id',
        layout: 'root',
        ErrorBoundary: true,
        loader: (_, t) => {
          if (t.n === 1) return 'ROOT FETCH'
          throw new Error('Fetcher error')
        },
      },
    },
    hydrationData: { loaderData: { root: 'ROOT', index: 'INDEX' } },
    steps: [
      { fetch: '/tasks/1', from: 'root', expect: { fetchers: { key: 'idle "ROOT FETCH"' } } },
      {
        navigate: '/tasks',
        opts: post({}),
        expect: { loaderData: { root: 'root#1', tasks: 'tasks#1' }, errors: { '@app': 'Error: Fetcher error' } },
      },
    ],
  },
  {
    name: `${F} > fetcher revalidation > revalidates fetchers on fetcher action submissions`,
    ...taskRoutes(true),
    hydrationData: { loaderData: { root: 'ROOT', index: 'INDEX' } },
    steps: [
      { fetch: '/tasks/1', key: 'key', from: 'root', expect: { fetchers: { key: 'idle "tasksId#1"' } } },
      {
        fetch: '/tasks',
        key: 'actionKey',
        from: 'root',
        opts: post({}),
        expect: {
          loaderData: { root: 'root#1', index: 'index#1' },
          fetchers: { actionKey: 'idle "tasks action#1"', key: 'idle "tasksId#2"' },
        },
      },
    ],
  },
  {
    name: `${F} > fetcher revalidation > does not revalidate fetchers initiated from removed routes`,
    ...taskRoutes(true),
    hydrationData: { loaderData: { root: 'ROOT', index: 'INDEX' } },
    steps: [
      { fetch: '/tasks/1', from: 'index', expect: { fetchers: { key: 'idle "tasksId#1"' } } },
      { navigate: '/tasks', opts: post({}), expect: { location: '/tasks', fetchers: { key: 'idle "tasksId#1"' } } },
    ],
  },
]

/** Cases that differ by design (docs/runtime.md, "Where routekit differs from React Router"). */
export const DIFFERENCES: Record<string, Outcome> = {}
