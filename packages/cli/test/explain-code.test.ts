// Messages cited docs/routes-yaml.md and docs/errors.md, which no installed package holds. `routekit explain-code`
// prints a code's page of docs/errors.md, bundled into the CLI at build time, as `rustc --explain` does.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { routekit } from './_run.js'

const ERRORS_MD = readFileSync(fileURLToPath(new URL('../../../docs/errors.md', import.meta.url)), 'utf8')
const run = (...args: string[]) => routekit(['explain-code', ...args], { cwd: process.cwd() })
// The built module the command loads (dist/explain-code.cjs), to read every page without a process for each.
const { explainCode } = createRequire(import.meta.url)('../dist/explain-code.cjs') as {
  explainCode(code: string): string | null
}

describe('routekit explain-code', () => {
  it("prints the code's page: title, what it means, the message, the fix", () => {
    const r = run('RK201')
    expect(r.status).toBe(0)
    expect(r.stdout).toMatchInlineSnapshot(`
      "RK201 Unknown key

      A key the contract does not know, at the top level, in \`maintenance\`, in a route or in a redirect. Points at the key.
      \`Unknown key "titel" in route /about (routes.2). It takes: path, name, page, layout, guards, title, description, params, caseSensitive, scripts. Did you mean "title"?\`
      **Fix:** correct the spelling, or remove the key.
      "
    `)
  })

  it('takes the code in any case, or its number alone, and keeps the text of links to pages the user does not have', () => {
    expect(run('rk105').stdout).toBe(run('105').stdout)
    expect(ERRORS_MD).toContain('([runtime.md](runtime.md#typed-links))')
    expect(run('RK711').stdout).toContain('thrown by `href()` (runtime.md) for a link')
    expect(run('RK105').stdout).toMatchInlineSnapshot(`
      "RK105 routes.yaml is empty

      The file is empty or holds only comments. Points at line 1, column 1.
      \`routes.yaml is empty (it holds only whitespace or comments). Start it with "version: 1" and a "routes:" list; "npx routekit explain-code RK105" shows a minimal file.\`
      **Fix:** write the routes. The smallest valid file: one page, and the maintenance route every site has
      (\`/construction\` unless \`maintenance.route\` says otherwise); \`routekit schema\` describes every key.
      \`\`\`yaml
      version: 1
      routes:
        - { path: /, name: home, page: home }
        - { path: /construction, name: construction, page: construction, layout: none }
      \`\`\`
      "
    `)
  })

  it('prints a code whose section is its message alone with what its group says of every code (RK701 printed one line)', () => {
    const r = run('RK701')
    expect(r.status).toBe(0)
    expect(r.stdout).toMatchInlineSnapshot(`
      "RK701 Unknown layout

      routes.yaml gives a route a layout (or a layout a \`parent\`) that has neither a module the Vite plugin found
      (\`src/layouts/<name>.tsx\`) nor an entry in the \`layouts\` option. Lists the registered layouts, then the fix. With the
      layouts folder present, the build refuses this first (RK802).
      \`[RK701] Unknown layout "defualt" on route /about. Registered layouts: default, none, plain. Add src/layouts/defualt.tsx (its default export is the layout; the Vite plugin finds it), register it in the layouts option of createRouter(), or use one of the registered layouts in routes.yaml.\`

      RK7xx: errors a running app throws

      Problems only a running app can find are thrown as a \`RoutekitError\` (exported by \`@routekit/router-core\`), whose
      \`code\` is one of these and whose message starts with \`[RKxxx]\`. The table lives in code as \`RUNTIME_ERROR_CODES\`.
      Registration errors are thrown by \`createRoutes()\` (so by \`createRouter()\` and \`renderPage()\` too) before any page
      renders; the others show the error page with the message.
      "
    `)
    // The shape of every RK3xx message is said once, at the group's head.
    expect(run('RK300').stdout).toContain('All of these read `Invalid path "<path>" <where>. <reason and fix>`')
  })

  it("prints every line of every code's section of docs/errors.md", () => {
    const sections = ERRORS_MD.split(/^(?=#{2,3} )/m).filter((part) => /^### RK\d{3}\b/.test(part))
    expect(sections.length).toBeGreaterThan(50)
    for (const section of sections) {
      const code = /^### (RK\d{3})/.exec(section)![1]!
      const page = explainCode(code)!
      // Links keep their text only (the pages they name are not installed), so compare the lines without them.
      const lines = section
        .split('\n')
        .slice(1)
        .filter((line) => line.trim() !== '' && !line.includes(']('))
      for (const line of lines) expect(page, code).toContain(line)
    }
  })

  it('knows every code docs/errors.md lists, and lists them without an argument', () => {
    const documented = [...ERRORS_MD.matchAll(/^### (RK\d{3})\b/gm)].map((m) => m[1])
    const listed = run()
      .stdout.trim()
      .split('\n')
      .map((line) => line.split('  ')[0])
    expect(listed).toEqual(documented)
    expect(listed.length).toBeGreaterThan(50)
  })

  it('exits 2 with what to do for a code routekit does not have', () => {
    const r = run('RK999')
    expect([r.status, r.stderr]).toMatchInlineSnapshot(`
      [
        2,
        "routekit: No error code "RK999" in routekit. Codes look like RK201; "routekit explain-code" lists them all.
      ",
      ]
    `)
  })
})
