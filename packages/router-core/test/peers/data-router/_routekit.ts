// A case on routekit: the one file that knows routekit's API. It writes the case as a routes.yaml (each page a route
// whose `name` and `page` are the page's id, each layout a named layout with its `parent`), registers each page's and
// layout's module as a lazy import that exports the component as default beside the case's loader, action,
// shouldRevalidate, ErrorBoundary, HydrateFallback and handle, and starts a memory router the way createRouter()
// starts the browser's: createRoutes() with routekit's data strategy. Prerendered data (the case's hydrationData)
// goes where the prerenderer writes it, the page's data script.
//
// It reads the router's state back in the case's terms. Today's runtime matches one catch-all route (`routekit/*`)
// whose loader data holds the whole navigation, so the page's and layouts' values are read from it, under their ids;
// a page reads its own data under `routekit/page`, a layout under `routekit/layout/<name>`, and the app's error page
// stands for `@app`. When the runtime gives each layout and page a match of its own (issue 40), this file is what
// changes.
import { createElement, Fragment, type ComponentType } from 'react'
import { createMemoryRouter, type RouterState } from 'react-router-dom'
import { parseRoutes } from '../../../src/config/parse.js'
import { resolve } from '../../../src/config/resolve.js'
import { DATA_SCRIPT_ID } from '../../../src/react/_data-script.js'
import type { PageData } from '../../../src/react/_root.js'
import { createRoutes, routekitDataStrategy, type ErrorPageProps, type PageImport } from '../../../src/react/index.js'
import type { DataCase } from './_case.js'
import { APP, showError, type BuiltModule, type BuiltModules, type Started, type Target } from './_run.js'

const NAVIGATION = 'routekit/*'
const ROOT = 'routekit'
const PAGE = 'routekit/page'
const LAYOUT = 'routekit/layout/'
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

export const routekit: Target = {
  name: 'routekit',
  async prepare() {
    // The data runtime, a lazy chunk the catch-all imports on the first page with data.
    await import('../../../src/react/_page-data.js')
  },
  start(c: DataCase, modules: BuiltModules): Started {
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
    let script: HTMLScriptElement | undefined
    if (c.hydrationData?.loaderData) {
      // The prerendered page's values, as renderPage() writes them: the page's, then each layout's, outermost first.
      const at = new URL(start.entries[start.index ?? start.entries.length - 1]!, 'http://localhost')
      const decision = resolve(config, at.pathname)
      const values = c.hydrationData.loaderData
      if (decision.kind === 'render') {
        script = document.createElement('script')
        script.type = 'application/json'
        script.id = DATA_SCRIPT_ID
        script.textContent = JSON.stringify({
          path: at.pathname,
          page: values[decision.route.name],
          layouts: decision.layouts.map((name) => values[name]),
        })
        document.body.append(script)
      }
    }

    const router = createMemoryRouter(
      createRoutes(config, { pages, layouts, guards: {}, errorPage, basename: c.basename }),
      {
        initialEntries: start.entries,
        ...(start.index !== undefined && { initialIndex: start.index }),
        ...(c.basename !== undefined && { basename: c.basename }),
        dataStrategy: routekitDataStrategy,
      },
    )

    const navigation = (state: RouterState) => state.loaderData[NAVIGATION] as PageData | undefined
    return {
      router,
      ids: {
        toRouter: (id) => (id === APP ? ROOT : modules.layouts[id] ? LAYOUT + id : modules.pages[id] ? PAGE : id),
        toCase: (id) => (id === ROOT ? APP : id.startsWith(LAYOUT) ? id.slice(LAYOUT.length) : id),
      },
      loaderData(state) {
        const data = navigation(state)
        if (!data) return {}
        const out: Record<string, unknown> = {}
        data.layoutNames.forEach((name, i) => {
          if (modules.layouts[name]?.loader) out[name] = data.layoutData?.[i]
        })
        if (modules.pages[data.route.name]?.loader) out[data.route.name] = data.pageData
        return out
      },
      actionData(state) {
        if (!state.actionData) return null
        // The catch-all holds one action's value, and the page shown reads it (useActionData()), whichever page posted.
        const page = navigation(state)?.route.name ?? NAVIGATION
        return Object.fromEntries(
          Object.entries(state.actionData).map(([id, value]) => [id === NAVIGATION ? page : id, value]),
        )
      },
      errors(state) {
        if (!state.errors) return null
        return Object.fromEntries(
          Object.entries(state.errors).map(([id, error]) => [id === NAVIGATION || id === ROOT ? APP : id, error]),
        )
      },
      page: (state) => navigation(state)?.route.name,
      dispose() {
        router.dispose()
        script?.remove()
      },
    }
  },
}
