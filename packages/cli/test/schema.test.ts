// `routekit schema` prints the JSON Schema of routes.yaml: the one router-core generates from its zod schema and
// ships as dist/routes.schema.json, never a copy written by hand.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { FIXTURES, routekit } from './_run.js'

const SHIPPED = fileURLToPath(new URL('../../router-core/dist/routes.schema.json', import.meta.url))

describe('routekit schema', () => {
  it('prints the schema router-core ships, and exits 0', () => {
    const r = routekit(['schema'], { cwd: FIXTURES })
    expect(r.status).toBe(0)
    expect(r.stdout).toBe(readFileSync(SHIPPED, 'utf8'))
    const schema = JSON.parse(r.stdout) as {
      $schema: string
      required: string[]
      additionalProperties: boolean
      properties: Record<string, { description?: string }>
    }
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#')
    expect(schema.required).toEqual(['version', 'routes'])
    expect(schema.additionalProperties).toBe(false)
    expect(Object.keys(schema.properties)).toEqual([
      'version',
      'layouts',
      'guards',
      'maintenance',
      'routes',
      'redirects',
      'i18n',
      'site',
      'csp',
      'caseSensitive',
      'scripts',
    ])
    expect(schema.properties.routes?.description).toBe('Every page of the site: path, name, page, layout and guards.')
  })
})
