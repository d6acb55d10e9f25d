// The JSON Schema of routes.yaml (routesJsonSchema(), shipped as dist/routes.schema.json) gives an editor the rules
// `routekit validate` applies. This runs yaml-language-server's own validation, as VS Code's YAML extension does, on
// every fixture: wherever the schema can express a rule (types, keys, required fields, values), the editor's squiggles
// fall on the lines validate reports, and on no others.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { TextDocument } from 'vscode-languageserver-textdocument'
import { afterAll, describe, expect, it } from 'vitest'
import { getLanguageService } from 'yaml-language-server/out/server/src/languageservice/yamlLanguageService.js'
import { parseRoutes, routesJsonSchema } from '../src/index.js'

const FIXTURES = [
  fileURLToPath(new URL('./fixtures', import.meta.url)),
  fileURLToPath(new URL('../../cli/test/fixtures/catalogue', import.meta.url)),
]

/** The codes of rules a JSON Schema can state: the shape (RK2xx) and the contract version. */
const SCHEMA_CODES = new Set(['RK107', 'RK200', 'RK201', 'RK202', 'RK203', 'RK204'])

const dirs: string[] = []
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

/** yaml-language-server with no schema store, reading schemas from disk only, as a closed editor would. */
function languageService() {
  const ls = getLanguageService({
    schemaRequestService: async (uri: string) => readFileSync(fileURLToPath(uri), 'utf8'),
    workspaceContext: {
      resolveRelativePath: (relative: string, resource: string) => new URL(relative, resource).toString(),
    },
  })
  ls.configure({ validate: true, hover: true, completion: true })
  return ls
}

/** A folder laid out as an installed app: routes.yaml beside node_modules/@routekit/router-core/dist/routes.schema.json. */
function app(): string {
  const dir = mkdtempSync(join(tmpdir(), 'routekit-schema-'))
  dirs.push(dir)
  mkdirSync(join(dir, 'node_modules/@routekit/router-core/dist'), { recursive: true })
  writeFileSync(
    join(dir, 'node_modules/@routekit/router-core/dist/routes.schema.json'),
    JSON.stringify(routesJsonSchema()),
  )
  return dir
}

const MODELINE = '# yaml-language-server: $schema=./node_modules/@routekit/router-core/dist/routes.schema.json\n'

let version = 0

async function editorDiagnostics(ls: ReturnType<typeof languageService>, dir: string, source: string) {
  // A new version each time: yaml-language-server caches a document's parse by URI and version.
  const doc = TextDocument.create(pathToFileURL(join(dir, 'routes.yaml')).href, 'yaml', ++version, MODELINE + source)
  const all = await ls.doValidation(doc, false)
  // Schema problems only (yaml-language-server's YAML syntax errors are validate's RK1xx), on the file's own lines.
  return all
    .filter((d) => String(d.source ?? '').startsWith('yaml-schema'))
    .map((d) => ({ line: d.range.start.line, message: d.message }))
}

describe('routes.schema.json in yaml-language-server', () => {
  it('agrees with routekit validate on every fixture, wherever a schema can say it', async () => {
    const ls = languageService()
    const dir = app()
    const mismatches: string[] = []
    let checked = 0
    let withShapeErrors = 0
    for (const root of FIXTURES) {
      for (const name of readdirSync(root).sort()) {
        const file = join(root, name, 'routes.yaml')
        if (!existsSync(file)) continue
        let source: string
        try {
          source = new TextDecoder('utf-8', { fatal: true }).decode(readFileSync(file))
        } catch {
          continue // not UTF-8: neither an editor nor validate reads it as YAML
        }
        const parsed = parseRoutes(source)
        // A file that is not YAML, or not a mapping, never reaches the shape: leave it to the YAML parser.
        if (parsed.diagnostics.some((d) => /^RK1(0[0-68]|99)$/.test(d.code))) continue
        const validateLines = [
          ...new Set(parsed.diagnostics.filter((d) => SCHEMA_CODES.has(d.code)).map((d) => d.line)),
        ].sort((a, b) => a - b)
        // The modeline is one line more at the top; lines here are 1-based, as validate's are.
        const editor = await editorDiagnostics(ls, dir, source.replace(/^\uFEFF/, ''))
        const editorLines = [...new Set(editor.map((d) => d.line))].sort((a, b) => a - b)
        if (editorLines.join() !== validateLines.join())
          mismatches.push(`${name}: validate ${validateLines.join(',') || '-'} | editor ${JSON.stringify(editor)}`)
        checked++
        if (validateLines.length > 0) withShapeErrors++
      }
    }
    expect(mismatches).toEqual([])
    expect(checked).toBeGreaterThan(40)
    // Not a comparison of empty lists: the fixtures hold every kind of shape error.
    expect(withShapeErrors).toBeGreaterThanOrEqual(10)
  })

  it('the modeline gives hover docs and completion from the schema', async () => {
    const ls = languageService()
    const dir = app()
    const source = 'version: 1\nroutes:\n  - path: /\n    name: home\n    page: home\n    \n'
    const doc = TextDocument.create(pathToFileURL(join(dir, 'routes.yaml')).href, 'yaml', 1, MODELINE + source)
    const hover = await ls.doHover(doc, { line: 5, character: 5 })
    expect(JSON.stringify(hover?.contents)).toContain(
      'The page key: the page module src/pages/<page>.tsx, which default-exports its component.',
    )
    const completion = await ls.doComplete(doc, { line: 6, character: 4 }, false)
    expect(completion.items.map((i) => i.label)).toEqual(
      expect.arrayContaining(['layout', 'guards', 'title', 'description', 'params']),
    )
  })
})
