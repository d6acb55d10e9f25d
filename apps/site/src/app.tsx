import type { ComponentType } from 'react'
import {
  createRouter,
  type CreateRouterOptions,
  type Guard,
  type PageImport,
  type RoutekitRouter,
} from '@routekit/router-core/react'
import { buildId, manifestUrl } from 'virtual:routekit/build'
import routes from 'virtual:routekit/routes'
import { ErrorPage } from './components/error-page-lazy'
import { followLocale } from './i18n'
import { createSiteMaintenance, readBuildFlag } from './maintenance'

/**
 * The site registers; routekit decides. routes.yaml (through the Vite plugin)
 * names every page, layout and guard; this file only maps those names to code.
 * Each page is its own lazy chunk, keyed by file name (`./pages/about.tsx` is
 * page `about`); layouts are lazy too, so the first load carries the router
 * and nothing else.
 */
export const pages = import.meta.glob<{ default: ComponentType }>('./pages/*.tsx') satisfies Record<string, PageImport>

// A page's loader and action live in pages/<page>.data.ts, a small chunk of its own: it downloads, and the loader
// starts, in parallel with the page's chunk (the dashboard's data), not after it.
export const data = import.meta.glob('./pages/*.data.ts') satisfies Record<string, PageImport>

// Layouts load with their first page, in parallel with its chunk: the
// maintenance page (no layout) and the dashboard never download the marketing
// header and footer, and the marketing pages never download the signed-in frame.
export const layouts = {
  default: { lazy: () => import('./layouts/default-layout') },
  dashboard: { lazy: () => import('./layouts/dashboard-layout') },
  // Inside `default` (routes.yaml's map of layouts): the onboarding wizard's steps, around its page.
  onboarding: { lazy: () => import('./layouts/onboarding-layout') },
} satisfies CreateRouterOptions['layouts']

// The guard (and the auth code behind it) loads on the first visit to a guarded page.
const auth: Guard = async (ctx) => (await import('./guards/auth')).auth(ctx)

export const guards = { auth }

/** Everything createRouter() needs besides routes.yaml; tests pass their own maintenance source. */
export function siteRouterOptions(overrides: Partial<CreateRouterOptions> = {}): CreateRouterOptions {
  return {
    pages,
    data,
    layouts,
    guards,
    maintenance: createSiteMaintenance(),
    buildFlag: readBuildFlag(),
    errorPage: ErrorPage,
    // The page's language is the one resolve() read from its URL: i18next follows it before each page renders.
    onLocale: followLocale,
    ...overrides,
  }
}

/**
 * The browser router for the whole site, from the root routes.yaml, ready once the first page's modules are loaded.
 * In a build, it also watches builds/latest.json, so a tab left open across a deploy switches to the new build on
 * its next navigation.
 */
export function createSiteRouter(): Promise<RoutekitRouter> {
  return createRouter(routes, { ...siteRouterOptions(), build: { currentId: buildId, url: manifestUrl } })
}
