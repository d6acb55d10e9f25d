// routekit/private-names on ESLint's own RuleTester: which imports of `_` modules and exports it refuses.
import { RuleTester } from 'eslint'
import { describe, it } from 'vitest'
// @ts-expect-error: a plain .mjs ESLint plugin, typed by use.
import plugin from './private-names.mjs'

RuleTester.describe = describe
RuleTester.it = it
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } })
const rule = (plugin as { rules: Record<string, never> }).rules['private-names']!
// ESLint's cwd is the process's: the message names the folder from there.
const at = (file: string) => `${process.cwd()}/packages/p/src/${file}`

tester.run('private-names', rule, {
  valid: [
    { filename: at('config/resolve.ts'), code: "import { x } from './_route-tree.js'" },
    { filename: at('config/check/one.ts'), code: "import { x } from '../_route-tree.js'" },
    { filename: at('commands/validate.ts'), code: "import { x } from '../_context.js'" },
    { filename: at('config/href.ts'), code: "import { _splitLocale } from './i18n.js'" },
    { filename: at('vite/a.ts'), code: "import { x } from '../node/html-tree.js'" },
    { filename: at('vite/a.ts'), code: "import { x } from 'some-package/_private'" },
  ],
  invalid: [
    {
      filename: at('server/render.tsx'),
      code: "import { x } from '../react/_root.js'",
      errors: [
        {
          message:
            '../react/_root.js is private to packages/p/src/react/ (its name starts with "_"). Give what this folder needs a public name in a room of its own, or move the importer into packages/p/src/react/.',
        },
      ],
    },
    {
      filename: at('vite/typegen.ts'),
      code: "import { _keyOf } from '../config/resolve.js'",
      errors: [{ messageId: 'export' }],
    },
    {
      filename: at('vite/typegen.ts'),
      code: "export { _keyOf as keyOf } from '../config/resolve.js'",
      errors: [{ messageId: 'export' }],
    },
    {
      filename: at('commands/maintenance/on.ts'),
      code: "export * from '../../maintenance/_flag.js'",
      errors: [{ messageId: 'module' }],
    },
    {
      filename: at('index.ts'),
      code: "const m = import('./react/_root.js')",
      errors: [{ messageId: 'module' }],
    },
  ],
})
