import { configObject, objectOf, parseViteConfig, propertyOf, type Node } from './_ast.js'

/**
 * The `build.outDir` a vite.config sets, when it writes it as one plain
 * string in the config object (`export default defineConfig({ build: {
 * outDir: 'out' } })`, a function returning such an object, a const, or
 * `module.exports = {...}`); else undefined, and the caller goes by Vite's
 * default. The CLI does not run the config (that needs Vite and the project's
 * plugins): a computed outDir is out of its reach, and `--dir` names it instead.
 */
export function outDirOf(source: string): string | undefined {
  const body = parseViteConfig(source)
  if (typeof body === 'string') return undefined
  const exported = body.find((n) => n.type === 'ExportDefaultDeclaration') ? configObject(body) : _commonJsConfig(body)
  if (exported === undefined || typeof exported === 'string') return undefined
  const buildValue = propertyOf(exported, 'build')?.value as Node | undefined
  const build = buildValue === undefined ? undefined : objectOf(buildValue, body)
  if (build === undefined || typeof build === 'string') return undefined
  const outDir = propertyOf(build, 'outDir')?.value as Node | undefined
  const text = outDir === undefined ? undefined : _plainString(outDir)
  return text === undefined || text.trim() === '' ? undefined : text
}

/** `module.exports = <config>` (a vite.config.cjs), followed as `export default` is. */
function _commonJsConfig(body: Node[]): Node | string | undefined {
  for (const statement of body) {
    const expression = statement.type === 'ExpressionStatement' ? (statement.expression as Node) : undefined
    if (expression?.type !== 'AssignmentExpression') continue
    const left = expression.left as Node
    const object = left.object as Node | undefined
    const property = left.property as Node | undefined
    if (
      left.type === 'MemberExpression' &&
      object?.type === 'Identifier' &&
      object.name === 'module' &&
      property?.type === 'Identifier' &&
      property.name === 'exports'
    )
      return objectOf(expression.right as Node, body)
  }
  return undefined
}

/** A string literal, or a template literal with no `${}`: its text. */
function _plainString(node: Node): string | undefined {
  if (node.type === 'StringLiteral') return node.value as string
  if (node.type !== 'TemplateLiteral' || (node.expressions as Node[]).length > 0) return undefined
  return ((node.quasis as Node[])[0]?.value as { cooked?: string } | undefined)?.cooked ?? undefined
}
