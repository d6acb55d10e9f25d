// React Router's packages/react-router/__tests__/router/should-revalidate-test.ts at react-router@7.18.2 (commit
// 69a653ee, see _case.ts), ported as data. Its pathless root with a loader is the layout `root`; `shouldRevalidate`
// is a module export, and every call is recorded with its arguments. Where the test changes what shouldRevalidate
// answers between steps (a variable it reassigns), the answer is read from the URL instead, so the case is data.
import { redirect, type ShouldRevalidateFunctionArgs } from 'react-router-dom'
import type { DataCase, Step } from './_case.js'
import type { Outcome } from './_outcomes.js'

const F = 'should-revalidate-test.ts > shouldRevalidate'
const post = (fields: Record<string, string> = { gosh: 'dang' }) => ({ formMethod: 'post' as const, formData: fields })

/** The test's table: a root layout with a loader around `/`, `/child` (an action), `/redirect` and `/cookie`. */
function defaultTable(
  shouldRevalidate?: (args: ShouldRevalidateFunctionArgs) => boolean,
): Pick<DataCase, 'layouts' | 'pages'> {
  return {
    layouts: { root: { loader: () => 'ROOT', ...(shouldRevalidate && { shouldRevalidate }) } },
    pages: {
      index: { path: '/', layout: 'root' },
      child: { path: '/child', layout: 'root', action: () => null },
      redirect: {
        path: '/redirect',
        layout: 'root',
        action: () => new Response(null, { status: 301, headers: { location: '/' } }),
      },
      cookie: {
        path: '/cookie',
        layout: 'root',
        loader: () => new Response(null, { status: 301, headers: { location: '/', 'X-Remix-Revalidate': '1' } }),
      },
    },
  }
}

/** Its navigations, each with whether the root loader runs. */
const defaultSteps: Step[] = [
  { navigate: '/child', expect: { calls: [] } },
  { navigate: '/', expect: { calls: [] } },
  { navigate: '/child', expect: { calls: [] } },
  { navigate: '/child', expect: { calls: ['loader root GET /child'] } },
  { navigate: '/child?key=value', expect: { calls: ['loader root GET /child?key=value'] } },
  {
    navigate: '/child',
    opts: post(),
    expect: { calls: ['action child POST /child body=gosh=dang', 'loader root GET /child'] },
  },
  {
    navigate: '/redirect',
    opts: post(),
    expect: { calls: ['action redirect POST /redirect body=gosh=dang', 'loader root GET /'] },
  },
  { navigate: '/cookie', expect: { calls: ['loader cookie GET /cookie', 'loader root GET /'] } },
]

/** A root layout whose loader counts, and whose shouldRevalidate answers what `?r=` (or the param `r`) says. */
const answer = (r: string | null | undefined) =>
  (r === 'undefined' ? undefined : r === 'null' ? null : r === 'true' ? true : r === 'false' ? false : r) as boolean

export const CASES: DataCase[] = [
  {
    name: `${F} > provides a default implementation`,
    ...defaultTable(),
    expect: { calls: ['loader root GET /'] },
    steps: defaultSteps,
  },
  {
    name: `${F} > provides the default implementation to the route function`,
    ...defaultTable(({ defaultShouldRevalidate }) => defaultShouldRevalidate),
    expect: { calls: ['loader root GET /'] },
    steps: defaultSteps,
  },
  {
    name: `${F} > delegates to the route if it should reload or not`,
    note: 'shouldRevalidate answers true for /params and for an action result with ok: true, as the test sets it step by step.',
    layouts: {
      root: {
        loader: () => 'ROOT',
        shouldRevalidate: ({ nextUrl, actionResult }) =>
          nextUrl.pathname.startsWith('/params') || (actionResult as { ok?: boolean } | undefined)?.ok === true,
      },
    },
    pages: {
      index: { path: '/', layout: 'root' },
      child: { path: '/child', layout: 'root', loader: () => 'CHILD', action: () => ({ ok: false }) },
      params: { path: '/params/:a/:b', layout: 'root', loader: () => 'PARAMS' },
    },
    expect: { calls: ['loader root GET /'], shouldRevalidate: [] },
    steps: [
      { navigate: '/child', expect: { calls: ['loader child GET /child'] } },
      { navigate: '/' },
      { navigate: '/child' },
      {
        navigate: '/params/aValue/bValue',
        expect: {
          calls: [
            'loader params GET /params/aValue/bValue {"a":"aValue","b":"bValue"}',
            'loader root GET /params/aValue/bValue {"a":"aValue","b":"bValue"}',
          ],
          shouldRevalidate: [
            'root /child -> /params/aValue/bValue {"a":"aValue","b":"bValue"} GET actionResult=undefined actionStatus=- default=false => true',
          ],
        },
      },
      {
        navigate: '/child',
        opts: post({}),
        expect: { calls: ['action child POST /child', 'loader child GET /child'] },
      },
    ],
  },
  {
    name: `${F} > includes submissions on actions that return data`,
    layouts: { root: { loader: () => 'ROOT', shouldRevalidate: () => true } },
    pages: { child: { path: '/child', layout: 'root', loader: () => 'CHILD', action: () => 'ACTION' } },
    start: '/child',
    steps: [
      {
        navigate: '/child',
        opts: post({ key: 'value' }),
        expect: {
          shouldRevalidate: [
            'root /child -> /child POST to /child form=key=value actionResult="ACTION" actionStatus=- default=true => true',
          ],
        },
      },
    ],
  },
  {
    name: `${F} > includes submission on actions that return redirects`,
    layouts: { root: { loader: () => 'ROOT', shouldRevalidate: () => true } },
    pages: {
      index: { path: '/', layout: 'root' },
      child: { path: '/child', layout: 'root', loader: () => 'CHILD', action: () => redirect('/') },
    },
    start: '/child',
    steps: [
      {
        navigate: '/child',
        opts: post({ key: 'value' }),
        expect: {
          location: '/',
          shouldRevalidate: [
            'root /child -> / POST to /child form=key=value actionResult=undefined actionStatus=- default=true => true',
          ],
        },
      },
    ],
  },
  {
    name: `${F} > includes submissions and acton status on actions that return Responses`,
    layouts: { root: { loader: () => 'ROOT', shouldRevalidate: () => true } },
    pages: {
      child: {
        path: '/child',
        layout: 'root',
        loader: () => 'CHILD',
        action: () => new Response('ACTION', { status: 201 }),
      },
    },
    start: '/child',
    steps: [
      {
        navigate: '/child',
        opts: post({ key: 'value' }),
        expect: {
          shouldRevalidate: [
            'root /child -> /child POST to /child form=key=value actionResult="ACTION" actionStatus=201 default=true => true',
          ],
        },
      },
    ],
  },
  {
    name: `${F} > includes json submissions`,
    pages: { root: { path: '/', loader: () => 'ROOT*', action: () => 'ACTION', shouldRevalidate: () => true } },
    hydrationData: { loaderData: { root: 'ROOT' } },
    steps: [
      {
        navigate: '/',
        opts: { formMethod: 'post', formEncType: 'application/json', body: { key: 'value' } },
        expect: {
          shouldRevalidate: [
            'root / -> / POST to / json={"key":"value"} actionResult="ACTION" actionStatus=- default=true => true',
          ],
        },
      },
    ],
  },
  {
    name: `${F} > includes text submissions`,
    pages: { root: { path: '/', loader: () => 'ROOT*', action: () => 'ACTION', shouldRevalidate: () => true } },
    hydrationData: { loaderData: { root: 'ROOT' } },
    steps: [
      {
        navigate: '/',
        opts: { formMethod: 'post', formEncType: 'text/plain', body: 'hello world' },
        expect: {
          shouldRevalidate: [
            'root / -> / POST to / text="hello world" actionResult="ACTION" actionStatus=- default=true => true',
          ],
        },
      },
    ],
  },
  {
    name: `${F} > applies to fetcher loads`,
    layouts: { root: {} },
    pages: {
      index: { path: '/', layout: 'root' },
      child: { path: '/child', layout: 'root' },
      fetch: { path: '/fetch', layout: 'root', loader: (_, t) => `FETCH ${t.n}`, shouldRevalidate: () => false },
    },
    steps: [
      { fetch: '/fetch', from: 'root', expect: { fetchers: { key: 'idle "FETCH 1"' }, shouldRevalidate: [] } },
      {
        navigate: '/child',
        expect: {
          fetchers: { key: 'idle "FETCH 1"' },
          shouldRevalidate: ['fetch / -> /child GET actionResult=undefined actionStatus=- default=false => false'],
        },
      },
      {
        navigate: '/',
        expect: {
          fetchers: { key: 'idle "FETCH 1"' },
          shouldRevalidate: ['fetch /child -> / GET actionResult=undefined actionStatus=- default=false => false'],
        },
      },
      {
        navigate: '/child',
        opts: post({}),
        expect: { fetchers: { key: 'idle "FETCH 1"' } },
      },
    ],
  },
  {
    name: `${F} > applies to fetcher submissions and sends fetcher actionResult through`,
    layouts: { root: {} },
    pages: {
      index: { path: '/', layout: 'root', loader: () => 'INDEX', shouldRevalidate: () => true },
      fetch: { path: '/fetch', layout: 'root', action: () => 'FETCH' },
    },
    steps: [
      {
        fetch: '/fetch',
        opts: post({ key: 'value' }),
        expect: {
          fetchers: { key: 'idle "FETCH"' },
          shouldRevalidate: [
            'index / -> / POST to /fetch form=key=value actionResult="FETCH" actionStatus=- default=true => true',
          ],
        },
      },
    ],
  },
  {
    name: `${F} > applies to fetcher submissions when action redirects`,
    layouts: { root: {} },
    pages: {
      index: { path: '/', layout: 'root', loader: () => 'INDEX', shouldRevalidate: () => true },
      fetch: { path: '/fetch', layout: 'root', action: () => redirect('/') },
    },
    steps: [
      {
        fetch: '/fetch',
        opts: post({ key: 'value' }),
        expect: {
          fetchers: {},
          shouldRevalidate: [
            'index / -> / POST to /fetch form=key=value actionResult=undefined actionStatus=- default=true => true',
          ],
        },
      },
    ],
  },
  {
    name: `${F} > preserves non-revalidated loaderData on navigations`,
    layouts: { root: { loader: (_, t) => `ROOT ${t.n}` } },
    pages: {
      index: { path: '/', layout: 'root', loader: () => 'SHOULD NOT GET CALLED', shouldRevalidate: () => false },
    },
    hydrationData: { loaderData: { root: 'ROOT 0', index: 'INDEX' } },
    steps: [
      { navigate: '/', expect: { loaderData: { root: 'ROOT 1', index: 'INDEX' } } },
      { navigate: '/', expect: { loaderData: { root: 'ROOT 2', index: 'INDEX' } } },
    ],
  },
  {
    name: `${F} > preserves non-revalidated loaderData on fetches`,
    layouts: { root: {} },
    pages: {
      index: { path: '/', layout: 'root', loader: () => 'SHOULD NOT GET CALLED', shouldRevalidate: () => false },
      fetch: { path: '/fetch', layout: 'root', action: (_, t) => `FETCH ${t.n}` },
    },
    hydrationData: { loaderData: { index: 'INDEX' } },
    steps: [
      {
        fetch: '/fetch',
        opts: post({ key: 'value' }),
        expect: { fetchers: { key: 'idle "FETCH 1"' }, loaderData: { index: 'INDEX' } },
      },
      {
        fetch: '/fetch',
        opts: post({ key: 'value' }),
        expect: { fetchers: { key: 'idle "FETCH 2"' }, loaderData: { index: 'INDEX' } },
      },
    ],
  },
  {
    name: `${F} > requires an explicit false return value to override default true behavior`,
    note: 'Each navigation changes the query (defaultShouldRevalidate is true); `?r=` is what shouldRevalidate returns.',
    layouts: {
      root: { loader: (_, t) => t.n, shouldRevalidate: ({ nextUrl }) => answer(nextUrl.searchParams.get('r')) },
    },
    pages: { index: { path: '/', layout: 'root' } },
    hydrationData: { loaderData: { root: 0 } },
    steps: [
      { navigate: '/?r=true', expect: { loaderData: { root: 1 } } },
      { navigate: '/?r=undefined', expect: { loaderData: { root: 2 } } },
      { navigate: '/?r=null', expect: { loaderData: { root: 3 } } },
      { navigate: '/?r=', expect: { loaderData: { root: 4 } } },
      { navigate: '/?r=false', expect: { loaderData: { root: 4 } } },
    ],
  },
  {
    name: `${F} > requires an explicit true return value to override default false behavior`,
    note: 'Pages /v/:r keep the layout (defaultShouldRevalidate is false); the param is what shouldRevalidate returns.',
    layouts: { root: { loader: (_, t) => t.n, shouldRevalidate: ({ nextParams }) => answer(nextParams.r) } },
    pages: { v: { path: '/v/:r', layout: 'root' } },
    start: '/v/a',
    hydrationData: { loaderData: { root: 0 } },
    steps: [
      { navigate: '/v/false', expect: { loaderData: { root: 0 } } },
      { navigate: '/v/undefined', expect: { loaderData: { root: 0 } } },
      { navigate: '/v/null', expect: { loaderData: { root: 0 } } },
      { navigate: '/v/truthy', expect: { loaderData: { root: 0 } } },
      { navigate: '/v/true', expect: { loaderData: { root: 1 } } },
    ],
  },
  {
    name: `${F} > does not revalidates after actions returning 4xx/5xx responses with flag`,
    layouts: { root: { loader: () => 'ROOT*' } },
    pages: {
      index: {
        path: '/',
        layout: 'root',
        ErrorBoundary: true,
        action: (_, t) => new Response(`DATA ${t.n === 1 ? 400 : 500}`, { status: t.n === 1 ? 400 : 500 }),
      },
    },
    hydrationData: { loaderData: { root: 'ROOT' } },
    steps: [
      {
        navigate: '/',
        opts: post(),
        expect: {
          location: '/',
          navigation: 'idle',
          loaderData: { root: 'ROOT' },
          actionData: { index: 'DATA 400' },
          errors: null,
        },
      },
      {
        navigate: '/',
        opts: post(),
        expect: {
          location: '/',
          navigation: 'idle',
          loaderData: { root: 'ROOT' },
          actionData: { index: 'DATA 500' },
          errors: null,
        },
      },
    ],
  },
  {
    name: `${F} > does not revalidate after actions throwing 4xx/5xx responses with flag`,
    layouts: { root: { loader: () => 'ROOT*' } },
    pages: {
      index: {
        path: '/',
        layout: 'root',
        ErrorBoundary: true,
        action: (_, t) => {
          throw new Response(`ERROR ${t.n === 1 ? 400 : 500}`, { status: t.n === 1 ? 400 : 500 })
        },
      },
    },
    hydrationData: { loaderData: { root: 'ROOT' } },
    steps: [
      {
        navigate: '/',
        opts: post(),
        expect: { loaderData: { root: 'ROOT' }, actionData: null, errors: { index: '400  "ERROR 400"' } },
      },
      {
        navigate: '/',
        opts: post(),
        expect: { loaderData: { root: 'ROOT' }, actionData: null, errors: { index: '500  "ERROR 500"' } },
      },
    ],
  },
]

/** Cases that differ by design (docs/runtime.md, "Where routekit differs from React Router"). */
export const DIFFERENCES: Record<string, Outcome> = {
  'should-revalidate-test.ts > shouldRevalidate > provides a default implementation': {
    reasons: ['decides-first'],
    at: '1 navigations, 2 navigations, 3 navigations',
  },
  'should-revalidate-test.ts > shouldRevalidate > provides the default implementation to the route function': {
    reasons: ['decides-first'],
    at: '1 navigations, 2 navigations, 3 navigations',
  },
  'should-revalidate-test.ts > shouldRevalidate > delegates to the route if it should reload or not': {
    reasons: ['decides-first'],
    at: '2 navigations',
  },
  'should-revalidate-test.ts > shouldRevalidate > applies to fetcher loads': {
    reasons: ['decides-first'],
    at: '2 navigations, 3 navigations, 4 navigations',
  },
  'should-revalidate-test.ts > shouldRevalidate > requires an explicit false return value to override default true behavior':
    { reasons: ['decides-first'], at: '5 navigations' },
  'should-revalidate-test.ts > shouldRevalidate > requires an explicit true return value to override default false behavior':
    { reasons: ['decides-first'], at: '1 navigations, 2 navigations, 3 navigations, 4 navigations' },
  'should-revalidate-test.ts > shouldRevalidate > does not revalidate after actions throwing 4xx/5xx responses with flag':
    { reasons: ['decides-first'], at: '1 navigations, 2 aborted, 2 navigations' },
  'should-revalidate-test.ts > shouldRevalidate > does not revalidates after actions returning 4xx/5xx responses with flag':
    { reasons: ['decides-first'], at: '1 navigations, 2 aborted, 2 navigations' },
}
