import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { findNodeAtLocation, parse, parseTree, type ParseError } from 'jsonc-parser'
import type { InitStep } from './_step.js'

/** The types that declare `virtual:routekit/*` and `import.meta.glob` for page modules. */
export const CLIENT_TYPES = '@routekit/router-core/client'

interface _TsConfig {
  file: string
  text: string
  json: { compilerOptions?: { types?: unknown }; include?: unknown; references?: Array<{ path?: unknown }> }
}

function _read(file: string): _TsConfig | null {
  if (!existsSync(file)) return null
  const text = readFileSync(file, 'utf8')
  const errors: ParseError[] = []
  const json = parse(text, errors, { allowTrailingComma: true }) as _TsConfig['json'] | undefined
  return errors.length === 0 && typeof json === 'object' && json !== null ? { file, text, json } : null
}

/**
 * The tsconfig that compiles the app's src: tsconfig.json, or, in
 * create-vite's layout (a solution file whose `references` name
 * tsconfig.app.json and tsconfig.node.json), the referenced one whose
 * `include` covers src.
 */
export function appTsconfig(cwd: string): _TsConfig | null {
  const root = _read(path.join(cwd, 'tsconfig.json'))
  if (!root) return null
  const refs = Array.isArray(root.json.references) ? root.json.references : []
  for (const ref of refs) {
    if (typeof ref.path !== 'string') continue
    let file = path.resolve(cwd, ref.path)
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'tsconfig.json')
    const config = _read(file)
    const include = Array.isArray(config?.json.include) ? (config.json.include as unknown[]) : []
    if (config && include.some((p) => typeof p === 'string' && /^(\.\/)?src(\/|$)/.test(p))) return config
  }
  return root
}

/**
 * Adds routekit's client types where the app's tsconfig lists its `types`
 * (create-vite: tsconfig.app.json's `["vite/client"]`), by a text edit that
 * keeps its comments. A tsconfig without `types` includes every `@types`
 * package, and a `types` list would cut them off: there, and without a
 * tsconfig that parses, a `src/routekit-env.d.ts` references them instead.
 */
export function addClientTypes(cwd: string): InitStep {
  const config = appTsconfig(cwd)
  const types = config?.json.compilerOptions?.types
  const rel = (file: string) => path.relative(cwd, file)
  if (config && Array.isArray(types)) {
    if (types.includes(CLIENT_TYPES))
      return { file: rel(config.file), status: 'unchanged', detail: `lists ${CLIENT_TYPES} in types` }
    writeFileSync(config.file, _appendToTypes(config.text))
    return { file: rel(config.file), status: 'edited', detail: `added ${CLIENT_TYPES} to compilerOptions.types` }
  }
  const env = path.join(cwd, 'src', 'routekit-env.d.ts')
  if (existsSync(env)) return { file: rel(env), status: 'unchanged', detail: `references ${CLIENT_TYPES}` }
  if (!config && !existsSync(path.join(cwd, 'tsconfig.json')))
    return { file: 'tsconfig.json', status: 'unchanged', detail: 'none here: no types to add' }
  writeFileSync(
    env,
    `// Written by \`routekit init\`: the types of virtual:routekit/routes and the other routekit modules.\n/// <reference types="${CLIENT_TYPES}" />\n`,
  )
  return {
    file: rel(env),
    status: 'written',
    detail: `references ${CLIENT_TYPES} (${config ? `${rel(config.file)} has no types list` : 'tsconfig.json does not parse'})`,
  }
}

/** The text with CLIENT_TYPES after the last entry of compilerOptions.types, in the list's own layout (one line stays one line). */
function _appendToTypes(text: string): string {
  const list = findNodeAtLocation(parseTree(text, [], { allowTrailingComma: true })!, ['compilerOptions', 'types'])!
  const last = list.children?.at(-1)
  const quoted = JSON.stringify(CLIENT_TYPES)
  if (!last) return `${text.slice(0, list.offset + 1)}${quoted}${text.slice(list.offset + 1)}`
  const at = last.offset + last.length
  // A list written one entry a line gets one more line, indented as its last entry.
  const lineStart = text.lastIndexOf('\n', last.offset) + 1
  const indent = text.slice(lineStart, last.offset)
  const separator = /^\s+$/.test(indent) ? `,\n${indent}` : ', '
  return `${text.slice(0, at)}${separator}${quoted}${text.slice(at)}`
}
