// A case on plain React Router: the equivalent nested route table, made from the case's routes.yaml terms, in
// createMemoryRouter(). Each layout is a pathless route with its child layouts and its pages as children; pages keep
// their full paths (React Router allows an absolute child path below pathless parents). Above them all stands `@app`,
// a pathless root with an ErrorBoundary: the app-wide error page routekit shows when no route catches an error.
import { createMemoryRouter, type RouteObject } from 'react-router-dom'
import type { DataCase } from './_case.js'
import { APP, type BuiltModule, type BuiltModules, type Target } from './_run.js'

function routeOf(id: string, m: BuiltModule, extra: Partial<RouteObject>): RouteObject {
  const { lazy, Component, ...rest } = m
  if (!lazy) return { id, Component, ...rest, ...extra } as RouteObject
  // React Router's `lazy`: everything but the id, the path and the children comes from the module, on first match.
  return { id, ...extra, lazy: async () => (await lazy(), { Component, ...rest }) } as RouteObject
}

/** The case's routes as React Router's nested table. */
export function tableOf(modules: BuiltModules): RouteObject[] {
  const childrenOf = (layout: string | undefined): RouteObject[] => [
    ...Object.entries(modules.layouts)
      .filter(([, l]) => l.parent === layout)
      .map(([id, l]) => routeOf(id, l, { children: childrenOf(id) })),
    ...Object.entries(modules.pages)
      .filter(([, p]) => p.layout === layout)
      .map(([id, { path, layout: _, ...p }]) => routeOf(id, p, { path })),
  ]
  return [{ id: APP, ErrorBoundary: modules.AppError, children: childrenOf(undefined) }]
}

export const reactRouter: Target = {
  name: 'React Router',
  start(c: DataCase, modules: BuiltModules) {
    const start = typeof c.start === 'string' ? { entries: [c.start] } : (c.start ?? { entries: ['/'] })
    const router = createMemoryRouter(tableOf(modules), {
      initialEntries: start.entries,
      ...(start.index !== undefined && { initialIndex: start.index }),
      ...(c.basename !== undefined && { basename: c.basename }),
      ...(c.hydrationData && { hydrationData: c.hydrationData }),
    })
    return {
      router,
      ids: { toRouter: (id) => id, toCase: (id) => id },
      loaderData: (state) => ({ ...state.loaderData }),
      actionData: (state) => state.actionData && { ...state.actionData },
      errors: (state) => state.errors && { ...state.errors },
      page: (state) => state.matches[state.matches.length - 1]?.route.id,
      dispose: () => router.dispose(),
    }
  },
}
