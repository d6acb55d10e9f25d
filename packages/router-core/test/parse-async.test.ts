// parseRoutesAsync gives parseRoutes' answer for every input, and the module
// graph behind it (the node entry) leaves the YAML parsers out until a file
// needs them: that is what keeps `routekit validate` quick on a valid file.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseRoutes } from '../src/index.js'
import { parseRoutesAsync } from '../src/node/index.js'
import { parseQuick } from '../src/config/_quick.js'
import { fixturePath, fixturesDir, readFixture } from './_fixture.js'
import { propertyRuns } from './_property.js'

const src = fileURLToPath(new URL('../src/', import.meta.url))
const rootSource = readFileSync(fileURLToPath(new URL('../../../routes.yaml', import.meta.url)), 'utf8')
const fixtures = readdirSync(fixturesDir).filter((name) => existsSync(fixturePath(name)) && statSync(fixturePath(name)).isFile())

/** Every module `file` imports statically (not through import()), with the bare specifiers it names. */
function staticGraph(file: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(file)) return seen
  const text = readFileSync(file, 'utf8')
  const specifiers = [...text.matchAll(/^(?:import|export)\s(?!type\s)[^'"]*?from\s+'([^']+)'/gm)].map((m) => m[1]!)
  seen.set(file, specifiers.filter((s) => !s.startsWith('.')))
  for (const s of specifiers.filter((s) => s.startsWith('.'))) staticGraph(path.resolve(path.dirname(file), s.replace(/\.js$/, '.ts')), seen)
  return seen
}

describe('parseRoutesAsync', () => {
  it.each(fixtures)('gives parseRoutes\' answer for fixture %s', async (name) => {
    const source = readFixture(name)
    expect(await parseRoutesAsync(source)).toEqual(parseRoutes(source))
  })

  it('answers a valid file on the quick path, and leaves every other file to parseRoutes', () => {
    expect(parseQuick(rootSource)?.kind).toBe('valid')
    expect(parseQuick(readFixture('bom-crlf'))?.kind).toBe('valid')
    expect(parseQuick(readFixture('unknown-layout'))?.kind).toBe('scanned')
    expect(parseQuick(readFixture('alias-bomb'))).toBeUndefined()
  })

  it('answers a value that is not a string with a diagnostic, not a rejection', async () => {
    const result = await parseRoutesAsync(null as unknown as string)
    expect(result.diagnostics.map((d) => d.code)).toEqual(['RK199'])
  })

  it('gives parseRoutes\' answer on mutations of the root routes.yaml (property)', async () => {
    const { seed, numRuns } = propertyRuns(300)
    const mutation = fc
      .tuple(fc.nat({ max: rootSource.length }), fc.nat({ max: 20 }), fc.constantFrom('', ':', '- ', '  ', '\n', '[', '#', '"', "'", 'x', '1.5', '&a ', '/:', 'layout: nope\n'))
      .map(([at, cut, insert]) => rootSource.slice(0, at) + insert + rootSource.slice(at + cut))
    await fc.assert(
      fc.asyncProperty(mutation, async (source) => {
        expect(await parseRoutesAsync(source)).toEqual(parseRoutes(source))
      }),
      { seed, numRuns },
    )
  }, 300_000)

  it('reaches neither js-yaml nor the yaml package through static imports of the node entry', () => {
    const graph = staticGraph(path.join(src, 'node/index.ts'))
    expect([...graph.keys()].map((f) => path.relative(src, f))).toEqual(expect.arrayContaining(['config/_quick.ts', 'config/_scan.ts', 'config/schema.ts', 'config/checks.ts']))
    const bare = [...new Set([...graph.values()].flat())].sort()
    expect(bare).not.toContain('yaml')
    expect(bare).not.toContain('js-yaml')
    // ...while parseRoutes imports both, so the check above can tell the difference.
    expect([...staticGraph(path.join(src, 'config/parse.ts')).values()].flat()).toEqual(expect.arrayContaining(['yaml', 'js-yaml']))
  })
})
