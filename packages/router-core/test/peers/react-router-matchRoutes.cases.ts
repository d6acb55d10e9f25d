// Cases recorded from React Router's own tests, packages/react-router/__tests__/matchRoutes-test.tsx at the tag
// react-router@7.18.2 (commit 69a653ee6ab1ac95b13c917ec56c5f3dc17ca9c1): each matchPath()/matchRoutes() call the
// test makes, with the answer React Router gave while its assertions passed. Regenerate with _record/README.md.
import type { PeerCase } from './_peer-case.js'

export const CASES: PeerCase[] = [
  {
    kind: 'matchRoutes',
    test: 'matchRoutes > matches root * routes correctly',
    routes: [
      { id: '0', path: '/' },
      {
        id: '1',
        path: '/home',
        children: [
          { id: '1.0', index: true },
          { id: '1.1', path: '*' },
        ],
      },
      { id: '2', path: '/withpath', index: true },
      {
        id: '3',
        path: '/layout',
        children: [
          { id: '3.0', path: 'item' },
          { id: '3.1', path: ':id' },
          { id: '3.2', path: '*' },
        ],
      },
      { id: '4', path: '/layout', index: true },
      {
        id: '5',
        path: '/users',
        children: [
          { id: '5.0', index: true },
          { id: '5.1', path: ':id', children: [{ id: '5.1.0', path: 'edit' }] },
        ],
      },
      { id: '6', path: '*' },
    ],
    pathname: '/not-found',
    expected: { id: '6', params: { '*': 'not-found' } },
  },
  {
    kind: 'matchRoutes',
    test: 'matchRoutes > matches root * routes correctly',
    routes: [
      { id: '0', path: '/' },
      {
        id: '1',
        path: '/home',
        children: [
          { id: '1.0', index: true },
          { id: '1.1', path: '*' },
        ],
      },
      { id: '2', path: '/withpath', index: true },
      {
        id: '3',
        path: '/layout',
        children: [
          { id: '3.0', path: 'item' },
          { id: '3.1', path: ':id' },
          { id: '3.2', path: '*' },
        ],
      },
      { id: '4', path: '/layout', index: true },
      {
        id: '5',
        path: '/users',
        children: [
          { id: '5.0', index: true },
          { id: '5.1', path: ':id', children: [{ id: '5.1.0', path: 'edit' }] },
        ],
      },
      { id: '6', path: '*' },
    ],
    pathname: '/hometypo',
    expected: { id: '6', params: { '*': 'hometypo' } },
  },
  {
    kind: 'matchRoutes',
    test: 'matchRoutes > matches index routes with path correctly',
    routes: [
      { id: '0', path: '/' },
      {
        id: '1',
        path: '/home',
        children: [
          { id: '1.0', index: true },
          { id: '1.1', path: '*' },
        ],
      },
      { id: '2', path: '/withpath', index: true },
      {
        id: '3',
        path: '/layout',
        children: [
          { id: '3.0', path: 'item' },
          { id: '3.1', path: ':id' },
          { id: '3.2', path: '*' },
        ],
      },
      { id: '4', path: '/layout', index: true },
      {
        id: '5',
        path: '/users',
        children: [
          { id: '5.0', index: true },
          { id: '5.1', path: ':id', children: [{ id: '5.1.0', path: 'edit' }] },
        ],
      },
      { id: '6', path: '*' },
    ],
    pathname: '/withpath',
    expected: { id: '2', params: {} },
  },
  {
    kind: 'matchRoutes',
    test: 'matchRoutes > matches index routes with path over layout',
    routes: [
      { id: '0', path: '/' },
      {
        id: '1',
        path: '/home',
        children: [
          { id: '1.0', index: true },
          { id: '1.1', path: '*' },
        ],
      },
      { id: '2', path: '/withpath', index: true },
      {
        id: '3',
        path: '/layout',
        children: [
          { id: '3.0', path: 'item' },
          { id: '3.1', path: ':id' },
          { id: '3.2', path: '*' },
        ],
      },
      { id: '4', path: '/layout', index: true },
      {
        id: '5',
        path: '/users',
        children: [
          { id: '5.0', index: true },
          { id: '5.1', path: ':id', children: [{ id: '5.1.0', path: 'edit' }] },
        ],
      },
      { id: '6', path: '*' },
    ],
    pathname: '/layout',
    expected: { id: '4', params: {} },
  },
  {
    kind: 'matchRoutes',
    test: 'matchRoutes > matches static path over index',
    routes: [
      { id: '0', path: '/' },
      {
        id: '1',
        path: '/home',
        children: [
          { id: '1.0', index: true },
          { id: '1.1', path: '*' },
        ],
      },
      { id: '2', path: '/withpath', index: true },
      {
        id: '3',
        path: '/layout',
        children: [
          { id: '3.0', path: 'item' },
          { id: '3.1', path: ':id' },
          { id: '3.2', path: '*' },
        ],
      },
      { id: '4', path: '/layout', index: true },
      {
        id: '5',
        path: '/users',
        children: [
          { id: '5.0', index: true },
          { id: '5.1', path: ':id', children: [{ id: '5.1.0', path: 'edit' }] },
        ],
      },
      { id: '6', path: '*' },
    ],
    pathname: '/layout/item',
    expected: { id: '3.0', params: {} },
  },
  {
    kind: 'matchRoutes',
    test: 'matchRoutes > matches dynamic layout path with param over index',
    routes: [
      { id: '0', path: '/' },
      {
        id: '1',
        path: '/home',
        children: [
          { id: '1.0', index: true },
          { id: '1.1', path: '*' },
        ],
      },
      { id: '2', path: '/withpath', index: true },
      {
        id: '3',
        path: '/layout',
        children: [
          { id: '3.0', path: 'item' },
          { id: '3.1', path: ':id' },
          { id: '3.2', path: '*' },
        ],
      },
      { id: '4', path: '/layout', index: true },
      {
        id: '5',
        path: '/users',
        children: [
          { id: '5.0', index: true },
          { id: '5.1', path: ':id', children: [{ id: '5.1.0', path: 'edit' }] },
        ],
      },
      { id: '6', path: '*' },
    ],
    pathname: '/layout/id',
    expected: { id: '3.1', params: { id: 'id' } },
  },
  {
    kind: 'matchRoutes',
    test: 'matchRoutes > matches dynamic layout path with splat over index',
    routes: [
      { id: '0', path: '/' },
      {
        id: '1',
        path: '/home',
        children: [
          { id: '1.0', index: true },
          { id: '1.1', path: '*' },
        ],
      },
      { id: '2', path: '/withpath', index: true },
      {
        id: '3',
        path: '/layout',
        children: [
          { id: '3.0', path: 'item' },
          { id: '3.1', path: ':id' },
          { id: '3.2', path: '*' },
        ],
      },
      { id: '4', path: '/layout', index: true },
      {
        id: '5',
        path: '/users',
        children: [
          { id: '5.0', index: true },
          { id: '5.1', path: ':id', children: [{ id: '5.1.0', path: 'edit' }] },
        ],
      },
      { id: '6', path: '*' },
    ],
    pathname: '/layout/id/more',
    expected: { id: '3.2', params: { '*': 'id/more' } },
  },
  {
    kind: 'matchRoutes',
    test: 'matchRoutes > matches nested index routes correctly',
    routes: [
      { id: '0', path: '/' },
      {
        id: '1',
        path: '/home',
        children: [
          { id: '1.0', index: true },
          { id: '1.1', path: '*' },
        ],
      },
      { id: '2', path: '/withpath', index: true },
      {
        id: '3',
        path: '/layout',
        children: [
          { id: '3.0', path: 'item' },
          { id: '3.1', path: ':id' },
          { id: '3.2', path: '*' },
        ],
      },
      { id: '4', path: '/layout', index: true },
      {
        id: '5',
        path: '/users',
        children: [
          { id: '5.0', index: true },
          { id: '5.1', path: ':id', children: [{ id: '5.1.0', path: 'edit' }] },
        ],
      },
      { id: '6', path: '*' },
    ],
    pathname: '/users',
    expected: { id: '5.0', params: {} },
  },
  {
    kind: 'matchRoutes',
    test: 'matchRoutes > matches nested dynamic routes correctly',
    routes: [
      { id: '0', path: '/' },
      {
        id: '1',
        path: '/home',
        children: [
          { id: '1.0', index: true },
          { id: '1.1', path: '*' },
        ],
      },
      { id: '2', path: '/withpath', index: true },
      {
        id: '3',
        path: '/layout',
        children: [
          { id: '3.0', path: 'item' },
          { id: '3.1', path: ':id' },
          { id: '3.2', path: '*' },
        ],
      },
      { id: '4', path: '/layout', index: true },
      {
        id: '5',
        path: '/users',
        children: [
          { id: '5.0', index: true },
          { id: '5.1', path: ':id', children: [{ id: '5.1.0', path: 'edit' }] },
        ],
      },
      { id: '6', path: '*' },
    ],
    pathname: '/users/mj',
    expected: { id: '5.1', params: { id: 'mj' } },
  },
  {
    kind: 'matchRoutes',
    test: 'matchRoutes > matches nested dynamic routes correctly',
    routes: [
      { id: '0', path: '/' },
      {
        id: '1',
        path: '/home',
        children: [
          { id: '1.0', index: true },
          { id: '1.1', path: '*' },
        ],
      },
      { id: '2', path: '/withpath', index: true },
      {
        id: '3',
        path: '/layout',
        children: [
          { id: '3.0', path: 'item' },
          { id: '3.1', path: ':id' },
          { id: '3.2', path: '*' },
        ],
      },
      { id: '4', path: '/layout', index: true },
      {
        id: '5',
        path: '/users',
        children: [
          { id: '5.0', index: true },
          { id: '5.1', path: ':id', children: [{ id: '5.1.0', path: 'edit' }] },
        ],
      },
      { id: '6', path: '*' },
    ],
    pathname: '/users/mj/edit',
    expected: { id: '5.1.0', params: { id: 'mj' } },
  },
  {
    kind: 'matchRoutes',
    test: 'matchRoutes > matches nested dynamic routes with params ending in = (e.x. base64 encoded Id)',
    routes: [
      { id: '0', path: '/' },
      {
        id: '1',
        path: '/home',
        children: [
          { id: '1.0', index: true },
          { id: '1.1', path: '*' },
        ],
      },
      { id: '2', path: '/withpath', index: true },
      {
        id: '3',
        path: '/layout',
        children: [
          { id: '3.0', path: 'item' },
          { id: '3.1', path: ':id' },
          { id: '3.2', path: '*' },
        ],
      },
      { id: '4', path: '/layout', index: true },
      {
        id: '5',
        path: '/users',
        children: [
          { id: '5.0', index: true },
          { id: '5.1', path: ':id', children: [{ id: '5.1.0', path: 'edit' }] },
        ],
      },
      { id: '6', path: '*' },
    ],
    pathname: '/users/VXNlcnM6MQ==',
    expected: { id: '5.1', params: { id: 'VXNlcnM6MQ==' } },
  },
  {
    kind: 'matchRoutes',
    test: 'matchRoutes > matches nested dynamic routes with params ending in = (e.x. base64 encoded Id)',
    routes: [
      { id: '0', path: '/' },
      {
        id: '1',
        path: '/home',
        children: [
          { id: '1.0', index: true },
          { id: '1.1', path: '*' },
        ],
      },
      { id: '2', path: '/withpath', index: true },
      {
        id: '3',
        path: '/layout',
        children: [
          { id: '3.0', path: 'item' },
          { id: '3.1', path: ':id' },
          { id: '3.2', path: '*' },
        ],
      },
      { id: '4', path: '/layout', index: true },
      {
        id: '5',
        path: '/users',
        children: [
          { id: '5.0', index: true },
          { id: '5.1', path: ':id', children: [{ id: '5.1.0', path: 'edit' }] },
        ],
      },
      { id: '6', path: '*' },
    ],
    pathname: '/users/VXNlcnM6MQ==/edit',
    expected: { id: '5.1.0', params: { id: 'VXNlcnM6MQ==' } },
  },
  {
    kind: 'matchRoutes',
    test: 'matchRoutes > matches nested * routes correctly',
    routes: [
      { id: '0', path: '/' },
      {
        id: '1',
        path: '/home',
        children: [
          { id: '1.0', index: true },
          { id: '1.1', path: '*' },
        ],
      },
      { id: '2', path: '/withpath', index: true },
      {
        id: '3',
        path: '/layout',
        children: [
          { id: '3.0', path: 'item' },
          { id: '3.1', path: ':id' },
          { id: '3.2', path: '*' },
        ],
      },
      { id: '4', path: '/layout', index: true },
      {
        id: '5',
        path: '/users',
        children: [
          { id: '5.0', index: true },
          { id: '5.1', path: ':id', children: [{ id: '5.1.0', path: 'edit' }] },
        ],
      },
      { id: '6', path: '*' },
    ],
    pathname: '/home/typo',
    expected: { id: '1.1', params: { '*': 'typo' } },
  },
  {
    kind: 'matchRoutes',
    test: 'matchRoutes > with a basename > matches a pathname that starts with the basename',
    routes: [
      { id: '0', path: '/' },
      {
        id: '1',
        path: '/home',
        children: [
          { id: '1.0', index: true },
          { id: '1.1', path: '*' },
        ],
      },
      { id: '2', path: '/withpath', index: true },
      {
        id: '3',
        path: '/layout',
        children: [
          { id: '3.0', path: 'item' },
          { id: '3.1', path: ':id' },
          { id: '3.2', path: '*' },
        ],
      },
      { id: '4', path: '/layout', index: true },
      {
        id: '5',
        path: '/users',
        children: [
          { id: '5.0', index: true },
          { id: '5.1', path: ':id', children: [{ id: '5.1.0', path: 'edit' }] },
        ],
      },
      { id: '6', path: '*' },
    ],
    pathname: '/app/users/mj',
    basename: '/app',
    expected: { id: '5.1', params: { id: 'mj' } },
  },
  {
    kind: 'matchRoutes',
    test: 'matchRoutes > with a basename > matches a pathname that starts with the basename',
    routes: [
      { id: '0', path: '/' },
      {
        id: '1',
        path: '/home',
        children: [
          { id: '1.0', index: true },
          { id: '1.1', path: '*' },
        ],
      },
      { id: '2', path: '/withpath', index: true },
      {
        id: '3',
        path: '/layout',
        children: [
          { id: '3.0', path: 'item' },
          { id: '3.1', path: ':id' },
          { id: '3.2', path: '*' },
        ],
      },
      { id: '4', path: '/layout', index: true },
      {
        id: '5',
        path: '/users',
        children: [
          { id: '5.0', index: true },
          { id: '5.1', path: ':id', children: [{ id: '5.1.0', path: 'edit' }] },
        ],
      },
      { id: '6', path: '*' },
    ],
    pathname: '/APP/users/mj',
    basename: '/app',
    expected: { id: '5.1', params: { id: 'mj' } },
  },
  {
    kind: 'matchRoutes',
    test: 'matchRoutes > with a basename > does not match a pathname that does not start with the basename',
    routes: [
      { id: '0', path: '/' },
      {
        id: '1',
        path: '/home',
        children: [
          { id: '1.0', index: true },
          { id: '1.1', path: '*' },
        ],
      },
      { id: '2', path: '/withpath', index: true },
      {
        id: '3',
        path: '/layout',
        children: [
          { id: '3.0', path: 'item' },
          { id: '3.1', path: ':id' },
          { id: '3.2', path: '*' },
        ],
      },
      { id: '4', path: '/layout', index: true },
      {
        id: '5',
        path: '/users',
        children: [
          { id: '5.0', index: true },
          { id: '5.1', path: ':id', children: [{ id: '5.1.0', path: 'edit' }] },
        ],
      },
      { id: '6', path: '*' },
    ],
    pathname: '/home',
    basename: '/app',
    expected: null,
  },
  {
    kind: 'matchRoutes',
    test: 'matchRoutes > with a basename > does not match a pathname that does not start with basename/',
    routes: [
      { id: '0', path: '/' },
      {
        id: '1',
        path: '/home',
        children: [
          { id: '1.0', index: true },
          { id: '1.1', path: '*' },
        ],
      },
      { id: '2', path: '/withpath', index: true },
      {
        id: '3',
        path: '/layout',
        children: [
          { id: '3.0', path: 'item' },
          { id: '3.1', path: ':id' },
          { id: '3.2', path: '*' },
        ],
      },
      { id: '4', path: '/layout', index: true },
      {
        id: '5',
        path: '/users',
        children: [
          { id: '5.0', index: true },
          { id: '5.1', path: ':id', children: [{ id: '5.1.0', path: 'edit' }] },
        ],
      },
      { id: '6', path: '*' },
    ],
    pathname: '/appextra/home',
    basename: '/app',
    expected: null,
  },
]
