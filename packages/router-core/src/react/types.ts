import type { ComponentType } from 'react'
import type { MaintenanceSource } from '../browser/maintenance.js'
import type { Guard, GuardContext } from '../browser/run-guards.js'

export type { Guard, GuardContext, MaintenanceSource }

/**
 * A lazily imported page module whose default export is the page component;
 * `import.meta.glob('./pages/*.tsx')` gives a record of these. Typed loosely
 * so the glob's `() => Promise<unknown>` fits; the module is checked when it loads.
 */
export type PageImport = () => Promise<unknown>

/**
 * A layout whose module loads with the first page that uses it:
 * `{ lazy: () => import('./layouts/dashboard') }`. Its chunk downloads in
 * parallel with the page's, once the guards allowed, so pages with another
 * layout (or none, like the maintenance page) never download it.
 */
export interface LazyLayout {
  lazy: PageImport
}

/** Props of the error page, the default one or the app's own. */
export interface ErrorPageProps {
  status: number
  statusText: string
  message: string
  variant: 'not-found' | 'generic'
  error?: unknown
  /** Runs the navigation again; only on the generic variant. */
  retry?: () => void
  /** A page chunk failed to load twice: offer a Reload button, not a retry. */
  reload?: boolean
}

/** The build-manifest watcher the router consults before each navigation. */
export interface BuildWatcherLike {
  /** True once builds/latest.json names a build other than the running one. */
  isStale(): boolean
}

export interface CreateRoutesOptions {
  /**
   * Page key (or a glob key such as `./pages/about.tsx`) to its lazy import. Optional with the Vite plugin,
   * which finds each page in src/pages (found-modules.ts); what is given here wins, key by key.
   */
  pages?: Record<string, PageImport>
  /**
   * Layout name to its component, or to `{ lazy: () => import(...) }` (see
   * LazyLayout); the component renders `<Outlet/>`. `none` is built in.
   * Optional with the Vite plugin, which finds each layout in src/layouts (lazy); what is given here wins.
   */
  layouts?: Record<string, ComponentType | LazyLayout>
  /**
   * Optional. Page key (or a glob key such as `./pages/about.data.ts`) to the
   * lazy import of the page's data module: its `loader` and `action`, kept
   * out of the page's chunk so the loader starts without waiting for it.
   * `import.meta.glob('./pages/*.data.ts')`. A page without one may export
   * `loader` and `action` from its own module (they then wait for its chunk).
   */
  data?: Record<string, PageImport>
  /**
   * Guard name (as routes.yaml names it) to the guard. Optional with the Vite plugin, which finds each guard in
   * src/guards (the module's default export); what is given here wins.
   */
  guards?: Record<string, Guard>
  /** App data merged into each guard's context (the site adds the auth state). */
  context?: () => unknown | Promise<unknown>
  /** The runtime maintenance flag; it wins over `buildFlag` and routes.yaml. */
  maintenance?: MaintenanceSource
  /** `VITE_MAINTENANCE` through `parseBuildFlag()`; undefined when not set. */
  buildFlag?: boolean | undefined
  /** The app's error page; defaults to `RoutekitErrorPage`. */
  errorPage?: ComponentType<ErrorPageProps>
  /** Rendered while the first page loads; defaults to nothing. */
  hydrateFallback?: ComponentType
  /** Set by createRouter(): when it reports a new build, the next navigation is a full page load. */
  build?: BuildWatcherLike
  /**
   * Called on each navigation with the locale resolve() decided (routes.yaml's
   * `i18n`), before the page, the error page or a redirect renders; awaited, so
   * the app can load that locale's messages first. The app's i18n follows it:
   * the locale lives in the URL, not in a second rule. Not called without `i18n`.
   * Runs in renderPage() too, so a prerendered page is written in its locale.
   *
   * @example onLocale: (locale) => i18n.changeLanguage(locale)
   */
  onLocale?: (locale: string) => void | Promise<void>
}

/** The registrations once the modules the Vite plugin found are in (withFoundModules()): every kind present. */
export type Registered<T extends CreateRoutesOptions> = T & {
  pages: Record<string, PageImport>
  layouts: NonNullable<CreateRoutesOptions['layouts']>
  guards: Record<string, Guard>
}
