// React Router's packages/react-router/__tests__/router/interruptions-test.ts at react-router@7.18.2 (commit 69a653ee,
// see _case.ts), ported as data on its initializeTest() table (_tasks.ts). Every call is held, so a second navigation
// starts while the first still waits; `aborted` lists the calls whose request the router aborted.
import { redirect } from 'react-router-dom'
import type { DataCase } from './_case.js'
import type { Outcome } from './_outcomes.js'
import { ROOT, tasks } from './_tasks.js'

const F = 'interruptions-test.ts > interruptions'
const post = { formMethod: 'post' as const, formData: {} }
const postKey = { formMethod: 'post' as const, formData: { key: 'value' } }

export const CASES: DataCase[] = [
  {
    name: `${F} > A) GET /foo |---X B) GET /bar |---O > aborts previous load`,
    ...tasks('held', undefined, ROOT),
    steps: [
      { navigate: '/foo', expect: { calls: ['loader foo GET /foo'] } },
      { navigate: '/bar', expect: { aborted: ['loader foo GET /foo'], calls: ['loader bar GET /bar'] } },
      { resolve: 'loader bar', value: 'BAR', expect: { location: '/bar', loaderData: { root: 'ROOT', bar: 'BAR' } } },
    ],
  },
  {
    name: `${F} > A) GET /foo |---X B) POST /bar |---O > aborts previous load`,
    ...tasks('held', undefined, ROOT),
    steps: [
      { navigate: '/foo' },
      { navigate: '/bar', opts: post, expect: { aborted: ['loader foo GET /foo'], calls: ['action bar POST /bar'] } },
    ],
  },
  {
    name: `${F} > A) POST /foo |---X B) POST /bar |---O > aborts previous action`,
    ...tasks('held', undefined, ROOT),
    steps: [
      { navigate: '/foo', opts: post },
      { navigate: '/bar', opts: post, expect: { aborted: ['action foo POST /foo'] } },
    ],
  },
  {
    name: `${F} > A) POST /foo |--|--X B) GET /bar |---O > aborts previous action reload`,
    ...tasks('held'),
    steps: [
      { navigate: '/foo', opts: post },
      { resolve: 'action foo', value: 'A ACTION' },
      {
        navigate: '/bar',
        expect: { aborted: ['action foo POST /foo', 'loader foo GET /foo', 'loader root GET /foo'] },
      },
    ],
  },
  {
    name: `${F} > A) POST /foo |--|--X B) POST /bar |---O > aborts previous action reload`,
    ...tasks('held'),
    steps: [
      { navigate: '/foo', opts: post },
      { resolve: 'action foo', value: 'A ACTION' },
      {
        navigate: '/bar',
        opts: post,
        expect: { aborted: ['action foo POST /foo', 'loader foo GET /foo', 'loader root GET /foo'] },
      },
    ],
  },
  {
    name: `${F} > A) GET /foo |--/bar--X B) GET /baz |---O > aborts previous action redirect load`,
    ...tasks('held', undefined, ROOT),
    steps: [
      { navigate: '/foo' },
      { resolve: 'loader foo', value: () => redirect('/bar'), expect: { calls: ['loader bar GET /bar'] } },
      { navigate: '/baz', expect: { aborted: ['loader bar GET /bar'], calls: ['loader baz GET /baz'] } },
    ],
  },
  {
    name: `${F} > A) POST /foo |--/bar--X B) GET /baz |---O > aborts previous action redirect load`,
    ...tasks('held'),
    steps: [
      { navigate: '/foo', opts: post },
      { resolve: 'action foo', value: () => redirect('/bar') },
      { navigate: '/baz', expect: { aborted: ['loader bar GET /bar', 'loader root GET /bar'] } },
    ],
  },
  {
    name: `${F} > A) GET /foo |---X B) GET /bar |---X C) GET /baz |---O > aborts multiple subsequent loads`,
    ...tasks('held', undefined, ROOT),
    steps: [
      { navigate: '/foo' },
      { navigate: '/bar' },
      { resolve: 'loader foo', value: 'A', stale: true },
      { navigate: '/baz' },
      { resolve: 'loader bar', value: 'B', stale: true },
      {
        resolve: 'loader baz',
        value: 'C',
        expect: { loaderData: { root: 'ROOT', baz: 'C' }, location: '/baz', navigation: 'idle' },
      },
    ],
  },
  {
    name: `${F} > A) POST /foo |---X B) POST /bar |---X C) POST /baz |---O > aborts previous load`,
    ...tasks('held'),
    steps: [
      { navigate: '/foo', opts: post },
      { navigate: '/bar', opts: post },
      { resolve: 'action foo', value: 'A', stale: true },
      { navigate: '/baz', opts: post },
      { resolve: 'action bar', value: 'B', stale: true },
      { resolve: 'action baz', value: 'C', expect: { actionData: { baz: 'C' } } },
    ],
  },
  {
    name: `${F} > A) POST /foo |--X B) GET /bar |-----O > forces all loaders to revalidate on interrupted submission`,
    ...tasks('held'),
    steps: [
      { navigate: '/foo', opts: postKey },
      { navigate: '/bar', expect: { calls: ['loader bar GET /bar', 'loader root GET /bar'] } },
      { resolve: 'action foo', value: 'A ACTION', stale: true },
      { resolve: 'loader root', value: 'ROOT*' },
      {
        resolve: 'loader bar',
        value: 'BAR',
        expect: { navigation: 'idle', location: '/bar', actionData: null, loaderData: { root: 'ROOT*', bar: 'BAR' } },
      },
    ],
  },
  {
    name: `${F} > A) POST /foo |--|--X B) GET /bar |-----O > forces all loaders to revalidate on interrupted actionReload`,
    ...tasks('held'),
    steps: [
      { navigate: '/foo', opts: postKey },
      { resolve: 'action foo', value: 'A ACTION', expect: { navigation: 'loading POST /foo key=value' } },
      { navigate: '/bar', expect: { calls: ['loader bar GET /bar', 'loader root GET /bar'] } },
      { resolve: 'loader root', value: 'ROOT*' },
      {
        resolve: 'loader bar',
        value: 'BAR',
        expect: { navigation: 'idle', location: '/bar', actionData: null, loaderData: { root: 'ROOT*', bar: 'BAR' } },
      },
    ],
  },
  {
    name: `${F} > A) POST /foo |--|--X B) GET /bar |-----O > forces all loaders to revalidate on interrupted submissionRedirect`,
    ...tasks('held'),
    steps: [
      { navigate: '/foo', opts: postKey },
      { resolve: 'action foo', value: () => redirect('/baz'), expect: { navigation: 'loading POST /baz key=value' } },
      { navigate: '/bar', expect: { calls: ['loader bar GET /bar', 'loader root GET /bar'] } },
      { resolve: 'loader root', value: 'ROOT*' },
      {
        resolve: 'loader bar',
        value: 'BAR',
        expect: { navigation: 'idle', location: '/bar', loaderData: { root: 'ROOT*', bar: 'BAR' } },
      },
    ],
  },
]

/** Cases that differ by design (docs/runtime.md, "Where routekit differs from React Router"). */
export const DIFFERENCES: Record<string, Outcome> = {}
