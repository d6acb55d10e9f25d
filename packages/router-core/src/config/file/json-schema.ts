import * as z from 'zod/mini'
import { routesConfigSchema } from './schema.js'

/**
 * The JSON Schema of routes.yaml, generated from the zod schema so an editor
 * (VS Code's YAML extension, through yaml-language-server) applies the same
 * shape rules as `routekit validate`: keys, types, defaults and descriptions.
 * Rules across fields (unknown layouts, duplicate paths, ...) are beyond a
 * JSON Schema; `routekit validate` and the Vite plugin report those.
 * Draft 7, the draft editors support best.
 *
 * @example
 * writeFileSync('routes.schema.json', JSON.stringify(routesJsonSchema(), null, 2))
 */
export function routesJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(routesConfigSchema, { io: 'input', target: 'draft-7' }) as Record<string, unknown>
  return { ...schema, title: 'routes.yaml' }
}
