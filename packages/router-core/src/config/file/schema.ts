// zod/mini, not classic zod: the same core (the same issues, the same
// parsing), but building these schemas costs `routekit validate` about 5 ms
// instead of 16 at start-up, and its bundle is a quarter of the size.
import * as z from 'zod/mini'

/**
 * The routes.yaml contract, version 1. This schema is the source of the
 * TypeScript types; checks that span several fields live in `checks.ts`.
 * Every object is strict: an unknown key is a diagnostic, not a silent no-op.
 */

/** A name the app registers: a layout, a guard or a page key. */
const identifier = z.string().check(z.minLength(1))

const pathString = z.string().check(z.minLength(1))

// The descriptions (z.describe) are what an editor shows on hover, through the
// JSON Schema generated from this file (json-schema.ts).
const d = z.describe

/** A language tag such as "es", "en" or "pt-BR"; checks.ts holds it to BCP 47 (RK900). */
const localeCode = z.string().check(z.minLength(1))

/**
 * Text for every locale, or a map from locale to text (`{ es: Inicio, en: Home }`).
 * Read it with localized() (i18n.ts), never directly.
 */
const localizedText = (what: string) =>
  z
    .union([z.string(), z.record(z.string(), z.string())])
    .check(d(`${what}: text for every locale, or a map from locale to text, such as { es: Inicio, en: Home }.`))

/**
 * Whether a prerendered page ships the app (`app`, hydrated) or no module
 * script at all (`none`: its HTML is the whole page). See scripts.ts.
 */
const scriptsMode = z.enum(['app', 'none'])
const SCRIPTS_HELP =
  'app (the default): the page loads and hydrates the app. none: its prerendered HTML is the whole page; it ships no module script, only a small inline watcher of maintenance.json, and its links are full navigations. Not for pages with guards or that need the browser.'

export const routeSchema = z
  .strictObject({
    path: pathString.check(
      d(
        'The URL path, starting with "/", in React Router 7\'s syntax: params (":slug"), optional segments ("en?", ":lang?"), a param with a suffix (":id.json") and a final splat ("*").',
      ),
    ),
    name: identifier.check(d('A unique name for the route, used by tools and in messages.')),
    page: identifier.check(
      d('The page key: the page module src/pages/<page>.tsx, which default-exports its component.'),
    ),
    layout: z
      ._default(identifier, 'default')
      .check(d('A layout declared under layouts, or "none" for a page that renders on its own.')),
    guards: z
      ._default(z.array(identifier), [])
      .check(d('Guards declared under guards, run in order before the page renders.')),
    title: z.optional(localizedText('The document title on this route')),
    description: z.optional(localizedText('The <meta name="description"> on this route')),
    /** Param name to a regular expression (source text) the value must match. */
    params: z.optional(
      z
        .record(z.string(), z.string())
        .check(d('Param name to a regular expression the value must match; a value that fails is a 404.')),
    ),
    caseSensitive: z.optional(
      z.boolean().check(d('Whether this route compares letters by case; overrides the top-level caseSensitive.')),
    ),
    scripts: z.optional(scriptsMode.check(d(SCRIPTS_HELP))),
  })
  .check(d('One page of the site.'))

export const redirectSchema = z
  .strictObject({
    /** An exact path, or a prefix ending in `/*`. */
    from: pathString.check(d('An exact path, or a prefix ending in "/*". Redirects apply before routes.')),
    /** An internal path (may end in `/*` to carry the rest over) or an http(s) URL. */
    to: z
      .string()
      .check(z.minLength(1), d('An internal path (may end in "/*" to carry the rest over) or an http(s) URL.')),
    status: z
      ._default(z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]), 302)
      .check(d('The HTTP status: 301, 302 (default), 307 or 308.')),
  })
  .check(d('A redirect from one path, or a prefix, to another path or URL.'))

export const maintenanceSchema = z
  .strictObject({
    enabled: z
      ._default(z.boolean(), false)
      .check(d('Whether maintenance is on in this build. Ops switch it at run time with "routekit maintenance on".')),
    route: z
      ._default(pathString, '/construction')
      .check(d('The path of the maintenance page; every other path goes there while maintenance is on.')),
    allow: z
      ._default(z.array(pathString), [])
      .check(d('Paths (or prefixes ending in "/*") that stay reachable while maintenance is on.')),
  })
  .check(d('The maintenance rule.'))

export const i18nSchema = z
  .strictObject({
    locales: z
      .array(localeCode)
      .check(
        z.minLength(1),
        d(
          'The locales of the site, as BCP 47 language tags such as es, en or pt-BR; each is also its URL prefix, spelled as written.',
        ),
      ),
    default: localeCode.check(
      d('The default locale: one of locales. Paths without a prefix are in it (with prefix except-default or never).'),
    ),
    prefix: z
      ._default(z.enum(['except-default', 'always', 'never']), 'except-default')
      .check(
        d(
          'How paths carry the locale: except-default (/about, /en/about), always (/es/about, /en/about) or never (one URL per path, in the default locale).',
        ),
      ),
  })
  .check(d('The languages of the site. Without it, the site has one implicit language and paths carry no prefix.'))

export const siteSchema = z
  .strictObject({
    url: z
      .string()
      .check(
        z.minLength(1),
        d(
          'The public base URL of the site, such as https://routekit.dev: an absolute http(s) URL without query or hash. sitemap.xml, canonical and hreflang links start with it.',
        ),
      ),
  })
  .check(d('Where the site is published. Without it the build writes no sitemap.xml.'))

/** The sources one CSP directive adds to routekit's base policy: origins such as https://api.example.com, or data:/blob: where csp.ts allows them (RK910, RK911). */
const cspSources = (directive: string, example: string) =>
  z
    .array(z.string().check(z.minLength(1)))
    .check(
      d(
        `Sources ${directive} adds to the base policy (which has 'self'), such as [${example}]. Each is an origin (scheme, host, optional port) or, where allowed, a quoted scheme such as "data:"; docs/routes-yaml.md#csp.`,
      ),
    )

export const cspSchema = z
  .strictObject({
    'connect-src': z.optional(
      cspSources(
        'connect-src (fetch, XMLHttpRequest, WebSocket, EventSource)',
        'https://api.example.com, wss://live.example.com',
      ),
    ),
    'img-src': z.optional(
      cspSources('img-src (images; data: is in the base policy)', 'https://images.example.com, "blob:"'),
    ),
    'font-src': z.optional(cspSources('font-src (web fonts)', 'https://fonts.gstatic.com')),
    'style-src': z.optional(
      cspSources(
        "style-src (stylesheets; each page's own inline styles are hashed by routekit)",
        'https://fonts.googleapis.com',
      ),
    ),
    'script-src': z.optional(
      cspSources(
        "script-src (scripts; each page's own inline scripts are hashed by routekit)",
        'https://js.stripe.com',
      ),
    ),
    'media-src': z.optional(cspSources('media-src (audio and video)', 'https://media.example.com')),
    'frame-src': z.optional(cspSources('frame-src (iframes the pages embed)', 'https://www.youtube-nocookie.com')),
  })
  .check(
    d(
      "The site's own additions to the Content-Security-Policy that routekit preview and every routekit hosting target send: for each directive, the origins the pages talk to. Nothing else is allowed beyond the site itself.",
    ),
  )

/** A layout of the map form of `layouts:`; with `parent`, it renders inside that layout (layouts.ts). */
export const layoutSchema = z
  .strictObject({
    parent: z.optional(
      identifier.check(
        d('The layout this one renders inside, through its <Outlet/>. Leave it out for an outermost layout.'),
      ),
    ),
  })
  .check(d('A layout. With parent, a page in it renders inside the parent, outermost first.'))

export const routesConfigSchema = z
  .strictObject({
    version: z.literal(1).check(d('The routes.yaml contract version: 1.')),
    layouts: z
      ._default(z.union([z.array(identifier), z.record(identifier, z.nullable(layoutSchema))]), ['default'])
      .check(
        d(
          'The layouts the app registers: a list of names, or a map from name to { parent } for layouts inside layouts. "none" is built in.',
        ),
      ),
    guards: z._default(z.array(identifier), []).check(d('The guards the app registers, by name.')),
    maintenance: z._default(maintenanceSchema, { enabled: false, route: '/construction', allow: [] }),
    routes: z
      .array(routeSchema)
      .check(z.minLength(1), d('Every page of the site: path, name, page, layout and guards.')),
    redirects: z._default(z.array(redirectSchema), []).check(d('Redirects, applied before routes.')),
    i18n: z.optional(i18nSchema),
    site: z.optional(siteSchema),
    csp: z.optional(cspSchema),
    caseSensitive: z.optional(
      z
        .boolean()
        .check(
          d(
            'Whether route paths compare letters by case (default true: /About is not /about). A route may override it.',
          ),
        ),
    ),
    scripts: z.optional(scriptsMode.check(d(`The default of every route's scripts. ${SCRIPTS_HELP}`))),
  })
  .check(d('routes.yaml: every path, layout, guard, redirect and the maintenance rule of a routekit site.'))

/** A validated routes.yaml, with every default filled in. */
export type RoutesConfig = z.infer<typeof routesConfigSchema>
/** routes.yaml as a developer may write it, before defaults. */
export type RoutesConfigInput = z.input<typeof routesConfigSchema>
export type RouteDef = z.infer<typeof routeSchema>
export type RedirectDef = z.infer<typeof redirectSchema>
export type MaintenanceDef = z.infer<typeof maintenanceSchema>
export type I18nDef = z.infer<typeof i18nSchema>
export type SiteDef = z.infer<typeof siteSchema>
/** routes.yaml's `csp`: the sources the site adds to each directive it may extend. */
export type CspDef = z.infer<typeof cspSchema>
/** A route's `scripts`: `app` (hydrated) or `none` (no module script). */
export type ScriptsMode = z.infer<typeof scriptsMode>
/** A title or description: one text for every locale, or a map from locale to text. */
export type LocalizedText = string | Record<string, string>

export { NO_LAYOUT } from '../constants.js'
