// The table React Router's navigation, submission and interruption tests share (their initializeTest()), in
// routes.yaml's terms: a pathless `root` layout with a loader and an ErrorBoundary, and pages with full paths, each
// with a loader and an action; hydrated at `/` with ROOT and INDEX, as the tests start.
import type { DataCase, DataSpec, LayoutSpec, PageSpec } from './_case.js'

/** The root layout's loader when the test never has React Router call it: the value it was hydrated with. */
export const ROOT: DataSpec = () => 'ROOT'

/**
 * The table, with its loaders and actions as given (`'held'`: the steps settle them), started at `start`. The root
 * layout's loader is `root` (default: as the others); a test that never has React Router call it passes `ROOT`, so a
 * runtime that does call it shows the extra call without waiting on a hold no step settles.
 */
export function tasks(
  data: DataSpec = true,
  start?: string,
  root: DataSpec = data,
): Pick<DataCase, 'layouts' | 'pages' | 'hydrationData' | 'start'> {
  const page = (path: string): PageSpec => ({ path, layout: 'root', loader: data, action: data })
  const layout: LayoutSpec = { loader: root, ErrorBoundary: true }
  return {
    layouts: { root: layout },
    pages: {
      index: page('/'),
      foo: page('/foo'),
      foobar: page('/foo/bar'),
      bar: page('/bar'),
      baz: page('/baz'),
      param: page('/p/:param'),
    },
    hydrationData: { loaderData: { root: 'ROOT', index: 'INDEX' } },
    ...(start && { start }),
  }
}

/**
 * The tests' TASK_ROUTES (utils/data-router-setup.ts), in routes.yaml's terms: the `root` layout (loader,
 * ErrorBoundary) around the pages `index` (`/`), `tasks`, `tasksId` (`/tasks/:id`; both with a loader, an action and
 * an ErrorBoundary) and `noLoader`; hydrated at `/` with ROOT_DATA and INDEX_DATA, as the revalidation tests start.
 */
export function taskRoutes(data: DataSpec = 'held'): Pick<DataCase, 'layouts' | 'pages' | 'hydrationData'> {
  return {
    layouts: { root: { loader: data, ErrorBoundary: true } },
    pages: {
      index: { path: '/', layout: 'root', loader: data },
      tasks: { path: '/tasks', layout: 'root', loader: data, action: data, ErrorBoundary: true },
      tasksId: { path: '/tasks/:id', layout: 'root', loader: data, action: data, ErrorBoundary: true },
      noLoader: { path: '/no-loader', layout: 'root' },
    },
    hydrationData: { loaderData: { root: 'ROOT_DATA', index: 'INDEX_DATA' } },
  }
}
