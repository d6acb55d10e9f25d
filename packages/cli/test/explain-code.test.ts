// Messages cited docs/routes-yaml.md and docs/errors.md, which no installed package holds. `routekit explain-code`
// prints a code's page of docs/errors.md, bundled into the CLI at build time, as `rustc --explain` does.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { routekit } from './_run.js'

const ERRORS_MD = readFileSync(fileURLToPath(new URL('../../../docs/errors.md', import.meta.url)), 'utf8')
const run = (...args: string[]) => routekit(['explain-code', ...args], { cwd: process.cwd() })

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
