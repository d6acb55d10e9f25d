// A page with scripts: none ships no app: a page module that needs the browser (an action, a browser-only loader, an
// event handler, state or an effect) would silently do nothing there. The plugin refuses it (RK801) at build and in dev.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { build } from 'vite'
import { afterEach, describe, expect, test } from 'vitest'
import { browserNeedsOf } from '../../src/vite/static-pages.js'
import { routekit } from '../../src/vite/index.js'

const ROUTES = `version: 1
scripts: none
routes:
  - { path: /, name: home, page: home, scripts: app }
  - path: /about
    name: about
    page: about
  - path: /contact
    name: contact
    page: contact
    scripts: none
  - { path: /construction, name: construction, page: construction, layout: none, scripts: app }
`

const INTERACTIVE = `import { useState } from 'react'
export async function clientLoader() { return null }
export default function Contact() {
  const [open, setOpen] = useState(false)
  return <button onClick={() => setOpen(!open)}>{String(open)}</button>
}
`

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function fixture(pages: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'routekit-static-'))
  dirs.push(dir)
  mkdirSync(join(dir, 'src/pages'), { recursive: true })
  for (const [page, code] of Object.entries(pages)) writeFileSync(join(dir, 'src/pages', `${page}.tsx`), code)
  writeFileSync(join(dir, 'routes.yaml'), ROUTES)
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/src/main.js"></script>',
  )
  writeFileSync(
    join(dir, 'src/main.js'),
    `import routes from 'virtual:routekit/routes'\nconsole.log(routes.routes.length)\n`,
  )
  return dir
}

const STATIC = `export default function P() { return <p>Static</p> }\n`
const buildApp = (dir: string) =>
  build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    // modules: false: the check reads the pages; bundling them (JSX, with no React in the temp folder) is not its part.
    plugins: [routekit({ buildId: 'b', compress: false, modules: false })],
    build: { outDir: join(dir, 'dist') },
  }).then(
    () => null,
    (e: unknown) => e as Error & { loc?: unknown },
  )

describe('RK801: a page with scripts: none that needs the browser', () => {
  test('fails vite build at the route, listing what needs the browser with its line', async () => {
    const dir = fixture({
      home: INTERACTIVE,
      about: `export const action = async () => null\n${STATIC}`,
      contact: INTERACTIVE,
      construction: STATIC,
    })
    const error = await buildApp(dir)
    const message = (error?.message ?? 'no error')
      .split(relative(process.cwd(), dir))
      .join('<app>')
      .split(dir)
      .join('<app>')
    // home has the same module but scripts: app: no report for it.
    expect(message).toMatchInlineSnapshot(`
      "<app>/routes.yaml:7:11  error  RK801  Page "about" of route /about has scripts: none (from the top-level scripts: none), but src/pages/about.tsx needs the browser: it exports action (line 1). A page with scripts: none ships no app, so none of it would run. Add scripts: app to the route, or make the page static.
      <app>/routes.yaml:11:14  error  RK801  Page "contact" of route /contact has scripts: none, but src/pages/contact.tsx needs the browser: it exports clientLoader (line 2); it calls useState (line 4); it sets onClick (line 5). A page with scripts: none ships no app, so none of it would run. Set scripts: app on the route, or make the page static."
    `)
    expect(error?.loc).toEqual({ file: join(dir, 'routes.yaml'), line: 7, column: 11 })
  }, 60_000)

  test('builds when the pages with scripts: none are static', async () => {
    expect(
      await buildApp(fixture({ home: INTERACTIVE, about: STATIC, contact: STATIC, construction: STATIC })),
    ).toBeNull()
  }, 60_000)

  test('reads what the module itself does, not names in text or types', () => {
    expect(
      browserNeedsOf(
        'p.tsx',
        `// onClick useState\nconst text = 'useEffect(' \ntype T = { onClick: () => void }\nexport const loader = 1\n${STATIC}`,
      ),
    ).toEqual([])
    expect(
      browserNeedsOf(
        'p.tsx',
        `import * as React from 'react'\nexport { go as clientAction }\nconst go = () => React.useEffect(() => {})\n`,
      ),
    ).toEqual(['it exports clientAction (line 2)', 'it calls useEffect (line 3)'])
  })
})
