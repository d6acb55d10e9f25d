import { calleeName, configObject, parseViteConfig, propertyOf, type Node } from './_ast.js'

/** The lines `routekit init` adds, shown as they are when the file cannot be edited safely. */
export const IMPORT_LINE = "import { routekit } from '@routekit/router-core/vite'"

export type ViteConfigEdit =
  { kind: 'edited'; source: string } | { kind: 'already' } | { kind: 'manual'; reason: string }

/**
 * Adds `routekit()` to the plugins of a vite.config, and its import, by
 * inserting text at positions the AST gives: everything else, formatting and
 * comments included, stays byte for byte. Handles `export default
 * defineConfig({...})`, a plain object, a function that returns one, and a
 * config held in a top-level const. Any other shape (a computed plugins list,
 * CommonJS, a syntax error) answers `manual`: the caller prints the lines to
 * add and changes nothing.
 */
export function addRoutekitPlugin(source: string): ViteConfigEdit {
  const body = parseViteConfig(source)
  if (typeof body === 'string') return { kind: 'manual', reason: body }
  const config = configObject(body)
  if (typeof config === 'string') return { kind: 'manual', reason: config }
  const imports = body.filter((n) => n.type === 'ImportDeclaration')
  const hasImport = imports.some((n) => (n.source as Node & { value: string }).value === '@routekit/router-core/vite')
  const plugins = propertyOf(config, 'plugins')
  const edits: Array<{ at: number; text: string }> = []

  if (plugins) {
    const list = plugins.value as Node
    if (list.type !== 'ArrayExpression')
      return { kind: 'manual', reason: 'its plugins is not a list written out in the file' }
    const elements = (list.elements as Array<Node | null>).filter((e): e is Node => e !== null)
    if (elements.some((e) => e.type === 'CallExpression' && calleeName(e) === 'routekit'))
      return hasImport
        ? { kind: 'already' }
        : { kind: 'manual', reason: 'it calls routekit() without importing it from @routekit/router-core/vite' }
    edits.push(..._appendToList(source, list, elements))
  } else {
    edits.push(_addPluginsKey(source, config))
  }
  if (!hasImport) {
    if (/\broutekit\b/.test(source.replace(/\/\/.*|\/\*[\s\S]*?\*\//g, '')))
      return { kind: 'manual', reason: 'it already uses the name routekit for something else' }
    edits.push(_importEdit(source, imports))
  }
  let out = source
  for (const edit of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, edit.at) + edit.text + out.slice(edit.at)
  return { kind: 'edited', source: out }
}

/** The leading whitespace of the line that holds `offset`. */
function _indentAt(source: string, offset: number): string {
  const lineStart = source.lastIndexOf('\n', offset - 1) + 1
  return /^[ \t]*/.exec(source.slice(lineStart))?.[0] ?? ''
}

/**
 * `routekit()` after the last plugin, in the list's own style: on the same line,
 * or on a line of its own after the last plugin's line (and its comment), with
 * a trailing comma when the list has one.
 */
function _appendToList(source: string, list: Node, elements: Node[]): Array<{ at: number; text: string }> {
  const last = elements.at(-1)
  if (!last) return [{ at: list.start + 1, text: 'routekit()' }]
  const between = source.slice(last.end, list.end - 1)
  const newline = between.indexOf('\n')
  if (newline === -1) return [{ at: last.end, text: ', routekit()' }]
  const indent = _indentAt(source, last.start)
  const lineEnd = last.end + newline
  const trailing = between.slice(0, newline).trimStart().startsWith(',')
  return trailing
    ? [{ at: lineEnd, text: `\n${indent}routekit(),` }]
    : [
        { at: last.end, text: ',' },
        { at: lineEnd, text: `\n${indent}routekit()` },
      ]
}

/** A `plugins: [routekit()]` key, first in the config object, in its style. */
function _addPluginsKey(source: string, config: Node): { at: number; text: string } {
  const [first] = config.properties as Node[]
  if (!first) return { at: config.start + 1, text: ' plugins: [routekit()] ' }
  const inline = !source.slice(config.start, first.start).includes('\n')
  return inline
    ? { at: first.start, text: 'plugins: [routekit()], ' }
    : { at: first.start, text: `plugins: [routekit()],\n${_indentAt(source, first.start)}` }
}

/** The import line, after the last import, with the file's quotes and semicolons. */
function _importEdit(source: string, imports: Node[]): { at: number; text: string } {
  const last = imports.at(-1)
  const sample = last ? source.slice(last.start, last.end) : ''
  const quote = /from\s+"/.test(sample) ? '"' : "'"
  const semi = sample.trimEnd().endsWith(';') ? ';' : ''
  const line = `${IMPORT_LINE.replaceAll("'", quote)}${semi}`
  return last ? { at: last.end, text: `\n${line}` } : { at: 0, text: `${line}\n` }
}
