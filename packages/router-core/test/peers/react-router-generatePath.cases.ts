// Cases recorded from React Router's own tests, packages/react-router/__tests__/generatePath-test.tsx at the tag
// react-router@7.18.2 (commit 69a653ee6ab1ac95b13c917ec56c5f3dc17ca9c1): each generatePath() call the test makes, with
// the path React Router returned or the error it threw. Regenerate with _record/README.md.
import type { GeneratePathCase } from './_generate-path-case.js'

export const CASES: GeneratePathCase[] = [
  {
    test: 'generatePath > with no params > returns the unmodified path',
    pattern: '/',
    expected: {
      path: '/',
    },
  },
  {
    test: 'generatePath > with no params > returns the unmodified path',
    pattern: '/courses',
    expected: {
      path: '/courses',
    },
  },
  {
    test: 'generatePath > with params > returns the path without those params interpolated',
    pattern: '/courses/:id',
    params: {
      id: 'routing',
    },
    expected: {
      path: '/courses/routing',
    },
  },
  {
    test: 'generatePath > with params > returns the path without those params interpolated',
    pattern: '/courses/:id/student/:studentId',
    params: {
      id: 'routing',
      studentId: 'matt',
    },
    expected: {
      path: '/courses/routing/student/matt',
    },
  },
  {
    test: 'generatePath > with params > returns the path without those params interpolated',
    pattern: '/courses/*',
    params: {
      '*': 'routing/grades',
    },
    expected: {
      path: '/courses/routing/grades',
    },
  },
  {
    test: 'generatePath > with params > returns the path without those params interpolated',
    pattern: '*',
    params: {
      '*': 'routing/grades',
    },
    expected: {
      path: 'routing/grades',
    },
  },
  {
    test: 'generatePath > with params > returns the path without those params interpolated',
    pattern: '/*',
    params: {},
    expected: {
      path: '/',
    },
  },
  {
    test: 'generatePath > with params > handles * in parameter values',
    pattern: '/courses/:name',
    params: {
      name: 'foo*',
    },
    expected: {
      path: '/courses/foo*',
    },
  },
  {
    test: 'generatePath > with params > handles * in parameter values',
    pattern: '/courses/:name',
    params: {
      name: '*foo',
    },
    expected: {
      path: '/courses/*foo',
    },
  },
  {
    test: 'generatePath > with params > handles * in parameter values',
    pattern: '/courses/:name',
    params: {
      name: '*f*oo*',
    },
    expected: {
      path: '/courses/*f*oo*',
    },
  },
  {
    test: 'generatePath > with params > handles * in parameter values',
    pattern: '/courses/:name',
    params: {
      name: 'foo*',
      '*': 'splat_should_not_be_added',
    },
    expected: {
      path: '/courses/foo*',
    },
  },
  {
    test: 'generatePath > with params > handles a 0 parameter',
    pattern: '/courses/:id',
    params: {
      id: 0,
    },
    expected: {
      path: '/courses/0',
    },
  },
  {
    test: 'generatePath > with params > handles a 0 parameter',
    pattern: '/courses/*',
    params: {
      '*': 0,
    },
    expected: {
      path: '/courses/0',
    },
  },
  {
    test: 'generatePath > with params > handles dashes in dynamic params',
    pattern: '/courses/:foo-bar',
    params: {
      'foo-bar': 'baz',
    },
    expected: {
      path: '/courses/baz',
    },
  },
  {
    test: 'generatePath > with extraneous params > ignores them',
    pattern: '/',
    params: {
      course: 'routing',
    },
    expected: {
      path: '/',
    },
  },
  {
    test: 'generatePath > with extraneous params > ignores them',
    pattern: '/courses',
    params: {
      course: 'routing',
    },
    expected: {
      path: '/courses',
    },
  },
  {
    test: 'generatePath > with missing params > throws an error',
    pattern: '/:lang/login',
    params: {},
    expected: {
      throws: 'Missing ":lang" param',
    },
  },
  {
    test: 'generatePath > with a missing splat > omits the splat and trims the trailing slash',
    pattern: '/courses/*',
    params: {},
    expected: {
      path: '/courses',
    },
  },
  {
    test: 'generatePath > with optional params > adds optional dynamic params where appropriate',
    pattern: '/:one?/:two?/:three?',
    params: {
      one: 'uno',
    },
    expected: {
      path: '/uno',
    },
  },
  {
    test: 'generatePath > with optional params > adds optional dynamic params where appropriate',
    pattern: '/:one?/:two?/:three?',
    params: {
      one: 'uno',
      two: 'dos',
    },
    expected: {
      path: '/uno/dos',
    },
  },
  {
    test: 'generatePath > with optional params > adds optional dynamic params where appropriate',
    pattern: '/:one?/:two?/:three?',
    params: {
      one: 'uno',
      two: 'dos',
      three: 'tres',
    },
    expected: {
      path: '/uno/dos/tres',
    },
  },
  {
    test: 'generatePath > with optional params > adds optional dynamic params where appropriate',
    pattern: '/:one?/:two?/:three?',
    params: {
      one: 'uno',
      three: 'tres',
    },
    expected: {
      path: '/uno/tres',
    },
  },
  {
    test: 'generatePath > with optional params > adds optional dynamic params where appropriate',
    pattern: '/:one?/:two?/:three?',
    params: {
      two: 'dos',
    },
    expected: {
      path: '/dos',
    },
  },
  {
    test: 'generatePath > with optional params > adds optional dynamic params where appropriate',
    pattern: '/:one?/:two?/:three?',
    params: {
      two: 'dos',
      three: 'tres',
    },
    expected: {
      path: '/dos/tres',
    },
  },
  {
    test: 'generatePath > with optional params > strips optional aspects of static segments',
    pattern: '/one?/two?/:three?',
    params: {},
    expected: {
      path: '/one/two',
    },
  },
  {
    test: 'generatePath > with optional params > strips optional aspects of static segments',
    pattern: '/one?/two?/:three?',
    params: {
      three: 'tres',
    },
    expected: {
      path: '/one/two/tres',
    },
  },
  {
    test: 'generatePath > with optional params > handles intermixed segments',
    pattern: '/one?/:two?/three/:four/*',
    params: {
      four: 'cuatro',
    },
    expected: {
      path: '/one/three/cuatro',
    },
  },
  {
    test: 'generatePath > with optional params > handles intermixed segments',
    pattern: '/one?/:two?/three/:four/*',
    params: {
      two: 'dos',
      four: 'cuatro',
    },
    expected: {
      path: '/one/dos/three/cuatro',
    },
  },
  {
    test: 'generatePath > with optional params > handles intermixed segments',
    pattern: '/one?/:two?/three/:four/*',
    params: {
      two: 'dos',
      four: 'cuatro',
      '*': 'splat',
    },
    expected: {
      path: '/one/dos/three/cuatro/splat',
    },
  },
  {
    test: 'generatePath > with optional params > handles intermixed segments',
    pattern: '/one?/:two?/three/:four/*',
    params: {
      two: 'dos',
      four: 'cuatro',
      '*': 'splat/and/then/some',
    },
    expected: {
      path: '/one/dos/three/cuatro/splat/and/then/some',
    },
  },
  {
    test: 'generatePath > with a param that contains a / > properly encodes the slash',
    pattern: '/courses/:id/grades',
    params: {
      id: 'a/b',
    },
    expected: {
      path: '/courses/a%2Fb/grades',
    },
  },
  {
    test: 'generatePath > throws only on missing named parameters, but not missing splat params',
    pattern: ':foo',
    expected: {
      throws: 'Missing ":foo" param',
    },
  },
  {
    test: 'generatePath > throws only on missing named parameters, but not missing splat params',
    pattern: '/:foo',
    expected: {
      throws: 'Missing ":foo" param',
    },
  },
  {
    test: 'generatePath > throws only on missing named parameters, but not missing splat params',
    pattern: '*',
    expected: {
      path: '',
    },
  },
  {
    test: 'generatePath > throws only on missing named parameters, but not missing splat params',
    pattern: '/*',
    expected: {
      path: '/',
    },
  },
  {
    test: 'generatePath > only interpolates and does not add slashes',
    pattern: '*',
    expected: {
      path: '',
    },
  },
  {
    test: 'generatePath > only interpolates and does not add slashes',
    pattern: '/*',
    expected: {
      path: '/',
    },
  },
  {
    test: 'generatePath > only interpolates and does not add slashes',
    pattern: 'foo*',
    expected: {
      path: 'foo',
    },
  },
  {
    test: 'generatePath > only interpolates and does not add slashes',
    pattern: '/foo*',
    expected: {
      path: '/foo',
    },
  },
  {
    test: 'generatePath > only interpolates and does not add slashes',
    pattern: ':foo',
    params: {
      foo: 'bar',
    },
    expected: {
      path: 'bar',
    },
  },
  {
    test: 'generatePath > only interpolates and does not add slashes',
    pattern: '/:foo',
    params: {
      foo: 'bar',
    },
    expected: {
      path: '/bar',
    },
  },
  {
    test: 'generatePath > only interpolates and does not add slashes',
    pattern: '*',
    params: {
      '*': 'bar',
    },
    expected: {
      path: 'bar',
    },
  },
  {
    test: 'generatePath > only interpolates and does not add slashes',
    pattern: '/*',
    params: {
      '*': 'bar',
    },
    expected: {
      path: '/bar',
    },
  },
  {
    test: 'generatePath > only interpolates and does not add slashes',
    pattern: 'foo:bar',
    params: {
      bar: 'baz',
    },
    expected: {
      path: 'foo:bar',
    },
  },
  {
    test: 'generatePath > only interpolates and does not add slashes',
    pattern: '/foo:bar',
    params: {
      bar: 'baz',
    },
    expected: {
      path: '/foo:bar',
    },
  },
  {
    test: 'generatePath > only interpolates and does not add slashes',
    pattern: 'foo*',
    params: {
      '*': 'bar',
    },
    expected: {
      path: 'foo/bar',
    },
  },
  {
    test: 'generatePath > only interpolates and does not add slashes',
    pattern: '/foo*',
    params: {
      '*': 'bar',
    },
    expected: {
      path: '/foo/bar',
    },
  },
  {
    test: 'generatePath > with params followed by static text > interpolates params with file extensions',
    pattern: '/books/:id.json',
    params: {
      id: '42',
    },
    expected: {
      path: '/books/42.json',
    },
  },
  {
    test: 'generatePath > with params followed by static text > interpolates params with file extensions',
    pattern: '/api/:resource.xml',
    params: {
      resource: 'users',
    },
    expected: {
      path: '/api/users.xml',
    },
  },
  {
    test: 'generatePath > with params followed by static text > interpolates params with file extensions',
    pattern: '/:lang.html',
    params: {
      lang: 'en',
    },
    expected: {
      path: '/en.html',
    },
  },
  {
    test: 'generatePath > with params followed by static text > handles multiple extensions',
    pattern: '/files/:name.tar.gz',
    params: {
      name: 'archive',
    },
    expected: {
      path: '/files/archive.tar.gz',
    },
  },
  {
    test: 'generatePath > with params followed by static text > handles multiple extensions',
    pattern: '/:file.min.js',
    params: {
      file: 'app',
    },
    expected: {
      path: '/app.min.js',
    },
  },
]
