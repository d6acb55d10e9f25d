import { parseRoutes } from '@routekit/router-core'
import { describe, expect, it } from 'vitest'
import { CLI_SAMPLE, ROUTES_SAMPLE, ROUTES_SAMPLE_WITH_TYPO } from '../src/components/marketing/samples'

// The home page shows these samples as what routekit does; they must stay true.
describe('marketing code samples', () => {
  it('the routes.yaml sample is valid, with no warnings', () => {
    const result = parseRoutes(ROUTES_SAMPLE)
    expect(result.diagnostics).toEqual([])
    expect(result.ok).toBe(true)
  })

  it('the CLI sample shows the diagnostic router-core gives for the typo, at its line and column', () => {
    const result = parseRoutes(ROUTES_SAMPLE_WITH_TYPO)
    expect(result.ok).toBe(false)
    const [first, ...rest] = result.diagnostics
    expect(rest).toEqual([])
    expect(first).toBeDefined()
    const row = `routes.yaml:${first!.line}:${first!.column}  ${first!.severity}  ${first!.code}  ${first!.message}`
    expect(CLI_SAMPLE.split('\n')[1]).toBe(row)
  })
})
