// ESLint rule `routekit/private-names`: a `_`-named module or export is for its own folder and the folders below it
// (so a package-root `_` file serves its whole package), as in unjs/citty (../shared/CONVENTIONS.md, "Private means
// private"). A fact another folder needs gets a public name in a room of its own (docs/architecture.md).
import path from 'node:path'

const isPrivate = (name) => name.startsWith('_')

/** True when `from` (a folder) is `folder` or below it. */
const within = (from, folder) => from === folder || from.startsWith(folder + path.sep)

/** @type {import('eslint').Rule.RuleModule} */
const privateNames = {
  meta: {
    type: 'problem',
    docs: {
      description: 'A `_`-named module or export is imported only from its own folder and the folders below it.',
    },
    schema: [],
    messages: {
      module:
        '{{module}} is private to {{folder}}/ (its name starts with "_"). Give what this folder needs a public name in a room of its own, or move the importer into {{folder}}/.',
      export:
        '{{name}} is private to {{folder}}/ (its name starts with "_"). Export it under a public name from a room of its own, or move the importer into {{folder}}/.',
    },
  },
  create(context) {
    const here = path.dirname(context.filename)
    const check = (node, source, names) => {
      if (typeof source !== 'string' || !/^\.{1,2}\//.test(source)) return
      const target = path.resolve(here, source)
      const folder = path.dirname(target)
      if (within(here, folder)) return
      const shown = path.relative(context.cwd, folder)
      if (isPrivate(path.basename(target))) {
        context.report({ node, messageId: 'module', data: { module: source, folder: shown } })
        return
      }
      for (const name of names.filter(isPrivate))
        context.report({ node, messageId: 'export', data: { name, folder: shown } })
    }
    const importedNames = (specifiers) =>
      specifiers.flatMap((s) =>
        s.type === 'ImportSpecifier'
          ? [s.imported.name ?? s.imported.value]
          : s.type === 'ExportSpecifier'
            ? [s.local.name ?? s.local.value]
            : [],
      )
    return {
      ImportDeclaration: (node) => check(node, node.source.value, importedNames(node.specifiers)),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, importedNames(node.specifiers)),
      ExportAllDeclaration: (node) => check(node, node.source.value, []),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, []),
    }
  },
}

export default { rules: { 'private-names': privateNames } }
