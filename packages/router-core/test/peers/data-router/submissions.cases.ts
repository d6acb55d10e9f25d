// React Router's packages/react-router/__tests__/router/submission-test.ts at react-router@7.18.2 (commit 69a653ee,
// see _case.ts), ported as data. Its initializeTest() table is _tasks.ts's; its own small tables become a pathless
// `parent` layout and pages with full paths. routes.yaml has no index routes and a layout has no action, so the
// tests that post to a layout or to `?index` have no form.
import { redirect } from 'react-router-dom'
import type { DataCase } from './_case.js'
import type { Outcome } from './_outcomes.js'
import { tasks } from './_tasks.js'

const F = 'submission-test.ts > submissions'
const S = `${F} > submission navigations`
const E = `${F} > action errors`

const post = (fields: Record<string, string> = { gosh: 'dang' }) => ({ formMethod: 'post' as const, formData: fields })

export const CASES: DataCase[] = [
  {
    name: `${S} > reloads all routes when a loader during an actionReload redirects`,
    ...tasks('held'),
    steps: [
      { navigate: '/foo', opts: post(), expect: { calls: ['action foo POST /foo body=gosh=dang'] } },
      {
        resolve: 'action foo',
        value: 'FOO ACTION',
        expect: { actionData: { foo: 'FOO ACTION' }, calls: ['loader foo GET /foo', 'loader root GET /foo'] },
      },
      { resolve: 'loader foo', value: () => redirect('/bar') },
      { reject: 'loader root', error: 'ROOT ERROR' },
      { resolve: 'loader root', value: 'ROOT LOADER 2' },
      {
        resolve: 'loader bar',
        value: 'BAR LOADER',
        expect: { actionData: null, loaderData: { root: 'ROOT LOADER 2', bar: 'BAR LOADER' } },
      },
    ],
  },
  {
    name: `${S} > commits action data as soon as it lands`,
    ...tasks('held'),
    steps: [
      { navigate: '/foo', opts: post(), expect: { actionData: null } },
      { resolve: 'action foo', value: 'A', expect: { actionData: { foo: 'A' } } },
    ],
  },
  {
    name: `${S} > reloads all routes after the action`,
    ...tasks('held'),
    steps: [
      { navigate: '/foo', opts: post() },
      { resolve: 'action foo', value: 'FOO ACTION', expect: { actionData: { foo: 'FOO ACTION' } } },
      {
        resolve: 'loader foo',
        value: 'A LOADER',
        expect: { navigation: 'loading POST /foo gosh=dang', loaderData: { root: 'ROOT', index: 'INDEX' } },
      },
      {
        resolve: 'loader root',
        value: 'ROOT LOADER',
        expect: {
          navigation: 'idle',
          actionData: { foo: 'FOO ACTION' },
          loaderData: { foo: 'A LOADER', root: 'ROOT LOADER' },
        },
      },
    ],
  },
  {
    name: `${S} > reloads all routes after action redirect (throw)`,
    ...tasks('held'),
    steps: [
      { navigate: '/foo', opts: post() },
      {
        reject: 'action foo',
        error: () => redirect('/bar'),
        expect: { calls: ['loader bar GET /bar', 'loader root GET /bar'] },
      },
      {
        resolve: 'loader root',
        value: 'ROOT LOADER',
        expect: { navigation: 'loading POST /bar gosh=dang', loaderData: { root: 'ROOT', index: 'INDEX' } },
      },
      {
        resolve: 'loader bar',
        value: 'B LOADER',
        expect: { navigation: 'idle', loaderData: { bar: 'B LOADER', root: 'ROOT LOADER' } },
      },
    ],
  },
  {
    name: `${S} > reloads all routes after action redirect (return)`,
    ...tasks('held'),
    steps: [
      { navigate: '/foo', opts: post() },
      {
        resolve: 'action foo',
        value: () => redirect('/bar'),
        expect: { calls: ['loader bar GET /bar', 'loader root GET /bar'] },
      },
      { resolve: 'loader root', value: 'ROOT LOADER' },
      {
        resolve: 'loader bar',
        value: 'B LOADER',
        expect: { navigation: 'idle', loaderData: { bar: 'B LOADER', root: 'ROOT LOADER' } },
      },
    ],
  },
  {
    name: `${S} > reloads all routes after action redirect (chained redirects)`,
    ...tasks('held'),
    steps: [
      { navigate: '/foo', opts: post() },
      { resolve: 'action foo', value: () => redirect('/bar') },
      { resolve: 'loader root', value: 'ROOT*' },
      {
        resolve: 'loader bar',
        value: () => redirect('/baz'),
        expect: { calls: ['loader baz GET /baz', 'loader root GET /baz'] },
      },
      { resolve: 'loader root', value: 'ROOT**' },
      {
        resolve: 'loader baz',
        value: 'BAZ',
        expect: { navigation: 'idle', loaderData: { baz: 'BAZ', root: 'ROOT**' } },
      },
    ],
  },
  {
    name: `${S} > removes action data at new locations`,
    ...tasks(),
    steps: [
      { navigate: '/foo', opts: post(), expect: { actionData: { foo: 'foo action#1' } } },
      { navigate: '/bar', expect: { actionData: null } },
    ],
  },
  {
    name: `${S} > removes action data after action redirect (w/o loaders to run)`,
    pages: {
      index: { path: '/', action: (_, t) => (t.n === 1 ? { error: 'invalid' } : redirect('/other')) },
      other: { path: '/other' },
    },
    steps: [
      { navigate: '/', opts: post({ gosh: '' }), expect: { actionData: { index: { error: 'invalid' } } } },
      { navigate: '/', opts: post(), expect: { actionData: null, location: '/other' } },
    ],
  },
  {
    name: `${S} > removes action data after action redirect (w/ loaders to run)`,
    pages: {
      index: { path: '/', action: (_, t) => (t.n === 1 ? { error: 'invalid' } : redirect('/other')) },
      other: { path: '/other', loader: 'held' },
    },
    steps: [
      { navigate: '/', opts: post({ gosh: '' }), expect: { actionData: { index: { error: 'invalid' } } } },
      { navigate: '/', opts: post(), expect: { actionData: { index: { error: 'invalid' } }, loaderData: {} } },
      { resolve: 'loader other', value: 'OTHER', expect: { actionData: null, loaderData: { other: 'OTHER' } } },
    ],
  },
  {
    name: `${S} > removes action data after action redirect to current location`,
    pages: { index: { path: '/', loader: true, action: (_, t) => (t.n === 1 ? { error: 'invalid' } : redirect('/')) } },
    steps: [
      { navigate: '/', opts: post({ gosh: '' }), expect: { actionData: { index: { error: 'invalid' } } } },
      { navigate: '/', opts: post(), expect: { actionData: null, loaderData: { index: 'index#3' } } },
    ],
  },
  {
    name: `${S} > uses the proper action for index routes`,
    noForm:
      'A route with an index child takes a POST without ?index: routes.yaml has no index routes, and a layout has no action.',
    layouts: { parent: {} },
    pages: { child: { path: '/child', layout: 'parent', action: () => 'CHILD', ErrorBoundary: true } },
    steps: [{ navigate: '/child', opts: post(), expect: { actionData: { child: 'CHILD' } } }],
  },
  {
    name: `${S} > uses the proper action for pathless layout routes`,
    noForm:
      'A POST to /parent goes to the layout route /parent, and ?index to its index child: a layout has no action in routekit.',
    pages: { parent: { path: '/parent', action: () => 'PARENT' } },
    steps: [
      {
        navigate: '/parent',
        opts: post(),
        expect: { location: '/parent', actionData: { parent: 'PARENT' }, errors: null },
      },
    ],
  },
  {
    name: `${E} > with an error boundary in the action route > uses the action route's error boundary`,
    layouts: { parent: {} },
    pages: {
      index: { path: '/', layout: 'parent' },
      child: { path: '/child', layout: 'parent', action: 'held', ErrorBoundary: true },
    },
    steps: [
      { navigate: '/child', opts: post() },
      { reject: 'action child', error: () => new Error('Kaboom!'), expect: { errors: { child: 'Error: Kaboom!' } } },
    ],
  },
  {
    name: `${E} > with an error boundary in the action route > loads parent data, but not action data`,
    layouts: { parent: { loader: 'held' } },
    pages: {
      index: { path: '/', layout: 'parent' },
      child: { path: '/child', layout: 'parent', loader: 'held', action: 'held', ErrorBoundary: true },
    },
    hydrationData: { loaderData: { parent: 'PARENT 0' } },
    steps: [
      { navigate: '/child', opts: post() },
      { reject: 'action child', error: () => new Error('Kaboom!'), expect: { calls: ['loader parent GET /child'] } },
      {
        resolve: 'loader parent',
        value: 'PARENT LOADER',
        expect: { loaderData: { parent: 'PARENT LOADER' }, actionData: null, errors: { child: 'Error: Kaboom!' } },
      },
    ],
  },
  {
    name: `${E} > with an error boundary above the action route > uses the nearest error boundary`,
    layouts: { parent: { ErrorBoundary: true } },
    pages: { index: { path: '/', layout: 'parent' }, child: { path: '/child', layout: 'parent', action: 'held' } },
    steps: [
      { navigate: '/child', opts: post() },
      { reject: 'action child', error: () => new Error('Kaboom!'), expect: { errors: { parent: 'Error: Kaboom!' } } },
    ],
  },
  {
    name: `${E} > with a parent loader that throws also, good grief! > uses action error but nearest errorBoundary to parent`,
    layouts: { root: { ErrorBoundary: true }, parent: { parent: 'root', loader: 'held' } },
    pages: {
      index: { path: '/', layout: 'root' },
      child: { path: '/parent/child', layout: 'parent', action: 'held', ErrorBoundary: true },
    },
    steps: [
      { navigate: '/parent/child', opts: post() },
      { reject: 'action child', error: () => new Error('Kaboom!') },
      {
        reject: 'loader parent',
        error: () => new Error('Should not see this!'),
        expect: { loaderData: {}, errors: { root: 'Error: Kaboom!' } },
      },
    ],
  },
  {
    name: `${E} > with no corresponding action > throws a 405 ErrorResponse`,
    layouts: { parent: {} },
    pages: { index: { path: '/', layout: 'parent' }, child: { path: '/child', layout: 'parent', ErrorBoundary: true } },
    steps: [
      {
        navigate: '/child',
        opts: post(),
        expect: {
          errors: {
            child:
              '405 Method Not Allowed "Error: You made a POST request to \\"/child\\" but did not provide an `action` for route \\"child\\", so there is no way to handle the request."',
          },
        },
      },
    ],
  },
  {
    name: `${E} > with no corresponding action > still calls appropriate loaders after 405 ErrorResponse`,
    layouts: { parent: { loader: 'held' }, child: { parent: 'parent', loader: 'held' } },
    pages: {
      index: { path: '/', layout: 'parent' },
      grandchild: { path: '/child/grandchild', layout: 'child', loader: 'held', ErrorBoundary: true },
    },
    hydrationData: { loaderData: { parent: 'PARENT DATA' } },
    steps: [
      {
        navigate: '/child/grandchild',
        opts: post(),
        expect: { errors: null, calls: ['loader child GET /child/grandchild', 'loader parent GET /child/grandchild'] },
      },
      { resolve: 'loader parent', value: 'PARENT DATA*' },
      {
        resolve: 'loader child',
        value: 'CHILD DATA',
        expect: {
          loaderData: { parent: 'PARENT DATA*', child: 'CHILD DATA' },
          actionData: null,
          errors: {
            grandchild:
              '405 Method Not Allowed "Error: You made a POST request to \\"/child/grandchild\\" but did not provide an `action` for route \\"grandchild\\", so there is no way to handle the request."',
          },
        },
      },
    ],
  },
  {
    name: `${E} > clears previous actionData at the throwing route`,
    layouts: { parent: { loader: true } },
    pages: {
      index: { path: '/', layout: 'parent' },
      child: {
        path: '/child',
        layout: 'parent',
        ErrorBoundary: true,
        loader: true,
        action: (_, t) => {
          if (t.n === 1) return 'ACTION'
          throw new Error('Kaboom!')
        },
      },
    },
    hydrationData: { loaderData: { parent: 'PARENT 0' } },
    steps: [
      {
        navigate: '/child',
        opts: post({ key: 'value' }),
        expect: { actionData: { child: 'ACTION' }, loaderData: { parent: 'parent#1', child: 'child#1' }, errors: null },
      },
      {
        navigate: '/child',
        opts: post({ key2: 'value2' }),
        expect: { actionData: null, loaderData: { parent: 'parent#2' }, errors: { child: 'Error: Kaboom!' } },
      },
    ],
  },
  {
    name: `${E} > does not clear previous loaderData at the handling route`,
    layouts: { parent: { loader: true, ErrorBoundary: true } },
    pages: {
      index: { path: '/', layout: 'parent' },
      child: {
        path: '/child',
        layout: 'parent',
        loader: true,
        action: () => {
          throw new Error('Kaboom!')
        },
      },
    },
    hydrationData: { loaderData: { parent: 'PARENT 0' } },
    steps: [
      {
        navigate: '/child',
        expect: { actionData: null, loaderData: { parent: 'PARENT 0', child: 'child#1' }, errors: null },
      },
      {
        navigate: '/child',
        opts: post({ key2: 'value2' }),
        expect: { actionData: null, loaderData: { parent: 'PARENT 0' }, errors: { parent: 'Error: Kaboom!' } },
      },
    ],
  },
  {
    name: `${F} > submission encTypes > serializes body as application/json (object)`,
    note: "The action's request body, as the action reads it, and the navigation's json while it submits.",
    pages: { index: { path: '/', action: async ({ request }) => ({ json: (await request.json()) as unknown }) } },
    steps: [
      {
        navigate: '/',
        opts: { formMethod: 'post', formEncType: 'application/json', body: { a: 'b' } },
        expect: {
          actionData: { index: { json: { a: 'b' } } },
          navigations: ['submitting POST / json={"a":"b"}', 'idle'],
        },
      },
    ],
  },
  {
    name: `${F} > submission encTypes > serializes body as text/plain (string)`,
    pages: { index: { path: '/', action: async ({ request }) => ({ text: await request.text() }) } },
    steps: [
      {
        navigate: '/',
        opts: { formMethod: 'post', formEncType: 'text/plain', body: 'look ma, no formData!' },
        expect: { actionData: { index: { text: 'look ma, no formData!' } } },
      },
    ],
  },
  {
    name: `${F} > submission encTypes > serializes body as implicit application/x-www-form-urlencoded (object)`,
    pages: {
      index: { path: '/', action: async ({ request }) => ({ form: [...(await request.formData()).entries()] }) },
    },
    steps: [
      {
        navigate: '/',
        opts: { formMethod: 'post', formData: { a: '1', b: '2' } },
        expect: {
          actionData: {
            index: {
              form: [
                ['a', '1'],
                ['b', '2'],
              ],
            },
          },
        },
      },
    ],
  },
]

/** Cases that differ by design (docs/runtime.md, "Where routekit differs from React Router"). */
export const DIFFERENCES: Record<string, Outcome> = {
  'submission-test.ts > submissions > submission navigations > removes action data after action redirect (w/o loaders to run)':
    { reasons: ['decides-first'], at: '1 navigations, 2 aborted, 2 navigations' },
  'submission-test.ts > submissions > submission navigations > removes action data after action redirect (w/ loaders to run)':
    { reasons: ['decides-first'], at: '1 navigations, 2 aborted' },
  "submission-test.ts > submissions > action errors > with an error boundary in the action route > uses the action route's error boundary":
    { reasons: ['decides-first'], at: '2 navigations' },
  'submission-test.ts > submissions > action errors > with an error boundary above the action route > uses the nearest error boundary':
    { reasons: ['decides-first'], at: '2 navigations' },
  'submission-test.ts > submissions > action errors > with no corresponding action > throws a 405 ErrorResponse': {
    reasons: ['decides-first'],
    at: '1 navigations',
  },
  'submission-test.ts > submissions > action errors > with no corresponding action > still calls appropriate loaders after 405 ErrorResponse':
    { reasons: ['lazy-action'], at: '1 calls, 2 step, 3 loaderData, 3 rendered' },
  'submission-test.ts > submissions > action errors > does not clear previous loaderData at the handling route': {
    reasons: ['decides-first'],
    at: '2 loaderData, 2 navigations',
  },
  'submission-test.ts > submissions > submission encTypes > serializes body as application/json (object)': {
    reasons: ['decides-first'],
    at: '1 navigations',
  },
  'submission-test.ts > submissions > submission encTypes > serializes body as text/plain (string)': {
    reasons: ['decides-first'],
    at: '1 navigations',
  },
  'submission-test.ts > submissions > submission encTypes > serializes body as implicit application/x-www-form-urlencoded (object)':
    { reasons: ['decides-first'], at: '1 navigations' },
}
