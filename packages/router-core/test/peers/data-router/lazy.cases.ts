// React Router's packages/react-router/__tests__/router/lazy-test.ts at react-router@7.18.2 (commit 69a653ee, see
// _case.ts), ported as data: its route `/lazy` with `lazy()` is a page whose module is imported on the first visit,
// as every routekit page's is. `lazy: 'held'` holds that import until a `{ resolve: 'module lazy' }` step.
import type { DataCase } from './_case.js'
import type { Outcome } from './_outcomes.js'

const F = 'lazy-test.ts > lazily loaded route modules'
const basic = (): Pick<DataCase, 'layouts' | 'pages'> => ({
  layouts: { root: {} },
  pages: {
    index: { path: '/', layout: 'root' },
    lazy: { path: '/lazy', layout: 'root', lazy: 'held', loader: 'held', action: 'held' },
  },
})

export const CASES: DataCase[] = [
  {
    name: `${F} > initialization > fetches lazy route functions and executes loaders on router initialization`,
    pages: { lazy: { path: '/lazy', lazy: 'held', loader: 'held' } },
    start: '/lazy',
    steps: [
      { resolve: 'module lazy', expect: { calls: ['loader lazy GET /lazy'] } },
      {
        resolve: 'loader lazy',
        value: 'LOADER',
        expect: { location: '/lazy', navigation: 'idle', loaderData: { lazy: 'LOADER' } },
      },
    ],
  },
  {
    name: `${F} > happy path > fetches lazy route functions on loading navigation`,
    ...basic(),
    steps: [
      { navigate: '/lazy', expect: { location: '/', navigation: 'loading GET /lazy', calls: [] } },
      {
        resolve: 'module lazy',
        expect: { location: '/', navigation: 'loading GET /lazy', calls: ['loader lazy GET /lazy'] },
      },
      {
        resolve: 'loader lazy',
        value: 'LAZY LOADER',
        expect: { location: '/lazy', navigation: 'idle', loaderData: { lazy: 'LAZY LOADER' } },
      },
    ],
  },
  {
    name: `${F} > happy path > fetches lazy route functions on submission navigation`,
    ...basic(),
    steps: [
      {
        navigate: '/lazy',
        opts: { formMethod: 'post', formData: {} },
        expect: { navigation: 'submitting POST /lazy ' },
      },
      { resolve: 'module lazy', expect: { navigation: 'submitting POST /lazy ' } },
      {
        resolve: 'action lazy',
        value: 'LAZY ACTION',
        expect: {
          location: '/',
          navigation: 'loading POST /lazy ',
          actionData: { lazy: 'LAZY ACTION' },
          loaderData: {},
        },
      },
      {
        resolve: 'loader lazy',
        value: 'LAZY LOADER',
        expect: {
          location: '/lazy',
          navigation: 'idle',
          actionData: { lazy: 'LAZY ACTION' },
          loaderData: { lazy: 'LAZY LOADER' },
        },
      },
    ],
  },
  {
    name: `${F} > happy path > fetches lazy route functions on fetcher.load`,
    ...basic(),
    steps: [
      { fetch: '/lazy', expect: { fetchers: { key: 'loading undefined' } } },
      { resolve: 'module lazy', expect: { fetchers: { key: 'loading undefined' } } },
      { resolve: 'loader lazy', value: 'LAZY LOADER', expect: { fetchers: { key: 'idle "LAZY LOADER"' } } },
    ],
  },
  {
    name: `${F} > happy path > fetches lazy route functions on fetcher.submit`,
    ...basic(),
    steps: [
      {
        fetch: '/lazy',
        opts: { formMethod: 'post', formData: {} },
        expect: { fetchers: { key: 'submitting undefined' } },
      },
      { resolve: 'module lazy', expect: { fetchers: { key: 'submitting undefined' } } },
      { resolve: 'action lazy', value: 'LAZY ACTION', expect: { fetchers: { key: 'idle "LAZY ACTION"' } } },
    ],
  },
  {
    name: `${F} > interruptions > runs lazily loaded route loader even if lazy function is interrupted`,
    note: 'The visitor leaves before the module arrives; once it does, its loader still runs once (its result is dropped).',
    ...basic(),
    steps: [
      { navigate: '/lazy', expect: { location: '/', navigation: 'loading GET /lazy' } },
      { navigate: '/', expect: { location: '/', navigation: 'idle' } },
      { resolve: 'module lazy', expect: { location: '/', navigation: 'idle', calls: ['loader lazy GET /lazy'] } },
    ],
  },
]

/** Cases that differ by design (docs/runtime.md, "Where routekit differs from React Router"). */
export const DIFFERENCES: Record<string, Outcome> = {
  'lazy-test.ts > lazily loaded route modules > interruptions > runs lazily loaded route loader even if lazy function is interrupted':
    { reasons: ['decides-first'], at: '2 navigations' },
}
