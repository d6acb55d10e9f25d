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
  z.union([z.string(), z.record(z.string(), z.string())]).check(d(`${what}: text for every locale, or a map from locale to text, such as { es: Inicio, en: Home }.`))

/**
 * Whether a prerendered page ships the app (`app`, hydrated) or no module
 * script at all (`none`: its HTML is the whole page). See scripts.ts.
 */
const scriptsMode = z.enum(['app', 'none'])
const SCRIPTS_HELP =
  'app (the default): the page loads and hydrates the app. none: its prerendered HTML is the whole page; it ships no module script, only a small inline watcher of maintenance.json, and its links are full navigations. Not for pages with guards or that need the browser.'

export const routeSchema = z
  .strictObject({
    path: pathString.check(d('The URL path, starting with "/". Segments may be params (":slug") and the last may be a splat ("*").')),
    name: identifier.check(d('A unique name for the route, used by tools and in messages.')),
    page: identifier.check(d('The page key: the page module src/pages/<page>.tsx, which default-exports its component.')),
    layout: z._default(identifier, 'default').check(d('A layout declared under layouts, or "none" for a page that renders on its own.')),
    guards: z._default(z.array(identifier), []).check(d('Guards declared under guards, run in order before the page renders.')),
    title: z.optional(localizedText('The document title on this route')),
    description: z.optional(localizedText('The <meta name="description"> on this route')),
    /** Param name to a regular expression (source text) the value must match. */
    params: z.optional(z.record(z.string(), z.string()).check(d('Param name to a regular expression the value must match; a value that fails is a 404.'))),
    scripts: z.optional(scriptsMode.check(d(SCRIPTS_HELP))),
  })
  .check(d('One page of the site.'))

export const redirectSchema = z
  .strictObject({
    /** An exact path, or a prefix ending in `/*`. */
    from: pathString.check(d('An exact path, or a prefix ending in "/*". Redirects apply before routes.')),
    /** An internal path (may end in `/*` to carry the rest over) or an http(s) URL. */
    to: z.string().check(z.minLength(1), d('An internal path (may end in "/*" to carry the rest over) or an http(s) URL.')),
    status: z._default(z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]), 302).check(d('The HTTP status: 301, 302 (default), 307 or 308.')),
  })
  .check(d('A redirect from one path, or a prefix, to another path or URL.'))

export const maintenanceSchema = z
  .strictObject({
    enabled: z._default(z.boolean(), false).check(d('Whether maintenance is on in this build. Ops switch it at run time with "routekit maintenance on".')),
    route: z._default(pathString, '/construction').check(d('The path of the maintenance page; every other path goes there while maintenance is on.')),
    allow: z._default(z.array(pathString), []).check(d('Paths (or prefixes ending in "/*") that stay reachable while maintenance is on.')),
  })
  .check(d('The maintenance rule.'))

export const i18nSchema = z
  .strictObject({
    locales: z
      .array(localeCode)
      .check(z.minLength(1), d('The locales of the site, as BCP 47 language tags such as es, en or pt-BR; each is also its URL prefix, spelled as written.')),
    default: localeCode.check(d('The default locale: one of locales. Paths without a prefix are in it (with prefix except-default or never).')),
    prefix: z
      ._default(z.enum(['except-default', 'always', 'never']), 'except-default')
      .check(d('How paths carry the locale: except-default (/about, /en/about), always (/es/about, /en/about) or never (one URL per path, in the default locale).')),
  })
  .check(d('The languages of the site. Without it, the site has one implicit language and paths carry no prefix.'))

export const siteSchema = z
  .strictObject({
    url: z
      .string()
      .check(
        z.minLength(1),
        d('The public base URL of the site, such as https://routekit.dev: an absolute http(s) URL without query or hash. sitemap.xml, canonical and hreflang links start with it.'),
      ),
  })
  .check(d('Where the site is published. Without it the build writes no sitemap.xml.'))

export const routesConfigSchema = z
  .strictObject({
    version: z.literal(1).check(d('The routes.yaml contract version: 1.')),
    layouts: z._default(z.array(identifier), ['default']).check(d('The layouts the app registers. "none" is built in.')),
    guards: z._default(z.array(identifier), []).check(d('The guards the app registers, by name.')),
    maintenance: z._default(maintenanceSchema, { enabled: false, route: '/construction', allow: [] }),
    routes: z.array(routeSchema).check(z.minLength(1), d('Every page of the site: path, name, page, layout and guards.')),
    redirects: z._default(z.array(redirectSchema), []).check(d('Redirects, applied before routes.')),
    i18n: z.optional(i18nSchema),
    site: z.optional(siteSchema),
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
/** A route's `scripts`: `app` (hydrated) or `none` (no module script). */
export type ScriptsMode = z.infer<typeof scriptsMode>
/** A title or description: one text for every locale, or a map from locale to text. */
export type LocalizedText = string | Record<string, string>

export { NO_LAYOUT } from './constants.js'
