// A case on routekit: the one file that knows routekit's API. It writes the case as a routes.yaml (each page a route
// whose `name` and `page` are the page's id, each layout a named layout with its `parent`), registers each page's and
// layout's module as a lazy import that exports the component as default beside the case's loader, action,
// shouldRevalidate, ErrorBoundary, HydrateFallback and handle, and starts a memory router the way createRouter()
// starts the browser's: createRoutes() in the locale of the first address, its first page prepared (decided, its
// modules loaded), with routekit's data strategy and patchRoutesOnNavigation. Prerendered data (the case's
// hydrationData) is React Router's own hydrationData, under routekit's route ids.
//
// It reads the router's state back in the case's terms: each page's route id is its name, a layout's is
// `layout:<name>`, routekit's root (`routekit`, whose error element is the app's error page) stands for `@app`, and
// routekit's own routes (the root's decision, the slots pages wait in, the catch-all) are left out.
import { createElement, Fragment, type ComponentType } from 'react'
import { createMemoryRouter, type HydrationState, type RouterState } from 'react-router-dom'
import { parseRoutes } from '../../../src/config/file/parse.js'
import { createRoutes, localeOf, type ErrorPageProps, type PageImport } from '../../../src/react/index.js'
import type { DataCase } from './_case.js'
import { APP, showError, type BuiltModule, type BuiltModules, type Started, type Target } from './_run.js'

const ROOT = 'routekit'
const LAYOUT = 'layout:'
const MAINTENANCE = '/__maintenance'
const MAINTENANCE_PAGE = '__maintenance'

/** The case's routes as a routes.yaml, validated as `routekit validate` would; a refusal is a harness error. */
export function routesYamlOf(c: DataCase) {
  const input = {
    version: 1,
    ...(c.layouts && {
      layouts: Object.fromEntries(
        Object.entries(c.layouts).map(([name, l]) => [name, l.parent ? { parent: l.parent } : {}]),
      ),
    }),
    // routes.yaml needs a maintenance route; no case visits it.
    maintenance: { route: MAINTENANCE },
    routes: [
      ...Object.entries(c.pages).map(([id, p]) => ({ path: p.path, name: id, page: id, layout: p.layout ?? 'none' })),
      { path: MAINTENANCE, name: MAINTENANCE_PAGE, page: MAINTENANCE_PAGE, layout: 'none' },
    ],
  }
  const parsed = parseRoutes(JSON.stringify(input))
  if (!parsed.ok) {
    const problems = parsed.diagnostics.map((d) => `${d.code} ${d.message}`).join('\n')
    throw new Error(`${c.name}: no routes.yaml form (mark it noForm):\n${problems}`)
  }
  return parsed.config
}

/** What a page's or layout's module exports: its component as default, and the rest by React Router's names. */
function exportsOf(m: BuiltModule) {
  const { Component, lazy: _, ...named } = m
  return { default: Component, ...named }
}

/** True for the routes routekit adds of its own, which a case does not know: the root's decision, slots, the catch-all. */
const isOwn = (id: string) => id === ROOT || id.startsWith('routekit:')

export const routekit: Target = {
  name: 'routekit',
  async start(c: DataCase, modules: BuiltModules): Promise<Started> {
    const config = routesYamlOf(c)
    const pages: Record<string, PageImport> = {}
    // A page's module is always imported lazily; a case's `lazy: 'held'` holds the import as it holds React Router's `lazy`.
    for (const [id, { path: _, layout: __, ...m }] of Object.entries(modules.pages))
      pages[id] = async () => (await m.lazy?.(), exportsOf(m))
    pages[MAINTENANCE_PAGE] = async () => ({ default: () => null })
    const layouts: Record<string, { lazy: PageImport }> = {}
    for (const [id, { parent: _, ...m }] of Object.entries(modules.layouts))
      layouts[id] = { lazy: async () => (await m.lazy?.(), exportsOf(m)) }
    const errorPage: ComponentType<ErrorPageProps> = ({ error }) =>
      createElement(Fragment, null, `<${APP}!${showError(error)}>`)

    const start = typeof c.start === 'string' ? { entries: [c.start] } : (c.start ?? { entries: ['/'] })
    const first = start.entries[start.index ?? start.entries.length - 1]!
    const locale = localeOf(config, first)
    const app = createRoutes(config, {
      pages,
      layouts,
      guards: {},
      errorPage,
      basename: c.basename,
      ...(locale && { locale }),
    })
    const toRouter = (id: string) => (id === APP ? ROOT : modules.layouts[id] ? LAYOUT + id : id)
    const toCase = (id: string) => (id === ROOT ? APP : id.startsWith(LAYOUT) ? id.slice(LAYOUT.length) : id)
    // As createRouter() starts: the first page decided and its modules loaded, then React Router's own hydration
    // data, the root's decision with the prerendered values (the case's hydrationData) under routekit's ids.
    // A case that holds the first page's module import (`lazy: 'held'`) releases it in a later step, after the router
    // started: after a few turns of the event loop the router starts unprepared, and decides its first request itself.
    const turns = async (n: number) => {
      for (let i = 0; i < n; i++) await new Promise((resolve) => setTimeout(resolve, 0))
    }
    const prepared = await Promise.race([app.prepare(new URL(first, 'http://localhost')), turns(10)])
    const rename = (values: Record<string, unknown> | null | undefined) =>
      values && Object.fromEntries(Object.entries(values).map(([id, v]) => [toRouter(id), v]))
    const hydrationData: HydrationState = {
      loaderData: {
        ...rename(c.hydrationData?.loaderData),
        ...(prepared?.decision && { [ROOT]: prepared.decision }),
      },
      ...(c.hydrationData?.actionData && { actionData: rename(c.hydrationData.actionData) }),
    }
    const router = createMemoryRouter(app.routes, {
      ...app.router,
      initialEntries: start.entries,
      ...(start.index !== undefined && { initialIndex: start.index }),
      hydrationData,
    })

    const renamed = (values: Record<string, unknown> | null | undefined) =>
      values &&
      Object.fromEntries(
        Object.entries(values)
          .filter(([id]) => !isOwn(id))
          .map(([id, v]) => [toCase(id), v]),
      )
    return {
      router,
      ids: { toRouter, toCase },
      loaderData(state: RouterState) {
        // Only what a case's modules load: a page's lazy route without a loader holds undefined, as it does nothing.
        const out = renamed(state.loaderData) ?? {}
        for (const id of Object.keys(out))
          if (!(modules.pages[id]?.loader || modules.layouts[id]?.loader)) delete out[id]
        return out
      },
      actionData: (state: RouterState) => renamed(state.actionData) ?? null,
      errors(state: RouterState) {
        if (!state.errors) return null
        return Object.fromEntries(Object.entries(state.errors).map(([id, error]) => [toCase(id), error]))
      },
      page(state: RouterState) {
        const id = state.matches[state.matches.length - 1]?.route.id
        return id === undefined || isOwn(id) ? undefined : id
      },
      dispose() {
        router.dispose()
      },
    }
  },
}
