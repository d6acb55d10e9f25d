import { z } from 'zod'

/**
 * The routes.yaml contract, version 1. This schema is the source of the
 * TypeScript types; checks that span several fields live in `checks.ts`.
 * Every object is strict: an unknown key is a diagnostic, not a silent no-op.
 */

/** A name the app registers: a layout, a guard or a page key. */
const identifier = z.string().min(1)

const pathString = z.string().min(1)

export const routeSchema = z.strictObject({
  path: pathString,
  name: identifier,
  page: identifier,
  layout: identifier.default('default'),
  guards: z.array(identifier).default([]),
  title: z.string().optional(),
  description: z.string().optional(),
  /** Param name to a regular expression (source text) the value must match. */
  params: z.record(z.string(), z.string()).optional(),
})

export const redirectSchema = z.strictObject({
  /** An exact path, or a prefix ending in `/*`. */
  from: pathString,
  /** An internal path (may end in `/*` to carry the rest over) or an http(s) URL. */
  to: z.string().min(1),
  status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).default(302),
})

export const maintenanceSchema = z.strictObject({
  enabled: z.boolean().default(false),
  route: pathString.default('/construction'),
  allow: z.array(pathString).default([]),
})

export const routesConfigSchema = z.strictObject({
  version: z.literal(1),
  layouts: z.array(identifier).default(['default']),
  guards: z.array(identifier).default([]),
  maintenance: maintenanceSchema.default({ enabled: false, route: '/construction', allow: [] }),
  routes: z.array(routeSchema).min(1),
  redirects: z.array(redirectSchema).default([]),
})

/** A validated routes.yaml, with every default filled in. */
export type RoutesConfig = z.infer<typeof routesConfigSchema>
/** routes.yaml as a developer may write it, before defaults. */
export type RoutesConfigInput = z.input<typeof routesConfigSchema>
export type RouteDef = z.infer<typeof routeSchema>
export type RedirectDef = z.infer<typeof redirectSchema>
export type MaintenanceDef = z.infer<typeof maintenanceSchema>

export { NO_LAYOUT } from './constants.js'
