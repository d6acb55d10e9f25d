import { parse } from '@babel/parser'

/** A node of @babel/parser's AST, as far as the vite.config readers read it. */
export interface Node {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

/**
 * The top-level statements of a vite.config, parsed as Vite's own loader
 * reads the file (an ES module, TypeScript and JSX allowed); a string says
 * why it does not parse. One parser for every reader of the file: `routekit
 * init`'s edit and the build output folder the other commands look in.
 */
export function parseViteConfig(source: string): Node[] | string {
  try {
    return (parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'] }).program as unknown as Node)
      .body as Node[]
  } catch (error) {
    return `it does not parse (${error instanceof Error ? error.message : String(error)})`
  }
}

/** The object literal the file exports as its config (`export default`), or why it cannot be found. */
export function configObject(body: Node[]): Node | string {
  const exported = body.find((n) => n.type === 'ExportDefaultDeclaration')
  if (!exported) return 'it has no export default (a CommonJS config, or one built elsewhere)'
  return objectOf(exported.declaration as Node, body)
}

/**
 * The object literal `node` stands for: itself, `defineConfig({...})`, a
 * function that returns one, or a top-level const that holds one; else why not.
 */
export function objectOf(node: Node, body: Node[], depth = 0): Node | string {
  if (depth > 4) return 'its config is too indirect'
  switch (node.type) {
    case 'ObjectExpression':
      return node
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'ParenthesizedExpression':
      return objectOf(node.expression as Node, body, depth + 1)
    case 'CallExpression': {
      const [first] = node.arguments as Node[]
      if (calleeName(node) !== 'defineConfig' || !first)
        return 'its export default is a call other than defineConfig({...})'
      return objectOf(first, body, depth + 1)
    }
    case 'ArrowFunctionExpression':
    case 'FunctionExpression': {
      const fnBody = node.body as Node
      if (fnBody.type !== 'BlockStatement') return objectOf(fnBody, body, depth + 1)
      const returns = (fnBody.body as Node[]).filter((s) => s.type === 'ReturnStatement')
      const [only] = returns
      if (returns.length !== 1 || !only?.argument) return 'its config function does not end in one return of an object'
      return objectOf(only.argument as Node, body, depth + 1)
    }
    case 'Identifier': {
      const name = node.name as string
      for (const statement of body) {
        if (statement.type !== 'VariableDeclaration') continue
        for (const d of statement.declarations as Node[]) {
          if ((d.id as Node).type === 'Identifier' && (d.id as Node).name === name && d.init)
            return objectOf(d.init as Node, body, depth + 1)
        }
      }
      return `its export default, ${name}, is not a const of this file`
    }
    default:
      return `its export default is a ${node.type}, not defineConfig({...}) or an object`
  }
}

/** The property `name` of an object literal, written out (not computed), or undefined. */
export function propertyOf(object: Node, name: string): Node | undefined {
  return (object.properties as Node[]).find(
    (p) => p.type === 'ObjectProperty' && !p.computed && keyName(p.key as Node) === name,
  )
}

export function keyName(key: Node): string | undefined {
  return key.type === 'Identifier'
    ? (key.name as string)
    : key.type === 'StringLiteral'
      ? (key.value as string)
      : undefined
}

export function calleeName(call: Node): string | undefined {
  const callee = call.callee as Node
  return callee.type === 'Identifier' ? (callee.name as string) : undefined
}
