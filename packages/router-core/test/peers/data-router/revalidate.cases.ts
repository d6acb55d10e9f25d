// React Router's packages/react-router/__tests__/router/revalidate-test.ts at react-router@7.18.2 (commit 69a653ee, see
// _case.ts) and packages/react-router/__tests__/use-revalidator-test.tsx, ported as data on TASK_ROUTES (_tasks.ts).
// `{ revalidate: true }` is router.revalidate(), what useRevalidator().revalidate() calls.
import { redirect } from 'react-router-dom'
import type { DataCase } from './_case.js'
import type { Outcome } from './_outcomes.js'
import { taskRoutes } from './_tasks.js'

const F = 'revalidate-test.ts > router.revalidate'
const U = 'use-revalidator-test.tsx > useRevalidator'
const hydrated = { root: 'ROOT_DATA', index: 'INDEX_DATA' }
const postKey = { formMethod: 'post' as const, formData: { key: 'value' } }

export const CASES: DataCase[] = [
  {
    name: `${F} > handles uninterrupted revalidation in an idle state (from POP)`,
    ...taskRoutes(),
    steps: [
      {
        revalidate: true,
        expect: {
          historyAction: 'POP',
          location: '/',
          navigation: 'idle',
          revalidation: 'loading',
          loaderData: hydrated,
        },
      },
      { resolve: 'loader root', value: 'ROOT_DATA*' },
      {
        resolve: 'loader index',
        value: 'INDEX_DATA*',
        expect: {
          historyAction: 'POP',
          revalidation: 'idle',
          loaderData: { root: 'ROOT_DATA*', index: 'INDEX_DATA*' },
        },
      },
    ],
  },
  {
    name: `${F} > handles uninterrupted revalidation in an idle state (from PUSH)`,
    ...taskRoutes(),
    steps: [
      { navigate: '/' },
      { resolve: 'loader root', value: 'ROOT_DATA' },
      {
        resolve: 'loader index',
        value: 'INDEX_DATA',
        expect: { historyAction: 'PUSH', revalidation: 'idle', loaderData: hydrated },
      },
      { revalidate: true, expect: { historyAction: 'PUSH', revalidation: 'loading', loaderData: hydrated } },
      { resolve: 'loader root', value: 'ROOT_DATA*' },
      {
        resolve: 'loader index',
        value: 'INDEX_DATA*',
        expect: {
          historyAction: 'PUSH',
          revalidation: 'idle',
          loaderData: { root: 'ROOT_DATA*', index: 'INDEX_DATA*' },
        },
      },
    ],
  },
  {
    name: `${F} > handles revalidation when a hash is present`,
    ...taskRoutes(),
    start: '/#hash',
    steps: [
      { revalidate: true, expect: { revalidation: 'loading', loaderData: hydrated } },
      { resolve: 'loader root', value: 'ROOT_DATA*' },
      {
        resolve: 'loader index',
        value: 'INDEX_DATA*',
        expect: { location: '/#hash', revalidation: 'idle', loaderData: { root: 'ROOT_DATA*', index: 'INDEX_DATA*' } },
      },
    ],
  },
  {
    name: `${F} > handles revalidation interrupted by a <Link> navigation`,
    ...taskRoutes(),
    steps: [
      { revalidate: true, expect: { revalidation: 'loading' } },
      {
        navigate: '/tasks',
        expect: {
          aborted: ['loader index GET /', 'loader root GET /'],
          location: '/',
          navigation: 'loading GET /tasks',
          revalidation: 'loading',
          loaderData: hydrated,
        },
      },
      { resolve: 'loader root', value: 'ROOT_DATA interrupted', stale: true },
      {
        resolve: 'loader index',
        value: 'INDEX_DATA interrupted',
        stale: true,
        expect: { navigation: 'loading GET /tasks', loaderData: hydrated },
      },
      { resolve: 'loader root', value: 'ROOT_DATA*' },
      {
        resolve: 'loader tasks',
        value: 'TASKS_DATA',
        expect: {
          historyAction: 'PUSH',
          location: '/tasks',
          navigation: 'idle',
          revalidation: 'idle',
          loaderData: { root: 'ROOT_DATA*', tasks: 'TASKS_DATA' },
        },
      },
    ],
  },
  {
    name: `${F} > handles revalidation interrupted by a <Form method=get> navigation`,
    ...taskRoutes(),
    steps: [
      { revalidate: true },
      {
        navigate: '/tasks',
        opts: { formMethod: 'get', formData: { key: 'value' } },
        expect: {
          location: '/',
          navigation: 'loading GET /tasks?key=value key=value',
          revalidation: 'loading',
          loaderData: hydrated,
        },
      },
      { resolve: 'loader root', value: 'ROOT_DATA interrupted', stale: true },
      { resolve: 'loader index', value: 'INDEX_DATA interrupted', stale: true },
      { resolve: 'loader root', value: 'ROOT_DATA*' },
      {
        resolve: 'loader tasks',
        value: 'TASKS_DATA',
        expect: {
          historyAction: 'PUSH',
          location: '/tasks?key=value',
          navigation: 'idle',
          revalidation: 'idle',
          loaderData: { root: 'ROOT_DATA*', tasks: 'TASKS_DATA' },
        },
      },
    ],
  },
  {
    name: `${F} > handles revalidation interrupted by a <Form method=post> navigation`,
    ...taskRoutes(),
    steps: [
      { revalidate: true },
      {
        navigate: '/tasks',
        opts: postKey,
        expect: {
          location: '/',
          navigation: 'submitting POST /tasks key=value',
          revalidation: 'loading',
          aborted: ['loader index GET /', 'loader root GET /'],
        },
      },
      { resolve: 'loader root', value: 'ROOT_DATA interrupted', stale: true },
      { resolve: 'loader index', value: 'INDEX_DATA interrupted', stale: true },
      {
        resolve: 'action tasks',
        value: 'TASKS_ACTION',
        expect: { navigation: 'loading POST /tasks key=value', revalidation: 'loading', loaderData: hydrated },
      },
      { resolve: 'loader root', value: 'ROOT_DATA*' },
      {
        resolve: 'loader tasks',
        value: 'TASKS_DATA',
        expect: {
          historyAction: 'PUSH',
          location: '/tasks',
          navigation: 'idle',
          revalidation: 'idle',
          loaderData: { root: 'ROOT_DATA*', tasks: 'TASKS_DATA' },
          actionData: { tasks: 'TASKS_ACTION' },
        },
      },
    ],
  },
  {
    name: `${F} > handles <Link> navigation interrupted by a revalidation`,
    ...taskRoutes(),
    steps: [
      {
        navigate: '/tasks',
        expect: { calls: ['loader tasks GET /tasks'], navigation: 'loading GET /tasks', revalidation: 'idle' },
      },
      {
        revalidate: true,
        expect: {
          calls: ['loader root GET /tasks', 'loader tasks GET /tasks'],
          location: '/',
          navigation: 'loading GET /tasks',
          revalidation: 'loading',
        },
      },
      { resolve: 'loader tasks', value: 'TASKS_DATA interrupted', stale: true },
      { resolve: 'loader root', value: 'ROOT_DATA*' },
      {
        resolve: 'loader tasks',
        value: 'TASKS_DATA*',
        expect: {
          historyAction: 'PUSH',
          location: '/tasks',
          navigation: 'idle',
          revalidation: 'idle',
          loaderData: { root: 'ROOT_DATA*', tasks: 'TASKS_DATA*' },
        },
      },
    ],
  },
  {
    name: `${F} > handles <Form method=get> navigation interrupted by a revalidation`,
    ...taskRoutes(),
    steps: [
      {
        navigate: '/tasks',
        opts: { formMethod: 'get', formData: { key: 'value' } },
        expect: {
          calls: ['loader root GET /tasks?key=value', 'loader tasks GET /tasks?key=value'],
          revalidation: 'idle',
        },
      },
      {
        revalidate: true,
        expect: {
          calls: ['loader root GET /tasks?key=value', 'loader tasks GET /tasks?key=value'],
          revalidation: 'loading',
        },
      },
      { resolve: 'loader root', value: 'ROOT_DATA interrupted', stale: true },
      { resolve: 'loader tasks', value: 'TASKS_DATA interrupted', stale: true },
      { resolve: 'loader root', value: 'ROOT_DATA*' },
      {
        resolve: 'loader tasks',
        value: 'TASKS_DATA*',
        expect: {
          historyAction: 'PUSH',
          navigation: 'idle',
          revalidation: 'idle',
          loaderData: { root: 'ROOT_DATA*', tasks: 'TASKS_DATA*' },
        },
      },
    ],
  },
  {
    name: `${F} > handles <Form method=post> navigation interrupted by a revalidation during action phase`,
    ...taskRoutes(),
    steps: [
      {
        navigate: '/tasks',
        opts: postKey,
        expect: { navigation: 'submitting POST /tasks key=value', revalidation: 'idle' },
      },
      {
        revalidate: true,
        expect: { navigation: 'submitting POST /tasks key=value', revalidation: 'loading', calls: [] },
      },
      {
        resolve: 'action tasks',
        value: 'TASKS_ACTION',
        expect: {
          navigation: 'loading POST /tasks key=value',
          revalidation: 'loading',
          actionData: { tasks: 'TASKS_ACTION' },
        },
      },
      { resolve: 'loader root', value: 'ROOT_DATA*' },
      {
        resolve: 'loader tasks',
        value: 'TASKS_DATA*',
        expect: {
          historyAction: 'PUSH',
          location: '/tasks',
          navigation: 'idle',
          revalidation: 'idle',
          loaderData: { root: 'ROOT_DATA*', tasks: 'TASKS_DATA*' },
        },
      },
    ],
  },
  {
    name: `${F} > handles <Form method=post> navigation interrupted by a revalidation during loading phase`,
    ...taskRoutes(),
    steps: [
      { navigate: '/tasks', opts: postKey },
      {
        resolve: 'action tasks',
        value: 'TASKS_ACTION',
        expect: { navigation: 'loading POST /tasks key=value', revalidation: 'idle' },
      },
      { revalidate: true, expect: { revalidation: 'loading', actionData: { tasks: 'TASKS_ACTION' } } },
      { resolve: 'loader root', value: 'ROOT_DATA interrupted', stale: true },
      { resolve: 'loader tasks', value: 'TASKS_DATA interrupted', stale: true },
      { resolve: 'loader root', value: 'ROOT_DATA*' },
      {
        resolve: 'loader tasks',
        value: 'TASKS_DATA*',
        expect: {
          historyAction: 'PUSH',
          navigation: 'idle',
          revalidation: 'idle',
          loaderData: { root: 'ROOT_DATA*', tasks: 'TASKS_DATA*' },
          actionData: { tasks: 'TASKS_ACTION' },
        },
      },
    ],
  },
  {
    name: `${F} > handles redirects returned from revalidations`,
    ...taskRoutes(),
    steps: [
      { revalidate: true, expect: { revalidation: 'loading' } },
      { resolve: 'loader root', value: 'ROOT_DATA*' },
      {
        resolve: 'loader index',
        value: () => redirect('/tasks'),
        expect: {
          historyAction: 'POP',
          location: '/',
          navigation: 'loading GET /tasks',
          revalidation: 'loading',
          loaderData: hydrated,
        },
      },
      { resolve: 'loader root', value: 'ROOT_DATA redirect' },
      {
        resolve: 'loader tasks',
        value: 'TASKS_DATA',
        expect: {
          historyAction: 'PUSH',
          location: '/tasks',
          navigation: 'idle',
          revalidation: 'idle',
          loaderData: { root: 'ROOT_DATA redirect', tasks: 'TASKS_DATA' },
        },
      },
      // PUSH on the revalidation redirect: Back goes to the page that revalidated.
      { navigate: -1 },
      {
        resolve: 'loader index',
        value: 'INDEX_DATA 2',
        expect: {
          historyAction: 'POP',
          location: '/',
          navigation: 'idle',
          loaderData: { root: 'ROOT_DATA redirect', index: 'INDEX_DATA 2' },
        },
      },
    ],
  },
  {
    name: `${F} > handles errors from revalidations`,
    ...taskRoutes(),
    steps: [
      { revalidate: true },
      { reject: 'loader root', error: 'ROOT_ERROR' },
      {
        resolve: 'loader index',
        value: 'INDEX_DATA*',
        expect: {
          location: '/',
          revalidation: 'idle',
          loaderData: { index: 'INDEX_DATA*' },
          errors: { root: '"ROOT_ERROR"' },
        },
      },
    ],
  },
  {
    name: `${F} > leverages shouldRevalidate on revalidation routes`,
    layouts: {
      root: { loader: 'held', shouldRevalidate: ({ nextUrl }) => nextUrl.searchParams.get('reload') === '1' },
    },
    pages: {
      index: {
        path: '/',
        layout: 'root',
        loader: 'held',
        shouldRevalidate: ({ nextUrl }) => nextUrl.searchParams.get('reload') === '1',
      },
    },
    start: '/?reload=0',
    hydrationData: { loaderData: { root: 'ROOT_DATA', index: 'INDEX_DATA' } },
    steps: [
      { revalidate: true, expect: { calls: [], revalidation: 'idle', loaderData: hydrated } },
      { navigate: '/?reload=1' },
      { resolve: 'loader root', value: 'ROOT_DATA*' },
      {
        resolve: 'loader index',
        value: 'INDEX_DATA*',
        expect: { historyAction: 'PUSH', loaderData: { root: 'ROOT_DATA*', index: 'INDEX_DATA*' } },
      },
      { revalidate: true, expect: { revalidation: 'loading' } },
      { resolve: 'loader root', value: 'ROOT_DATA**' },
      {
        resolve: 'loader index',
        value: 'INDEX_DATA**',
        expect: { revalidation: 'idle', loaderData: { root: 'ROOT_DATA**', index: 'INDEX_DATA**' } },
      },
    ],
  },
  {
    name: `${F} > triggers revalidation on fetcher loads`,
    note: "The fetcher loads the page at / (the test's root route is a layout here, which a fetcher cannot load on its own).",
    ...taskRoutes(),
    steps: [
      { fetch: '/', key: 'key' },
      { resolve: 'loader index', value: 'INDEX_DATA*', expect: { fetchers: { key: 'idle "INDEX_DATA*"' } } },
      { revalidate: true },
      { resolve: 'loader root', value: 'ROOT_DATA**' },
      { resolve: 'loader index', value: 'INDEX_DATA' },
      { resolve: 'loader index', value: 'INDEX_DATA**', expect: { fetchers: { key: 'idle "INDEX_DATA**"' } } },
    ],
  },
  {
    name: `${U} > reloads data using useRevalidator`,
    note: 'The page counts its loader calls; revalidate() runs it again.',
    layouts: { root: {} },
    pages: { index: { path: '/', layout: 'root', loader: true } },
    steps: [
      { revalidate: true, expect: { loaderData: { index: 'index#2' }, revalidation: 'idle' } },
      {
        revalidate: true,
        expect: { loaderData: { index: 'index#3' }, rendered: '<root><index "index#3"></index></root>' },
      },
    ],
  },
  {
    name: `${U} > allows a successful useRevalidator to resolve the error boundary (loader + child boundary)`,
    layouts: { root: {} },
    pages: {
      index: {
        path: '/',
        layout: 'root',
        ErrorBoundary: true,
        loader: (_, t) => {
          if (t.n === 1) throw new Error('Kaboom!')
          return 'REVALIDATED'
        },
      },
    },
    expect: { errors: { index: 'Error: Kaboom!' }, rendered: '<root><index!Error: Kaboom!></root>' },
    steps: [{ revalidate: true, expect: { errors: null, rendered: '<root><index "REVALIDATED"></index></root>' } }],
  },
  {
    name: `${U} > allows a successful useRevalidator to resolve the error boundary (loader + parent boundary)`,
    layouts: { root: { ErrorBoundary: true } },
    pages: {
      index: {
        path: '/',
        layout: 'root',
        loader: (_, t) => {
          if (t.n === 1) throw new Error('Kaboom!')
          return 'REVALIDATED'
        },
      },
    },
    expect: { errors: { root: 'Error: Kaboom!' }, rendered: '<root!Error: Kaboom!>' },
    steps: [{ revalidate: true, expect: { errors: null, rendered: '<root><index "REVALIDATED"></index></root>' } }],
  },
]

/** Cases that differ by design (docs/runtime.md, "Where routekit differs from React Router"). */
export const DIFFERENCES: Record<string, Outcome> = {}
