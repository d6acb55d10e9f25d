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

export const routeSchema = z.strictObject({
  path: pathString,
  name: identifier,
  page: identifier,
  layout: z._default(identifier, 'default'),
  guards: z._default(z.array(identifier), []),
  title: z.optional(z.string()),
  description: z.optional(z.string()),
  /** Param name to a regular expression (source text) the value must match. */
  params: z.optional(z.record(z.string(), z.string())),
})

export const redirectSchema = z.strictObject({
  /** An exact path, or a prefix ending in `/*`. */
  from: pathString,
  /** An internal path (may end in `/*` to carry the rest over) or an http(s) URL. */
  to: z.string().check(z.minLength(1)),
  status: z._default(z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]), 302),
})

export const maintenanceSchema = z.strictObject({
  enabled: z._default(z.boolean(), false),
  route: z._default(pathString, '/construction'),
  allow: z._default(z.array(pathString), []),
})

export const routesConfigSchema = z.strictObject({
  version: z.literal(1),
  layouts: z._default(z.array(identifier), ['default']),
  guards: z._default(z.array(identifier), []),
  maintenance: z._default(maintenanceSchema, { enabled: false, route: '/construction', allow: [] }),
  routes: z.array(routeSchema).check(z.minLength(1)),
  redirects: z._default(z.array(redirectSchema), []),
})

/** A validated routes.yaml, with every default filled in. */
export type RoutesConfig = z.infer<typeof routesConfigSchema>
/** routes.yaml as a developer may write it, before defaults. */
export type RoutesConfigInput = z.input<typeof routesConfigSchema>
export type RouteDef = z.infer<typeof routeSchema>
export type RedirectDef = z.infer<typeof redirectSchema>
export type MaintenanceDef = z.infer<typeof maintenanceSchema>

export { NO_LAYOUT } from './constants.js'
