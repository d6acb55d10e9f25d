import type { PrerenderOptions } from './prerender.js'

/** What `routekit()` takes: every option is optional. */
export interface RoutekitPluginOptions {
  /** The routes.yaml to serve, relative to Vite's root. Default: the nearest routes.yaml in the root or a folder above it. */
  routes?: string
  /** The id of this build. Default: `ROUTEKIT_BUILD_ID` from the environment, else a fresh time-based id. */
  buildId?: string
  /** Write builds/latest.json and builds/meta/{id}.json into the output. Default true. */
  manifest?: boolean
  /** After `vite build`, render every open page to its own HTML (see docs/prerender.md). */
  prerender?: PrerenderOptions
  /**
   * After `vite build` (and prerendering), write `.br` and `.gz` siblings of
   * the text files, for servers that send precompressed files (docs/deploy.md).
   * Default true.
   */
  compress?: boolean
  /**
   * Mark the entry chunk and the chunks it imports statically with V8's
   * compile hint (`//# allFunctionsCalledOnLoad`), so Chromium compiles them
   * off the main thread while they download instead of function by function
   * during hydration. Default true.
   */
  compileHints?: boolean
  /**
   * In the browser build, take React Router's production build: its exports
   * map names only the development one, whose dev-only warnings and error
   * screens would ship to every visitor. Default true; pass false to keep the
   * development build.
   */
  reactRouterProductionBuild?: boolean
  /**
   * Opt-in: also rewrite React Router's production build so the bundler can
   * drop what a data-mode app never runs (`<Form>`, `<ScrollRestoration>`,
   * whose `displayName` writes kept them, and `<Link>`'s framework-mode
   * prefetching and the RSC error handling). About 2.8 KB gzip on our site.
   * It edits a dependency's function bodies, so it is off by default; leave it
   * off in an app that renders `<HydratedRouter>` or an RSC router.
   */
  leanReactRouter?: boolean
  /**
   * The folder of page modules, relative to Vite's root: every `page:` of
   * routes.yaml must have a module there (RK800), or `vite build` fails and
   * the dev overlay shows it; a page's data module is `<page>.data.ts` beside
   * it. Default: src/pages, else src/routes, when one exists (else no check).
   * `false` turns the check off, for an app that registers its pages another way.
   */
  pages?: string | false
  /**
   * The folder of layout modules, relative to Vite's root: every layout
   * routes.yaml declares must have one there (`account` needs account.tsx,
   * .ts, .jsx or .js), or the build fails (RK802). Default: src/layouts when
   * it exists (else no check). `false` turns it off.
   */
  layouts?: string | false
  /**
   * The folder of guard modules, relative to Vite's root: every guard
   * routes.yaml declares must have one there (`auth` needs auth.ts, .tsx,
   * .js or .jsx), or the build fails (RK803). Default: src/guards when it
   * exists (else no check). `false` turns it off.
   */
  guards?: string | false
  /**
   * Hand the modules found in those folders to the runtime, on
   * `virtual:routekit/routes`, so `createRouter()` and `renderPage()` need no
   * `pages`, `layouts` or `guards` (each a lazy chunk of its own; what the app
   * registers itself wins). Default true; `false` for an app that registers
   * everything itself (the checks still run).
   */
  modules?: boolean
  /**
   * Write route types for `href()` to this file, relative to Vite's root:
   * route names, their params and the locales of routes.yaml. Written as the
   * build or the dev server starts and when routes.yaml changes in dev, only
   * when its content changes. Default: `src/routekit-routes.d.ts` when Vite's
   * root has a `src` folder; `false` writes none.
   */
  types?: string | false
  /**
   * Send the site's Content-Security-Policy from the dev server: the policy
   * the build's servers send (routes.yaml's `csp` included), relaxed only for
   * what Vite's dev client needs (docs/runtime.md#the-vite-plugin), so a
   * violation shows while developing. Default true.
   */
  devCsp?: boolean
}
