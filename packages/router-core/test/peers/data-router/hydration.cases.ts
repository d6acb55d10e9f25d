// React Router's packages/react-router/__tests__/router/route-fallback-test.ts at react-router@7.18.2 (commit
// 69a653ee, see _case.ts), ported as data. hydrationData is a prerendered page's data: what routekit's prerenderer
// writes into the page for its runtime to read. These cases compare the first paint too.
import type { DataCase } from './_case.js'
import type { Outcome } from './_outcomes.js'

const F = 'route-fallback-test.ts > route HydrateFallback'

export const CASES: DataCase[] = [
  {
    name: `${F} > starts with initialized=false, runs unhydrated loaders with partial hydrationData`,
    layouts: { root: { loader: true, shouldRevalidate: ({ defaultShouldRevalidate }) => defaultShouldRevalidate } },
    pages: { index: { path: '/', layout: 'root', loader: 'held', HydrateFallback: true } },
    hydrationData: { loaderData: { root: 'LOADER DATA' } },
    firstPaint: '<root "LOADER DATA"><index fallback></root>',
    expect: { loaderData: { root: 'LOADER DATA' }, navigation: 'idle', calls: ['loader index GET /'] },
    steps: [
      {
        resolve: 'loader index',
        value: 'INDEX DATA',
        expect: { loaderData: { root: 'LOADER DATA', index: 'INDEX DATA' }, navigations: [], shouldRevalidate: [] },
      },
    ],
  },
  {
    name: `${F} > does not kick off initial data load for routes that don't have loaders`,
    layouts: { parent: { loader: true } },
    pages: { child: { path: '/child', layout: 'parent' } },
    start: '/child',
    hydrationData: { loaderData: { parent: 'PARENT DATA' } },
    firstPaint: '<parent "PARENT DATA"><child></child></parent>',
    expect: { calls: [], navigation: 'idle', loaderData: { parent: 'PARENT DATA' } },
    steps: [],
  },
  {
    name: `${F} > does not kick off initial data load if errors exist (parent error)`,
    noForm:
      "hydrationData with errors: a prerendered page carries its loaders' values only; a page whose loader fails is not prerendered.",
    layouts: { parent: { loader: 'held' } },
    pages: { child: { path: '/child', layout: 'parent', loader: 'held' } },
    start: '/child',
    hydrationData: { loaderData: { child: 'CHILD_DATA' } },
    steps: [],
  },
]

/** Cases that differ by design (docs/runtime.md, "Where routekit differs from React Router"). */
export const DIFFERENCES: Record<string, Outcome> = {}
