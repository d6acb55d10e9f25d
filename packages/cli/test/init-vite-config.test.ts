// routekit init's edit of vite.config: routekit() and its import are inserted where the AST says, in the file's own
// style, and every other byte stays; a shape it cannot edit safely is left alone with the reason.
import { describe, expect, it } from 'vitest'
import { addRoutekitPlugin } from '../src/vite-config/add-plugin.js'

const edited = (source: string) => {
  const r = addRoutekitPlugin(source)
  if (r.kind !== 'edited') throw new Error(`expected an edit, got ${JSON.stringify(r)}`)
  return r.source
}

describe('addRoutekitPlugin', () => {
  it('adds to a one-line list, with the file quotes and semicolons', () => {
    expect(
      edited(
        `import { defineConfig } from "vite";\nimport react from "@vitejs/plugin-react";\n\nexport default defineConfig({ plugins: [react()] });\n`,
      ),
    ).toMatchInlineSnapshot(`
      "import { defineConfig } from "vite";
      import react from "@vitejs/plugin-react";
      import { routekit } from "@routekit/router-core/vite";

      export default defineConfig({ plugins: [react(), routekit()] });
      "
    `)
  })

  it('keeps a multi-line list with or without a trailing comma, and its comments', () => {
    expect(
      edited(
        `import react from '@vitejs/plugin-react'\n\nexport default {\n  // the plugins\n  plugins: [\n    react(), // JSX\n  ],\n  server: { port: 3000 },\n}\n`,
      ),
    ).toMatchInlineSnapshot(`
      "import react from '@vitejs/plugin-react'
      import { routekit } from '@routekit/router-core/vite'

      export default {
        // the plugins
        plugins: [
          react(), // JSX
          routekit(),
        ],
        server: { port: 3000 },
      }
      "
    `)
    expect(
      edited(`import react from '@vitejs/plugin-react'\nexport default {\n  plugins: [\n    react() // JSX\n  ]\n}\n`),
    ).toMatchInlineSnapshot(`
      "import react from '@vitejs/plugin-react'
      import { routekit } from '@routekit/router-core/vite'
      export default {
        plugins: [
          react(), // JSX
          routekit()
        ]
      }
      "
    `)
  })

  it('adds a plugins key to a config without one, and reads through a function and a const', () => {
    expect(
      edited(
        `import { defineConfig } from 'vite'\n\nexport default defineConfig(({ mode }) => ({\n  base: mode === 'production' ? '/app/' : '/',\n}))\n`,
      ),
    ).toMatchInlineSnapshot(`
      "import { defineConfig } from 'vite'
      import { routekit } from '@routekit/router-core/vite'

      export default defineConfig(({ mode }) => ({
        plugins: [routekit()],
        base: mode === 'production' ? '/app/' : '/',
      }))
      "
    `)
    expect(
      edited(
        `import { defineConfig, type UserConfig } from 'vite'\nconst config: UserConfig = { plugins: [] }\nexport default defineConfig(config)\n`,
      ),
    ).toMatchInlineSnapshot(`
      "import { defineConfig, type UserConfig } from 'vite'
      import { routekit } from '@routekit/router-core/vite'
      const config: UserConfig = { plugins: [routekit()] }
      export default defineConfig(config)
      "
    `)
  })

  it('answers already when routekit() is there, and manual for shapes it cannot edit safely', () => {
    const already = `import { routekit } from '@routekit/router-core/vite'\nexport default { plugins: [routekit()] }\n`
    expect(addRoutekitPlugin(already)).toEqual({ kind: 'already' })
    const reasons = [
      `module.exports = { plugins: [] }\n`,
      `import { defineConfig } from 'vite'\nimport { plugins } from './plugins'\nexport default defineConfig({ plugins })\n`,
      `import { defineConfig } from 'vite'\nexport default defineConfig({ plugins: [react(), ...extra()] ,}\n`,
      `import { defineConfig } from 'vite'\nexport default makeConfig()\n`,
    ].map((source) => {
      const r = addRoutekitPlugin(source)
      return r.kind === 'manual' ? r.reason : r.kind
    })
    expect(reasons).toMatchInlineSnapshot(`
      [
        "it has no export default (a CommonJS config, or one built elsewhere)",
        "its plugins is not a list written out in the file",
        "it does not parse (Unexpected token, expected "," (3:0))",
        "its export default is a call other than defineConfig({...})",
      ]
    `)
  })
})
